import { holdsSeat } from "@contract/bookings";
import type { PaymentStatus } from "@contract/payments";
import { SESSION_CHANGE_MESSAGES } from "@contract/session-changes";
import type { CurrentUser } from "@contract/users";
import { and, eq, inArray, sql } from "drizzle-orm";
import { bookings, payments, seatHolds, sessions, waitlistEntries } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { MODULE_MESSAGES } from "../../lib/message-codes";
import type { CommandRunner, Tx, UnitOfWork } from "../../lib/unit-of-work";
import { dropPendingReminders } from "../outbox";
import { runsSession } from "./sessions.policy";

/**
 * The payments a cancelled session owes back: every one not failed and not already owed or paid
 * back. A forfeited one (its student cancelled late) is owed too: the session they paid for will not
 * take place (docs/decisions/014). A ₹0 payment is never owed back (docs/product.md §10.14).
 */
const OWED_BACK: PaymentStatus[] = ["created", "paid", "forfeited"];

/**
 * Locks the session's payments before its row, in the order every other change takes them (a
 * booking, a decision and a student's cancellation lock the payment, then the session), so that a
 * cancellation at the same moment as one of those waits instead of deadlocking. Answers those owed
 * back, and the free bookings still holding a seat (₹0: their seat goes, nothing is owed).
 */
async function lockSessionPayments(tx: Tx, sessionId: string) {
  const locked = await tx
    .select({ id: payments.id, status: payments.status, amount: payments.amount })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(bookings.sessionId, sessionId))
    .orderBy(payments.id)
    .for("update", { of: payments });
  return {
    owed: locked.filter((p) => p.amount > 0 && OWED_BACK.includes(p.status)),
    free: locked.filter((p) => p.amount === 0 && holdsSeat(p.status)),
  };
}

/**
 * Cancels an upcoming session inside a command: the session leaves the open lists, every payment
 * not failed becomes "refund due" (seats are given up, the money owed back; a free booking's ₹0
 * payment becomes `forfeited` instead, as when its student cancels it: nothing is owed, nothing
 * kept, docs/product.md §10.14; one its student cancelled already stays as it is), its seat holds and
 * waitlist go, reminders not yet sent are dropped, the calendar SEQUENCE is raised (the students'
 * invitations are cancelled with it), and `session.cancelled` is emitted (its emails go out with
 * it). `by` is the person who cancelled it, or null for the system. Answers false when the session
 * was no longer upcoming (started meanwhile, or cancelled already): nothing is changed then.
 */
export async function cancelSession(
  uow: UnitOfWork,
  sessionId: string,
  cancellation: { reason: string; by: string | null },
): Promise<boolean> {
  const { tx, now } = uow;
  const { owed, free } = await lockSessionPayments(tx, sessionId);
  const [cancelled] = await tx
    .update(sessions)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: cancellation.by,
      cancelReason: cancellation.reason,
      seatsTaken: 0,
      seatsHeld: 0,
      calendarSequence: sql`${sessions.calendarSequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, "upcoming")))
    .returning({ id: sessions.id });
  if (!cancelled) return false;
  // Nobody can book a cancelled session: the seats kept for students paying go with it, and so
  // does the line waiting for one.
  await tx.delete(seatHolds).where(eq(seatHolds.sessionId, sessionId));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, sessionId));
  if (owed.length > 0) {
    await tx
      .update(payments)
      .set({ status: "refund_due", refundDueAt: now, updatedAt: now })
      .where(
        inArray(
          payments.id,
          owed.map((p) => p.id),
        ),
      );
  }
  if (free.length > 0) {
    await tx
      .update(payments)
      .set({ status: "forfeited", updatedAt: now })
      .where(
        inArray(
          payments.id,
          free.map((p) => p.id),
        ),
      );
  }
  await dropPendingReminders(tx, { sessionId }, "the session was cancelled");
  uow.emit({
    type: "session.cancelled",
    sessionId,
    reason: cancellation.reason,
    by: cancellation.by,
    refundDue: owed.map((p) => p.id),
    free: free.map((p) => p.id),
    invited: [...owed, ...free].filter((p) => p.status === "paid").map((p) => p.id),
  });
  return true;
}

/**
 * POST /api/sessions/:id/cancel: the session's mentor or an admin cancels it with a reason, while
 * it is upcoming (a live, ended or cancelled one is refused with 409 and why).
 */
export async function cancelSessionAs(
  commands: CommandRunner,
  actor: Pick<CurrentUser, "id" | "role">,
  sessionId: string,
  reason: string,
): Promise<void> {
  await commands.run(async (uow) => {
    await lockSessionPayments(uow.tx, sessionId);
    const [session] = await uow.tx
      .select({ mentorId: sessions.mentorId, status: sessions.status })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for("update");
    if (!session) throw notFound(MODULE_MESSAGES.sessionNotFound);
    if (!runsSession(actor, session)) throw forbidden(SESSION_CHANGE_MESSAGES.notYours);
    if (session.status === "live") throw conflict(SESSION_CHANGE_MESSAGES.cancelLive);
    if (session.status === "completed") throw conflict(SESSION_CHANGE_MESSAGES.cancelEnded);
    if (session.status === "cancelled") throw conflict(SESSION_CHANGE_MESSAGES.alreadyCancelled);
    await cancelSession(uow, sessionId, { reason, by: actor.id });
  });
}
