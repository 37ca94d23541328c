import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import type { Clock } from "../../lib/clock";
import type { CommandRunner, Subscriber } from "../../lib/unit-of-work";
import {
  GATEWAY_EVENT_QUEUE,
  GATEWAY_REFUND_QUEUE,
  type GatewayJobDeps,
  gatewayQueues,
} from "./gateway.jobs";
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
   * Has the recorded webhook events worked: requests at the same moment share one job send (the
   * job works every event not yet worked, and cannot have started before the send it waits for).
   */
  kickEvents(): Promise<unknown>;
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
  let sending: Promise<unknown> | null = null;
  const kickEvents = () => {
    sending ??= input.jobs
      .send(GATEWAY_EVENT_QUEUE, {}, { singletonKey: "events" })
      .catch((error: unknown) =>
        // The events are recorded: the reconciler works whatever no job was sent for.
        input.log.warn({ err: (error as Error).message }, "gateway: could not queue the webhook job"),
      )
      .finally(() => {
        sending = null;
      });
    return sending;
  };
  return {
    kickEvents,
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
