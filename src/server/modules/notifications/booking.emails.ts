import { isDisapprovalReasonCode, type PaymentStatus } from "@contract/payments";
import type { Config } from "../../config";
import { renderEmail } from "../../lib/email-layout";
import { type Words, wordsFor } from "../../lib/i18n";
import type { Attachment, OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import {
  type BookingFacts,
  bookingFacts,
  bookingInvitation,
  cancellationFacts,
  invitationAttachment,
} from "../bookings";
import type { Outbox } from "../outbox";
import { standingReceiptOf } from "../receipts";

/**
 * The emails of a booking's life, recorded in the transaction of the change (docs/decisions/009):
 * received (payment verification pending), approved (with the calendar invitation), disapproved.
 */
export function bookingEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "booking emails",
    async inTransaction(uow, event) {
      // A student's own cancellation (docs/product.md §10.13): the outcome, and the calendar's CANCEL.
      if (event.type === "booking.cancelled") {
        const facts = await bookingFacts(uow.tx, event.paymentId);
        if (!facts) return;
        const extra = await cancellationFacts(uow.tx, event.bookingId, uow.now);
        await deps.outbox.record(uow, {
          ...bookingCancelledEmail(deps.config, facts, { from: event.from, to: event.to, ...extra }),
          kind: "booking-cancelled",
          sessionId: facts.session.id,
          paymentId: facts.paymentId,
        });
        return;
      }
      let compose: ((config: Config, facts: BookingFacts, reason?: string) => OutgoingEmail) | undefined;
      let kind = "";
      if (event.type === "booking.created") {
        compose = bookingReceivedEmail;
        kind = "booking-received";
      } else if (event.type === "payment.decided" && event.to === "paid") {
        // Composed below with the receipt, once it is known to be no free booking.
        compose = (config, facts) => paymentApprovedEmail(config, facts);
        kind = "payment-approved";
      } else if (event.type === "payment.decided" && event.to === "failed") {
        compose = paymentDisapprovedEmail;
        kind = "payment-disapproved";
      }
      if (!compose || !("paymentId" in event)) return;
      const facts = await bookingFacts(uow.tx, event.paymentId);
      if (!facts) return;
      // A free session's booking is confirmed at once (docs/product.md §2.11): no "verification
      // pending" email, and its confirmation speaks of no payment.
      if (facts.amount === 0 && kind === "booking-received") return;
      // A gateway payment is confirmed with the booking (docs/decisions/026): nothing to wait for.
      if (facts.method === "gateway" && kind === "booking-received") return;
      if (facts.amount === 0 && kind === "payment-approved") {
        compose = freeBookedEmail;
        kind = "free-booked";
      }
      const email =
        kind === "payment-approved"
          ? // The receipt issued in this transaction (docs/decisions/027), made into a PDF at delivery.
            paymentApprovedEmail(deps.config, facts, await standingReceiptOf(uow.tx, facts.paymentId))
          : compose(deps.config, facts, event.type === "payment.decided" ? event.reason : undefined);
      await deps.outbox.record(uow, {
        ...email,
        kind,
        sessionId: facts.session.id,
        paymentId: facts.paymentId,
      });
    },
  };
}

/** A receipt (or tax invoice) standing for the payment: its id and number. */
type StandingReceipt = { id: string; number: string; taxInvoice: boolean };

/** The receipt's PDF, named after its number (`receipt-TCR-2627-000001.pdf`). */
const receiptAttachment = (facts: BookingFacts, receipt: StandingReceipt): Attachment => ({
  filename: wordsFor(facts.student.language).t("receipt.attachmentName", {
    number: receipt.number.replace(/\//g, "-"),
  }),
  contentType: "application/pdf",
  content: "",
  generated: { kind: "receipt-pdf", id: receipt.id },
});

const when = ({ t, date, time }: Words, s: BookingFacts["session"]) =>
  t("common.whenFor", { date: date(s.startsAt), time: time(s.startsAt), minutes: s.durationMinutes });
const link = (config: Pick<Config, "publicUrl">, path: string) => new URL(path, config.publicUrl).toString();

export function bookingReceivedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
  const { html, text } = renderEmail(
    {
      preheader: t("bookingReceived.preheader", { title: session.title }),
      heading: t("bookingReceived.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.student.name }),
        t("bookingReceived.held", {
          title: session.title,
          mentor: session.mentorName,
          when: when(words, session),
        }),
        t("bookingReceived.proof", { amount: words.rupees(facts.amount), reference: facts.reference }),
        t("bookingReceived.follow"),
      ],
      action: { label: t("common.openDashboard"), url: link(config, "/student-dashboard") },
      footnote: t("bookingReceived.footnote"),
    },
    words,
  );
  return {
    to: facts.student.email,
    subject: t("bookingReceived.subject", { title: session.title }),
    html,
    text,
  };
}

/**
 * The approval: booked, how to join, the calendar invitation attached and, when one was issued
 * (docs/decisions/027), the receipt's PDF, which the text names so that nobody misses it.
 */
