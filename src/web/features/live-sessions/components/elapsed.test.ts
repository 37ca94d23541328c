import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import hi from "../locales/hi.json";
import { describeElapsed, formatElapsed, type SayElapsedPart } from "./elapsed";

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

/** The timer's words as SessionTimer says them, from the feature's catalog in `language`. */
async function sayIn(language: "en" | "hi"): Promise<SayElapsedPart> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { "live-sessions": en }, hi: { "live-sessions": hi } },
    ns: ["live-sessions"],
    defaultNS: "live-sessions",
    interpolation: { escapeValue: false },
  });
  return (unit, count) => instance.t(`timer.${unit}`, { count });
}

describe("describeElapsed", () => {
  it("says the span in words", async () => {
    const say = await sayIn("en");
    expect(describeElapsed(0, say)).toBe("0 seconds");
    expect(describeElapsed(1_000, say)).toBe("1 second");
    expect(describeElapsed(3_600_000 + 5 * 60_000 + 3_000, say)).toBe("1 hour 5 minutes 3 seconds");
    expect(describeElapsed(2 * 3_600_000 + 60_000, say)).toBe("2 hours 1 minute");
  });

  it("says it in Hindi too", async () => {
    const say = await sayIn("hi");
    expect(describeElapsed(0, say)).toBe("0 सेकंड");
    expect(describeElapsed(3_600_000 + 5 * 60_000 + 3_000, say)).toBe("1 घंटा 5 मिनट 3 सेकंड");
    expect(describeElapsed(2 * 3_600_000 + 60_000, say)).toBe("2 घंटे 1 मिनट");
  });
});
