import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { OutboxAttachment, OutboxStatus } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import type { Attachment, GeneratedAttachment, MailerLogger, MailTransport } from "../../lib/mailer";
import { DeliveryError } from "../../lib/mailer";

/**
 * How long one delivery attempt holds its row; a process that dies mid-way lets go after this. Less
 * than the job's expiry (outbox.jobs.ts), so that the job's retry finds the row free; a shorter
 * expiry (config `JOB_EXPIRE_SECONDS`) shortens the claim with it.
 */
export const CLAIM_SECONDS = 45;

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  log: MailerLogger;
  /** Makes an attachment recorded as `generated` (a receipt's PDF) at delivery, from its record. */
  makeAttachment?: (generated: GeneratedAttachment) => Promise<Buffer>;
}

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  stale_after: Date | string | null;
  secret: boolean;
  created_at: Date | string;
}

type Outcome = "sent" | "failed" | "skipped" | "done already" | "busy";

/**
 * Delivers one recorded email, once. The row is claimed first (so two workers never send it at the
 * same time), sent through the transport with the row's stable Message-ID, then marked sent. A
 * process killed between sending and marking leaves the claim to expire: the retry sends the same
 * message again (the same outbox file, the same Message-ID), never a different second one.
 *
 * A temporary failure (network, SMTP 4xx) throws, and the job engine retries with backoff; on the
 * job's last attempt it is marked failed instead. A permanent one (SMTP 5xx) is marked failed at
 * once. A reminder that could only arrive after its session started is skipped.
 */
export async function deliverEmail(
  deps: DeliveryDeps,
  id: string,
  attempt: { last: boolean; claimSeconds?: number },
): Promise<Outcome> {
  const [row] = await rowsOf<ClaimedRow>(
    deps.db,
    sql`update email_outbox
      set claimed_until = now() + make_interval(secs => ${attempt.claimSeconds ?? CLAIM_SECONDS}),
        attempts = attempts + 1
      where id = ${id} and status = 'pending' and (claimed_until is null or claimed_until < now())
      returning id, kind, recipient, subject, text, html, attachments, stale_after, secret, created_at`,
  );
  if (!row) {
    const [current] = await rowsOf<{ status: OutboxStatus }>(
      deps.db,
      sql`select status from email_outbox where id = ${id}`,
    );
    if (current?.status !== "pending") return "done already";
    // Another worker holds it right now: let the job come back later.
    throw new DeliveryError("another delivery of this email is in progress", false);
  }
  if (row.stale_after && deps.clock.now() >= new Date(row.stale_after)) {
    await finish(deps.db, id, "skipped", "too late to be of use");
    deps.log.info({ id, kind: row.kind, to: row.recipient }, "Email skipped: too late to be of use");
    return "skipped";
  }
  try {
    const attachments: Attachment[] = [];
    for (const a of row.attachments) {
      if (!a.generated) attachments.push(a);
      else if (deps.makeAttachment)
        attachments.push({ ...a, content: await deps.makeAttachment(a.generated) });
      else throw new DeliveryError(`no maker for the attachment ${a.generated.kind}`, false);
    }
    await deps.transport.deliver({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments,
      createdAt: new Date(row.created_at),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || attempt.last) {
      await finish(deps.db, id, "failed", reason);
      deps.log.error(
        { id, kind: row.kind, to: row.recipient, err: reason },
        permanent ? "Email rejected; not retrying" : "Email could not be delivered; giving up",
      );
      return "failed";
    }
    await deps.db.execute(
      sql`update email_outbox set claimed_until = null, last_error = ${reason} where id = ${id}`,
    );
    deps.log.warn(
      { id, kind: row.kind, to: row.recipient, err: reason },
      "Email delivery failed; will retry",
    );
    throw error;
  }
  await deps.db.execute(sql`update email_outbox
    set status = 'sent', sent_at = now(), claimed_until = null, last_error = null,
      text = case when secret then '[removed after delivery]' else text end,
      html = case when secret then '[removed after delivery]' else html end
    where id = ${id}`);
  return "sent";
}

async function finish(db: Database, id: string, status: OutboxStatus, reason: string) {
  await db.execute(
    sql`update email_outbox set status = ${status}, claimed_until = null, last_error = ${reason} where id = ${id}`,
  );
}
