import { describe, expect, it } from "vitest";
import hindi from "./hi/test-portal";
import english, { bookingHrefFor, DEFAULT_TEST_TAB, TEST_GROUPS } from "./test-portal";

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

describe("test portal content in Hindi", () => {
  const DEVANAGARI = /[\u0900-\u097F]/;
  /** The numbers a text states ("75 questions, +4 and −1" → 1, 4, 75): Hindi keeps every one. */
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

  it("is plain data, as the store copies it", () => {
    expect(JSON.parse(JSON.stringify(english))).toEqual(english);
    expect(JSON.parse(JSON.stringify(hindi))).toEqual(hindi);
    expect(english.groups).toBe(TEST_GROUPS);
  });

  it("has the English shape: the same tabs, badges, categories and counts, in the same order", () => {
    const skeleton = (content: typeof english) =>
      content.groups.map(({ tab, badge, bookingCategory, tests, ...texts }) => ({
        keys: Object.keys(texts).sort(),
        tab,
        badge,
        bookingCategory,
        tests: tests.map(({ count, ...rest }) => ({ count, keys: Object.keys(rest).sort() })),
      }));
    expect(skeleton(hindi)).toEqual(skeleton(english));
  });

  it("translates every text, keeping its numbers, and keeps each tab's test names distinct", () => {
    english.groups.forEach((group, g) => {
      const hi = hindi.groups[g];
      if (!hi) throw new Error(`no Hindi for ${group.tab}`);
      const pairs: [string, string][] = [
        [group.title, hi.title],
        [group.description, hi.description],
        ...group.tests.flatMap((test, i): [string, string][] => {
          const hiTest = hi.tests[i];
          if (!hiTest) throw new Error(`no Hindi for ${group.tab}: ${test.name}`);
          return [
            [test.name, hiTest.name],
            [test.unit, hiTest.unit],
            [test.description, hiTest.description],
          ];
        }),
      ];
      for (const [en, text] of pairs) {
        expect(text.trim(), en).not.toBe("");
        expect(text, en).toMatch(DEVANAGARI);
        expect(numbers(text), en).toEqual(numbers(en));
      }
      expect(new Set(hi.tests.map((test) => test.name)).size, group.tab).toBe(7);
    });
  });
});