export function paymentApprovedEmail(
  config: Config,
  facts: BookingFacts,
  receipt?: StandingReceipt | null,
): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
  const joinUrl = link(config, `/live-session/${encodeURIComponent(session.id)}`);
  const { html, text } = renderEmail(
    {
      preheader: t("paymentApproved.preheader", { title: session.title, date: words.date(session.startsAt) }),
      heading: t("paymentApproved.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.student.name }),
        t("paymentApproved.verified", {
          amount: words.rupees(facts.amount),
          reference: facts.reference,
          title: session.title,
          mentor: session.mentorName,
          when: when(words, session),
        }),
        t("paymentApproved.join"),
        ...(receipt
          ? [
              t(
                receipt.taxInvoice ? "paymentApproved.taxInvoiceAttached" : "paymentApproved.receiptAttached",
                {
                  number: receipt.number,
                },
              ),
            ]
          : []),
      ],
      action: { label: t("paymentApproved.action"), url: joinUrl },
      footnote: t("paymentApproved.footnote"),
    },
    words,
  );
  const ics = bookingInvitation(config, facts, "REQUEST", words);
  return {
    to: facts.student.email,
    subject: t("paymentApproved.subject", { title: session.title }),
    html,
    text,
    attachments: [
      invitationAttachment(ics, "REQUEST"),
      ...(receipt ? [receiptAttachment(facts, receipt)] : []),
    ],
  };
}

/** A free session booked: confirmed at once, with the calendar invitation; nothing was paid. */
export function freeBookedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
  const joinUrl = link(config, `/live-session/${encodeURIComponent(session.id)}`);
  const { html, text } = renderEmail(
    {
      preheader: t("freeBooked.preheader", { title: session.title, date: words.date(session.startsAt) }),
      heading: t("freeBooked.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.student.name }),
        t("freeBooked.booked", {
          title: session.title,
          mentor: session.mentorName,
          when: when(words, session),
        }),
        t("paymentApproved.join"),
      ],
      action: { label: t("paymentApproved.action"), url: joinUrl },
      footnote: t("freeBooked.footnote"),
    },
    words,
  );
  const ics = bookingInvitation(config, facts, "REQUEST", words);
  return {
    to: facts.student.email,
    subject: t("freeBooked.subject", { title: session.title }),
    html,
    text,
    attachments: [invitationAttachment(ics, "REQUEST")],
  };
}

/**
 * The disapproval, quoting the admin's reason in the student's language: a reason code
 * (DISAPPROVAL_REASON_CODES) in its translated words, free text as the admin wrote it.
 */
export function paymentDisapprovedEmail(config: Config, facts: BookingFacts, reason?: string): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
  const quoted = reason
    ? t("disapprovalReason.quoted", {
        reason: isDisapprovalReasonCode(reason) ? t(`disapprovalReason.${reason}`) : reason,
      })
    : undefined;
  const { html, text } = renderEmail(
    {
      preheader: t("paymentDisapproved.preheader", { title: session.title }),
      heading: t("paymentDisapproved.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.student.name }),
        t("paymentDisapproved.notMatched", {
          amount: words.rupees(facts.amount),
          title: session.title,
          reference: facts.reference,
        }),
        ...(quoted ? [quoted] : []),
        t("paymentDisapproved.ifPaid"),
      ],
      action: {
        label: t("paymentDisapproved.action"),
        url: link(config, `/payment/${encodeURIComponent(session.id)}`),
      },
      footnote: t("paymentDisapproved.footnote"),
    },
    words,
  );
  return {
    to: facts.student.email,
    subject: t("paymentDisapproved.subject", { title: session.title }),
    html,
    text,
  };
}

/**
 * A student cancelled their booking (docs/product.md §10.13): what was cancelled and, plainly, the
 * money: "₹X will be refunded to <UPI id>" (without a refund UPI id, a request to add one in the
 * profile) or no refund because it was within 24 hours of the start. A free booking paid nothing, so
 * its email says nothing of money: the seat is freed, and that is all. A booking whose payment had
 * been approved had the calendar invitation, so its CANCEL is attached: the booking's UID with
 * SEQUENCE one above the session's (RFC 5546: a CANCEL carries a SEQUENCE at least the last
 * REQUEST's; the session's own sequence is left alone, the other bookings did not change).
 */
export function bookingCancelledEmail(
  config: Config,
  facts: BookingFacts,
  cancellation: {
    from: PaymentStatus;
    to: PaymentStatus;
    refundUpiId: string | null;
    thanksToReschedule: boolean;
  },
): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
  const amount = words.rupees(facts.amount);
  const free = facts.amount === 0;
  const refunded = cancellation.to === "refund_due";
  const sendsCancel = cancellation.from === "paid";
  const money = free
    ? []
    : refunded
      ? [
          ...(cancellation.thanksToReschedule ? [t("bookingCancelled.rescheduled")] : []),
          cancellation.refundUpiId
            ? t("bookingCancelled.refundTo", { amount, upi: cancellation.refundUpiId })
            : t("bookingCancelled.refundNoUpi", { amount }),
        ]
      : [t("bookingCancelled.noRefund", { amount })];
  const preheader = free
    ? "bookingCancelled.preheaderFree"
    : refunded
      ? "bookingCancelled.preheaderRefund"
      : "bookingCancelled.preheaderNoRefund";
  const { html, text } = renderEmail(
    {
      preheader: t(preheader, { title: session.title, amount }),
      heading: t("bookingCancelled.heading"),
      paragraphs: [
        t("common.greeting", { name: facts.student.name }),
        t("bookingCancelled.cancelled", {
          title: session.title,
          mentor: session.mentorName,
          when: when(words, session),
        }),
        ...money,
        ...(sendsCancel ? [t("bookingCancelled.calendar")] : []),
      ],
      action: { label: t("common.openDashboard"), url: link(config, "/student-dashboard") },
      footnote: t("bookingCancelled.footnote"),
    },
    words,
  );
  const attachments = sendsCancel
    ? [
        invitationAttachment(
          bookingInvitation(
            config,
            { ...facts, session: { ...session, calendarSequence: session.calendarSequence + 1 } },
            "CANCEL",
            words,
          ),
          "CANCEL",
        ),
      ]
    : [];
  return {
    to: facts.student.email,
    subject: t("bookingCancelled.subject", { title: session.title }),
    html,
    text,
    attachments,
  };
}
