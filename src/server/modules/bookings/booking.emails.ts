import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import type { Config } from "../../config";
import { renderEmail } from "../../lib/email-layout";
import { calendarInvitation } from "../../lib/ics";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox/outbox";
import { type BookingFacts, bookingFacts } from "./booking-facts";

/**
 * The emails of a booking's life, recorded in the transaction of the change (docs/decisions/009):
 * received (payment verification pending), approved (with the calendar invitation), disapproved.
 */
export function bookingEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "booking emails",
    async inTransaction(uow, event) {
      let compose: ((config: Config, facts: BookingFacts) => OutgoingEmail) | undefined;
      let kind = "";
      if (event.type === "booking.created") {
        compose = bookingReceivedEmail;
        kind = "booking-received";
      } else if (event.type === "payment.decided" && event.to === "paid") {
        compose = paymentApprovedEmail;
        kind = "payment-approved";
      } else if (event.type === "payment.decided" && event.to === "failed") {
        compose = paymentDisapprovedEmail;
        kind = "payment-disapproved";
      }
      if (!compose || !("paymentId" in event)) return;
      const facts = await bookingFacts(uow.tx, event.paymentId);
      if (!facts) return;
      await deps.outbox.record(uow, {
        ...compose(deps.config, facts),
        kind,
        sessionId: facts.session.id,
        paymentId: facts.paymentId,
      });
    },
  };
}

const when = (s: BookingFacts["session"]) =>
  `${formatIstDate(s.startsAt)} at ${formatIstTime(s.startsAt)} IST (${s.durationMinutes} minutes)`;
const link = (config: Pick<Config, "publicUrl">, path: string) => new URL(path, config.publicUrl).toString();

export function bookingReceivedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
  const { session } = facts;
  const { html, text } = renderEmail({
    preheader: `We have your payment proof for ${session.title}. An admin verifies it shortly.`,
    heading: "Booking received: payment verification pending",
    paragraphs: [
      `Hi ${facts.student.name},`,
      `Your seat in "${session.title}" with ${session.mentorName} on ${when(session)} is held for you.`,
      `We received your proof of payment of ${formatRupees(facts.amount)} (booking reference ${facts.reference}). An admin checks it against our UPI account, usually within a few hours; we email you as soon as it is verified, with the link to join.`,
      "You can follow the status on your dashboard.",
    ],
    action: { label: "Open my dashboard", url: link(config, "/student-dashboard") },
    footnote:
      "If the payment is not found, the booking is cancelled and the seat released; you can then book again with a new proof.",
  });
  return {
    to: facts.student.email,
    subject: `Booking received: ${session.title} (payment verification pending)`,
    html,
    text,
  };
}

export function paymentApprovedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
  const { session } = facts;
  const joinUrl = link(config, `/live-session/${encodeURIComponent(session.id)}`);
  const { html, text } = renderEmail({
    preheader: `You're booked for ${session.title} on ${formatIstDate(session.startsAt)}.`,
    heading: "Payment verified: you're booked",
    paragraphs: [
      `Hi ${facts.student.name},`,
      `Your payment of ${formatRupees(facts.amount)} (booking reference ${facts.reference}) is verified. You're booked for "${session.title}" with ${session.mentorName} on ${when(session)}.`,
      "Join from the link below when the session goes live; your mentor opens the room a few minutes before the start. The attached invitation adds it to your calendar.",
    ],
    action: { label: "Join the live session", url: joinUrl },
    footnote: "Need to cancel? Refunds are possible up to 24 hours before the session: reply to this email.",
  });
  const ics = calendarInvitation({
    uid: `${facts.bookingId}@toppers-connect`,
    start: session.startsAt,
    durationMinutes: session.durationMinutes,
    summary: `${session.title} with ${session.mentorName} (Toppers Connect)`,
    description: `Live mentoring session on Toppers Connect. Join: ${joinUrl}`,
    url: joinUrl,
  });
  return {
    to: facts.student.email,
    subject: `Payment verified: you're booked for ${session.title}`,
    html,
    text,
    attachments: [{ filename: "session.ics", content: ics, contentType: "text/calendar; charset=utf-8" }],
  };
}

export function paymentDisapprovedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
  const { session } = facts;
  const { html, text } = renderEmail({
    preheader: `We could not verify your payment for ${session.title}.`,
    heading: "We could not verify your payment",
    paragraphs: [
      `Hi ${facts.student.name},`,
      `We could not match your payment of ${formatRupees(facts.amount)} for "${session.title}" (booking reference ${facts.reference}) with a payment received in our UPI account, so the booking is cancelled and the seat released.`,
      "If you did pay, book the session again with a clear screenshot of the payment and its 12-digit UPI transaction reference (UTR), or reply to this email with them and we will look again.",
    ],
    action: { label: "See the session", url: link(config, `/payment/${encodeURIComponent(session.id)}`) },
    footnote: "Money debited but not received by us is usually reversed by your bank within 48 hours.",
  });
  return { to: facts.student.email, subject: `Payment not verified: ${session.title}`, html, text };
}
