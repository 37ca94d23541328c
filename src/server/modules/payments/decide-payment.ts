import { holdsSeat } from "@contract/bookings";
import { DECISION_MESSAGES, PAYMENT_MESSAGES, type PaymentStatus } from "@contract/payments";
import { eq } from "drizzle-orm";
import { bookings, paymentDecisions, payments, sessions } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { DomainEvent } from "../../lib/events";
import { newId } from "../../lib/ids";
import type { CommandRunner, UnitOfWork } from "../../lib/unit-of-work";
import { claimSeat, freeSeat } from "../bookings";
import { dropPendingReminders } from "../outbox";

export type Decision = "paid" | "failed";

export interface DecisionResult {
  from: PaymentStatus;
  to: Decision;
  changed: boolean;
  sessionId: string;
  studentId: string;
  events: DomainEvent[];
}

/**
 * An admin approves (`paid`) or disapproves (`failed`, with a reason) a payment, in one transaction:
 * - to `failed` from a seat-holding status frees the seat (the student's enrolment goes with it);
 * - to `paid` from `failed` takes the seat again, only if one is free and the session still runs;
 * - a refund-due, refunded or forfeited payment (its booking was given up) cannot be decided any more;
 * - a disapproval that frees a seat says so (`seat.freed`: the waitlist offers it);
 * - repeating the current status changes nothing and records nothing;
 * - every change is recorded with the admin, the time, and the statuses before and after, and the
 *   student's email is recorded with it; a disapproval keeps its reason (the code, or the free text),
 *   which the email quotes.
 */
export async function decidePayment(
  commands: CommandRunner,
  adminId: string,
  paymentId: string,
  to: Decision,
  reason?: string,
): Promise<DecisionResult> {
  const { value, events } = await commands.run((uow) =>
    decideInTransaction(uow, adminId, paymentId, to, { reason }),
  );
  return { ...value, events };
}

/** What else a decision records: a disapproval's reason, or the statement line an approval rests on. */
export interface DecisionGrounds {
  reason?: string;
  /** The bank statement's line that shows the money arrived (statement matching, docs/decisions/025). */
  statementLineId?: string;
}

/** One decision inside a transaction the caller runs (several decisions can share one). */
export async function decideInTransaction(
  { tx, now, emit }: Pick<UnitOfWork, "tx" | "now" | "emit">,
  adminId: string,
  paymentId: string,
  to: Decision,
  { reason, statementLineId }: DecisionGrounds = {},
): Promise<Omit<DecisionResult, "events">> {
  const [row] = await tx
    .select({
      status: payments.status,
      amount: payments.amount,
      sessionId: bookings.sessionId,
      studentId: bookings.studentId,
      sessionStatus: sessions.status,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(eq(payments.id, paymentId))
    .for("update", { of: payments });
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  const from = row.status;
  const unchanged = { from, to, changed: false, sessionId: row.sessionId, studentId: row.studentId };
  // A free booking given up (its ₹0 payment forfeited, or left due from before) owes nothing and
  // kept nothing (docs/product.md §10.13): there is nothing to decide.
  if (row.amount === 0 && (from === "forfeited" || from === "refund_due"))
    throw conflict(DECISION_MESSAGES.freeCancelled);
  if (from === "refund_due") throw conflict(DECISION_MESSAGES.refundDue);
  if (from === "refunded") throw conflict(DECISION_MESSAGES.refunded);
  if (from === "forfeited") throw conflict(DECISION_MESSAGES.forfeited);
  // A ₹0 payment is no payment (docs/product.md §2.11): a free booking is confirmed when it is made,
  // and an admin neither approves one nor takes it back. Only a ₹0 payment left pending from before
  // free sessions booked at once may still be disapproved, which frees its seat.
  if (row.amount === 0 && !(to === "failed" && from === "created")) throw conflict(DECISION_MESSAGES.free);
  if (from === to) return unchanged;

  const freesSeat = to === "failed" && holdsSeat(from);
  if (freesSeat) {
    await freeSeat(tx, row.sessionId, { as: "taken", updatedAt: now });
    // No reminder for a payment that is not approved any more.
    await dropPendingReminders(tx, { paymentId }, "the payment was disapproved");
  } else if (to === "paid" && !holdsSeat(from)) {
    if (row.sessionStatus === "cancelled") throw conflict(DECISION_MESSAGES.sessionCancelled);
    const seat = await claimSeat(tx, row.sessionId, { as: "taken", updatedAt: now });
    if (!seat)
      throw conflict(
        "No seats left for this session: the freed seat has been taken, so this payment cannot be approved.",
      );
  }
  await tx
    .update(payments)
    .set({ status: to, decidedBy: adminId, decidedAt: now, updatedAt: now })
    .where(eq(payments.id, paymentId));
  await tx.insert(paymentDecisions).values({
    id: newId(),
    paymentId,
    adminId,
    fromStatus: from,
    toStatus: to,
    reason: to === "failed" ? (reason ?? null) : null,
    evidence: statementLineId ? "statement" : null,
    statementLineId: statementLineId ?? null,
    createdAt: now,
  });
  emit({
    type: "payment.decided",
    sessionId: row.sessionId,
    paymentId,
    from,
    to,
    ...(to === "failed" && reason !== undefined ? { reason } : {}),
  });
  if (freesSeat) emit({ type: "seat.freed", sessionId: row.sessionId });
  return { ...unchanged, changed: true };
}
