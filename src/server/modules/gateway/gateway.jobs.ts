import type { QueueDefinition } from "../../jobs/engine";
import type { Clock } from "../../lib/clock";
import { processPendingEvents } from "./gateway-events";
import { type RefundDeps, requestRefund } from "./gateway-refunds";
import { reconcile } from "./reconcile";
import { queueDueRefunds, type SettleDeps } from "./settle-payment";

export const GATEWAY_EVENT_QUEUE = "gateway-event";
export const GATEWAY_REFUND_QUEUE = "gateway-refund";
export const GATEWAY_RECONCILE_QUEUE = "gateway-reconcile";

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type GatewayJobDeps = SettleDeps & RefundDeps & { clock: Clock; log: Log; reconcileMinutes: number };

/**
 * The gateway's queues (docs/decisions/026): a webhook event worked after the route has answered; a
 * refund asked of the Refunds API (retried with backoff: the idempotency key makes a retry safe);
 * the reconciler, every RAZORPAY_RECONCILE_MINUTES.
 */
export function gatewayQueues(deps: GatewayJobDeps): QueueDefinition[] {
  // One job works every event recorded and not yet worked: a burst of webhooks queues one or two
  // jobs, not one each (the route's answer waits for one database write, not two).
  const events: QueueDefinition = {
    name: GATEWAY_EVENT_QUEUE,
    policy: "short",
    retryLimit: 8,
    retryDelaySeconds: 5,
    backoff: true,
    expireInSeconds: 120,
    concurrency: 1,
    async handle() {
      await processPendingEvents(deps);
    },
  };
  // `{ refundId }`: ask for that refund; `{ due: true }`: record a refund for each gateway payment
  // that became refund due (a cancellation), each then asked for by a job of its own.
  const refunds: QueueDefinition<{ refundId?: string; due?: boolean }> = {
    name: GATEWAY_REFUND_QUEUE,
    policy: "standard",
    retryLimit: 8,
    retryDelaySeconds: 30,
    backoff: true,
    expireInSeconds: 60,
    concurrency: 1,
    async handle(data) {
      if (data.refundId) await requestRefund(deps, data.refundId);
      if (data.due) await queueDueRefunds(deps);
    },
  };
  const reconciler: QueueDefinition = {
    name: GATEWAY_RECONCILE_QUEUE,
    policy: "short",
    retryLimit: 0,
    retryDelaySeconds: 0,
    backoff: false,
    expireInSeconds: 300,
    concurrency: 1,
    everySeconds: deps.reconcileMinutes * 60,
    async handle() {
      const report = await reconcile({ ...deps, now: deps.clock.now() });
      if (report.settled > 0 || report.refunds > 0) deps.log.info(report, "gateway: reconciled");
    },
  };
  return [events, refunds, reconciler] as QueueDefinition[];
}
