import type { Config } from "../../config";
import { renderEmail } from "../../lib/email-layout";
import { type Words, wordsFor } from "../../lib/i18n";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox/outbox";
import { type BookingFacts, bookingFacts } from "./booking-facts";
import { bookingInvitation, invitationAttachment } from "./booking-invitation";

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

export function paymentApprovedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
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
    attachments: [invitationAttachment(ics, "REQUEST")],
  };
}

export function paymentDisapprovedEmail(config: Config, facts: BookingFacts): OutgoingEmail {
  const { session } = facts;
  const words = wordsFor(facts.student.language);
  const { t } = words;
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
