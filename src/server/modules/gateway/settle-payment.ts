import { domainOfCategory } from "@contract/admin";
import { holdsSeat } from "@contract/bookings";
import type { PaymentStatus } from "@contract/payments";
import { and, eq, sql } from "drizzle-orm";
import {
  bookings,
  type GatewayRefundReason,
  gatewayOrders,
  gatewayRefunds,
  paymentDecisions,
  payments,
  seatHolds,
} from "../../db/schema";
import { newId } from "../../lib/ids";
import type { CommandRunner, UnitOfWork } from "../../lib/unit-of-work";
import { claimSeat, offerFreedSeats, releaseExpiredHolds, releaseOwnHold, seatCounts } from "../bookings";
import {
  GatewayError,
  isAlreadyCaptured,
  type RazorpayClient,
  type RazorpayPaymentStatus,
} from "./razorpay-client";

/*
 * The one state machine of a gateway payment (docs/decisions/026). The checkout's return, the
 * webhook job and the reconciler all feed it what they learnt of one Razorpay payment; whatever the
 * order and number of its calls, the order ends in the same state:
 *
 *   created ──failed──▶ failed ──captured──▶ paid (booked)        paid, refunded and released are
 *      ├────────captured──────────────────▶ refunded (no seat)    final: a payment never moves back.
 *      └────────authorized, no seat───────▶ released (not captured; Razorpay gives it back)
 *
 * "captured" books the seat: the student's hold turns into it (a payment made while the hold lived
 * keeps it even when the news comes later); with the hold gone, any free seat; with none, the money
 * goes back through the Refunds API and the student is told.
 *
 * "authorized" (auto-capture off, or a late authorization) is captured by us when the order is open,
 * the amount is the order's and a seat can still be had; then it goes on as "captured". Without a
 * seat it is never captured: money only authorized cannot be refunded, and Razorpay returns it by
 * itself after its capture window. The student is told.
 */

/** What we know of one Razorpay payment, from whichever source. */
export interface PaymentFact {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  status: RazorpayPaymentStatus;
  amountPaise: number;
  /** When the student paid (the payment's `created_at`), if known. */
  paidAt: Date | null;
}

/** `refunded` also stands for "released": either way no seat, and the money goes back. */
export type SettleState = "booked" | "processing" | "refunded" | "failed" | "unknown";

export interface SettleOutcome {
  state: SettleState;
  /** Our payment's id once booked. */
  paymentId: string | null;
}

/** What a gateway decision rests on (payment_decisions.evidence): no admin made it. */
export const RAZORPAY_EVIDENCE = "razorpay";

export interface SettleDeps {
  commands: CommandRunner;
  /** Asks the gateway for a refund recorded in the transaction, once it has committed (a job). */
  requestRefund(refundId: string): Promise<unknown>;
  /** Captures authorized payments (and looks one up when a capture is refused). */
  client: Pick<RazorpayClient, "capture" | "fetchPayment">;
  log?: { warn(obj: object, msg: string): void };
}

type Reason = Exclude<GatewayRefundReason, "refund-due">;

export async function settlePayment(deps: SettleDeps, fact: PaymentFact): Promise<SettleOutcome> {
  if (fact.status === "authorized") return settleAuthorized(deps, fact);
  const { value } = await deps.commands.run((uow) => settleInTransaction(uow, deps, fact));
  return value;
}

const PROCESSING: SettleOutcome = { state: "processing", paymentId: null };

/**
 * An authorized payment: judged under the order's lock (released when it would get no seat), then
 * captured outside any transaction, then settled as captured. The seat is taken only after the
 * capture: one lost meanwhile (someone booked the last seat during the call) makes it a captured
 * payment without a seat, refunded like any other. A capture that does not get through (no answer,
 * a 5xx) leaves the payment authorized and the order open: the reconciler asks again.
 */
async function settleAuthorized(deps: SettleDeps, fact: PaymentFact): Promise<SettleOutcome> {
  const { value: judged } = await deps.commands.run((uow) => judgeAuthorized(uow, fact));
  if (judged !== "capture") return judged;
  let now: PaymentFact;
  try {
    await deps.client.capture(fact.razorpayPaymentId, { amountPaise: fact.amountPaise });
    now = { ...fact, status: "captured" };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (isAlreadyCaptured(error)) now = { ...fact, status: "captured" };
    else if (error.status === 400) {
      // Refused for another reason (it failed, or Razorpay released it meanwhile): what is it now?
      const found = await deps.client.fetchPayment(fact.razorpayPaymentId).catch(() => null);
      if (!found || found.status === "authorized") {
        deps.log?.warn(
          { payment: fact.razorpayPaymentId, err: error.message },
          "gateway: a capture was refused",
        );
        return PROCESSING;
      }
      now = { ...fact, status: found.status };
    } else {
      deps.log?.warn(
        { payment: fact.razorpayPaymentId, err: error.message },
        "gateway: a capture did not get through; the reconciler tries again",
      );
      return PROCESSING;
    }
  }
  const { value } = await deps.commands.run((uow) => settleInTransaction(uow, deps, now));
  return value;
}

