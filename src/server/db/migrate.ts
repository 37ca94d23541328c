import { fileURLToPath } from "node:url";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client";

/**
 * The committed SQL migrations. The production bundle copies this folder next to itself
 * (dist/server/migrations), so the same relative URL works from source and from the bundle.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

// Any fixed number: every app process agrees on it, so only one migrates at a time.
const MIGRATION_LOCK_KEY = 7_340_021;

export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  // Each database's driver code is loaded only when it is the one in use (start-up time).
  if (handle.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several app processes may start together on one PostgreSQL: serialise their migrations with
  // an advisory lock held on one dedicated connection.
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const connection = await handle.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(connection), { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
