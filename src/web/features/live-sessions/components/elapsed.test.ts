import { describe, expect, it } from "vitest";
import { describeElapsed, formatElapsed } from "./elapsed";

describe("formatElapsed", () => {
  it("reads mm:ss within the first hour", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(999)).toBe("00:00");
    expect(formatElapsed(61_000)).toBe("01:01");
    expect(formatElapsed(59 * 60_000 + 59_000)).toBe("59:59");
  });

  it("adds the hours from the first hour on", () => {
    expect(formatElapsed(3_600_000)).toBe("1:00:00");
    expect(formatElapsed(75 * 60_000 + 3_000)).toBe("1:15:03");
  });

  it("never goes below zero when the browser's clock is behind the server's", () => {
    expect(formatElapsed(-4_000)).toBe("00:00");
  });
});

describe("describeElapsed", () => {
  it("says the span in words", () => {
    expect(describeElapsed(0)).toBe("0 seconds");
    expect(describeElapsed(1_000)).toBe("1 second");
    expect(describeElapsed(3_600_000 + 5 * 60_000 + 3_000)).toBe("1 hour 5 minutes 3 seconds");
  });
});
