import { HTTPS_URL_MESSAGE } from "@contract/admin";
import { injectAs, type Method, signedIn } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
});
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  injectAs(t.app, method, url, payload, cookie);

describe("PUT /api/admin/social", () => {
  // The database keeps only links that start with a lower-case "https://"; a capitalised scheme used
  // to pass the request's check, fail the database's, and answer 500.
  it("saves a link typed with a capitalised scheme, its scheme in lower case and the rest as typed", async () => {
    const links = {
      facebook: "HTTPS://www.facebook.com/ToppersConnect",
      twitter: "Https://x.com/Toppers",
      youtube: "",
      instagram: "https://www.instagram.com/toppersconnect",
      linkedin: "",
    };
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/social",
      payload: links,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      facebook: "https://www.facebook.com/ToppersConnect",
      twitter: "https://x.com/Toppers",
      youtube: null,
      instagram: "https://www.instagram.com/toppersconnect",
      linkedin: null,
    });
    const shown = (await t.app.inject({ method: "GET", url: "/api/social" })).json();
    expect(shown).toMatchObject({
      facebook: "https://www.facebook.com/ToppersConnect",
      twitter: "https://x.com/Toppers",
    });
  });
});

describe("content, FAQs and social links", () => {
  it("takes https links only, clears empty ones, and writes nothing when one is refused", async () => {
    const links = {
      facebook: "https://www.facebook.com/toppersconnect",
      twitter: "",
      youtube: "https://www.youtube.com/@toppersconnect",
      instagram: "https://www.instagram.com/toppersconnect",
      linkedin: "https://www.linkedin.com/company/toppersconnect",
    };
    const res = await call("PUT", "/api/admin/social", links);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...links, twitter: null });
    const refused = await call("PUT", "/api/admin/social", {
      ...links,
      facebook: "https://www.facebook.com/changed",
      twitter: "javascript:alert(1)",
      youtube: "http://youtube.com/x",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual(
      expect.arrayContaining([
        { field: "body.twitter", message: HTTPS_URL_MESSAGE, code: "module.httpsUrl" },
        { field: "body.youtube", message: HTTPS_URL_MESSAGE, code: "module.httpsUrl" },
      ]),
    );
    expect((await call("GET", "/api/social", undefined, null)).json().facebook).toBe(links.facebook);
  });
});
