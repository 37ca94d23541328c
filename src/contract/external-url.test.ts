import { describe, expect, it } from "vitest";
import { externalHref } from "./external-url";

describe("externalHref", () => {
  it("keeps absolute http and https URLs", () => {
    expect(externalHref("https://www.youtube.com/@toppersconnect")).toBe(
      "https://www.youtube.com/@toppersconnect",
    );
    expect(externalHref("http://example.in/page?x=1")).toBe("http://example.in/page?x=1");
  });

  it("trims surrounding whitespace", () => {
    expect(externalHref("  https://instagram.com/toppers  ")).toBe("https://instagram.com/toppers");
  });

  it("gives # for a missing value", () => {
    expect(externalHref(null)).toBe("#");
    expect(externalHref(undefined)).toBe("#");
    expect(externalHref("")).toBe("#");
  });

  it("gives # for anything that is not an absolute http(s) URL", () => {
    expect(externalHref("javascript:alert(1)")).toBe("#");
    expect(externalHref(" JavaScript:alert(1)")).toBe("#");
    expect(externalHref("data:text/html,hi")).toBe("#");
    expect(externalHref("/relative/path")).toBe("#");
    expect(externalHref("www.facebook.com/toppers")).toBe("#");
    expect(externalHref("mailto:team@example.com")).toBe("#");
  });
});
