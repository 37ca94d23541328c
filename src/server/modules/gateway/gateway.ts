import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import type { Clock } from "../../lib/clock";
import { createGroupWriter } from "../../lib/group-writer";
import type { CommandRunner, Subscriber } from "../../lib/unit-of-work";
import {
  GATEWAY_EVENT_QUEUE,
  GATEWAY_REFUND_QUEUE,
  type GatewayJobDeps,
  gatewayQueues,
} from "./gateway.jobs";
import { type ReceivedEvent, recordEvents } from "./gateway-events";
import { createRazorpayClient, type RazorpayClient } from "./razorpay-client";

export type GatewaySettings = NonNullable<Config["razorpay"]>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The gateway's parts, made once when its settings are given (docs/decisions/026). */
export interface Gateway {
  settings: GatewaySettings;
  client: RazorpayClient;
  deps: GatewayJobDeps;
  /** Queues to define on the job engine. */
  queues: ReturnType<typeof gatewayQueues>;
  /**
   * Records a verified webhook event once (true when it is new) and has the events worked by a job.
   * Events that arrive together are recorded in one statement and share one job send, so a burst of
   * webhooks costs two writes per group, not two per event.
   */
  recordEvent(event: ReceivedEvent): Promise<boolean>;
  /** Hears a booking or session cancelled with money owed back: its gateway refunds are asked for. */
  refundsDue: Subscriber;
}

export function createGateway(input: {
  settings: GatewaySettings;
  db: Database;
  commands: CommandRunner;
  clock: Clock;
  jobs: JobEngine;
  log: Log;
}): Gateway {
  const client = createRazorpayClient(input.settings);
  const deps: GatewayJobDeps = {
    db: input.db,
    commands: input.commands,
    clock: input.clock,
    client,
    log: input.log,
    reconcileMinutes: input.settings.reconcileMinutes,
    requestRefund: (refundId) => input.jobs.send(GATEWAY_REFUND_QUEUE, { refundId }),
  };
  const recordEvent = createGroupWriter(async (events: ReceivedEvent[]) => {
    const fresh = await recordEvents(input, events);
    if (fresh.includes(true)) {
      // One job works every event recorded and not yet worked. Should the send fail, the events
      // are recorded all the same: the reconciler works them.
      await input.jobs
        .send(GATEWAY_EVENT_QUEUE, {}, { singletonKey: "events" })
        .catch((error: unknown) =>
          input.log.warn({ err: (error as Error).message }, "gateway: could not queue the webhook job"),
        );
    }
    return fresh;
  });
  return {
    recordEvent,
    settings: input.settings,
    client,
    deps,
    queues: gatewayQueues(deps),
    refundsDue: {
      name: "gateway refunds due",
      afterCommit(event) {
        const owed =
          (event.type === "booking.cancelled" && event.to === "refund_due") ||
          (event.type === "session.cancelled" && event.refundDue.length > 0);
        if (!owed) return;
        input.jobs
          .send(GATEWAY_REFUND_QUEUE, { due: true })
          .catch((error: unknown) =>
            input.log.warn({ err: (error as Error).message }, "gateway: could not queue the refunds due"),
          );
      },
    },
  };
}
