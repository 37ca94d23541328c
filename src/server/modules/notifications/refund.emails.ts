import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { bookings, payments, studentProfiles } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { wordsFor } from "../../lib/i18n";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import { type BookingFacts, bookingFacts } from "../bookings";
import type { Outbox } from "../outbox";

/** What the refund email states beside the booking's facts. */
export interface RefundFacts {
  refundUtr: string;
  refundedAt: Date;
  /** The UPI id the student gave for refunds, if any. */
  refundUpiId: string | null;
}

/**
 * The student's email when an admin has paid their refund back (docs/product.md §10.15), recorded
 * in the transaction that marks the payment refunded, in the student's language.
 */
export function refundEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "refund emails",
    async inTransaction(uow, event) {
      if (event.type !== "refund.paid") return;
      const facts = await bookingFacts(uow.tx, event.paymentId);
      if (!facts) return;
      const [refund] = await uow.tx
        .select({
          refundUtr: payments.refundUtr,
          refundedAt: payments.refundedAt,
          refundUpiId: studentProfiles.refundUpiId,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
        .where(eq(payments.id, event.paymentId));
      if (!refund?.refundUtr || !refund.refundedAt) return;
      await deps.outbox.record(uow, {
        ...refundPaidEmail(deps.config, facts, {
          refundUtr: refund.refundUtr,
          refundedAt: refund.refundedAt,
          refundUpiId: refund.refundUpiId ?? null,
        }),
        kind: "refund-paid",
        sessionId: facts.session.id,
        paymentId: facts.paymentId,
      });
    },
  };
}

export function refundPaidEmail(config: Config, facts: BookingFacts, refund: RefundFacts): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
  const amount = words.rupees(facts.amount);
  const { html, text } = renderEmail(
    {
      preheader: t("refundPaid.preheader", { amount, title: session.title }),
      heading: t("refundPaid.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.student.name }),
        refund.refundUpiId
          ? t("refundPaid.paidTo", {
              amount,
              title: session.title,
              date: words.date(refund.refundedAt),
              upiId: refund.refundUpiId,
            })
          : t("refundPaid.paid", { amount, title: session.title, date: words.date(refund.refundedAt) }),
        t("refundPaid.utr", { utr: refund.refundUtr }),
        t("refundPaid.notReceived"),
      ],
      action: {
        label: t("common.openDashboard"),
        url: new URL("/student-dashboard", config.publicUrl).toString(),
      },
      footnote: t("refundPaid.footnote"),
    },
    words,
  );
  return {
    to: facts.student.email,
    subject: t("refundPaid.subject", { amount, title: session.title }),
    html,
    text,
  };
}
