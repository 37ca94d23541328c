import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../../scripts/server-bundle";
import { openDatabase, PGLITE_EXTENSIONS } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
    /** The server bundled as `npm run build` bundles it, for tests/support/server-process.ts. */
    serverBundle: string;
  }
}

/**
 * Migrate once, copy per test file: a migrated PGlite is dumped to a tarball that each test file
 * loads into memory, and on PostgreSQL a migrated template database is cloned per test file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "tc-test-"));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite });
  await migrateDatabase(handle);
  const dump = await pglite.dumpDataDir("none");
  const pgliteTemplate = path.join(dir, "template.tar");
  writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", pgliteTemplate);

  const url = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (url) {
    templateName = `tc_template_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(url, templateName), poolMax: 1 });
    await migrateDatabase(template);
    await template.close();
  }
  project.provide("postgresTemplate", templateName);

  // Inside the project, so that the bundle finds its packages in node_modules.
  const cache = path.resolve(import.meta.dirname, "../../node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const serverDir = mkdtempSync(path.join(cache, "test-server-"));
  project.provide("serverBundle", await bundleServer(serverDir));

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
