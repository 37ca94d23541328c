import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./dates";

describe("article dates", () => {
  it("formats the featured articles' long date", () => {
    expect(formatLongDate("2024-11-15")).toBe("November 15, 2024");
    expect(formatLongDate("2026-01-02")).toBe("January 2, 2026");
  });

  it("formats the cards' short date with a two-digit day", () => {
    expect(formatShortDate("2024-11-08")).toBe("08 Nov 2024");
    expect(formatShortDate("2026-09-30")).toBe("30 Sep 2026");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatLongDate("15/11/2024")).toThrow();
  });
});
