import { describe, expect, it } from "vitest";
import { createGroupWriter } from "./group-writer";

/** A write that records each group it was given and answers each item doubled, after `ms`. */
function recordingWrite(ms = 5, refuse?: (item: number) => boolean) {
  const groups: number[][] = [];
  const write = async (items: number[]) => {
    groups.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (refuse && items.some(refuse)) throw new Error(`refused ${items.filter(refuse).join(",")}`);
    return items.map((item) => item * 2);
  };
  return { groups, write };
}

describe("a group writer", () => {
  it("writes what arrives together in one call, and answers each caller its own answer", async () => {
    const { groups, write } = recordingWrite();
    const record = createGroupWriter(write);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((item) => record(item)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(groups).toEqual([[1, 2, 3, 4, 5]]);
  });

  it("gathers what arrives during a write into the next one, in order, at most maxGroup at a time", async () => {
    const { groups, write } = recordingWrite(20);
    const record = createGroupWriter(write, { maxGroup: 3 });
    const first = record(1);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first write is in flight
    const later = [2, 3, 4, 5, 6, 7, 8].map((item) => record(item));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    expect(groups).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
  });

  it("fails only the item the write refuses: the rest of its group is written alone and answered", async () => {
    const { groups, write } = recordingWrite(1, (item) => item === 3);
    const record = createGroupWriter(write);
    const settled = await Promise.allSettled([1, 2, 3, 4].map((item) => record(item)));
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : "refused"))).toEqual([
      2,
      4,
      "refused",
      8,
    ]);
    expect(groups).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
    // The writer goes on after a failure.
    expect(await record(7)).toBe(14);
  });
});
