import type { Database, DatabaseHandle } from "../db/client";
import { AppError } from "./errors";
import { HTTP_MESSAGES } from "./message-codes";

/**
 * The public reads anyone can make expensive without signing in (docs/product.md §10.8, "Public
 * reads under load"): the session list and its search, the mentor directory, the session and mentor
 * pages and their page heads. A burst of them, each different so that no cache helps, must not take
 * the database from everything else: the health check, sign-ins, bookings, payments.
 *
 * - **A gate in this process**: at most `inside` of them run at once; `waiting` more wait in line
 *   for at most `maxWaitMs`; any other is refused at once with 503 "busy" (and Retry-After), so a
 *   burst is shed quickly instead of queueing without end. On PostgreSQL that leaves most of the
 *   pool (10 connections, db/client.ts) to the rest; on PGlite, which runs one statement at a time
 *   on the server's thread, reads go one at a time and leave the thread free between them for as
 *   long as each took, so the health check waits behind one read at most, never behind the burst
 *   (public reads then get at most half of the thread; everything else the rest).
 * - **A statement timeout** (PostgreSQL): each read runs on connections of its own whose statements
 *   have `statement_timeout` (PUBLIC_READ_TIMEOUT_MS); a statement past it is cancelled and the read answers 503
 *   "busy", never 500. PGlite runs inside the server's own thread and cannot interrupt a statement
 *   (it ignores statement_timeout): there the bound is the gate and the limits on a search's words.
 */
export interface PublicReads {
  /** Runs `read` through the gate, on PostgreSQL with the statement timeout. */
  run<T>(read: (db: Database) => Promise<T>): Promise<T>;
}

export interface ReadGateSize {
  inside: number;
  waiting: number;
  maxWaitMs: number;
  /**
   * After a read, the server's thread is left free for this share of the time the read took before
   * the next one is let in (0: at the next turn of the event loop). PGlite blocks the thread for a
   * whole read: without a rest, reads admitted one after the other would keep it blocked, the
   * connections arriving meanwhile would be accepted only one at a time in between, and a health
   * check would wait behind every read that connected before it. Resting as long as the read took
   * gives them half the thread: waiting connections come in, a health check is answered, a burst's
   * excess is refused at once.
   */
  restRatio: number;
}

/**
 * PostgreSQL: 4 connections of their own for public reads (createPublicReads' readDatabase), beside
 * the pool's 10 for the health check, sign-ins, writes and the job engine. PGlite: one read at a time (it runs one statement at a time anyway), as long a line
 * as PostgreSQL's (a page of people arriving at once waits its turn rather than being refused; a
 * burst beyond it is refused at once, and a read that waited 2 s is refused then), and a rest of the
 * thread after each read as long as the read.
 */
export const READ_GATES: Record<DatabaseHandle["kind"], ReadGateSize> = {
  postgres: { inside: 4, waiting: 16, maxWaitMs: 2000, restRatio: 0 },
  pglite: { inside: 1, waiting: 16, maxWaitMs: 2000, restRatio: 1 },
};

export const busy = () => new AppError(503, HTTP_MESSAGES.busy);

/** The shortest rest of the thread before a read when reads rest it at all. */
const MIN_REST_MS = 5;

/**
 * Room for `inside` callers at once and `waiting` more in line; anyone else is refused (503) at once.
 *
 * A caller is let in only from a turn of the event loop of its own, never in the callback its
 * request arrived in, and on PGlite only after the thread has rested (`restRatio`). PGlite runs a whole transaction without yielding (its statements
 * are synchronous WebAssembly): a read started as its request arrives would keep every request that
 * arrived after it (a health check too) waiting until it ends, and a burst would be served strictly
 * one after the other with nothing ever refused. Deferred, the burst's requests all reach the gate
 * first (the excess is refused at once), a health check that arrived with them answers before any
 * read runs, and between two reads the server takes in whatever arrived meanwhile.
 */
export function createReadGate(size: ReadGateSize) {
  let running = 0;
  let scheduled = false;
  const line: { enter(): void; timer: NodeJS.Timeout }[] = [];
  const admit = () => {
    scheduled = false;
    while (running < size.inside && line.length > 0) {
      const next = line.shift();
      if (!next) break;
      clearTimeout(next.timer);
      running += 1;
      next.enter();
    }
  };
  /** Lets the first in line in after `restMs`, or at the next turn of the event loop. */
  const schedule = (restMs: number) => {
    if (scheduled || line.length === 0) return;
    scheduled = true;
    if (restMs > 0) setTimeout(admit, restMs);
    else setImmediate(admit);
  };
  // With a rest at all, a few milliseconds even before the first read: a burst's connections come in.
  const restAfter = (readMs: number) =>
    size.restRatio > 0 ? Math.max(MIN_REST_MS, readMs * size.restRatio) : 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running + line.length >= size.inside + size.waiting) throw busy();
      await new Promise<void>((enter, refuse) => {
        const entry = {
          enter,
          timer: setTimeout(() => {
            // Waited too long: refused, rather than answered after the reader has given up.
            const at = line.indexOf(entry);
            if (at >= 0) line.splice(at, 1);
            refuse(busy());
          }, size.maxWaitMs),
        };
        entry.timer.unref();
        line.push(entry);
        schedule(restAfter(0));
      });
      const started = performance.now();
      try {
        return await work();
      } finally {
        running -= 1;
        schedule(restAfter(performance.now() - started));
      }
    },
  };
}

/** Whether a database error is a statement cancelled by its statement_timeout (57014), anywhere in the chain. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "57014") return true;
  }
  return false;
}

export function createPublicReads(options: {
  database: DatabaseHandle;
  /**
   * PostgreSQL: a pool of their own for the public reads, as many connections as the gate lets in,
   * whose every statement has the timeout (openDatabase's statementTimeoutMs). Each read is then its
   * statements alone, where a transaction in the shared pool took three more round trips (begin, the
   * timeout, commit) for the same answer: a read is its statements, each with its own snapshot, as
   * under read committed in a transaction. PGlite has one connection; reads use it directly.
   */
  readDatabase?: Database;
  gate?: ReadGateSize;
}): PublicReads {
  const { database } = options;
  const gate = createReadGate(options.gate ?? READ_GATES[database.kind]);
  const db = options.readDatabase ?? database.db;
  return {
    run(read) {
      return gate.run(async () => {
        try {
          return await read(db);
        } catch (error) {
          if (isStatementTimeout(error)) throw busy();
          throw error;
        }
      });
    },
  };
}
