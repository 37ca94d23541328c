import { deliverEmails } from "@test-support/mail";
import { createTestApp, type TestContext, testDatabaseKind } from "@test-support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 and names the database while the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: testDatabaseKind,
      queue: { oldestDueSeconds: 0, oldestUndeliveredEmailSeconds: 0 },
      rateLimits: "local",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("reports how long the oldest due job and the oldest undelivered email have waited", async () => {
    // A reset asked for an address without an account records nothing: nothing waits.
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "nobody@example.com" },
    });
    expect(forgot.statusCode).toBe(200);
    // The figures are read at most once a second: move the clock past that between readings.
    const fresh = () => {
      t.clock.advance(1001);
      return t.app.inject({ method: "GET", url: "/api/health" });
    };
    expect((await fresh()).json().queue).toEqual({ oldestDueSeconds: 0, oldestUndeliveredEmailSeconds: 0 });
    // An email recorded five minutes ago whose job has been due for two (this app works its queues
    // only when asked).
    await t.database.db.execute(sql`insert into email_outbox (id, kind, recipient, subject, text, html, created_at)
      values ('waiting', 'test', 'a@example.com', 'Hello', 'x', 'x', now() - interval '5 minutes')`);
    await t.app.outbox.dispatch("waiting");
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '2 minutes' where data->>'id' = 'waiting'`,
    );
    const { queue } = (await fresh()).json();
    expect(queue.oldestDueSeconds).toBeGreaterThanOrEqual(119);
    expect(queue.oldestDueSeconds).toBeLessThan(200);
    expect(queue.oldestUndeliveredEmailSeconds).toBeGreaterThanOrEqual(299);
    await deliverEmails(t.app);
    expect((await fresh()).json().queue).toEqual({
      oldestDueSeconds: 0,
      oldestUndeliveredEmailSeconds: 0,
    });
  });

  it("answers 503 once the database is gone", async () => {
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "unavailable",
      database: testDatabaseKind,
      queue: null,
      rateLimits: "local",
    });
  });
});
