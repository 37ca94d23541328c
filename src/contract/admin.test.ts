import { describe, expect, it } from "vitest";
import { HTTPS_URL_MESSAGE, socialBodySchema } from "./admin";

const link = socialBodySchema.shape.facebook;

describe("a social link", () => {
  it("takes an https address, and an empty string that clears the link", () => {
    expect(link.parse(" https://www.facebook.com/toppersconnect ")).toBe(
      "https://www.facebook.com/toppersconnect",
    );
    expect(link.parse("")).toBe("");
  });

  // The database only stores links that start with a lower-case "https://": a scheme typed in
  // capitals (a phone's auto-capitalisation) was accepted here and then refused there, as a 500.
  it.each([
    ["HTTPS://www.Facebook.com/ToppersConnect", "https://www.Facebook.com/ToppersConnect"],
    ["Https://instagram.com/Toppers?ref=Bio#Top", "https://instagram.com/Toppers?ref=Bio#Top"],
    ["  hTTpS://x.com/Toppers  ", "https://x.com/Toppers"],
  ])("writes the scheme of %s in lower case and keeps the rest as typed", (typed, saved) => {
    expect(link.parse(typed)).toBe(saved);
  });

  it.each([
    "http://www.facebook.com/x",
    "HTTP://www.facebook.com/x",
    "javascript:alert(1)",
    "www.facebook.com/x",
    "https://localhost",
  ])("refuses %s", (typed) => {
    const result = link.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(HTTPS_URL_MESSAGE);
  });
});
