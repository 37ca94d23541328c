import { SEAT_HOLDING_STATUSES } from "@contract/bookings";
import { and, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config";
import { bookings, payments, sessions, users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import type { EventOf } from "../../lib/events";
import { type Words, wordsFor } from "../../lib/i18n";
import type { Subscriber, UnitOfWork } from "../../lib/unit-of-work";
import { bookingFacts, bookingInvitation, invitationAttachment } from "../bookings";
import type { Outbox } from "../outbox";

/**
 * The emails of a session's change (docs/product.md §10.14), recorded in the transaction of the
 * change: on a reschedule, every student holding a seat hears the old and the new time, that they
 * may cancel with a full refund until the new start, and the way in (the dashboard); a student whose
 * payment is approved gets the updated calendar invitation (METHOD:REQUEST, the booking's UID, the
 * raised SEQUENCE), which moves the event already in their calendar. A new title alone sends approved
 * students the invitation again (same UID, raised SEQUENCE) with a short email; a change of the
 * description, subjects or seats emails no student. Any change an admin makes is emailed to the
 * session's mentor, in their language (docs/decisions/014).
 */
export function sessionChangeEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "session change emails",
    async inTransaction(uow, event) {
      if (event.type === "session.rescheduled") {
        await rescheduledEmails(deps, uow, event);
        await adminChangeEmail(deps, uow, event, {
          before: { startsAt: event.previousStartsAt, durationMinutes: event.previousDurationMinutes },
        });
      } else if (event.type === "session.edited" && !event.rescheduled) {
        // With a reschedule, its own event tells everyone (the new title included).
        if (event.previousTitle !== undefined)
          await retitledEmails(deps, uow, event.sessionId, event.previousTitle);
        await adminChangeEmail(deps, uow, event, {});
      }
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

/** Approved students' calendars follow a new title: the invitation again, with a short email. */
async function retitledEmails(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  sessionId: string,
  previousTitle: string,
) {
  const approved = await uow.tx
    .select({ paymentId: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(bookings.sessionId, sessionId), eq(payments.status, "paid")));
  for (const { paymentId } of approved) {
    const facts = await bookingFacts(uow.tx, paymentId);
    if (!facts) continue;
    const words = wordsFor(facts.student.language);
    const { t } = words;
    const { session } = facts;
    const { html, text } = renderEmail(
      {
        preheader: t("retitled.preheader", { title: session.title, date: words.date(session.startsAt) }),
        heading: t("retitled.heading"),
        paragraphs: [
          t("common.greeting", { name: facts.student.name }),
          t("retitled.renamed", {
            title: session.title,
            previous: previousTitle,
            mentor: session.mentorName,
            when: whenFor(words, session.startsAt, session.durationMinutes),
          }),
          t("retitled.invitation"),
        ],
        action: {
          label: t("common.openDashboard"),
          url: new URL("/student-dashboard", deps.config.publicUrl).toString(),
        },
        footnote: t("retitled.footnote"),
      },
      words,
    );
    await deps.outbox.record(uow, {
      kind: "session-retitled",
      dedupeKey: `session-retitled:${paymentId}:${session.calendarSequence}`,
      to: facts.student.email,
      subject: t("retitled.subject", { title: session.title }),
      html,
      text,
      attachments: [invitationAttachment(bookingInvitation(deps.config, facts, "REQUEST", words), "REQUEST")],
      sessionId,
      paymentId,
    });
  }
}

/**
 * The mentor hears of a change an admin made to their session (a change they made themself needs no
 * email): the old and the new time of a reschedule, the new title, or that the details changed.
 */
async function adminChangeEmail(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: { sessionId: string; by?: string; previousTitle?: string },
  change: { before?: { startsAt: Date; durationMinutes: number } },
) {
  if (event.by === undefined) return;
  const [session] = await uow.tx
    .select({
      title: sessions.title,
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      mentorId: sessions.mentorId,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(eq(sessions.id, event.sessionId));
  if (!session || session.mentorId === event.by) return;
  const words = wordsFor(session.language);
  const { t } = words;
  const after = whenFor(words, session.startsAt, session.durationMinutes);
  const { before } = change;
  const paragraphs = [t("common.greeting", { name: session.name })];
  if (before) {
    paragraphs.push(
      t("adminChanged.moved", {
        title: session.title,
        before: whenFor(words, before.startsAt, before.durationMinutes),
        after,
      }),
    );
  }
  const titles = { title: session.title, previous: event.previousTitle ?? "" };
  if (event.previousTitle !== undefined) {
    paragraphs.push(
      before ? t("adminChanged.renamed", titles) : t("adminChanged.retitled", { ...titles, when: after }),
    );
  } else if (!before) {
    paragraphs.push(t("adminChanged.details", { title: session.title, when: after }));
  }
  if (before) paragraphs.push(t("adminChanged.toldMoved"));
  else if (event.previousTitle !== undefined) paragraphs.push(t("adminChanged.toldTitle"));
  paragraphs.push(t("adminChanged.tellUs"));
  const { html, text } = renderEmail(
    {
      preheader: t("adminChanged.preheader", { title: session.title }),
      heading: t("adminChanged.heading"),
      paragraphs,
      action: {
        label: t("common.openDashboard"),
        url: new URL("/mentor-dashboard", deps.config.publicUrl).toString(),
      },
    },
    words,
  );
  await deps.outbox.record(uow, {
    kind: "session-changed-by-admin",
    to: session.email,
    subject: t("adminChanged.subject", { title: session.title }),
    html,
    text,
    sessionId: event.sessionId,
  });
}
