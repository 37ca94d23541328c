import { pino } from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { ensureFirstAdmin } from "./modules/auth/ensure-first-admin";

/** Start the server: read settings, open and migrate the database, listen, and stop gracefully. */
async function main(): Promise<void> {
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
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const deadline = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s: exiting anyway");
      process.exit(1);
    }, 10_000);
    deadline.unref();
    try {
      await app.close();
      await database.close();
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
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
    await database.close();
    process.exit(1);
  }
  app.log.info(`Toppers Connect is ready at ${config.publicUrl}`);
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
