import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { sessions } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";

/*
 * The seats of a session (docs/product.md §10.12, §10.16): its row counts the seats held (live seat
 * holds: Book Now, a seat offered from the waitlist, a one-to-one time being paid for) in
 * `seats_held` and the seats taken (bookings whose payment holds a seat) in `seats_taken`. Every
 * change to either is one conditional UPDATE of that row, here, in the transaction that adds or
 * removes the hold or booking, so that holds plus bookings never pass the seats across any number of
 * processes (a check constraint says so too).
 */

/** What a seat is counted as: `held` by a seat hold, or `taken` by a booking. */
export type SeatUse = "held" | "taken";

export interface SeatChange {
  as: SeatUse;
  /**
   * Only while the session can be booked at this instant (upcoming and not started). Unset when the
   * caller has judged the session already, under its row's lock.
   */
  bookableAt?: Date;
  /** Stamps the session's `updated_at` (a booking's seat changes what its lists show). */
  updatedAt?: Date;
}

/** The counter of `as` set to `value`, and `updated_at` when asked. */
const counted = (change: SeatChange, value: (column: AnyPgColumn) => SQL) => ({
  ...(change.as === "held"
    ? { seatsHeld: value(sessions.seatsHeld) }
    : { seatsTaken: value(sessions.seatsTaken) }),
  ...(change.updatedAt ? { updatedAt: change.updatedAt } : {}),
});

const bookableAt = (now: Date | undefined) =>
  now === undefined ? undefined : and(eq(sessions.status, "upcoming"), gt(sessions.startsAt, now));

/**
 * Claims one free seat of the session (seats − taken − held > 0) as held or taken. Answers the
 * session's price and category, or null when no seat was free (or the session is gone, or not
 * bookable at `bookableAt`): the caller says why (seat-holds.ts `refuseSeat`) or refuses.
 */
export async function claimSeat(
  tx: Tx,
  sessionId: string,
  change: SeatChange,
): Promise<{ price: number; category: string } | null> {
  const [seat] = await tx
    .update(sessions)
    .set(counted(change, (column) => sql`${column} + 1`))
    .where(
      and(
        eq(sessions.id, sessionId),
        bookableAt(change.bookableAt),
        sql`${sessions.seatsTaken} + ${sessions.seatsHeld} < ${sessions.seats}`,
      ),
    )
    .returning({ price: sessions.price, category: sessions.category });
  return seat ?? null;
}

/**
 * Gives back `count` seats of the session (1 unless said). Held seats are counted exactly (their
 * hold rows were just deleted); a taken seat never goes below zero. Answers whether the session row
 * matched (false when it is gone, or not bookable at `bookableAt`: nothing was changed).
 */
export async function freeSeat(
  tx: Tx,
  sessionId: string,
  change: SeatChange & { count?: number },
): Promise<boolean> {
  const count = change.count ?? 1;
  const [freed] = await tx
    .update(sessions)
    .set(
      counted(change, (column) =>
        change.as === "held" ? sql`${column} - ${count}` : sql`greatest(${column} - ${count}, 0)`,
      ),
    )
    .where(and(eq(sessions.id, sessionId), bookableAt(change.bookableAt)))
    .returning({ id: sessions.id });
  return Boolean(freed);
}

/** The columns that decide whether a session can be booked and how many seats it has left. */
export const seatCountColumns = {
  status: sessions.status,
  startsAt: sessions.startsAt,
  seats: sessions.seats,
  seatsTaken: sessions.seatsTaken,
  seatsHeld: sessions.seatsHeld,
};

/**
 * A session's seat counts with what decides whether it can be booked (its status and start), or
 * undefined when there is no such session. `lock` takes the row's lock for the rest of the
 * transaction, so that what is decided from the counts stays true until it commits.
 */
export async function seatCounts(tx: Tx, sessionId: string, { lock = false } = {}) {
  const query = tx.select(seatCountColumns).from(sessions).where(eq(sessions.id, sessionId));
  const [session] = lock ? await query.for("update") : await query;
  return session;
}
