import {
  BOOKING_CLOSED_MESSAGES,
  BOOKING_MESSAGES,
  HOLD_MESSAGES,
  HOLD_MINUTES,
  MAX_HOLDS_PER_STUDENT,
  type SeatHold,
} from "@contract/bookings";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { seatHolds, users, waitlistEntries } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { MINUTE_MS } from "../../lib/clock";
import { AppError, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { Keyring } from "../../lib/keyring";
import type { CommandRunner, Tx, UnitOfWork } from "../../lib/unit-of-work";
import { bookingClosedReason } from "../sessions";
import { offerFreedSeats } from "./offer-seats";
import { claimSeat, freeSeat, seatCounts } from "./seats";

/*
 * Seat holds (docs/product.md §10.12). "Book Now" keeps a seat for the student for HOLD_MINUTES
 * while they pay; the proof turns the hold into the booking; a hold nobody turns expires and frees
 * its seat. The session row counts them (`seats_held`) beside its bookings (`seats_taken`); every
 * change to either goes through `claimSeat` / `freeSeat` (seats.ts) in the transaction that adds or
 * removes the hold.
 */

const toHold = (row: { id: string; sessionId: string; expiresAt: Date; offered: boolean }): SeatHold => ({
  id: row.id,
  sessionId: row.sessionId,
  expiresAt: row.expiresAt.toISOString(),
  offered: row.offered,
});

/**
 * Who asks for a seat, by network address: a keyed hash of the client's address (`request.ip`, which
 * follows TRUST_PROXY), never the address itself, and the per-address limits in force (none when
 * RATE_LIMIT is off). docs/product.md §10.12.
 */
export interface HoldClient {
  key: string;
  limits: { perAddress: number; perAddressSession: number } | null;
}

/** The key of an address: the same for every hold from it, unguessable without the server's secret. */
export const holdClientKey = (keyring: Keyring, ip: string): string =>
  keyring.derive("seat-hold-client", ip).toString("base64url");

export function holdClientOf(app: FastifyInstance, request: FastifyRequest): HoldClient {
  const { rateLimit, rateLimits } = app.config;
  return {
    key: holdClientKey(app.keyring, request.ip),
    limits: rateLimit
      ? { perAddress: rateLimits.holdsPerAddress, perAddressSession: rateLimits.holdsPerAddressSession }
      : null,
  };
}

const holdColumns = {
  id: seatHolds.id,
  sessionId: seatHolds.sessionId,
  expiresAt: seatHolds.expiresAt,
  offered: seatHolds.offered,
};

/**
 * Releases the holds that have expired by `now` (of one session, or of all) and gives their seats
 * back, emitting `seat.freed` for each session a seat came free in (the waitlist offers it to the
 * next in line, docs/product.md §10.16). Called before anything that needs a free seat, and by the
 * expiry job for every session.
 */
export async function releaseExpiredHolds(
  uow: Pick<UnitOfWork, "tx" | "now" | "emit">,
  sessionId?: string,
): Promise<number> {
  const { tx, now } = uow;
  const released = await tx
    .delete(seatHolds)
    .where(
      and(
        lte(seatHolds.expiresAt, now),
        sessionId === undefined ? undefined : eq(seatHolds.sessionId, sessionId),
      ),
    )
    .returning({ sessionId: seatHolds.sessionId });
  const perSession = new Map<string, number>();
  for (const { sessionId: id } of released) perSession.set(id, (perSession.get(id) ?? 0) + 1);
  for (const [id, count] of perSession) {
    await freeSeat(tx, id, { as: "held", count });
    uow.emit({ type: "seat.freed", sessionId: id });
  }
  return released.length;
}

/**
 * A student asks to hold a seat: the same live hold again if they have one; otherwise a new one for
 * HOLD_MINUTES, when the session can be booked, a seat is free (seats − bookings − live holds), the
 * student has not booked it already and holds fewer than MAX_HOLDS_PER_STUDENT seats elsewhere.
 */
export async function holdSeat(
  commands: CommandRunner,
  studentId: string,
  sessionId: string,
  client: HoldClient,
): Promise<{ hold: SeatHold; created: boolean }> {
  const { value } = await commands.run(async (uow) => {
    const { tx, now } = uow;
    await refuseUnverified(tx, studentId);
    await lockStudentHolds(tx, studentId);
    await lockClientHolds(tx, client);
    // Seats whose holds ran out go to the waitlist first (docs/product.md §10.16), then to whoever asks.
    if ((await releaseExpiredHolds(uow, sessionId)) > 0) await offerFreedSeats(uow, sessionId);

    const [own] = await tx
      .select(holdColumns)
      .from(seatHolds)
      .where(and(eq(seatHolds.sessionId, sessionId), eq(seatHolds.studentId, studentId)));
    if (own) return { hold: toHold(own), created: false };

    const [booked] = await rowsOf<{ held: boolean }>(
      tx,
      sql`select exists (select 1 from bookings b inner join payments p on p.booking_id = b.id
        where b.session_id = ${sessionId} and b.student_id = ${studentId} and p.status in ${HOLDS_SEAT}) as held`,
    );
    if (booked?.held) throw conflict(BOOKING_MESSAGES.alreadyBooked);

    await refuseOverHoldLimit(tx, studentId, now);
    await refuseOverAddressLimits(tx, client, now, sessionId);

    const seat = await claimSeat(tx, sessionId, { as: "held", bookableAt: now });
    if (!seat) return refuseSeat(tx, sessionId, now);
    const hold = await insertHold(tx, studentId, sessionId, now, client.key);
    // A student waiting for this session who got a seat by Book Now waits no more.
    await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.studentId, studentId)));
    return { hold, created: true };
  });
  return value;
}

