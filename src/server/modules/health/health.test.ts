import { deliverEmails } from "@test-support/mail";
import { createTestApp, type TestContext, testDatabaseKind } from "@test-support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

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
    // A reading answers for five seconds (read again behind the answers after one): move the clock
    // past that, so that each check waits for a reading of its own.
    const fresh = () => {
      t.clock.advance(5001);
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

  it("answers from its last reading, read again behind the answer; 503 once the database is gone", async () => {
    const check = () => t.app.inject({ method: "GET", url: "/api/health" });
    await t.database.close();
    // Under a second old, the last reading is the answer.
    expect((await check()).statusCode).toBe(200);
    // Older: still the answer, while a new reading is taken behind it; the next checks hear it.
    t.clock.advance(1001);
    expect((await check()).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await check()).statusCode).toBe(503));
    t.clock.advance(5001);
    const res = await check();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "unavailable",
      database: testDatabaseKind,
      queue: null,
      rateLimits: "local",
    });
  });
});
