import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * Durable background jobs on pg-boss 10 (its last major for Node 20), in the product's own database:
 * PostgreSQL when DATABASE_URL is set (every app process works the queues; each job runs once), the
 * embedded PGlite otherwise. Modules define their queues (a handler, retries, backoff); the engine
 * creates them, works them, and sends the recurring ones. See docs/decisions/009.
 */

export interface JobInfo {
  id: string;
  /** 0 on the first attempt, then 1, 2... up to retryLimit. */
  retryCount: number;
  retryLimit: number;
  /** How long this attempt may run before pg-boss's maintenance fails it (and it is retried). */
  expireInSeconds: number;
}

export interface QueueDefinition<T extends object = object> {
  name: string;
  /** Retries after a thrown error, with the delay doubling each time when `backoff` is set. */
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  /** An attempt still running after this long is failed (and retried) by pg-boss's maintenance. */
  expireInSeconds: number;
  /**
   * `short`: at most one job waiting per singleton key (a second send for the same key is dropped
   * while the first waits). `standard`: no such limit.
   */
  policy: "standard" | "short";
  /** How many of its jobs one process works at once. */
  concurrency: number;
  /**
   * How many jobs each of those workers takes per poll (default 1), worked one after the other. A
   * worker polls at most once a second, so this is its jobs per second when the queue is long.
   */
  batchSize?: number;
  /** Sent by every working process every this many seconds, at most once per interval in all. */
  everySeconds?: number;
  handle(data: T, job: JobInfo): Promise<void>;
}

export interface SendOptions {
  /** With a `short` queue: no second job for this key while one waits. */
  singletonKey?: string;
  /** Not before this instant. */
  startAfter?: Date;
}

