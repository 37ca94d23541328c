import { describe, expect, it } from "vitest";
import hindiHome from "./hi/home";
import hindiTestimonials from "./hi/testimonials";
import englishHome from "./home";
import englishTestimonials from "./testimonials";

/*
 * The home page's content in Hindi (docs/decisions/010) is the English content with only the words
 * translated: the same keys, ids, order and lengths, the same figures and the same numbers in every
 * text, and every Hindi text written in Devanagari. The testimonials keep the people's names.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** The same structure: keys, array lengths, and every value that is not a string. */
function shapeOf(value: unknown): unknown {
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
  }
  return value;
}

/** Every string of a value, with where it is ("benefits.0.title"). */
function textsOf(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, at ? `${at}.${key}` : key));
  }
  return [];
}

/** The numbers written in a text, in order of size (a translation may reorder a sentence). */
const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/** Fields that are the same in both languages: ids, figures' values, the people's names. */
const SAME = /(^|\.)(id|value|name)$/;
/** Timeline labels: "Day 1" reads "पहला दिन" (the first day). */
const NUMBERS_IN_WORDS = /^journey\.\d+\.when$/;

function expectTranslated(english: unknown, hindi: unknown) {
  expect(shapeOf(hindi)).toEqual(shapeOf(english));
  const hindiTexts = new Map(textsOf(hindi));
  for (const [at, text] of textsOf(english)) {
    const translated = hindiTexts.get(at) ?? "";
    if (SAME.test(at)) {
      expect(translated, at).toBe(text);
      continue;
    }
    expect(translated.trim(), at).not.toBe("");
    expect(translated, at).toMatch(DEVANAGARI);
    if (!NUMBERS_IN_WORDS.test(at)) expect(numbersIn(translated), at).toEqual(numbersIn(text));
  }
}

describe("the home page's content in Hindi", () => {
  it("has the English lists' shape, ids and figures, every text in Devanagari", () => {
    expectTranslated(englishHome, hindiHome);
  });

  it("has the same testimonials by the same people, every text in Devanagari", () => {
    expect(englishTestimonials.student).toHaveLength(6);
    expect(englishTestimonials.mentor).toHaveLength(6);
    expectTranslated(englishTestimonials, hindiTestimonials);
  });

  it("keeps the figures of docs/product.md §1 and the eight offerings and four steps", () => {
    for (const content of [englishHome, hindiHome]) {
      expect(content.figures.map((figure) => figure.value)).toEqual(["3000+", "35000+", "1100+"]);
      expect(content.benefits).toHaveLength(8);
      expect(content.startSteps).toHaveLength(4);
    }
  });

  it("is plain data, as the translation store keeps it", () => {
    for (const content of [englishHome, hindiHome, englishTestimonials, hindiTestimonials]) {
      expect(JSON.parse(JSON.stringify(content))).toEqual(content);
    }
  });
});
