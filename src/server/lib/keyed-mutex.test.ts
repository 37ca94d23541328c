import { describe, expect, it } from "vitest";
import { createKeyedMutex } from "./keyed-mutex";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("keyed mutex", () => {
  it("runs tasks of one key one at a time, in order, and other keys alongside", async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      mutex.run("a", task("a1")),
      mutex.run("a", task("a2")),
      mutex.run("b", task("b1")),
    ]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log.indexOf("a1 end")).toBeLessThan(log.indexOf("a2 start"));
    expect(log.indexOf("b1 start")).toBeLessThan(log.indexOf("a1 end"));
  });

  it("lets the next task run after one fails, and passes the failure to its caller", async () => {
    const mutex = createKeyedMutex();
    const failed = mutex.run("a", async () => {
      throw new Error("no seats");
    });
    const next = mutex.run("a", async () => "booked");
    await expect(failed).rejects.toThrow("no seats");
    await expect(next).resolves.toBe("booked");
  });
});
