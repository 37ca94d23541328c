import { lockSessions } from "@test-support/slow-reads";
import { createTestApp, type TestContext } from "@test-support/test-app";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_MESSAGES } from "../../src/server/lib/message-codes";

/**
 * A public read past its statement timeout (PUBLIC_READ_TIMEOUT_MS, lib/public-reads.ts) on
 * PostgreSQL: cancelled by the database, answered 503 "busy" with Retry-After, never 500. PGlite
 * cannot interrupt a statement (it runs in the server's thread and ignores statement_timeout): its
 * bound is the gate, tested in public-reads.test.ts. The search is made to run long by a lock held
 * on the sessions table.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_READ_TIMEOUT_MS: "300" } });
});
afterAll(() => t.close());

describe("a public read past the statement timeout", () => {
  it("answers 503 busy for a search that runs past PUBLIC_READ_TIMEOUT_MS, and the next one as usual", async () => {
    const lock = await lockSessions(t.database);
    if (!lock) throw new Error("this test needs PostgreSQL (TEST_DATABASE_URL)");
    let slow: LightMyRequestResponse;
    try {
      slow = await t.app.inject({ method: "GET", url: "/api/sessions?type=group&q=physics" });
    } finally {
      await lock.release();
    }
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({ message: HTTP_MESSAGES.busy, code: "http.busy" });
    expect(slow.headers["retry-after"]).toBe("2");
    const again = await t.app.inject({ method: "GET", url: "/api/sessions?type=group&q=physics" });
    expect(again.statusCode).toBe(200);
  });
});
