import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onDatabaseServer, withDatabase } from "@test-support/postgres";
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitHealthy,
} from "@test-support/server-process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Two real server processes on one PostgreSQL database and one Redis (REDIS_URL), as a deployment
 * behind a load balancer runs: a client whose requests are spread over both processes meets each
 * limit at its configured total, not at twice it. Runs only in the `postgres` vitest project
 * (TEST_DATABASE_URL), and needs a Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379).
 * Its keys live under a prefix of its own and are removed at the end: nothing else in that Redis
 * is read or touched.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const run = randomBytes(5).toString("hex");
const databaseName = `tc_shared_limits_${run}`;
const keyPrefix = `tc-test-${run}:`;
const authSecret = randomBytes(32).toString("hex");

const AUTH_MAX = 6;
const ACCOUNT_MAX = 3;

const servers: ServerProcess[] = [];
let redis: Redis | undefined;

async function ourKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = (await redis?.scan(cursor, "MATCH", `${keyPrefix}*`, "COUNT", 1000)) ?? ["0", []];
    cursor = next;
    keys.push(...found);
  } while (cursor !== "0");
  return keys;
}

beforeAll(async () => {
  if (!serverUrl) throw new Error("the shared rate-limit test needs TEST_DATABASE_URL");
  redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `the shared rate-limit test needs Redis at ${redisUrl} (set TEST_REDIS_URL): ${(error as Error).message}`,
    );
  }
  await onDatabaseServer(serverUrl, `create database ${databaseName}`);
  const databaseUrl = withDatabase(serverUrl, databaseName);
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    RATE_LIMIT: "on",
    RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
    RATE_LIMIT_SIGNIN_ACCOUNT_MAX: String(ACCOUNT_MAX),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
  };
  // One after the other: the first applies the migrations to the empty database.
  for (let i = 0; i < 2; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tc-shared-limits-"));
    const server = await startServerProcess(dataDir, env);
    servers.push(server);
    await waitHealthy(server, Date.now() + 45_000);
    await countingInRedis(server, Date.now() + 30_000);
  }
}, 120_000);

/**
 * Healthy is not yet counting in Redis: on a loaded machine the process may answer before its Redis
 * connection is up, and it counts locally until then (health says which).
 */
async function countingInRedis(server: ServerProcess, deadline: number): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`${server.base}/api/health`)).json()) as { rateLimits?: string };
    if (health.rateLimits === "redis") return;
    if (Date.now() > deadline) throw new Error(`rate limits still counted ${health.rateLimits}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
  if (redis?.status === "ready") {
    const keys = await ourKeys();
    if (keys.length > 0) await redis.del(...keys);
  }
  redis?.disconnect();
  if (serverUrl) await onDatabaseServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
}, 30_000);

describe("rate limits shared through Redis by two server processes", () => {
  it("stop one client at the configured total however its requests are spread", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // A made-up reset link: 400 while the client is within its limit, 429 once it is over it.
    const codes: string[] = [];
    for (let i = 0; i < AUTH_MAX + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.base}/api/auth/reset-password?token=made-up`);
      codes.push(`${server === a ? "A" : "B"} ${res.status}`);
    }
    expect(codes).toEqual(["A 400", "B 400", "A 400", "B 400", "A 400", "B 400", "A 429", "B 429"]);
    // Counted under the configured prefix, so that deployments sharing a Redis stay apart.
    expect((await ourKeys()).length).toBeGreaterThan(0);
  });

  it("stop sign-in attempts on one account at the configured total, and not another account's", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const attempt = (server: ServerProcess, email: string) =>
      fetch(`${server.base}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ role: "student", email, password: "wrong-password" }),
      });
    const codes: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX + 1; i++) {
      codes.push((await attempt(i % 2 === 0 ? a : b, `target.${run}@example.com`)).status);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt(b, `someone.else.${run}@example.com`)).status).toBe(401);
  });
});
