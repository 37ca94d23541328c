import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { gatewayOrders, gatewayRefunds } from "../../db/schema";
import { type Clock, MINUTE_MS } from "../../lib/clock";
import { processPendingEvents } from "./gateway-events";
import { type RefundDeps, refundFact, requestRefund, settleRefund } from "./gateway-refunds";
import { GatewayError } from "./razorpay-client";
import { queueDueRefunds, type SettleDeps, settlePayment } from "./settle-payment";

/** Orders are asked about once they are a minute old, for this long (Razorpay keeps an order's payments). */
const ASK_AFTER_MS = MINUTE_MS;
const ASK_FOR_MS = 3 * 24 * 60 * MINUTE_MS;

interface Log {
  warn(obj: object, msg: string): void;
}

export interface ReconcileReport {
  orders: number;
  settled: number;
  refunds: number;
}

/**
 * The reconciler (docs/decisions/026): a lost webhook costs minutes, not money. Orders left `created`
 * or `failed` for over a minute are asked about (GET /v1/orders/{id}/payments) and each payment fed
 * to the state machine (which captures one left authorized, e.g. after a capture that did not get
 * through); gateway payments that became refund due get their refund; refunds still
 * pending are asked for again (the same idempotency key) or looked up. A gateway that does not
 * answer is logged and tried at the next run.
 */
export async function reconcile(
  deps: SettleDeps & RefundDeps & { clock: Clock; now: Date; log: Log },
): Promise<ReconcileReport> {
  const report: ReconcileReport = { orders: 0, settled: 0, refunds: 0 };
  // Events recorded whose job was never sent (the process stopped in between) are worked now.
  await processPendingEvents(deps);
  const open = await deps.db
    .select({ razorpayOrderId: gatewayOrders.razorpayOrderId })
    .from(gatewayOrders)
    .where(
      and(
        inArray(gatewayOrders.status, ["created", "failed"]),
        lt(gatewayOrders.createdAt, new Date(deps.now.getTime() - ASK_AFTER_MS)),
        gt(gatewayOrders.createdAt, new Date(deps.now.getTime() - ASK_FOR_MS)),
      ),
    )
    .limit(500);
  for (const order of open) {
    report.orders++;
    try {
      const found = await deps.client.orderPayments(order.razorpayOrderId);
      // A captured payment first: it decides the order whatever the failed attempts before it.
      found.sort((a, b) => Number(b.status === "captured") - Number(a.status === "captured"));
      for (const payment of found) {
        const outcome = await settlePayment(deps, {
          razorpayOrderId: order.razorpayOrderId,
          razorpayPaymentId: payment.id,
          status: payment.status,
          amountPaise: payment.amount,
          paidAt: typeof payment.created_at === "number" ? new Date(payment.created_at * 1000) : null,
        });
        if (outcome.state === "booked" || outcome.state === "refunded") report.settled++;
      }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn(
        { order: order.razorpayOrderId, err: error.message },
        "gateway: could not reconcile an order",
      );
    }
  }
  await queueDueRefunds(deps);
  const pending = await deps.db
    .select({ id: gatewayRefunds.id, razorpayRefundId: gatewayRefunds.razorpayRefundId })
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.status, "pending"))
    .limit(500);
  for (const refund of pending) {
    report.refunds++;
    try {
      if (refund.razorpayRefundId)
        await settleRefund(
          deps.commands,
          refundFact(await deps.client.fetchRefund(refund.razorpayRefundId), refund.id),
        );
      else await requestRefund(deps, refund.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ refund: refund.id, err: error.message }, "gateway: could not reconcile a refund");
    }
  }
  return report;
}
