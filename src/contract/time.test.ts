import { describe, expect, it } from "vitest";
import { formatIstDate, formatIstTime, formatRupees, instantToIst, istToInstant } from "./time";

describe("India Standard Time and rupees", () => {
  it("turns an IST date and hour into the right instant and back", () => {
    const instant = istToInstant("2026-12-01", "18:00");
    expect(instant.toISOString()).toBe("2026-12-01T12:30:00.000Z");
    expect(instantToIst(instant)).toEqual({ date: "2026-12-01", time: "18:00" });
    // Just after midnight IST is still the previous day in UTC.
    expect(istToInstant("2027-01-01", "00:30").toISOString()).toBe("2026-12-31T19:00:00.000Z");
  });

  it("formats dates and times in en-IN for IST", () => {
    const instant = istToInstant("2026-12-01", "09:00");
    expect(formatIstDate(instant)).toBe("1 Dec 2026");
    expect(formatIstTime(instant).toLowerCase().replace(/\s/g, " ")).toBe("9:00 am");
  });

  it("groups rupees the Indian way", () => {
    expect(formatRupees(149999)).toBe("₹1,49,999");
    expect(formatRupees(499)).toBe("₹499");
    expect(formatRupees(0)).toBe("₹0");
  });
});
