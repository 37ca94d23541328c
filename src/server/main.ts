import { pino } from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { type DataDirLock, DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { systemClock } from "./lib/clock";
import { ensureFirstAdmin } from "./modules/auth/ensure-first-admin";
import { removeOrphanFiles } from "./modules/files/orphan-files";
import { releaseClaims } from "./modules/outbox/outbox";

/** How old a file without its row must be before it is removed when other processes may be writing. */
const SHARED_STORAGE_GRACE_MS = 60 * 60_000;

/** Start the server: read settings, open and migrate the database, listen, and stop gracefully. */
async function main(): Promise<void> {
  const startedAt = systemClock.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  log.info(
    config.databaseUrl
      ? "database: PostgreSQL"
      : `database: embedded PGlite in ${database.kind === "pglite" ? database.dataDir : ""}`,
  );
  await migrateDatabase(database);
  if (config.admin) await ensureFirstAdmin(database.db, config.admin, log);

  const app = await buildApp({ config, database });
  // Local files with PostgreSQL: this process has them to itself when it can take the data folder's
  // lock (with PGlite the database already holds it). Held until the process ends.
  let filesLock: DataDirLock | undefined;
  if (database.kind === "postgres" && !config.s3) {
    filesLock = await lockDataDir(config.dataDir).catch((error: unknown) => {
      if (error instanceof DataDirLockedError) return undefined;
      throw error;
    });
  }
  const storageIsOurs = !config.s3 && (database.kind === "pglite" || filesLock !== undefined);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight and running jobs");
    const deadline = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s: exiting anyway");
      process.exit(1);
    }, 10_000);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      await filesLock?.release();
      app.log.info("stopped");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  try {
    // The background jobs (deliveries, the session lifecycle) start before the first request.
    if (database.kind === "pglite") await releaseClaims(database.db);
    await app.jobs.start({ work: true });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, `could not start on ${config.host}:${config.port}`);
    await app.close().catch(() => {});
    await database.close();
    process.exit(1);
  }
  app.log.info(`Toppers Connect is ready at ${config.publicUrl}`);
  // better-auth's code, which no request needed yet, loads now rather than before listening.
  app.auth.load().catch((error: unknown) => app.log.error({ err: error }, "could not load the auth library"));
  // A process killed between storing a file and writing its row leaves a file nobody owns. Files
  // from before this start are safe to judge when nobody else writes the storage; otherwise only
  // those old enough that no upload can still be waiting for its row.
  const before = storageIsOurs ? startedAt : new Date(startedAt.getTime() - SHARED_STORAGE_GRACE_MS);
  removeOrphanFiles({ db: database.db, storage: app.storage }, before).then(
    (removed) => app.log.info(removed, "stored files checked against their records"),
    (error: unknown) => app.log.error({ err: error }, "could not check stored files against their records"),
  );
  if (!config.upi.configured) {
    app.log.warn(
      `UPI_ID is not set: payment QR codes use the placeholder ${config.upi.id}. Set UPI_ID (and UPI_NAME) before taking real payments.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
