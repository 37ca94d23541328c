import { createTestApp, type TestContext } from "@test-support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /api/social", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the five profiles that the migration put in place, as https URLs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/social" });
    expect(res.statusCode).toBe(200);
    const links = res.json();
    expect(Object.keys(links).sort()).toEqual(["facebook", "instagram", "linkedin", "twitter", "youtube"]);
    for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("answers null for a platform that has no link, and the stored link for the others", async () => {
    await t.database.db.execute(sql`update social_links set url = null where platform = 'twitter'`);
    await t.database.db.execute(
      sql`update social_links set url = 'https://www.youtube.com/@example' where platform = 'youtube'`,
    );
    const links = (await t.app.inject({ method: "GET", url: "/api/social" })).json();
    expect(links.twitter).toBeNull();
    expect(links.youtube).toBe("https://www.youtube.com/@example");
  });

  it("refuses to store a link that is not https", async () => {
    await expect(
      t.database.db.execute(
        sql`update social_links set url = 'javascript:alert(1)' where platform = 'facebook'`,
      ),
    ).rejects.toThrow();
  });
});
