import { cookieOf, signedIn, signUpBody } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setCookies = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw : raw ? [raw] : []);
const me = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().user;

describe("the reader's language", () => {
  it("keeps a visitor's choice in a cookie the web app can read", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/language", payload: { language: "hi" } });
    expect(res.statusCode).toBe(204);
    expect(setCookies(res.headers["set-cookie"])).toEqual([
      "lang=hi; Path=/; Max-Age=31536000; SameSite=Lax",
    ]);
  });

  it("refuses a language it does not have, naming the field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/language", payload: { language: "fr" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: "body.language" })]);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("keeps a signed-in user's choice on the account, and a new sign-in brings it back", async () => {
    const { id, email, password, cookie } = await signedIn(t.app, "student");
    expect((await me(cookie)).language).toBe("en");

    const res = await t.app.inject({
      method: "POST",
      url: "/api/language",
      payload: { language: "hi" },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(row?.language).toBe("hi");
    expect((await me(cookie)).language).toBe("hi");

    // On another device, with an English cookie: signing in answers the account's language and
    // sets the cookie to it.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { role: "student", email, password, rememberMe: true },
      headers: { cookie: "lang=en" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.language).toBe("hi");
    expect(setCookies(again.headers["set-cookie"])).toContain(
      "lang=hi; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });

  it("gives a new account the language its sign-up page was in", async () => {
    const hindi = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: signUpBody(),
      headers: { cookie: "lang=hi" },
    });
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().user.language).toBe("hi");
    expect((await me(cookieOf(hindi))).language).toBe("hi");

    // No cookie yet: the browser's Accept-Language decides.
    const browser = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: signUpBody(),
      headers: { "accept-language": "hi-IN, en;q=0.5" },
    });
    expect(browser.json().user.language).toBe("hi");
    const english = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: signUpBody() });
    expect(english.json().user.language).toBe("en");
  });

  it("switches by a plain link and goes back only to a page of this site", async () => {
    const { id, cookie } = await signedIn(t.app, "mentor");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/language/hi?next=${encodeURIComponent("/booking-sessions?exam=neet")}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/booking-sessions?exam=neet");
    expect(setCookies(res.headers["set-cookie"])).toContain(
      "lang=hi; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(row?.language).toBe("hi");

    for (const next of ["//evil.example/x", "https://evil.example/", "/\\evil.example", ""]) {
      const away = await t.app.inject({
        method: "GET",
        url: `/api/language/en?next=${encodeURIComponent(next)}`,
      });
      expect(away.statusCode, next).toBe(303);
      expect(away.headers.location, next).toBe("/");
    }
    const unknown = await t.app.inject({ method: "GET", url: "/api/language/xx?next=/" });
    expect(unknown.statusCode).toBe(400);
  });

  it("never sends a plain link off-site, whatever the browser would make of `next`", async () => {
    // Browsers drop tabs and line breaks from an address, so "/\t/evil.example/" is "//evil.example/".
    for (const next of [
      "/%09/evil.example/",
      "/%0A/evil.example/",
      "/%0D%0A/evil.example/",
      "/%5C%09evil.example",
      "/%09%5Cevil.example",
      "%09//evil.example",
      "/\\/evil.example",
      "/.//evil.example",
      "/%2E%2E//evil.example",
      "https:evil.example",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/language/hi?next=${next}` });
      expect(res.statusCode, next).toBe(303);
      const location = String(res.headers.location);
      expect(new URL(location, "https://toppers.example").origin, next).toBe("https://toppers.example");
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never reach the header.
      expect(location, next).not.toMatch(/[\u0000-\u001F\u007F\\]/);
    }
  });

  it("answers a line break in `next` with a redirect on this site, never a 500", async () => {
    for (const next of ["/faq%0D%0ASet-Cookie:%20x=1", "/faq%0A", "/faq%E2%80%A8x", "/%F0%9F%93%9A?q=%0D"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/language/hi?next=${next}` });
      expect(res.statusCode, next).toBe(303);
      expect(String(res.headers.location), next).toMatch(/^\/[^/\\]/);
      expect(res.headers["set-cookie"], next).not.toContain("x=1");
    }
    // A path of this site keeps its query and fragment.
    const kept = await t.app.inject({
      method: "GET",
      url: `/api/language/en?next=${encodeURIComponent("/payment/12?x=1#pay")}`,
    });
    expect(kept.headers.location).toBe("/payment/12?x=1#pay");
  });
});
