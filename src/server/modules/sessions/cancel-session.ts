import { and, eq, inArray, sql } from "drizzle-orm";
import { bookings, payments, seatHolds, sessions } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import type { UnitOfWork } from "../../lib/unit-of-work";
import { dropPendingReminders } from "../outbox/outbox";

/**
 * Cancels an upcoming session inside a command: the session leaves the open lists, every booking
 * holding a seat becomes "refund due" (its seat is given up, its money owed back), reminders not yet
 * sent are dropped, and `session.cancelled` is emitted (its emails go out with it). `by` is the
 * person who cancelled it, or null for the system. Answers false when the session was no longer
 * upcoming (started meanwhile, or cancelled already): nothing is changed then.
 */
export async function cancelSession(
  uow: UnitOfWork,
  sessionId: string,
  cancellation: { reason: string; by: string | null },
): Promise<boolean> {
  const { tx, now } = uow;
  const [cancelled] = await tx
    .update(sessions)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: cancellation.by,
      cancelReason: cancellation.reason,
      seatsTaken: 0,
      seatsHeld: 0,
      updatedAt: now,
    })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, "upcoming")))
    .returning({ id: sessions.id });
  if (!cancelled) return false;
  // Nobody can book a cancelled session: the seats kept for students paying go with it.
  await tx.delete(seatHolds).where(eq(seatHolds.sessionId, sessionId));
  const refunds = await tx
    .update(payments)
    .set({ status: "refund_due", refundDueAt: now, updatedAt: now })
    .where(
      and(
        sql`${payments.status} in ${HOLDS_SEAT}`,
        inArray(
          payments.bookingId,
          tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.sessionId, sessionId)),
        ),
      ),
    )
    .returning({ id: payments.id });
  await dropPendingReminders(tx, { sessionId }, "the session was cancelled");
  uow.emit({
    type: "session.cancelled",
    sessionId,
    reason: cancellation.reason,
    by: cancellation.by,
    refundDue: refunds.map((r) => r.id),
  });
  return true;
}