/**
 * One student's holds are decided one at a time (their row is the lock), so that two tabs cannot
 * both take the third seat. Not a key lock: a seat offered to them meanwhile (whose insert only
 * checks that their row exists) does not wait for it.
 */
export async function lockStudentHolds(tx: Tx, studentId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("no key update");
}

/** A student holds at most MAX_HOLDS_PER_STUDENT live seats at a time, across sessions (409 past that). */
export async function refuseOverHoldLimit(tx: Tx, studentId: string, now: Date): Promise<void> {
  const [{ live } = { live: 0 }] = await tx
    .select({ live: sql<number>`count(*)::int` })
    .from(seatHolds)
    .where(and(eq(seatHolds.studentId, studentId), gt(seatHolds.expiresAt, now)));
  if (live >= MAX_HOLDS_PER_STUDENT) throw new AppError(409, HOLD_MESSAGES.tooMany);
}

/**
 * An account holds a seat (Book Now, a one-to-one time, a free session, a proof) only once its email
 * is verified or an admin has approved a payment of theirs before (docs/product.md §10.12): a
 * throwaway sign-up cannot fill a session. 403 otherwise.
 */
export async function refuseUnverified(tx: Tx, studentId: string): Promise<void> {
  const [row] = await tx
    .select({
      verified: users.emailVerified,
      paidBefore: sql<boolean>`exists (select 1 from payment_decisions d
        inner join payments p on p.id = d.payment_id inner join bookings b on b.id = p.booking_id
        where b.student_id = ${studentId} and d.to_status = 'paid' and d.admin_id is not null)`,
    })
    .from(users)
    .where(eq(users.id, studentId));
  if (row && (row.verified || row.paidBefore)) return;
  throw new AppError(403, HOLD_MESSAGES.verifyEmailFirst);
}

/**
 * Holds asked from one address are decided one at a time (a transaction-scoped advisory lock on its
 * key), so that two processes cannot both take the address's last allowed hold. Taken after the
 * student's row and before any session row, the order every hold follows.
 */