/**
 * Whether to capture an authorized payment: "capture" when its order is open, the amount is the
 * order's and a seat can be had; otherwise the outcome, the order released (not captured) and the
 * student told when it is new news.
 */
async function judgeAuthorized(uow: UnitOfWork, fact: PaymentFact): Promise<SettleOutcome | "capture"> {
  const { tx } = uow;
  const [order] = await tx
    .select()
    .from(gatewayOrders)
    .where(eq(gatewayOrders.razorpayOrderId, fact.razorpayOrderId))
    .for("update");
  if (!order) return { state: "unknown", paymentId: null };
  // A final order captures nothing more: a second attempt, authorized only, goes back by itself.
  if (order.status === "paid") return { state: "booked", paymentId: order.paymentId };
  if (order.status === "refunded" || order.status === "released")
    return { state: "refunded", paymentId: null };

  const release = async (reason: Reason) => {
    await setOrder(uow, order.id, { status: "released", razorpayPaymentId: fact.razorpayPaymentId });
    uow.emit({
      type: "gateway.released",
      sessionId: order.sessionId,
      studentId: order.studentId,
      amountPaise: fact.amountPaise,
      reason,
    });
  };
  if (fact.amountPaise !== order.amountPaise) {
    await release("mismatch");
    return { state: "refunded", paymentId: null };
  }
  const existing = await bookingOf(uow, order);
  if (existing && holdsSeat(existing.status)) {
    await release("duplicate");
    return { state: "booked", paymentId: existing.paymentId };
  }
  if ((existing && existing.status !== "failed") || !(await seatCanBeHad(uow, order, fact.paidAt))) {
    await release("no-seat");
    return { state: "refunded", paymentId: null };
  }
  return "capture";
}

/** The student's booking of the order's session, if any, locked. */
async function bookingOf(uow: UnitOfWork, order: { sessionId: string; studentId: string }) {
  const [existing] = await uow.tx
    .select({ bookingId: bookings.id, paymentId: payments.id, status: payments.status })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.sessionId, order.sessionId), eq(bookings.studentId, order.studentId)))
    .for("update");
  return existing;
}

async function settleInTransaction(uow: UnitOfWork, deps: SettleDeps, fact: PaymentFact) {
  const { tx } = uow;
  const [order] = await tx
    .select()
    .from(gatewayOrders)
    .where(eq(gatewayOrders.razorpayOrderId, fact.razorpayOrderId))
    .for("update");
  if (!order) return { state: "unknown", paymentId: null } satisfies SettleOutcome;
  const refundThis = (reason: Reason) =>
    queueRefund(uow, deps, {
      orderId: order.id,
      sessionId: order.sessionId,
      studentId: order.studentId,
      razorpayPaymentId: fact.razorpayPaymentId,
      amountPaise: fact.amountPaise,
      reason,
    });

  if (order.status === "released") {
    // Final: no seat was given. Should the payment be captured after all (from the Dashboard, or
    // by an auto-capture timeout), the money goes back through the Refunds API.
    if (fact.status === "captured") {
      await refundThis(fact.amountPaise === order.amountPaise ? "no-seat" : "mismatch");
      await setOrder(uow, order.id, { status: "refunded" });
    }
    return { state: "refunded" as const, paymentId: null };
  }
  if (order.status === "paid" || order.status === "refunded") {
    // Final. Another payment captured for the same order (a second attempt that also went through)
    // is money we keep no seat for: it goes back.
    if (fact.status === "captured" && fact.razorpayPaymentId !== order.razorpayPaymentId)
      await refundThis("duplicate");
    return order.status === "paid"
      ? { state: "booked" as const, paymentId: order.paymentId }
      : { state: "refunded" as const, paymentId: null };
  }
  if (fact.status === "failed" || fact.status === "refunded") {
    if (order.status === "created") await setOrder(uow, order.id, { status: "failed" });
    return { state: "failed" as const, paymentId: null };
  }
  if (fact.status !== "captured") return { state: "processing" as const, paymentId: null };

  const refundOrder = async (reason: Reason) => {
    await refundThis(reason);
    await setOrder(uow, order.id, { status: "refunded", razorpayPaymentId: fact.razorpayPaymentId });
  };
  if (fact.amountPaise !== order.amountPaise) {
    await refundOrder("mismatch");
    return { state: "refunded" as const, paymentId: null };
  }

  const existing = await bookingOf(uow, order);
  if (existing && holdsSeat(existing.status)) {
    // Booked meanwhile (by UPI with a proof, or another order): the seat is theirs; this money goes back.
    await refundOrder("duplicate");
    return { state: "booked" as const, paymentId: existing.paymentId };
  }
  // A booking they cancelled keeps its record (docs/decisions/013): no seat for this payment.
  if (existing && existing.status !== "failed") {
    await refundOrder("no-seat");
    return { state: "refunded" as const, paymentId: null };
  }

  const seat = await claimHeldOrFreeSeat(uow, order, fact.paidAt);
  if (!seat) {
    await refundOrder("no-seat");
    return { state: "refunded" as const, paymentId: null };
  }

  const paymentId = await recordPaidBooking(uow, {
    existing: existing ?? null,
    sessionId: order.sessionId,
    studentId: order.studentId,
    amount: order.amountPaise / 100,
    reference: order.reference,
    razorpayPaymentId: fact.razorpayPaymentId,
    domain: domainOfCategory(seat.category),
  });
  await setOrder(uow, order.id, { status: "paid", razorpayPaymentId: fact.razorpayPaymentId, paymentId });
  return { state: "booked" as const, paymentId };
}

