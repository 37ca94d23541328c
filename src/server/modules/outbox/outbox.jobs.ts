import type { QueueDefinition } from "../../jobs/engine";
import { CLAIM_SECONDS, type DeliveryDeps, deliverEmail } from "./deliver-email";
import { EMAIL_DELIVER_QUEUE, type Outbox, undeliveredEmails } from "./outbox";

export const OUTBOX_SWEEP_QUEUE = "outbox-sweep";

/** An email whose delivery job was never sent (the process died right after the commit) waits this long. */
const ORPHAN_AFTER_SECONDS = 20;

/**
 * Delivering recorded emails: a job per email, retried with backoff (10 s, 20 s, 40 s ... about
 * 40 minutes over 8 retries) on temporary failures; and every 15 seconds a sweep that sends the job
 * of any email that has none (see outbox.ts).
 */
export function outboxQueues(deps: DeliveryDeps & { outbox: Outbox }): QueueDefinition[] {
  const deliver: QueueDefinition<{ id?: string }> = {
    name: EMAIL_DELIVER_QUEUE,
    policy: "short",
    retryLimit: 8,
    retryDelaySeconds: 10,
    backoff: true,
    expireInSeconds: 60,
    concurrency: 3,
    // A worker polls once a second: ten emails a poll lets a burst (a rush of sign-ups, each with
    // its verification link) go out at up to 30 a second per process instead of 3.
    batchSize: 10,
    async handle(data, job) {
      if (typeof data.id !== "string") return;
      await deliverEmail(deps, data.id, {
        last: job.retryCount >= job.retryLimit,
        // The claim lets go before the job expires, so that the job's retry finds the row free.
        claimSeconds: Math.min(CLAIM_SECONDS, Math.max(1, Math.floor((job.expireInSeconds * 3) / 4))),
      });
    },
  };
  const sweep: QueueDefinition = {
    name: OUTBOX_SWEEP_QUEUE,
    policy: "short",
    retryLimit: 0,
    retryDelaySeconds: 0,
    backoff: false,
    expireInSeconds: 60,
    concurrency: 1,
    everySeconds: 15,
    async handle() {
      for (const id of await undeliveredEmails(deps.db, ORPHAN_AFTER_SECONDS, 500))
        await deps.outbox.dispatch(id);
    },
  };
  return [deliver as unknown as QueueDefinition, sweep];
}
