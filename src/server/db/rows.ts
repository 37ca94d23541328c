import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** Anything that runs SQL: the database or a command's transaction. */
export type Executor = Pick<Database, "execute">;

/**
 * The rows of a raw query, typed by the caller's row shape (what the driver answers: counts may come
 * as strings, times as Date or text). Both drivers (node-postgres and PGlite) answer with `rows`; the
 * shared Database type cannot say so, hence the one cast here instead of one per query.
 */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A timestamp as the driver gives it (a Date, or text), as an ISO string. */
export const isoTime = (value: Date | string) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
