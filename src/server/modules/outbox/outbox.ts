import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { emailOutbox, type OutboxAttachment } from "../../db/schema";
import type { JobEngine } from "../../jobs/engine";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Tx, UnitOfWork } from "../../lib/unit-of-work";

/**
 * The transactional outbox (docs/decisions/009). An email is recorded in the transaction of the
 * change that causes it: if the change commits, the email exists; if it rolls back, so does the
 * email. After the commit a delivery job is sent for it; if the process dies before that, the
 * outbox sweep sends the job instead. Nothing acknowledged is lost.
 */

export const EMAIL_DELIVER_QUEUE = "email-deliver";

export interface EmailToRecord extends OutgoingEmail {
  /** What the email is: booking-received, reminder-24h... */
  kind: string;
  /** An email with a key is recorded at most once, ever (a reminder per session and person). */
  dedupeKey?: string;
  sessionId?: string;
  paymentId?: string;
  /** Not delivered after this instant (a reminder after its session's start). */
  staleAfter?: Date;
  /** The body signs someone in (reset and invitation links): blanked once delivered. */
  secret?: boolean;
}

export interface Outbox {
  /** Records the email in the unit of work's transaction; null when its dedupe key was used already. */
  record(uow: UnitOfWork, email: EmailToRecord): Promise<string | null>;
  /** Sends the delivery job of a recorded email (after its transaction committed). */
  dispatch(id: string): Promise<void>;
}

export const newOutboxId = () => randomBytes(12).toString("hex");

export function createOutbox(deps: { jobs: JobEngine }): Outbox {
  const outbox: Outbox = {
    async record(uow, email) {
      const id = newOutboxId();
      const attachments: OutboxAttachment[] = (email.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: typeof a.content === "string" ? a.content : a.content.toString("utf8"),
        ...(a.generated ? { generated: a.generated } : {}),
      }));
      const inserted = await uow.tx
        .insert(emailOutbox)
        .values({
          id,
          kind: email.kind,
          dedupeKey: email.dedupeKey ?? null,
          recipient: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments,
          sessionId: email.sessionId ?? null,
          paymentId: email.paymentId ?? null,
          staleAfter: email.staleAfter ?? null,
          secret: email.secret ?? false,
        })
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id });
      if (inserted.length === 0) return null;
      uow.afterCommit(() => outbox.dispatch(id));
      return id;
    },
    async dispatch(id) {
      // Without a running engine (a command-line tool), the server's sweep sends the job later.
      if (!deps.jobs.started) return;
      await deps.jobs.send(EMAIL_DELIVER_QUEUE, { id }, { singletonKey: id });
    },
  };
  return outbox;
}

/**
 * Emails recorded and not yet delivered that no delivery job will take: their job was never sent
 * (the process died right after the commit), or it ended without delivering (killed mid-way, out of
 * retries while another worker held the email). Oldest first: what the sweep sends jobs for. Emails
 * waiting for a retry keep their job and its backoff. (pg-boss's own table: one indexed look per
 * email left undelivered, which is a handful.)
 */
export async function undeliveredEmails(db: Database, olderThanSeconds: number, limit: number) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select o.id from email_outbox o
    where o.status = 'pending'
      and (o.claimed_until is null or o.claimed_until < now())
      and o.created_at < now() - make_interval(secs => ${olderThanSeconds})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${EMAIL_DELIVER_QUEUE} and j.singleton_key = o.id
          and j.state in ('created', 'retry', 'active')
      )
    order by o.created_at limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** How long the oldest undelivered email has waited, in seconds (0 when none). */
export async function oldestUndeliveredSeconds(db: Database): Promise<number> {
  const [row] = await rowsOf<{ seconds: unknown }>(
    db,
    sql`select coalesce(extract(epoch from now() - min(created_at)), 0)::int as seconds
      from email_outbox where status = 'pending'`,
  );
  return Number(row?.seconds ?? 0);
}

/**
 * At the start of the only process of an embedded database: deliveries its killed predecessor had
 * claimed are let go at once (they are retried as the same messages) instead of after their claim.
 */
export async function releaseClaims(db: Database): Promise<void> {
  await db.execute(sql`update email_outbox set claimed_until = null where status = 'pending'`);
}

/**
 * Reminders recorded but not yet delivered that no longer make sense (their session was cancelled,
 * their payment disapproved) are dropped, in the transaction of that change.
 */
export async function dropPendingReminders(
  tx: Tx,
  about: { sessionId: string } | { paymentId: string },
  why: string,
): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ status: "skipped", lastError: why })
    .where(
      and(
        "sessionId" in about
          ? eq(emailOutbox.sessionId, about.sessionId)
          : eq(emailOutbox.paymentId, about.paymentId),
        eq(emailOutbox.status, "pending"),
        sql`${emailOutbox.kind} like 'reminder-%'`,
      ),
    );
}
