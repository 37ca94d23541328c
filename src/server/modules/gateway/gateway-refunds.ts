import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, gatewayRefunds, paymentDecisions, payments } from "../../db/schema";
import { newId } from "../../lib/ids";
import type { CommandRunner } from "../../lib/unit-of-work";
import { GatewayError, type RazorpayClient, type RazorpayRefund } from "./razorpay-client";
import { RAZORPAY_EVIDENCE } from "./settle-payment";

/*
 * Refunds through the gateway (docs/decisions/026). A refund row is recorded in the transaction that
 * decides it; a job then asks Razorpay's Refunds API for it with our refund's id as the idempotency
 * key (X-Refund-Idempotency), so that a retry after a lost answer never refunds twice. What Razorpay
 * says of it (the answer, `refund.processed` / `refund.failed`, or the reconciler's look) settles it:
 * processed → a booking's payment becomes `refunded` (a decision with evidence `razorpay`); failed →
 * the payment stays refund due, with the failure, for an admin.
 */

export interface RefundDeps {
  db: Database;
  commands: CommandRunner;
  client: RazorpayClient;
}

/**
 * Asks the gateway for one recorded refund, unless it is settled already. Throws to be retried. A
 * request the gateway refuses (a 4xx: not enough balance in the account, say) stays pending, to be
 * asked again, with the gateway's words kept for the admin's payment page.
 */
export async function requestRefund(deps: RefundDeps, refundId: string): Promise<void> {
  const [refund] = await deps.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, refundId));
  if (refund?.status !== "pending") return;
  let answer: RazorpayRefund;
  try {
    answer = refund.razorpayRefundId
      ? await deps.client.fetchRefund(refund.razorpayRefundId)
      : await deps.client.refund(refund.razorpayPaymentId, {
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.id,
          notes: { refund_id: refund.id, reason: refund.reason },
        });
  } catch (error) {
    if (error instanceof GatewayError && error.status !== null && error.status >= 400 && error.status < 500)
      await deps.db
        .update(gatewayRefunds)
        .set({ failure: (error.description ?? error.message).slice(0, 500) })
        .where(and(eq(gatewayRefunds.id, refund.id), eq(gatewayRefunds.status, "pending")));
    throw error;
  }
  await settleRefund(deps.commands, refundFact(answer, refund.id));
}

export interface RefundFact {
  /** Our refund's id, when known (the API's answer to our request, or its receipt). */
  refundId: string | null;
  razorpayRefundId: string;
  razorpayPaymentId: string;
  status: RazorpayRefund["status"] | "created";
  failure?: string | null;
}

export const refundFact = (refund: RazorpayRefund, refundId: string | null = null): RefundFact => ({
  refundId: refundId ?? refund.receipt ?? null,
  razorpayRefundId: refund.id,
  razorpayPaymentId: refund.payment_id,
  status: refund.status,
});

/**
 * What the gateway says of a refund, applied once: pending records its id; processed is final and
 * marks a booking's refund-due payment refunded; failed keeps the payment refund due. A refund never
 * moves back from processed.
 */
export async function settleRefund(commands: CommandRunner, fact: RefundFact): Promise<void> {
  await commands.run(async ({ tx, now, emit }) => {
    const [refund] = await tx
      .select()
      .from(gatewayRefunds)
      .where(
        or(
          eq(gatewayRefunds.razorpayRefundId, fact.razorpayRefundId),
          fact.refundId ? eq(gatewayRefunds.id, fact.refundId) : undefined,
          eq(gatewayRefunds.razorpayPaymentId, fact.razorpayPaymentId),
        ),
      )
      .limit(1)
      .for("update");
    if (!refund || refund.status === "processed") return;
    const status =
      fact.status === "processed" ? "processed" : fact.status === "failed" ? "failed" : refund.status;
    await tx
      .update(gatewayRefunds)
      .set({
        status,
        razorpayRefundId: fact.razorpayRefundId,
        // Razorpay's refund entity carries no reason of its own: a failure may have none.
        failure: status === "failed" ? (fact.failure ?? refund.failure ?? null) : null,
        updatedAt: now,
      })
      .where(eq(gatewayRefunds.id, refund.id));
    if (status !== "processed" || !refund.paymentId) return;
    const [payment] = await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now, refundedBy: null, updatedAt: now })
      .where(and(eq(payments.id, refund.paymentId), eq(payments.status, "refund_due")))
      .returning({ id: payments.id, bookingId: payments.bookingId });
    if (!payment) return;
    await tx.insert(paymentDecisions).values({
      id: newId(),
      paymentId: payment.id,
      adminId: null,
      fromStatus: "refund_due",
      toStatus: "refunded",
      reason: fact.razorpayRefundId,
      evidence: RAZORPAY_EVIDENCE,
      createdAt: now,
    });
    const [booking] = await tx
      .select({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    if (booking) emit({ type: "refund.paid", sessionId: booking.sessionId, paymentId: payment.id });
  });
}
