import { describe, expect, it } from "vitest";
import { timeLeft } from "./hold-timer";

describe("the time left on a seat hold", () => {
  const end = "2026-12-01T12:15:00.000Z";
  it("counts minutes and seconds, rounding a part second up", () => {
    expect(timeLeft(end, Date.parse("2026-12-01T12:00:00.000Z"))).toEqual({ text: "15:00", over: false });
    expect(timeLeft(end, Date.parse("2026-12-01T12:14:50.500Z"))).toEqual({ text: "0:10", over: false });
  });
  it("is over at the end and after it, never negative", () => {
    expect(timeLeft(end, Date.parse(end))).toEqual({ text: "0:00", over: true });
    expect(timeLeft(end, Date.parse("2026-12-01T13:00:00.000Z"))).toEqual({ text: "0:00", over: true });
  });
});
