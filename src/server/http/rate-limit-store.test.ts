import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import net from "node:net";
import { Writable } from "node:stream";
import { freePort } from "@test-support/ports";
import { createTestDatabase, testConfig } from "@test-support/test-app";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

/**
 * REDIS_URL that does not answer: the rate limits are counted in this process's memory instead
 * (never no limit at all), the health check says so, and the log says when that starts and ends.
 * The limits shared through a live Redis by two processes are tested in
 * tests/integration/shared-rate-limits.pg.test.ts.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const run = randomBytes(5).toString("hex");
const keyPrefix = `tc-test-${run}:`;

type Line = { level: number; msg: string };

async function appWith(env: Record<string, string>) {
  const config = testConfig({ RATE_LIMIT_AUTH_MAX: "2", RATE_LIMIT_SIGNIN_ACCOUNT_MAX: "2", ...env });
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({ config, database, logger: { level: "info", stream } });
  await app.ready();
  return {
    app,
    lines,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A made-up reset link from `from`: 400 while the address is within its limit, 429 past it. */
async function resetLinkCodes(app: FastifyInstance, times: number, from = "203.0.113.10") {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await app.inject({
      method: "GET",
      url: "/api/auth/reset-password?token=made-up",
      remoteAddress: from,
    });
    codes.push(res.statusCode);
  }
  return codes;
}

/** Wrong passwords for one account, each from another address (so only the per-account limit counts). */
async function signInCodes(app: FastifyInstance, email: string, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      remoteAddress: `198.51.100.${i + 1}`,
      payload: { role: "student", email, password: "wrong-password" },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const health = async (app: FastifyInstance) =>
  (await app.inject({ method: "GET", url: "/api/health" })).json().rateLimits;

/** A TCP relay to Redis that the test can cut: Redis "going away" without touching the real one. */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Stops answering: the listening socket closes and every open connection is dropped. */
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.close()));
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

describe("rate limits with REDIS_URL", () => {
  it("count in this process while Redis does not answer: the limits hold, sign-in's per account too, and health says local", async () => {
    // Nothing listens on a port just found free.
    const t = await appWith({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    opened.push(t);
    expect(await resetLinkCodes(t.app, 4)).toEqual([400, 400, 429, 429]);
    // Another address has its own count.
    expect(await resetLinkCodes(t.app, 1, "203.0.113.11")).toEqual([400]);
    expect(await signInCodes(t.app, "nobody@example.com", 3)).toEqual([401, 401, 429]);
    expect(await health(t.app)).toBe("local");
    const warnings = t.lines.filter((l) => l.level === 40 && l.msg.includes("REDIS_URL"));
    expect(warnings.map((w) => w.msg)).toEqual([
      "Redis (REDIS_URL) does not answer: rate limits are counted by each process alone until it does",
    ]);
  });

  it("count in Redis while it answers, and go on counting in this process once it stops answering", async () => {
    const relay = await relayTo(redisUrl);
    const t = await appWith({ REDIS_URL: relay.url, REDIS_KEY_PREFIX: keyPrefix });
    opened.push(t);
    expect(await health(t.app)).toBe("redis");
    expect(await resetLinkCodes(t.app, 3)).toEqual([400, 400, 429]);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    redis.on("error", () => {});
    await redis.connect();
    try {
      expect((await redis.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }

    await relay.cut();
    // The next requests find Redis gone: counted here from then on, from zero for a new address.
    expect(await resetLinkCodes(t.app, 3, "203.0.113.20")).toEqual([400, 400, 429]);
    expect(await signInCodes(t.app, "someone@example.com", 3)).toEqual([401, 401, 429]);
    expect(await health(t.app)).toBe("local");
    expect(t.lines.some((l) => l.level === 40 && l.msg.includes("REDIS_URL"))).toBe(true);
  });

  it("are said to be in memory without REDIS_URL, and off with RATE_LIMIT=off", async () => {
    const local = await appWith({});
    opened.push(local);
    expect(await health(local.app)).toBe("local");
    const off = await appWith({ RATE_LIMIT: "off" });
    opened.push(off);
    expect(await health(off.app)).toBe("off");
    expect(await resetLinkCodes(off.app, 3)).toEqual([400, 400, 400]);
  });
});
