import type { Language } from "@contract/i18n";
import { MENTOR_NO_SHOW_REASON, MENTOR_REMOVED_REASON } from "@contract/sessions";
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Config } from "../../config";
import { bookings, payments, sessions, studentProfiles, users } from "../../db/schema";
import { HOUR_MS } from "../../lib/clock";
import { renderEmail } from "../../lib/email-layout";
import type { EventOf, ReminderKind } from "../../lib/events";
import { type Words, wordsFor } from "../../lib/i18n";
import type { Subscriber, Tx, UnitOfWork } from "../../lib/unit-of-work";
import { bookingFacts, bookingInvitation, invitationAttachment } from "../bookings";
import { reminderKey } from "../lifecycle";
import type { Outbox } from "../outbox";

/**
 * The emails of a session's life over time, recorded in the transaction of what caused them:
 * a cancellation (to each student owed a refund, and each whose free booking went with it, quoting
 * the reason, with the calendar cancellation for those whose payment was approved; and to the mentor
 * unless they cancelled it), the reminders 24 hours and 1 hour before the start (to the mentor and
 * every student whose payment is approved, with the dashboard as the way in: a room is never in an
 * email), and the admins' morning digest.
 */
export function lifecycleEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "session lifecycle emails",
    async inTransaction(uow, event) {
      if (event.type === "session.cancelled") await cancellationEmails(deps, uow, event);
      else if (event.type === "session.reminder-due") await reminderEmails(deps, uow, event);
      else if (event.type === "admin.digest-due") await digestEmail(deps, uow, event);
    },
  };
}

const mentors = alias(users, "mentor");

/** The reasons the system gives (src/contract/sessions.ts), by their words in the emails' catalogs. */
const SYSTEM_REASONS: Record<string, "systemReason.mentorNoShow" | "systemReason.mentorRemoved"> = {
  [MENTOR_NO_SHOW_REASON]: "systemReason.mentorNoShow",
  [MENTOR_REMOVED_REASON]: "systemReason.mentorRemoved",
};
const link = (config: Pick<Config, "publicUrl">, path: string) => new URL(path, config.publicUrl).toString();
const when = ({ t, date, time }: Words, startsAt: Date) =>
  t("common.when", { date: date(startsAt), time: time(startsAt) });

