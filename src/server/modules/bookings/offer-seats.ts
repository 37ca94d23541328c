import { NO_OFFERS_WITHIN_MINUTES, OFFER_MINUTES } from "@contract/waitlist";
import { asc, eq, sql } from "drizzle-orm";
import { seatHolds, users, waitlistEntries } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { MINUTE_MS } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { UnitOfWork } from "../../lib/unit-of-work";
import { claimSeat, seatCounts } from "./seats";

/** Whether the session is too close to its start (or past it) for a seat to be offered. */
export const tooLateToOffer = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() <= NO_OFFERS_WITHIN_MINUTES * MINUTE_MS;

/**
 * Inside the transaction that freed a seat of the session (or found one free): while a seat is free,
 * the first in line leaves the waitlist and gets a seat hold marked `offered`, kept OFFER_MINUTES for
 * them (the student's limit of held seats does not apply: they did not ask for this one just now),
 * and `waitlist.offered` is emitted (their email). Nothing is offered for a session that is not
 * upcoming or starts within NO_OFFERS_WITHIN_MINUTES. Answers how many seats were offered.
 *
 * The session row is locked first, so two transactions freeing seats of one session offer them one
 * after the other, each to a different student.
 */
export async function offerFreedSeats(
  uow: Pick<UnitOfWork, "tx" | "now" | "emit">,
  sessionId: string,
): Promise<number> {
  const { tx, now } = uow;
  const session = await seatCounts(tx, sessionId, { lock: true });
  if (!session) return 0;
  if (session.status !== "upcoming" || tooLateToOffer(session.startsAt, now)) return 0;
  let free = session.seats - session.seatsTaken - session.seatsHeld;
  let offered = 0;
  while (free > 0) {
    const [first] = await tx
      .select({
        id: waitlistEntries.id,
        studentId: waitlistEntries.studentId,
        deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
        // Only an account that may hold a seat is offered one (docs/product.md §10.12): a place kept
        // from before joining needed a verified email is passed over.
        mayHold: sql<boolean>`${users.emailVerified} or exists (select 1 from payment_decisions d
            inner join payments dp on dp.id = d.payment_id inner join bookings db on db.id = dp.booking_id
            where db.student_id = ${waitlistEntries.studentId} and d.to_status = 'paid' and d.admin_id is not null)`,
        // Never the case for a student on the list (a hold or a booking takes them off it): kept
        // out all the same, since a second hold of theirs would break the one-hold-per-seat rule.
        seated: sql<boolean>`exists (select 1 from seat_holds h where h.session_id = ${sessionId}
            and h.student_id = ${waitlistEntries.studentId})
          or exists (select 1 from bookings b inner join payments p on p.booking_id = b.id
            where b.session_id = ${sessionId} and b.student_id = ${waitlistEntries.studentId}
              and p.status in ${HOLDS_SEAT})`,
      })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.studentId))
      .where(eq(waitlistEntries.sessionId, sessionId))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(1);
    if (!first) break;
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, first.id));
    if (first.deactivated || first.seated || !first.mayHold) continue;
    // Judged above under the session row's lock: upcoming, not too late.
    if (!(await claimSeat(tx, sessionId, { as: "held" }))) break;
    const expiresAt = new Date(now.getTime() + OFFER_MINUTES * MINUTE_MS);
    await tx.insert(seatHolds).values({
      id: newId(),
      sessionId,
      studentId: first.studentId,
      expiresAt,
      offered: true,
      createdAt: now,
    });
    uow.emit({ type: "waitlist.offered", sessionId, studentId: first.studentId, expiresAt });
    free--;
    offered++;
  }
  return offered;
}
