import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from "../../src/server/db/client";
import { createTestClock, type TestClock } from "./clock";

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's clock: real time until a test sets it. */
  clock: TestClock;
  /** Closes the app and throws the test database away. */
  close(): Promise<void>;
}

/** Which database this test file runs on: the vitest project sets TEST_DB. */
export const testDatabaseKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (testDatabaseKind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    const template = inject("postgresTemplate");
    if (!url || !template) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `tc_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const parsed = new URL(url);
    parsed.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: parsed.toString(), poolMax: 10 });
    return {
      database,
      async drop() {
        await database.close();
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const tarball = readFileSync(inject("pgliteTemplate"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  return { database, drop: () => database.close() };
}

/** A test configuration: no web build unless one is given, silent logs, rate limits on. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tc-data-"));
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    LOG_LEVEL: "silent",
    // Tests sign in far more often than a person; the limit itself has its own test.
    RATE_LIMIT_AUTH_MAX: "10000",
    RATE_LIMIT_SIGNIN_ACCOUNT_MAX: "10000",
    // Tests read the lists and pages far more often than a person (tests/integration/public-reads.test.ts).
    RATE_LIMIT_READ_MAX: "10000",
    // Every injected request comes from one address, and files book many one-to-ones: these limits
    // have their own tests (hold-abuse.test.ts, slot-abuse.test.ts).
    RATE_LIMIT_HOLDS_PER_ADDRESS: "10000",
    RATE_LIMIT_HOLDS_PER_ADDRESS_SESSION: "10000",
    RATE_LIMIT_SLOTS_PER_HOUR: "10000",
    ...overrides,
  });
}

/**
 * The app on a fresh database of its own, with a clock the test can set. Its job engine is started
 * without workers: jobs wait in their queues until the test runs them (see mail.ts), so nothing
 * happens behind a test's back.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  const { database, drop } = await createTestDatabase();
  const clock = createTestClock();
  const app = await buildApp({ config, database, logger: false, clock });
  options.beforeReady?.(app);
  await app.ready();
  await app.jobs.start({ work: false });
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