async function sessionFacts(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({
      id: sessions.id,
      title: sessions.title,
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      mentorId: sessions.mentorId,
      mentorName: mentors.name,
      mentorEmail: mentors.email,
      mentorLanguage: mentors.language,
    })
    .from(sessions)
    .innerJoin(mentors, eq(mentors.id, sessions.mentorId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

async function cancellationEmails(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"session.cancelled">,
) {
  const session = await sessionFacts(uow.tx, event.sessionId);
  if (!session) return;
  // Those owed a refund and those whose free booking went with it (nothing to refund) are both told.
  const told = [...event.refundDue, ...event.free];
  const free = new Set(event.free);
  const students =
    told.length === 0
      ? []
      : await uow.tx
          .select({
            paymentId: payments.id,
            amount: payments.amount,
            reference: payments.reference,
            name: users.name,
            email: users.email,
            language: users.language,
            refundUpiId: studentProfiles.refundUpiId,
          })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .innerJoin(users, eq(users.id, bookings.studentId))
          .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
          .where(inArray(payments.id, told));
  const bySystem = event.by === null;
  // The system's own reasons (a mentor who never started, a mentor removed) are facts in the
  // reader's language; a person's words are quoted as written.
  const systemReason = SYSTEM_REASONS[event.reason];
  // Who cancelled decides how the reason reads: the system's is a fact, a person's is quoted.
  const cancelledWords =
    bySystem || systemReason
      ? ("cancelledStudent.cancelled" as const)
      : event.by === session.mentorId
        ? ("cancelledStudent.byMentor" as const)
        : ("cancelledStudent.byAdmin" as const);
  const invited = new Set(event.invited ?? []);
  for (const student of students) {
    const words = wordsFor(student.language);
    const { t } = words;
    // A student whose payment was approved holds the calendar invitation: it is cancelled too.
    const facts = invited.has(student.paymentId) ? await bookingFacts(uow.tx, student.paymentId) : null;
    const attachments = facts
      ? [invitationAttachment(bookingInvitation(deps.config, facts, "CANCEL", words), "CANCEL")]
      : undefined;
    // A free booking paid nothing: its email says the session is cancelled and why, not a word of
    // a refund (docs/product.md §10.14).
    const isFree = free.has(student.paymentId);
    const money = isFree
      ? [t("cancelledStudent.sorry"), t("cancelledStudent.meanwhileFree")]
      : [
          t("cancelledStudent.refund", {
            amount: words.rupees(student.amount),
            reference: student.reference,
          }),
          student.refundUpiId
            ? t("cancelledStudent.refundTo", { upi: student.refundUpiId })
            : t("cancelledStudent.askUpi"),
          t("cancelledStudent.meanwhile"),
        ];
    const { html, text } = renderEmail(
      {
        preheader: t(isFree ? "cancelledStudent.preheaderFree" : "cancelledStudent.preheader", {
          title: session.title,
          date: words.date(session.startsAt),
        }),
        heading: t("cancelledStudent.heading"),
        paragraphs: [
          t("common.greeting", { name: student.name }),
          t(cancelledWords, {
            title: session.title,
            mentor: session.mentorName,
            when: when(words, session.startsAt),
            reason: systemReason ? t(systemReason) : event.reason,
          }),
          ...money,
        ],
        action: { label: t("common.openDashboard"), url: link(deps.config, "/student-dashboard") },
        footnote: isFree
          ? undefined
          : student.refundUpiId
            ? t("cancelledStudent.footnote")
            : t("cancelledStudent.footnoteAskUpi"),
      },
      words,
    );
    await deps.outbox.record(uow, {
      kind: "session-cancelled",
      to: student.email,
      subject: t(isFree ? "cancelledStudent.subjectFree" : "cancelledStudent.subject", {
        title: session.title,
      }),
      html,
      text,
      attachments,
      sessionId: session.id,
      paymentId: student.paymentId,
    });
  }
  // The mentor hears of a cancellation they did not make, unless it is their removal: an admin
  // removed them, they can no longer sign in, and their sessions are no longer theirs to run.
  if (event.by === session.mentorId || event.reason === MENTOR_REMOVED_REASON) return;
  const words = wordsFor(session.mentorLanguage);
  const { t } = words;
  const planned = { title: session.title, when: when(words, session.startsAt) };
  const { html, text } = renderEmail(
    {
      preheader: t("cancelledMentor.preheader", { title: session.title, date: words.date(session.startsAt) }),
      heading: t("cancelledMentor.heading"),
      paragraphs: [
        t("common.greeting", { name: session.mentorName }),
        bySystem
          ? t("cancelledMentor.notStarted", planned)
          : t("cancelledMentor.byAdmin", { ...planned, reason: event.reason }),
        event.refundDue.length > 0
          ? t("cancelledMentor.refund", { count: event.refundDue.length })
          : event.free.length > 0
            ? t("cancelledMentor.told", { count: event.free.length })
            : t("cancelledMentor.nobody"),
        t("cancelledMentor.tellUs"),
      ],
      action: { label: t("common.openDashboard"), url: link(deps.config, "/mentor-dashboard") },
    },
    words,
  );
  await deps.outbox.record(uow, {
    kind: "session-cancelled",
    to: session.mentorEmail,
    subject: t("cancelledMentor.subject", { title: session.title }),
    html,
    text,
    sessionId: session.id,
  });
}

const REMINDER_WORDS: Record<ReminderKind, "reminder.in24h" | "reminder.in1h"> = {
  "24h": "reminder.in24h",
  "1h": "reminder.in1h",
};

async function reminderEmails(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"session.reminder-due">,
) {
  const session = await sessionFacts(uow.tx, event.sessionId);
  // The start moved since the sweep looked: the next run reminds for the new time.
  if (!session || session.startsAt.getTime() !== event.startsAt.getTime()) return;
  const students = await uow.tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      paymentId: payments.id,
    })
    .from(bookings)
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, "paid")))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(eq(bookings.sessionId, session.id));
  const remind = async (
    to: { id: string; email: string; language: Language; paymentId?: string },
    email: (words: Words, soon: string) => { preheader: string; paragraphs: string[]; dashboard: string },
  ) => {
    const words = wordsFor(to.language);
    const { t } = words;
    const soon = t(REMINDER_WORDS[event.reminder]);
    const { preheader, paragraphs, dashboard } = email(words, soon);
    const { html, text } = renderEmail(
      {
        preheader,
        heading: t("reminder.heading", { soon }),
        paragraphs,
        action: { label: t("common.openDashboard"), url: link(deps.config, dashboard) },
      },
      words,
    );
    await deps.outbox.record(uow, {
      kind: `reminder-${event.reminder}`,
      dedupeKey: reminderKey(event.reminder, session.id, to.id, session.startsAt),
      to: to.email,
      subject: t("reminder.subject", { title: session.title, soon, time: words.time(session.startsAt) }),
      html,
      text,
      sessionId: session.id,
      paymentId: to.paymentId,
      // Never after the start: a reminder then would only confuse.
      staleAfter: session.startsAt,
    });
  };
  for (const student of students) {
    await remind(student, (words, soon) => ({
      preheader: words.t("reminder.studentPreheader", {
        title: session.title,
        mentor: session.mentorName,
        soon,
      }),
      paragraphs: [
        words.t("common.greeting", { name: student.name }),
        words.t("reminder.studentStarts", {
          title: session.title,
          mentor: session.mentorName,
          when: when(words, session.startsAt),
          minutes: session.durationMinutes,
        }),
        words.t("reminder.studentJoin"),
      ],
      dashboard: "/student-dashboard",
    }));
  }
  const booked = students.length;
  await remind(
    { id: session.mentorId, email: session.mentorEmail, language: session.mentorLanguage },
    (words, soon) => ({
      preheader: words.t("reminder.mentorPreheader", { title: session.title, soon }),
      paragraphs: [
        words.t("common.greeting", { name: session.mentorName }),
        words.t("reminder.mentorStarts", {
          title: session.title,
          when: when(words, session.startsAt),
          minutes: session.durationMinutes,
          booked:
            booked === 0 ? words.t("reminder.noneVerified") : words.t("reminder.booked", { count: booked }),
        }),
        words.t("reminder.mentorStart"),
      ],
      dashboard: "/mentor-dashboard",
    }),
  );
}

