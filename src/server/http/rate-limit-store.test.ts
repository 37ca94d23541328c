import { rmSync } from "node:fs";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/ports";
import { createTestDatabase, testConfig } from "../../../tests/support/test-app";
import { buildApp } from "../app";

/**
 * REDIS_URL that does not answer: the rate limits cannot be counted, and the site keeps working
 * (requests are let through, never a 500) while the log says the limits are not enforced. The
 * limits shared through a live Redis are tested with two server processes in
 * tests/integration/shared-rate-limits.pg.test.ts.
 */
describe("rate limits with REDIS_URL down", () => {
  it("answers every request as without a limit, warns once, and closes cleanly", async () => {
    // Nothing listens on a port just found free.
    const config = testConfig({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_AUTH_MAX: "2",
    });
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config, database, logger: { level: "info", stream } });
    try {
      await app.ready();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await app.inject({ method: "GET", url: "/api/auth/reset-password?token=made-up" });
        codes.push(res.statusCode);
      }
      // The made-up link is refused as usual; over the limit of 2 nothing is counted, nothing fails.
      expect(codes).toEqual([400, 400, 400, 400, 400]);
      const signIn = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        payload: { role: "student", email: "nobody@example.com", password: "wrong-password" },
      });
      expect(signIn.statusCode).toBe(401);
      const warnings = lines.filter((l) => l.level === 40 && l.msg.includes("REDIS_URL"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toBe(
        "Redis (REDIS_URL) does not answer: rate limits are not enforced until it does",
      );
    } finally {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
