import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { HTTP_MESSAGES } from "./message-codes";
import { createReadGate } from "./public-reads";

/** A piece of work the test finishes when it chooses, noting when it started. */
function work(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the gate of public reads", () => {
  it("lets `inside` in at once, keeps `waiting` in line in order, and refuses anyone else at once with 503 busy", async () => {
    const gate = createReadGate({ inside: 2, waiting: 1, maxWaitMs: 60_000, restRatio: 0 });
    const started: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => work(started, name)) as [
      ReturnType<typeof work>,
      ReturnType<typeof work>,
      ReturnType<typeof work>,
      ReturnType<typeof work>,
    ];
    const runs = [gate.run(a.run), gate.run(b.run), gate.run(c.run)];
    const refused = gate.run(d.run);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: HTTP_MESSAGES.busy });
    await settle();
    expect(started).toEqual(["a", "b"]);
    a.finish();
    await settle();
    await settle();
    // The first in line takes the place that was freed.
    expect(started).toEqual(["a", "b", "c"]);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
    // Room again for as many as before.
    const started2: string[] = [];
    const e = work(started2, "e");
    const f = work(started2, "f");
    const more = [gate.run(e.run), gate.run(f.run)];
    await settle();
    expect(started2).toEqual(["e", "f"]);
    e.finish();
    f.finish();
    await Promise.all(more);
  });

  it("refuses with 503 busy a reader who waited longer than maxWaitMs, and never runs it", async () => {
    const gate = createReadGate({ inside: 1, waiting: 5, maxWaitMs: 20, restRatio: 0 });
    const started: string[] = [];
    const slow = work(started, "slow");
    const first = gate.run(slow.run);
    const late = gate.run(work(started, "late").run);
    await expect(late).rejects.toMatchObject({ statusCode: 503 });
    slow.finish();
    await first;
    await settle();
    expect(started).toEqual(["slow"]);
  });

  it("frees its place when the read fails", async () => {
    const gate = createReadGate({ inside: 1, waiting: 0, maxWaitMs: 20, restRatio: 0 });
    await expect(
      gate.run(async () => {
        throw new Error("broken");
      }),
    ).rejects.toThrow("broken");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
