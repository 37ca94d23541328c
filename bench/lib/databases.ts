import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import type { Cleanup } from "./cleanup";
import { createScratchDatabase } from "./postgres";
import { makeTempDir, removeDir, type ServerProcess, startBuiltApp } from "./servers";

export type DatabaseKind = "pglite" | "postgres";
export const DATABASE_LABELS: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/**
 * A database of its own for one benchmark, which the benchmark first fills in-process (open,
 * migrate, seed, close: PGlite holds a lock on its directory) and then starts the built app on.
 */
export interface BenchDatabase {
  kind: DatabaseKind;
  label: string;
  /** Opened in this process and migrated. */
  open(): Promise<DatabaseHandle>;
  /** The built app on this database (another server bundle when `serverEntry` is given). */
  startApp(serverEntry?: string): Promise<ServerProcess>;
}

/**
 * PGlite: a new temp DATA_DIR. PostgreSQL: a new database `name` on the server at `adminUrl`
 * (dropped again by `cleanup`), plus a temp DATA_DIR for the app's files and outbox.
 */
export async function prepareDatabase(
  kind: DatabaseKind,
  options: { cleanup: Cleanup; adminUrl?: string; name: string },
): Promise<BenchDatabase> {
  const dataDir = makeTempDir(`toppers-bench-${options.name}-`);
  options.cleanup.add(dataDir, () => removeDir(dataDir));
  const label = DATABASE_LABELS[kind];
  const migrated = async (handle: DatabaseHandle) => {
    try {
      await migrateDatabase(handle);
      return handle;
    } catch (error) {
      await handle.close();
      throw error;
    }
  };
  if (kind === "pglite") {
    return {
      kind,
      label,
      open: async () => migrated(await openDatabase({ dataDir })),
      startApp: (serverEntry) => startBuiltApp({ dataDir, serverEntry }),
    };
  }
  if (!options.adminUrl) throw new Error("PostgreSQL benchmark without a server URL");
  const scratch = await createScratchDatabase(
    options.adminUrl,
    `toppers_bench_${process.pid}_${options.name}`,
  );
  options.cleanup.add(`database ${scratch.name}`, () => scratch.drop());
  return {
    kind,
    label,
    open: async () => migrated(await openDatabase({ databaseUrl: scratch.url, poolMax: 4 })),
    startApp: (serverEntry) => startBuiltApp({ dataDir, databaseUrl: scratch.url, serverEntry }),
  };
}
