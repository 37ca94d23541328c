import type { Database } from "../db/client";
import { isDeadlock } from "../db/errors";
import type { Clock } from "./clock";
import type { DomainEvent } from "./events";

/** The transaction a command writes in (drizzle's, whichever driver is underneath). */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a command is given to do its work: one transaction, one "now", and a way to say what it did. */
export interface UnitOfWork {
  tx: Tx;
  /** The clock's time when the command began: every rule in it judges by this one instant. */
  now: Date;
  emit(event: DomainEvent): void;
  /** Runs once the transaction has committed (never if it rolls back); failures are logged. */
  afterCommit(task: () => unknown): void;
}

/**
 * Hears every event of a command: `inTransaction` may write (an email into the outbox) and takes
 * part in the command's transaction, so that the change and its consequences commit together or not
 * at all; `afterCommit` runs after the commit (forget a cached answer).
 */
export interface Subscriber {
  name: string;
  inTransaction?(uow: UnitOfWork, event: DomainEvent): Promise<void>;
  afterCommit?(event: DomainEvent): void;
}

export interface CommandRunner {
  /**
   * Runs `work` in one transaction, lets the subscribers record what its events call for in the same
   * transaction, commits, then runs the after-commit part. Answers the work's value and its events.
   */
  run<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<{ value: T; events: DomainEvent[] }>;
  /** The subscribers, set once while the app is built (they need services built after the runner). */
  subscribe(subscriber: Subscriber): void;
}

interface Log {
  error(obj: object, msg: string): void;
}

/** How many times a command runs when PostgreSQL ends it for a deadlock. */
const DEADLOCK_TRIES = 3;

export function createCommandRunner(deps: { db: Database; clock: Clock; log: Log }): CommandRunner {
  const subscribers: Subscriber[] = [];
  return {
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    async run(work) {
      let events: DomainEvent[] = [];
      let after: (() => unknown)[] = [];
      // PostgreSQL may end one of two transactions that wait for each other (a deadlock, say two
      // bookings checking the same exclusion constraints in turn): nothing of it was written, and
      // the command runs again from the start, as the student would have by pressing again.
      const attempt = () => {
        events = [];
        after = [];
        return deps.db.transaction(async (tx) => {
          const uow: UnitOfWork = {
            tx,
            now: deps.clock.now(),
            emit: (event) => events.push(event),
            afterCommit: (task) => after.push(task),
          };
          const value = await work(uow);
          for (const event of events) {
            for (const subscriber of subscribers) await subscriber.inTransaction?.(uow, event);
          }
          return value;
        });
      };
      let value: Awaited<ReturnType<typeof work>>;
      for (let tries = 1; ; tries++) {
        try {
          value = await attempt();
          break;
        } catch (error) {
          if (tries >= DEADLOCK_TRIES || !isDeadlock(error)) throw error;
          deps.log.error({ err: error, tries }, "deadlock: the command runs again");
        }
      }
      for (const event of events) {
        for (const subscriber of subscribers) {
          try {
            subscriber.afterCommit?.(event);
          } catch (error) {
            deps.log.error(
              { err: error, event: event.type, subscriber: subscriber.name },
              "after-commit failed",
            );
          }
        }
      }
      for (const task of after) {
        try {
          await task();
        } catch (error) {
          // The change is committed; what follows it is recovered by the sweeps (see modules/outbox).
          deps.log.error({ err: error }, "after-commit task failed");
        }
      }
      return { value, events };
    },
  };
}
