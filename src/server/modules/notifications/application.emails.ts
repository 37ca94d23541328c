import { and, count, eq, gt, sql } from "drizzle-orm";
import { emailOutbox, mentorApplications } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { wordsFor } from "../../lib/i18n";
import type { Subscriber } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox";

/** At most this many confirmations go to one address in 24 hours (anyone can type any address). */
export const CONFIRMATIONS_PER_DAY = 3;

/**
 * The applicant's confirmation. The form is public, so anyone can make the product write to any
 * address: the email quotes nothing the applicant typed (not even the name), and an address gets
 * at most CONFIRMATIONS_PER_DAY of them a day. The application itself is always stored.
 */
export function applicationEmails(deps: { outbox: Outbox }): Subscriber {
  return {
    name: "application emails",
    async inTransaction(uow, event) {
      if (event.type !== "application.submitted") return;
      const [application] = await uow.tx
        .select({ email: mentorApplications.email })
        .from(mentorApplications)
        .where(eq(mentorApplications.id, event.applicationId));
      if (!application) return;
      const to = application.email.toLowerCase();
      // Applications to one address take turns here, so that two at once cannot both pass the count.
      await uow.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-confirmation:${to}`}))`);
      const [sent] = await uow.tx
        .select({ n: count() })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.kind, "application-received"),
            eq(emailOutbox.recipient, to),
            // The database's own clock, like the outbox's created_at: a limit on mail, not a rule of time.
            gt(emailOutbox.createdAt, sql`now() - interval '1 day'`),
          ),
        );
      if ((sent?.n ?? 0) >= CONFIRMATIONS_PER_DAY) return;
      const words = wordsFor(event.language);
      const { t } = words;
      const { html, text } = renderEmail(
        {
          preheader: t("applicationReceived.preheader"),
          heading: t("applicationReceived.heading"),
          paragraphs: [
            t("applicationReceived.hello"),
            t("applicationReceived.received"),
            t("applicationReceived.next"),
          ],
          footnote: t("applicationReceived.footnote"),
        },
        words,
      );
      await deps.outbox.record(uow, {
        kind: "application-received",
        to,
        subject: t("applicationReceived.subject"),
        html,
        text,
      });
    },
  };
}
