import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { payouts, users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { wordsFor } from "../../lib/i18n";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox";

export interface PayoutEmailFacts {
  mentor: { name: string; email: string; language: "en" | "hi" };
  amount: number;
  utr: string;
  paidOn: string;
  upiId: string | null;
}

/**
 * The mentor's email when an admin records a payout (docs/decisions/021), recorded in the
 * transaction that records the payout, in the mentor's language.
 */
export function payoutEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "payout emails",
    async inTransaction(uow, event) {
      if (event.type !== "payout.recorded") return;
      const [row] = await uow.tx
        .select({
          name: users.name,
          email: users.email,
          language: users.language,
          amount: payouts.amount,
          utr: payouts.utr,
          paidOn: payouts.paidOn,
          upiId: payouts.upiId,
        })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.mentorId))
        .where(eq(payouts.id, event.payoutId));
      if (!row) return;
      await deps.outbox.record(uow, {
        ...payoutRecordedEmail(deps.config, {
          mentor: { name: row.name, email: row.email, language: row.language },
          amount: row.amount,
          utr: row.utr,
          paidOn: row.paidOn,
          upiId: row.upiId,
        }),
        kind: "payout-recorded",
      });
    },
  };
}

export function payoutRecordedEmail(config: Config, facts: PayoutEmailFacts): OutgoingEmail {
  const words = wordsFor(facts.mentor.language);
  const { t } = words;
  const amount = words.rupees(facts.amount);
  // The IST calendar day, shown like every other date (noon IST is that day in every reading).
  const date = words.date(new Date(`${facts.paidOn}T12:00:00+05:30`));
  const { html, text } = renderEmail(
    {
      preheader: t("payoutRecorded.preheader", { amount }),
      heading: t("payoutRecorded.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.mentor.name }),
        facts.upiId
          ? t("payoutRecorded.paidTo", { amount, date, upiId: facts.upiId })
          : t("payoutRecorded.paid", { amount, date }),
        t("payoutRecorded.utr", { utr: facts.utr }),
        t("payoutRecorded.notReceived"),
      ],
      action: {
        label: t("payoutRecorded.action"),
        url: new URL("/mentor-dashboard#earnings", config.publicUrl).toString(),
      },
      footnote: t("payoutRecorded.footnote"),
    },
    words,
  );
  return {
    to: facts.mentor.email,
    subject: t("payoutRecorded.subject", { amount }),
    html,
    text,
  };
}
