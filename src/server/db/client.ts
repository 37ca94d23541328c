import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  /** Answers quickly whether the database can run a query. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
} & (
  | { kind: "pglite"; client: PGlite; dataDir: string | undefined }
  | { kind: "postgres"; client: pg.Pool; url: string }
);

export interface OpenDatabaseOptions {
  /** A postgres:// URL: use PostgreSQL. */
  databaseUrl?: string;
  /** The app's data folder: the embedded database lives in `<dataDir>/pgdata`. */
  dataDir?: string;
  /** An already opened PGlite (tests load a migrated template into memory). */
  pglite?: PGlite;
  poolMax?: number;
  /** PostgreSQL: every statement of the pool's connections is cancelled past this (statement_timeout). */
  statementTimeoutMs?: number;
}

/**
 * The extensions our migrations create, which PGlite must have loaded (PostgreSQL ships them in its
 * contrib package): pg_trgm, for the admin tables' search by any part of a name or email and the
 * session search; btree_gist, for the exclusion constraints that keep a mentor's times apart.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/**
 * Opens the database. Each driver's code (pg and its drizzle dialect, or PGlite's) is loaded only
 * when it is the one in use: a tenth of a second of start-up saved either way.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolMax ?? 10, options.statementTimeoutMs);
  if (options.pglite) return wrapPglite(options.pglite, undefined, undefined);
  if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl, a dataDir or a pglite instance");
  const lock = await lockDataDir(options.dataDir);
  try {
    const pgdata = path.join(options.dataDir, "pgdata");
    fs.mkdirSync(pgdata, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, pgdata, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function wrapPglite(
  client: PGlite,
  dataDir: string | undefined,
  lock: DataDirLock | undefined,
): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  let closed = false;
  return {
    kind: "pglite",
    client,
    dataDir,
    db,
    async ping(timeoutMs = 2000) {
      if (closed || client.closed) return false;
      try {
        await withTimeout(client.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!client.closed) await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, max: number, statementTimeoutMs?: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    ...(statementTimeoutMs === undefined ? {} : { statement_timeout: statementTimeoutMs }),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
  let closed = false;
  return {
    kind: "postgres",
    client: pool,
    url,
    db,
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
