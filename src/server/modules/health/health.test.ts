import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, testDatabaseKind } from "../../../../tests/support/test-app";

describe("GET /api/health", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 and names the database while the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: testDatabaseKind });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once the database is gone", async () => {
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: testDatabaseKind });
  });
});