async function digestEmail(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"admin.digest-due">,
) {
  const [admin] = await uow.tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, event.adminId));
  if (!admin) return;
  const until = new Date(uow.now.getTime() + 24 * HOUR_MS);
  const pending = await uow.tx
    .select({
      amount: payments.amount,
      reference: payments.reference,
      student: users.name,
      title: sessions.title,
      startsAt: sessions.startsAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(
      and(
        eq(payments.status, "created"),
        eq(sessions.status, "upcoming"),
        sql`${sessions.startsAt} > ${uow.now.toISOString()}::timestamptz`,
        sql`${sessions.startsAt} <= ${until.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sessions.startsAt, payments.createdAt);
  if (pending.length === 0) return;
  const shown = pending.slice(0, 20);
  const more = pending.length - shown.length;
  const words = wordsFor(admin.language);
  const { t } = words;
  const count = pending.length;
  const { html, text } = renderEmail(
    {
      preheader: t("digest.preheader", { count }),
      heading: t("digest.heading"),
      paragraphs: [
        t("digest.greeting", { name: admin.name }),
        t("digest.summary", { count }),
        ...shown.map((p) =>
          t("digest.line", {
            student: p.student,
            amount: words.rupees(p.amount),
            reference: p.reference,
            title: p.title,
            date: words.date(p.startsAt),
            time: words.time(p.startsAt),
          }),
        ),
        ...(more > 0 ? [t("digest.more", { count: more })] : []),
      ],
      action: { label: t("digest.action"), url: link(deps.config, "/admin-dashboard?tab=payments") },
    },
    words,
  );
  await deps.outbox.record(uow, {
    kind: "admin-digest",
    dedupeKey: `admin-digest:${event.day}:${event.adminId}`,
    to: admin.email,
    subject: t("digest.subject", { count }),
    html,
    text,
  });
}