export async function lockClientHolds(tx: Tx, client: HoldClient): Promise<void> {
  if (!client.limits) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${client.key}, 0))`);
}

/**
 * One address holds at most `perAddressSession` live seats of a session and `perAddress` across
 * sessions (429 past either): enough for a hostel's students behind one address, too few for one
 * person with many accounts to fill a session (docs/product.md §10.12). Seats offered from the
 * waitlist count for nobody's address.
 */
export async function refuseOverAddressLimits(
  tx: Tx,
  client: HoldClient,
  now: Date,
  sessionId: string | null,
): Promise<void> {
  if (!client.limits) return;
  const [row] = await tx
    .select({
      live: sql<number>`count(*)::int`,
      here:
        sessionId === null
          ? sql<number>`0`
          : sql<number>`(count(*) filter (where ${seatHolds.sessionId} = ${sessionId}))::int`,
    })
    .from(seatHolds)
    .where(and(eq(seatHolds.clientKey, client.key), gt(seatHolds.expiresAt, now)));
  const { live = 0, here = 0 } = row ?? {};
  if (Number(here) >= client.limits.perAddressSession)
    throw new AppError(429, HOLD_MESSAGES.addressBusySession);
  if (Number(live) >= client.limits.perAddress) throw new AppError(429, HOLD_MESSAGES.addressBusy);
}

/** The hold row of a seat already counted in the session's `seats_held`: HOLD_MINUTES from now. */
export async function insertHold(
  tx: Tx,
  studentId: string,
  sessionId: string,
  now: Date,
  clientKey: string,
): Promise<SeatHold> {
  const hold = {
    id: newId(),
    sessionId,
    studentId,
    expiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS),
    offered: false,
  };
  await tx.insert(seatHolds).values({ ...hold, clientKey, createdAt: now });
  return toHold(hold);
}

/** The student's live hold on the session, or null. */
export async function ownHold(db: Database, studentId: string, sessionId: string, now: Date) {
  const [row] = await db
    .select(holdColumns)
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.sessionId, sessionId),
        eq(seatHolds.studentId, studentId),
        gt(seatHolds.expiresAt, now),
      ),
    );
  return row ? toHold(row) : null;
}

/**
 * The student lets their hold go at once (they changed their mind, or decline a seat offered from
 * the waitlist): the seat is free again, and offered to the next in line.
 */
export async function releaseHold(
  commands: CommandRunner,
  studentId: string,
  sessionId: string,
): Promise<void> {
  await commands.run(async ({ tx, emit }) => {
    const [released] = await tx
      .delete(seatHolds)
      .where(and(eq(seatHolds.sessionId, sessionId), eq(seatHolds.studentId, studentId)))
      .returning({ id: seatHolds.id });
    if (!released) throw notFound(HOLD_MESSAGES.notFound);
    await freeSeat(tx, sessionId, { as: "held" });
    emit({ type: "seat.freed", sessionId });
  });
}

/**
 * Why a seat could not be claimed (the conditional update matched nothing): the session is gone,
 * cannot be booked now, or is full. Always throws.
 */
export async function refuseSeat(tx: Tx, sessionId: string, now: Date): Promise<never> {
  const session = await seatCounts(tx, sessionId);
  if (!session) throw notFound(BOOKING_MESSAGES.notFound);
  throw conflict(BOOKING_CLOSED_MESSAGES[bookingClosedReason(session, now) ?? "full"]);
}

/**
 * Inside the booking's transaction, before it claims a seat: the student's hold on the session (live,
 * or expired and not yet released) gives its seat back, under the session row's lock, so that the
 * booking's own conditional claim finds it free. A student without a hold claims a free seat like
 * anyone else, and is refused "No seats left for this session." when none is.
 */
export async function releaseOwnHold(tx: Tx, studentId: string, sessionId: string): Promise<boolean> {
  const [hold] = await tx
    .delete(seatHolds)
    .where(and(eq(seatHolds.sessionId, sessionId), eq(seatHolds.studentId, studentId)))
    .returning({ id: seatHolds.id });
  if (!hold) return false;
  await freeSeat(tx, sessionId, { as: "held" });
  return true;
}
