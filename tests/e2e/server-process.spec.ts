import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { runServerToExit, startServer, tempDataDir } from "./support/server";

// The production server as a process: what `npm start` runs. No browser here.

/** /api/health also reports the background jobs' backlog (seconds waited; how long depends on timing). */
const QUEUE = { oldestDueSeconds: expect.any(Number), oldestUndeliveredEmailSeconds: expect.any(Number) };

test.describe("the server process", () => {
  test("refuses a second server on the same data directory, and the first keeps serving", async () => {
    const first = await startServer();
    try {
      const second = await runServerToExit({ DATA_DIR: first.dataDir, PORT: "0" });
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `The data directory ${first.dataDir} is in use by another server process`,
      );
      expect(second.output).toContain(`pid ${first.process.pid}`);
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: "ok",
        database: "pglite",
        queue: QUEUE,
        rateLimits: "local",
      });
    } finally {
      await first.stop();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("stops cleanly on SIGTERM, keeps its data and frees the directory for the next start", async () => {
    const dataDir = tempDataDir();
    try {
      const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
      const before = await (await fetch(`${first.url}/api/social`)).json();
      expect(await first.stop()).toBe(0);
      expect(first.output()).toContain("stopped");

      const again = await startServer({ DATA_DIR: dataDir });
      expect(await (await fetch(`${again.url}/api/social`)).json()).toEqual(before);
      expect(await again.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("stops at start-up with a message naming a bad setting", async () => {
    const dataDir = tempDataDir();
    const result = await runServerToExit({ PORT: "eighty", DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.output).toContain("Invalid configuration");
    expect(result.output).toContain("PORT:");
  });

  test("runs on PostgreSQL when DATABASE_URL is set", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      if (process.env.CI) throw new Error("CI must set TEST_DATABASE_URL");
      test.skip(true, "set TEST_DATABASE_URL to run the server on PostgreSQL");
      return;
    }
    const name = `tc_e2e_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = tempDataDir();
    try {
      const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
      try {
        expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
          status: "ok",
          database: "postgres",
          queue: QUEUE,
          rateLimits: "local",
        });
        const links = await (await fetch(`${server.url}/api/social`)).json();
        expect(links.facebook).toMatch(/^https:\/\//);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
