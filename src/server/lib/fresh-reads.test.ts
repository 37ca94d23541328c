import { describe, expect, it } from "vitest";
import { createFreshReads } from "./fresh-reads";

/** A store whose reads the test finishes by hand: each read sees the value as it is when it starts. */
function store() {
  let value = 0;
  const started: { key: string; saw: number; finish(fail?: Error): void }[] = [];
  const reads = createFreshReads(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const saw = value;
        started.push({ key, saw, finish: (fail) => (fail ? reject(fail) : resolve(`${key}=${saw}`)) });
      }),
  );
  return {
    reads,
    started,
    write: (next: number) => {
      value = next;
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("fresh reads", () => {
  it("answers a caller from a read that began after it asked, shared by everyone who asked meanwhile", async () => {
    const { reads, started, write } = store();
    const first = reads.read("s1");
    await turn();
    // Written while the first read is in flight: those who ask now must see it.
    write(1);
    const later = [reads.read("s1"), reads.read("s1"), reads.read("s1")];
    expect(started).toHaveLength(1);

    started[0]?.finish();
    await expect(first).resolves.toBe("s1=0");
    await turn();
    // One more read for the three who asked during the first, and it saw the write.
    expect(started).toHaveLength(2);
    started[1]?.finish();
    await expect(Promise.all(later)).resolves.toEqual(["s1=1", "s1=1", "s1=1"]);

    // Nothing is kept: the next caller reads again.
    write(2);
    const again = reads.read("s1");
    await turn();
    expect(started).toHaveLength(3);
    started[2]?.finish();
    await expect(again).resolves.toBe("s1=2");
  });

  it("shares one read among everyone who asks in the same turn of the event loop", async () => {
    const { reads, started } = store();
    const all = [reads.read("s1"), reads.read("s1"), reads.read("s1")];
    await turn();
    expect(started).toHaveLength(1);
    started[0]?.finish();
    await expect(Promise.all(all)).resolves.toEqual(["s1=0", "s1=0", "s1=0"]);
  });

  it("reads each key on its own", async () => {
    const { reads, started } = store();
    const a = reads.read("a");
    const b = reads.read("b");
    await turn();
    expect(started.map((s) => s.key)).toEqual(["a", "b"]);
    for (const s of started) s.finish();
    await expect(Promise.all([a, b])).resolves.toEqual(["a=0", "b=0"]);
  });

  it("gives a failed read's error to its callers only, and reads again for those who asked after it began", async () => {
    const { reads, started, write } = store();
    const failing = reads.read("s1");
    await turn();
    write(5);
    const after = reads.read("s1");
    started[0]?.finish(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    await turn();
    expect(started).toHaveLength(2);
    started[1]?.finish();
    await expect(after).resolves.toBe("s1=5");
  });
});
