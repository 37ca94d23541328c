import pg from "pg";
import type { DatabaseHandle } from "../../src/server/db/client";

/**
 * Makes every read of the sessions table wait (PostgreSQL): another connection holds an ACCESS
 * EXCLUSIVE lock on it until `release`. A search then holds its pool connection and waits, as a
 * costly query would. Null on PGlite, which has one connection: nothing else can hold a lock there.
 */
export async function lockSessions(database: DatabaseHandle): Promise<{ release(): Promise<void> } | null> {
  if (database.kind !== "postgres") return null;
  const client = new pg.Client({ connectionString: database.client.options.connectionString });
  await client.connect();
  await client.query("begin");
  await client.query("lock table sessions in access exclusive mode");
  return {
    async release() {
      await client.query("rollback");
      await client.end();
    },
  };
}
