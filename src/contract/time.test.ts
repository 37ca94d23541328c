import { describe, expect, it } from "vitest";
import {
  formatIstDate,
  formatIstTime,
  formatRupees,
  instantToIst,
  istDate,
  istDateAndHour,
  istDayEnd,
  istDayStart,
  istToInstant,
} from "./time";

describe("India Standard Time and rupees", () => {
  it("turns an IST date and hour into the right instant and back", () => {
    const instant = istToInstant("2026-12-01", "18:00");
    expect(instant.toISOString()).toBe("2026-12-01T12:30:00.000Z");
    expect(instantToIst(instant)).toEqual({ date: "2026-12-01", time: "18:00" });
    // Just after midnight IST is still the previous day in UTC.
    expect(istToInstant("2027-01-01", "00:30").toISOString()).toBe("2026-12-31T19:00:00.000Z");
  });

  it("knows the IST day of an instant, and where an IST day begins and ends", () => {
    // 19:00 UTC on 10 March is 00:30 on 11 March in India.
    expect(istDate(new Date("2026-03-10T19:00:00Z"))).toBe("2026-03-11");
    expect(istDate(new Date("2026-03-10T18:29:59Z"))).toBe("2026-03-10");
    expect(istDateAndHour(new Date("2026-03-10T03:30:00Z"))).toEqual({ date: "2026-03-10", hour: 9 });
    expect(istDateAndHour(new Date("2026-03-10T18:30:00Z"))).toEqual({ date: "2026-03-11", hour: 0 });
    expect(istDayStart("2026-03-11").toISOString()).toBe("2026-03-10T18:30:00.000Z");
    expect(istDayEnd("2026-03-11").toISOString()).toBe("2026-03-11T18:30:00.000Z");
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
