import path from "node:path";
import type { FastifyInstance } from "fastify";
import { EMAIL_DELIVER_QUEUE } from "../../src/server/modules/outbox/outbox";
import { type OutboxEmail, readOutbox } from "./email-parser";

/**
 * Delivers every recorded email whose delivery is due, through the real job engine and transport
 * (the test app works its queues only when asked): the outbox folder then holds them.
 */
export async function deliverEmails(app: FastifyInstance): Promise<void> {
  await app.jobs.runDue([EMAIL_DELIVER_QUEUE]);
}

/** The emails delivered so far to addresses containing `email`, oldest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxEmail[]> {
  await deliverEmails(app);
  return (await readOutbox(path.join(app.config.dataDir, "outbox"))).filter((m) => m.to.includes(email));
}
