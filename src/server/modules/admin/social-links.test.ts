import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../../tests/support/accounts";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
});
afterAll(() => t.close());

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
