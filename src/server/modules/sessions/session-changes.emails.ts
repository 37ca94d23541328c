import { SEAT_HOLDING_STATUSES } from "@contract/payments";
import { and, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config";
import { bookings, payments, sessions } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import type { EventOf } from "../../lib/events";
import { type Words, wordsFor } from "../../lib/i18n";
import type { Subscriber, UnitOfWork } from "../../lib/unit-of-work";
import { bookingFacts } from "../bookings/booking-facts";
import { bookingInvitation, invitationAttachment } from "../bookings/booking-invitation";
import type { Outbox } from "../outbox/outbox";

/**
 * The emails of a session's change (docs/product.md §10.14), recorded in the transaction of the
 * change: on a reschedule, every student holding a seat hears the old and the new time, that they
 * may cancel with a full refund until the new start, and the way in (the dashboard); a student whose
 * payment is approved gets the updated calendar invitation (METHOD:REQUEST, the booking's UID, the
 * raised SEQUENCE), which moves the event already in their calendar.
 */
export function sessionChangeEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "session change emails",
    async inTransaction(uow, event) {
      if (event.type === "session.rescheduled") await rescheduledEmails(deps, uow, event);
    },
  };
}

const whenFor = ({ t, date, time }: Words, startsAt: Date, minutes: number) =>
  t("common.whenFor", { date: date(startsAt), time: time(startsAt), minutes });

async function rescheduledEmails(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"session.rescheduled">,
) {
  const [session] = await uow.tx
    .select({ sequence: sessions.calendarSequence })
    .from(sessions)
    .where(eq(sessions.id, event.sessionId));
  if (!session) return;
  const holding = await uow.tx
    .select({ paymentId: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(eq(bookings.sessionId, event.sessionId), inArray(payments.status, [...SEAT_HOLDING_STATUSES])),
    );
  for (const { paymentId, status } of holding) {
    const facts = await bookingFacts(uow.tx, paymentId);
    if (!facts) continue;
    const words = wordsFor(facts.student.language);
    const { t } = words;
    const { session: now } = facts;
    const invited = status === "paid";
    const after = whenFor(words, now.startsAt, now.durationMinutes);
    const { html, text } = renderEmail(
      {
        preheader: t("rescheduled.preheader", { title: now.title, when: after }),
        heading: t("rescheduled.heading"),
        paragraphs: [
          t("common.greeting", { name: facts.student.name }),
          t("rescheduled.moved", {
            title: now.title,
            mentor: now.mentorName,
            before: whenFor(words, event.previousStartsAt, event.previousDurationMinutes),
            after,
          }),
          invited ? t("rescheduled.invitation") : t("rescheduled.pending"),
          t("rescheduled.cancel", { amount: words.rupees(facts.amount) }),
        ],
        action: {
          label: t("common.openDashboard"),
          url: new URL("/student-dashboard", deps.config.publicUrl).toString(),
        },
        footnote: t("rescheduled.footnote"),
      },
      words,
    );
    await deps.outbox.record(uow, {
      kind: "session-rescheduled",
      // One email per booking and change: the SEQUENCE counts the changes.
      dedupeKey: `session-rescheduled:${paymentId}:${session.sequence}`,
      to: facts.student.email,
      subject: t("rescheduled.subject", {
        title: now.title,
        date: words.date(now.startsAt),
        time: words.time(now.startsAt),
      }),
      html,
      text,
      attachments: invited
        ? [invitationAttachment(bookingInvitation(deps.config, facts, "REQUEST", words), "REQUEST")]
        : undefined,
      sessionId: event.sessionId,
      paymentId,
    });
  }
}
