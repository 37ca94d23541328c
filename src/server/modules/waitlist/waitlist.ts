import { BOOKING_CLOSED_MESSAGES, BOOKING_MESSAGES, holdsSeat } from "@contract/bookings";
import { type OwnWaitlistEntry, WAITLIST_MESSAGES, type WaitlistPlace } from "@contract/waitlist";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, payments, seatHolds, sessions, waitlistEntries } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner, Tx } from "../../lib/unit-of-work";
import { refuseUnverified, seatCounts } from "../bookings";
import { bookingClosedReason } from "../sessions";

/*
 * The waitlist (docs/product.md §10.16, docs/decisions/016). A student joins when a session has no
 * seat left for them, and waits their turn: place = 1 + the entries ahead of theirs (by the time they
 * joined, then id). When a seat frees, the first in line is offered it (bookings/offer-seats.ts).
 */

/**
 * The entries ahead of the outer query's `waitlist_entries` row: for `place`. Spelled out in full
 * (drizzle leaves a single table's columns unqualified, which inside this subquery would mean `w`).
 */
const ahead = sql<number>`(select count(*) from waitlist_entries w
  where w.session_id = waitlist_entries.session_id
    and (w.created_at, w.id) < (waitlist_entries.created_at, waitlist_entries.id))`.mapWith(Number);

/** The student's place on the session's waitlist (null when not on it) and how many wait. */
export async function waitlistPlace(
  db: Database | Tx,
  studentId: string,
  sessionId: string,
): Promise<WaitlistPlace> {
  const [[mine], [all]] = await Promise.all([
    db
      .select({ ahead })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.studentId, studentId))),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, sessionId)),
  ]);
  return { place: mine ? mine.ahead + 1 : null, waiting: all?.n ?? 0 };
}

/**
 * A student joins the waitlist of a full session: only while it is upcoming and before its start,
 * when no seat is left for them (seats − bookings − holds ≤ 0) and they neither hold a seat there
 * (a booking or a hold) nor gave one up (a cancelled booking is not booked again). Joining again
 * answers the same place. The session row is locked, so that a seat freed meanwhile is either
 * offered to the list including this student or refused to them as "book now instead".
 */
export async function joinWaitlist(
  commands: CommandRunner,
  studentId: string,
  sessionId: string,
): Promise<{ place: WaitlistPlace; created: boolean }> {
  const { value } = await commands.run(async ({ tx, now }) => {
    const session = await seatCounts(tx, sessionId, { lock: true });
    if (!session) throw notFound(BOOKING_MESSAGES.notFound);

    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.studentId, studentId)));
    if (already) return { place: await waitlistPlace(tx, studentId, sessionId), created: false };
    // A place in line ends in a seat held for the student: the same accounts as a hold (docs/product.md §10.12).
    await refuseUnverified(tx, studentId);

    const [booking] = await tx
      .select({ status: payments.status })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, studentId)));
    if (booking && holdsSeat(booking.status)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
    if (booking && booking.status !== "failed") throw conflict(BOOKING_MESSAGES.youCancelled);

    const [hold] = await tx
      .select({ id: seatHolds.id })
      .from(seatHolds)
      .where(and(eq(seatHolds.sessionId, sessionId), eq(seatHolds.studentId, studentId)));
    if (hold) throw conflict(WAITLIST_MESSAGES.holding);

    const closed = bookingClosedReason(session, now);
    if (closed === null) throw conflict(WAITLIST_MESSAGES.seatsAvailable);
    if (closed !== "full") throw conflict(BOOKING_CLOSED_MESSAGES[closed]);

    // The database's own clock orders the line: two students joining within one millisecond of the
    // app's clock (or under a test's stopped clock) still keep the order they joined in.
    await tx
      .insert(waitlistEntries)
      .values({ id: newId(), sessionId, studentId, createdAt: sql`clock_timestamp()` })
      .onConflictDoNothing();
    return { place: await waitlistPlace(tx, studentId, sessionId), created: true };
  });
  return value;
}

/** The student leaves the waitlist (any time). */
export async function leaveWaitlist(commands: CommandRunner, studentId: string, sessionId: string) {
  await commands.run(async ({ tx }) => {
    const [left] = await tx
      .delete(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.studentId, studentId)))
      .returning({ id: waitlistEntries.id });
    if (!left) throw notFound(WAITLIST_MESSAGES.notOnList);
  });
}

/**
 * The student's places on the waitlists of sessions still to come, and the seats offered to them
 * from a waitlist that are still kept (soonest session first).
 */
export async function ownWaitlist(db: Database, studentId: string, now: Date): Promise<OwnWaitlistEntry[]> {
  const [places, offers] = await Promise.all([
    db
      .select({
        id: sessions.id,
        title: sessions.title,
        startsAt: sessions.startsAt,
        ahead,
      })
      .from(waitlistEntries)
      .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
      .where(
        and(
          eq(waitlistEntries.studentId, studentId),
          eq(sessions.status, "upcoming"),
          gt(sessions.startsAt, now),
        ),
      )
      .orderBy(asc(sessions.startsAt), asc(sessions.id)),
    db
      .select({
        id: sessions.id,
        title: sessions.title,
        startsAt: sessions.startsAt,
        expiresAt: seatHolds.expiresAt,
      })
      .from(seatHolds)
      .innerJoin(sessions, eq(sessions.id, seatHolds.sessionId))
      .where(
        and(
          eq(seatHolds.studentId, studentId),
          eq(seatHolds.offered, true),
          gt(seatHolds.expiresAt, now),
          eq(sessions.status, "upcoming"),
          gt(sessions.startsAt, now),
        ),
      ),
  ]);
  const session = (row: { id: string; title: string; startsAt: Date }) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
  });
  return [
    ...offers.map((row) => ({
      session: session(row),
      place: null,
      offer: { expiresAt: row.expiresAt.toISOString() },
    })),
    ...places.map((row) => ({ session: session(row), place: row.ahead + 1, offer: null })),
  ].sort((a, b) => Date.parse(a.session.startsAt) - Date.parse(b.session.startsAt));
}