export interface JobEngine {
  define<T extends object>(queue: QueueDefinition<T>): void;
  /**
   * Creates the queues. With `work`, also polls them and sends the recurring jobs (the server);
   * without, jobs wait until `runDue` (tests, tools).
   */
  start(options: { work: boolean }): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Works every job that is due now, in this process, until none is left; answers how many ran. */
  runDue(names?: string[]): Promise<number>;
  /** Seconds the oldest job that is due (and not done) has waited: 0 when none waits. */
  oldestDueSeconds(): Promise<number>;
  /**
   * Stops polling and lets the running jobs finish for up to `timeoutMs`; jobs still running then
   * are handed back (failed, so they are retried by whichever process works the queue next).
   */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often a working process looks for jobs. */
const POLL_SECONDS = 1;
/** How often pg-boss expires abandoned jobs, archives and deletes old ones. */
const MAINTENANCE_SECONDS = 30;

/**
 * pg-boss's own connection (`db`): over PostgreSQL, the app's pool; over PGlite, its one connection,
 * where statements without parameters go through `exec` (pg-boss sends its schema as several
 * statements at once, which `query` refuses).
 */
function bossDb(handle: DatabaseHandle): PgBoss.Db {
  if (handle.kind === "postgres") {
    const pool = handle.client;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const client = handle.client;
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

/** Any fixed number: every app process agrees on it, so only one sets up the queues at a time. */
const SETUP_LOCK_KEY = 7_340_022;

/**
 * Several processes starting at once on an empty PostgreSQL would each create pg-boss's schema and
 * queues, and PostgreSQL refuses the second (its `create schema if not exists` is not safe against
 * a concurrent one). They take turns through an advisory lock held on a connection of its own, as
 * the migrations do. PGlite has one process.
 */
async function oneAtATime(handle: DatabaseHandle, setUp: () => Promise<void>): Promise<void> {
  if (handle.kind !== "postgres") return setUp();
  const connection = await handle.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [SETUP_LOCK_KEY]);
    try {
      await setUp();
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [SETUP_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

export interface JobEngineOptions {
  /**
   * Replaces every queue's `expireInSeconds` and runs pg-boss's maintenance (which fails expired
   * attempts) at least this often: the crash tests set it short (config `JOB_EXPIRE_SECONDS`).
   */
  expireInSeconds?: number;
}

export function createJobEngine(
  handle: DatabaseHandle,
  log: Log,
  settings: JobEngineOptions = {},
): JobEngine {
  const queues = new Map<string, QueueDefinition>();
  let boss: PgBoss | undefined;
  let tickers: NodeJS.Timeout[] = [];
  let started = false;

  async function handleOne(queue: QueueDefinition, job: PgBoss.JobWithMetadata<object>) {
    await queue.handle(job.data, {
      id: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      expireInSeconds: settings.expireInSeconds ?? queue.expireInSeconds,
    });
  }

  /** Creates each queue, or brings its settings up to date. */
  async function createQueues(boss: PgBoss): Promise<void> {
    for (const queue of queues.values()) {
      const options = {
        name: queue.name,
        policy: queue.policy,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.backoff,
        expireInSeconds: settings.expireInSeconds ?? queue.expireInSeconds,
      };
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, options);
      else await boss.createQueue(queue.name, options);
    }
  }

  const engine: JobEngine = {
    get started() {
      return started;
    },

    define(queue) {
      if (started) throw new Error(`queue ${queue.name} defined after the job engine started`);
      queues.set(queue.name, queue as unknown as QueueDefinition);
    },

    async start({ work }) {
      if (started) return;
      const { default: PgBossClass } = await import("pg-boss");
      boss = new PgBossClass({
        db: bossDb(handle),
        // We send our recurring jobs ourselves (below): pg-boss's cron has a one-minute grain.
        schedule: false,
        supervise: work,
        maintenanceIntervalSeconds: Math.min(
          MAINTENANCE_SECONDS,
          settings.expireInSeconds ?? MAINTENANCE_SECONDS,
        ),
        // Finished jobs are kept a day for inspection, then archived, then deleted after a week.
        archiveCompletedAfterSeconds: 24 * 60 * 60,
        deleteAfterDays: 7,
      });
      boss.on("error", (error) => log.error({ err: error }, "job engine error"));
      const instance = boss;
      await oneAtATime(handle, async () => {
        await instance.start();
        await createQueues(instance);
      });

      // The embedded database belongs to this one process: whatever a killed predecessor left
      // running is abandoned, and goes back to its queue now rather than after its expiry.
      if (handle.kind === "pglite") {
        // pg-boss's own table: a job failed through its API would wait out its retry backoff first.
        await bossDb(handle).executeSql(
          "update pgboss.job set state = 'retry', start_after = now() where state = 'active'",
          [],
        );
      }
      started = true;
      if (!work) return;
      for (const queue of queues.values()) {
        for (let i = 0; i < queue.concurrency; i++) {
          await instance.work<object>(
            queue.name,
            { pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true, batchSize: queue.batchSize ?? 1 },
            async (jobs) => {
              // Each job of a batch succeeds or fails alone: a failed one is handed back for its
              // retry here, and pg-boss then completes only the jobs still active (the others).
              for (const job of jobs) {
                try {
                  await handleOne(queue, job);
                } catch (error) {
                  if (jobs.length === 1) throw error;
                  await instance.fail(queue.name, job.id, { message: (error as Error).message });
                }
              }
            },
          );
        }
        const every = queue.everySeconds;
        if (every) {
          const tick = () => {
            boss
              ?.sendThrottled(queue.name, {}, {}, every, "recurring")
              .catch((error: unknown) =>
                log.warn({ err: error, queue: queue.name }, "could not send a recurring job"),
              );
          };
          tick();
          const timer = setInterval(tick, Math.max(1, Math.floor(every / 2)) * 1000);
          timer.unref();
          tickers.push(timer);
        }
      }
    },

    async send(name, data, options = {}) {
      if (!boss) throw new Error("the job engine is not started");
      const queue = queues.get(name);
      if (!queue) throw new Error(`no queue ${name}`);
      return boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },

    async runDue(names) {
      if (!boss) throw new Error("the job engine is not started");
      let ran = 0;
      for (;;) {
        // pg-boss takes a job once `start_after < now()`, and PGlite's clock moves in milliseconds: a
        // job sent in this same millisecond would not be due yet. Two milliseconds later it is.
        await new Promise((resolve) => setTimeout(resolve, 2));
        let found = 0;
        for (const queue of queues.values()) {
          if (names && !names.includes(queue.name)) continue;
          const jobs = (await boss.fetch<object>(queue.name, {
            batchSize: 50,
            includeMetadata: true,
          })) as PgBoss.JobWithMetadata<object>[] | null;
          for (const job of jobs ?? []) {
            found++;
            try {
              await handleOne(queue, job);
              await boss.complete(queue.name, job.id);
            } catch (error) {
              await boss.fail(queue.name, job.id, error as object);
            }
          }
        }
        ran += found;
        if (found === 0) return ran;
      }
    },

    async oldestDueSeconds() {
      // pg-boss's own tables: the queues' jobs waiting (created) or waiting to be retried, due now.
      const [row] = await rowsOf<{ seconds?: unknown }>(
        handle.db,
        sql`select coalesce(extract(epoch from now() - min(start_after)), 0)::int as seconds
          from pgboss.job where state in ('created', 'retry') and start_after <= now()`,
      );
      return Number(row?.seconds ?? 0);
    },

    async stop(timeoutMs = 8000) {
      for (const timer of tickers) clearInterval(timer);
      tickers = [];
      if (!boss || !started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
    },
  };
  return engine;
}