/**
 * The seat for a captured payment, taken under the session row's claim: the student's own hold when
 * it is live, or was when they paid (its seat turns into the booking); otherwise, as a proof after
 * an expired hold would (bookings/book-session.ts), the expired holds go to the waitlist first and
 * the payment gets a seat only if one is still free. Null when none is, or the session cannot be
 * booked any more.
 */
async function claimHeldOrFreeSeat(
  uow: UnitOfWork,
  order: { sessionId: string; studentId: string },
  paidAt: Date | null,
) {
  const { tx, now } = uow;
  if (await ownHoldCovers(uow, order, paidAt)) {
    await releaseOwnHold(tx, order.studentId, order.sessionId);
  } else if ((await releaseExpiredHolds(uow, order.sessionId)) > 0) {
    await offerFreedSeats(uow, order.sessionId);
  }
  return claimSeat(tx, order.sessionId, { as: "taken", bookableAt: now, updatedAt: now });
}

/** Whether the student's own hold gives the payment its seat: live now, or live when they paid. */
async function ownHoldCovers(
  { tx, now }: UnitOfWork,
  order: { sessionId: string; studentId: string },
  paidAt: Date | null,
) {
  const [hold] = await tx
    .select({ expiresAt: seatHolds.expiresAt })
    .from(seatHolds)
    .where(and(eq(seatHolds.sessionId, order.sessionId), eq(seatHolds.studentId, order.studentId)));
  return hold !== undefined && (hold.expiresAt > now || (paidAt !== null && paidAt <= hold.expiresAt));
}

/**
 * Whether `claimHeldOrFreeSeat` would find a seat now, taking none (the session row locked till the
 * transaction ends): the session can still be booked, and the student's hold covers the payment or
 * a seat is free once expired holds went to the waitlist.
 */
async function seatCanBeHad(
  uow: UnitOfWork,
  order: { sessionId: string; studentId: string },
  paidAt: Date | null,
) {
  const covered = await ownHoldCovers(uow, order, paidAt);
  if (!covered && (await releaseExpiredHolds(uow, order.sessionId)) > 0)
    await offerFreedSeats(uow, order.sessionId);
  const session = await seatCounts(uow.tx, order.sessionId, { lock: true });
  if (session?.status !== "upcoming" || session.startsAt <= uow.now) return false;
  return covered || session.seatsTaken + session.seatsHeld < session.seats;
}

