import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookings,
  gatewayOrders,
  gatewayRefunds,
  paymentDecisions,
  payments,
  sessions,
  users,
} from "../../db/schema";

/** One payment as the admin verification screen shows it; the duplicate-UTR flag is derived. */
export async function getPaymentDetail(db: Database, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      status: payments.status,
      utr: payments.utr,
      reference: payments.reference,
      createdAt: payments.createdAt,
      decidedAt: payments.decidedAt,
      refundDueAt: payments.refundDueAt,
      refundedAt: payments.refundedAt,
      refundUtr: payments.refundUtr,
      studentId: users.id,
      studentName: users.name,
      studentEmail: users.email,
      sessionId: sessions.id,
      sessionTitle: sessions.title,
      proofKey: payments.proofKey,
      method: payments.method,
      gatewayPaymentId: payments.gatewayPaymentId,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return null;
  let utrUsedElsewhere = false;
  if (row.utr) {
    const [other] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.utr, row.utr), ne(payments.id, row.id)))
      .limit(1);
    utrUsedElsewhere = Boolean(other);
  }
  return {
    ...row,
    utrUsedElsewhere,
    disapproval: await lastDisapproval(db, row.id, row.status),
    gateway: row.gatewayPaymentId ? await gatewayFacts(db, row.id, row.gatewayPaymentId) : null,
  };
}

/**
 * A gateway payment's Razorpay facts (docs/decisions/026): the order it paid, and its refund through
 * the Refunds API (one per Razorpay payment) with the gateway's failure when it failed.
 */
async function gatewayFacts(db: Database, paymentId: string, razorpayPaymentId: string) {
  const [order] = await db
    .select({ razorpayOrderId: gatewayOrders.razorpayOrderId })
    .from(gatewayOrders)
    .where(eq(gatewayOrders.paymentId, paymentId))
    .limit(1);
  const [refund] = await db
    .select({
      status: gatewayRefunds.status,
      razorpayRefundId: gatewayRefunds.razorpayRefundId,
      failure: gatewayRefunds.failure,
      updatedAt: gatewayRefunds.updatedAt,
    })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.razorpayPaymentId, razorpayPaymentId))
    .limit(1);
  return { paymentId: razorpayPaymentId, orderId: order?.razorpayOrderId ?? null, refund: refund ?? null };
}

/**
 * Why a disapproved payment was disapproved: its latest decision to `failed` (a re-approval and a
 * second disapproval each leave their own row), with the admin and the time. Null unless it is failed.
 */
async function lastDisapproval(db: Database, paymentId: string, status: string) {
  if (status !== "failed") return null;
  const [decision] = await db
    .select({ reason: paymentDecisions.reason, at: paymentDecisions.createdAt, byName: users.name })
    .from(paymentDecisions)
    .leftJoin(users, eq(users.id, paymentDecisions.adminId))
    .where(and(eq(paymentDecisions.paymentId, paymentId), eq(paymentDecisions.toStatus, "failed")))
    .orderBy(desc(paymentDecisions.createdAt), desc(paymentDecisions.id))
    .limit(1);
  // A payment disapproved before reasons were asked for has a decision without one.
  return decision?.reason ? { reason: decision.reason, at: decision.at, byName: decision.byName } : null;
}
