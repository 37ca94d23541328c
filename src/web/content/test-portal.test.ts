import { describe, expect, it } from "vitest";
import { bookingHrefFor, DEFAULT_TEST_TAB, TEST_GROUPS } from "./test-portal";

describe("test portal content", () => {
  it("has the nine tabs of docs/product.md §2.8, JEE Main first and by default", () => {
    expect(TEST_GROUPS.map((group) => group.tab)).toEqual([
      "JEE Main",
      "JEE Advanced",
      "NEET",
      "BITSAT",
      "VITEEE",
      "COMEDK",
      "KCET",
      "MHT CET",
      "WBJEE",
    ]);
    expect(DEFAULT_TEST_TAB).toBe("JEE Main");
  });

  it("gives every tab seven distinct categories with counts", () => {
    for (const group of TEST_GROUPS) {
      expect(group.tests, group.tab).toHaveLength(7);
      expect(new Set(group.tests.map((test) => test.name)).size, group.tab).toBe(7);
      for (const test of group.tests) expect(test.count).toBeGreaterThan(0);
    }
    expect(TEST_GROUPS[0]?.tests[0]).toMatchObject({ name: "Full Mock Tests", count: 15 });
  });

  it("sends engineering exams to IIT JEE mentors, NEET to NEET and BITSAT to BITSAT", () => {
    const categories = Object.fromEntries(TEST_GROUPS.map((group) => [group.tab, group.bookingCategory]));
    expect(categories).toEqual({
      "JEE Main": "IIT JEE",
      "JEE Advanced": "IIT JEE",
      NEET: "NEET",
      BITSAT: "BITSAT",
      VITEEE: "IIT JEE",
      COMEDK: "IIT JEE",
      KCET: "IIT JEE",
      "MHT CET": "IIT JEE",
      WBJEE: "IIT JEE",
    });
  });

  it("links to the booking page filtered by category", () => {
    expect(bookingHrefFor("IIT JEE")).toBe("/booking-sessions?category=IIT%20JEE");
    expect(bookingHrefFor("CAT Mentorship")).toBe("/booking-sessions?category=CAT%20Mentorship");
  });
});