/** The booking and its payment, paid through the gateway, with the decision that says so. */
async function recordPaidBooking(
  uow: UnitOfWork,
  input: {
    existing: { bookingId: string; paymentId: string; status: PaymentStatus } | null;
    sessionId: string;
    studentId: string;
    amount: number;
    reference: string;
    razorpayPaymentId: string;
    domain: string;
  },
): Promise<string> {
  const { tx, now, emit } = uow;
  const paid = {
    status: "paid" as const,
    method: "gateway" as const,
    gatewayPaymentId: input.razorpayPaymentId,
    amount: input.amount,
    reference: input.reference,
    utr: null,
    proofKey: null,
    decidedBy: null,
    decidedAt: now,
    updatedAt: now,
  };
  let paymentId: string;
  if (input.existing) {
    // A disapproved payment is replaced (as a new proof would replace it): the same booking.
    paymentId = input.existing.paymentId;
    await tx
      .update(payments)
      .set({ ...paid, createdAt: now })
      .where(eq(payments.id, paymentId));
  } else {
    const bookingId = newId();
    paymentId = newId();
    await tx
      .insert(bookings)
      .values({ id: bookingId, sessionId: input.sessionId, studentId: input.studentId, createdAt: now });
    await tx
      .insert(payments)
      .values({ id: paymentId, bookingId, domain: input.domain, createdAt: now, ...paid });
  }
  const from = input.existing?.status ?? "created";
  await tx.insert(paymentDecisions).values({
    id: newId(),
    paymentId,
    adminId: null,
    fromStatus: from,
    toStatus: "paid",
    evidence: RAZORPAY_EVIDENCE,
    createdAt: now,
  });
  // `booking.created` takes them off the waitlist (its "verification pending" email is not sent
  // for a gateway payment); `payment.decided` brings the confirmation with the calendar invitation.
  emit({ type: "booking.created", sessionId: input.sessionId, paymentId });
  emit({ type: "payment.decided", sessionId: input.sessionId, paymentId, from, to: "paid" });
  return paymentId;
}

async function setOrder(
  { tx, now }: UnitOfWork,
  orderId: string,
  change: Partial<Pick<typeof gatewayOrders.$inferInsert, "status" | "razorpayPaymentId" | "paymentId">>,
) {
  await tx
    .update(gatewayOrders)
    .set({ ...change, updatedAt: now })
    .where(eq(gatewayOrders.id, orderId));
}

/**
 * Records a refund of a Razorpay payment (once per payment: a second call finds the first) and, once
 * the transaction commits, asks for it. A payment that got no seat tells the student.
 */
async function queueRefund(
  uow: UnitOfWork,
  deps: SettleDeps,
  input: {
    orderId: string;
    sessionId: string;
    studentId: string;
    razorpayPaymentId: string;
    amountPaise: number;
    reason: Reason;
  },
) {
  const id = newId();
  const inserted = await uow.tx
    .insert(gatewayRefunds)
    .values({
      id,
      orderId: input.orderId,
      paymentId: null,
      razorpayPaymentId: input.razorpayPaymentId,
      amountPaise: input.amountPaise,
      reason: input.reason,
      createdAt: uow.now,
      updatedAt: uow.now,
    })
    .onConflictDoNothing({ target: gatewayRefunds.razorpayPaymentId })
    .returning({ id: gatewayRefunds.id });
  if (inserted.length === 0) return;
  uow.emit({
    type: "gateway.refunding",
    sessionId: input.sessionId,
    studentId: input.studentId,
    amountPaise: input.amountPaise,
    reason: input.reason,
  });
  uow.afterCommit(() => deps.requestRefund(id));
}

/** The gateway payments that became refund due and have no refund yet: each gets one (`refund-due`). */
export async function queueDueRefunds(deps: SettleDeps): Promise<string[]> {
  const { value } = await deps.commands.run(async (uow) => {
    const { tx, now } = uow;
    const due = await tx
      .select({
        orderId: gatewayOrders.id,
        paymentId: payments.id,
        razorpayPaymentId: payments.gatewayPaymentId,
        amountPaise: gatewayOrders.amountPaise,
      })
      .from(payments)
      .innerJoin(gatewayOrders, eq(gatewayOrders.paymentId, payments.id))
      .where(
        and(
          eq(payments.method, "gateway"),
          eq(payments.status, "refund_due"),
          sql`${payments.amount} > 0`,
          sql`not exists (select 1 from gateway_refunds r where r.razorpay_payment_id = ${payments.gatewayPaymentId})`,
        ),
      )
      .for("update", { of: payments });
    const ids: string[] = [];
    for (const row of due) {
      if (!row.razorpayPaymentId) continue;
      const [inserted] = await tx
        .insert(gatewayRefunds)
        .values({
          id: newId(),
          orderId: row.orderId,
          paymentId: row.paymentId,
          razorpayPaymentId: row.razorpayPaymentId,
          amountPaise: row.amountPaise,
          reason: "refund-due",
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: gatewayRefunds.razorpayPaymentId })
        .returning({ id: gatewayRefunds.id });
      if (inserted) ids.push(inserted.id);
    }
    for (const id of ids) uow.afterCommit(() => deps.requestRefund(id));
    return ids;
  });
  return value;
}
