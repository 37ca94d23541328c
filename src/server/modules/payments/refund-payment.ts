import { PAYMENT_MESSAGES } from "@contract/payments";
import { REFUND_MESSAGES } from "@contract/refunds";
import { and, eq, ne } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors";
import { bookings, paymentDecisions, payments } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/errors";
import type { DomainEvent } from "../../lib/events";
import { newId } from "../../lib/ids";
import type { CommandRunner, UnitOfWork } from "../../lib/unit-of-work";

export interface RefundResult {
  changed: boolean;
  refundedAt: Date;
  refundUtr: string;
  events: DomainEvent[];
}

/**
 * An admin paid a refund-due payment back over UPI and records it with the refund's own 12-digit
 * UTR, in one transaction under the payment row's lock (docs/decisions/015):
 * - only a `refund_due` payment can become `refunded` (409 otherwise), and only one paid by UPI: a
 *   gateway payment is refunded through the gateway;
 * - the same UTR again on a refunded payment answers unchanged (a double click, a retried request);
 *   another UTR is refused;
 * - a UTR already recorded on another payment's refund is refused (409 on the field): checked before
 *   the write, and the unique index `payments_refund_utr_unique` settles two admins typing it at once;
 * - the payment keeps who refunded it, when, and the UTR; a payment_decisions row records the step
 *   (refund_due → refunded, the admin, the time, the UTR as its reason);
 * - `refund.paid` is emitted: the student's email is recorded with the change.
 */
export async function refundPayment(
  commands: CommandRunner,
  adminId: string,
  paymentId: string,
  utr: string,
): Promise<RefundResult> {
  const run = commands.run((uow) => refundInTransaction(uow, adminId, paymentId, utr));
  try {
    const { value, events } = await run;
    return { ...value, events };
  } catch (error) {
    // Two refunds recorded with one UTR at the same moment: the unique index stops the second.
    if (isUniqueViolation(error, "payments_refund_utr_unique")) throw utrTaken();
    throw error;
  }
}

/**
 * The refund inside a transaction the caller runs: by hand (refundPayment) or from a bank statement's
 * debit line (docs/decisions/025), which the decision then names as its evidence.
 */
export async function refundInTransaction(
  { tx, now, emit }: Pick<UnitOfWork, "tx" | "now" | "emit">,
  adminId: string,
  paymentId: string,
  utr: string,
  { statementLineId }: { statementLineId?: string } = {},
): Promise<Omit<RefundResult, "events">> {
  const [row] = await tx
    .select({
      status: payments.status,
      amount: payments.amount,
      refundedAt: payments.refundedAt,
      refundUtr: payments.refundUtr,
      method: payments.method,
      sessionId: bookings.sessionId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId))
    .for("update", { of: payments });
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  if (row.status === "refunded" && row.refundedAt && row.refundUtr) {
    if (row.refundUtr !== utr) throw conflict(REFUND_MESSAGES.otherUtr);
    return { changed: false, refundedAt: row.refundedAt, refundUtr: row.refundUtr };
  }
  // ₹0 is never owed back (docs/product.md §10.13): one left due from before is not a refund to pay.
  if (row.status !== "refund_due" || row.amount === 0) throw conflict(REFUND_MESSAGES.notDue);
  // A gateway payment goes back through the gateway's Refunds API (docs/decisions/026): a UPI transfer
  // typed here as well would pay it back twice.
  if (row.method === "gateway") throw conflict(REFUND_MESSAGES.viaGateway);
  const [taken] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.refundUtr, utr), ne(payments.id, paymentId)))
    .limit(1);
  if (taken) throw utrTaken();
  await tx
    .update(payments)
    .set({ status: "refunded", refundedBy: adminId, refundedAt: now, refundUtr: utr, updatedAt: now })
    .where(eq(payments.id, paymentId));
  await tx.insert(paymentDecisions).values({
    id: newId(),
    paymentId,
    adminId,
    fromStatus: "refund_due",
    toStatus: "refunded",
    reason: utr,
    evidence: statementLineId ? "statement" : null,
    statementLineId: statementLineId ?? null,
    createdAt: now,
  });
  emit({ type: "refund.paid", sessionId: row.sessionId, paymentId });
  return { changed: true, refundedAt: now, refundUtr: utr };
}

/** 409 naming the field, so the admin's dialog shows it under the UTR. */
const utrTaken = () =>
  new AppError(409, REFUND_MESSAGES.utrTaken, [{ field: "body.utr", message: REFUND_MESSAGES.utrTaken }]);
