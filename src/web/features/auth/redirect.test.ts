import { describe, expect, it } from "vitest";
import { safeNextPath } from "./redirect";

const origin = "https://toppers.example";

describe("safeNextPath", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safeNextPath("/post-session", origin)).toBe("/post-session");
    expect(safeNextPath("/admin-dashboard?tab=payments#top", origin)).toBe(
      "/admin-dashboard?tab=payments#top",
    );
    expect(safeNextPath("/view-mentor/a%40b.in", origin)).toBe("/view-mentor/a%40b.in");
  });

  it("refuses anything that could lead to another site", () => {
    for (const next of [
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "/.//evil.example",
      "/%2e//evil.example",
      "/a/..//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      expect(safeNextPath(next, origin), next).toBeNull();
    }
    expect(safeNextPath(null, origin)).toBeNull();
    expect(safeNextPath(undefined, origin)).toBeNull();
  });

  it("drops a language prefix: the router of a /hi tab adds its own", () => {
    expect(safeNextPath("/hi/payment/ses_1?from=card", origin)).toBe("/payment/ses_1?from=card");
    expect(safeNextPath("/hi", origin)).toBe("/");
    expect(safeNextPath("/hi/", origin)).toBe("/");
    expect(safeNextPath("/hindi-notes", origin)).toBe("/hindi-notes");
    expect(safeNextPath("/hi/login", origin)).toBeNull();
    expect(safeNextPath("/hi//evil.example", origin)).toBeNull();
    expect(safeNextPath("/hi/.//evil.example", origin)).toBeNull();
  });

  it("refuses the account screens themselves, which would loop", () => {
    expect(safeNextPath("/login", origin)).toBeNull();
    expect(safeNextPath("/Signup/", origin)).toBeNull();
    expect(safeNextPath("/reset-password?mode=resetPassword&oobCode=x", origin)).toBeNull();
    expect(safeNextPath("/verify-email?token=x", origin)).toBeNull();
  });
});
