import { describe, expect, it } from "vitest";
import {
  addressIn,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
  safeNextPath,
  sameSitePath,
  splitLanguagePrefix,
} from "./i18n";

describe("languages", () => {
  it("reads the browser's preference between English and Hindi by q-value", () => {
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8")).toBe("hi");
    expect(languageFromAcceptLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(languageFromAcceptLanguage("mr-IN, hi;q=0.7, en;q=0.3")).toBe("hi");
    expect(languageFromAcceptLanguage("en;q=0.2, hi;q=0.6")).toBe("hi");
    expect(languageFromAcceptLanguage("ta-IN, fr")).toBe("en");
    expect(languageFromAcceptLanguage("hi;q=0, en;q=0.1")).toBe("en");
  });

  it("reads the cookie, and only a known language", () => {
    expect(languageFromCookieHeader("a=1; lang=hi; b=2")).toBe("hi");
    expect(languageFromCookieHeader("lang=fr")).toBeNull();
    expect(languageFromCookieHeader("xlang=hi")).toBeNull();
  });

  it("splits the /hi prefix off an address and puts it back", () => {
    expect(splitLanguagePrefix("/hi")).toEqual({ language: "hi", pathname: "/" });
    expect(splitLanguagePrefix("/hi/exam-details")).toEqual({ language: "hi", pathname: "/exam-details" });
    expect(splitLanguagePrefix("/history")).toEqual({ language: null, pathname: "/history" });
    expect(addressIn("hi", "/")).toBe("/hi");
    expect(addressIn("hi", "/faq")).toBe("/hi/faq");
    expect(addressIn("en", "/faq")).toBe("/faq");
  });

  it("goes back only to a path of this site", () => {
    const origin = "https://toppers.example";
    expect(safeNextPath("/payment/12?x=1", origin)).toBe("/payment/12?x=1");
    // What a browser makes of it: line breaks dropped, other characters percent-encoded.
    expect(safeNextPath("/faq\r\nSet-Cookie: x=1", origin)).toBe("/faqSet-Cookie:%20x=1");
    expect(safeNextPath("/परीक्षा", origin)).toBe(encodeURI("/परीक्षा"));
    for (const bad of [
      undefined,
      "",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example/",
      "/\n/evil.example/",
      "/\\\t\\evil.example",
      "\t//evil.example",
      "/.//evil.example",
      "/%2e%2e//evil.example",
      "https://evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeNextPath(bad, origin), String(bad)).toBe("/");
      expect(sameSitePath(bad, origin), String(bad)).toBeNull();
    }
  });
});
