import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Config } from "../../config";
import { bookings, payments, sessions, users } from "../../db/schema";
import { HOUR_MS } from "../../lib/clock";
import { renderEmail } from "../../lib/email-layout";
import type { EventOf, ReminderKind } from "../../lib/events";
import type { Subscriber, Tx, UnitOfWork } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox/outbox";
import { reminderKey } from "./lifecycle";

/**
 * The emails of a session's life over time, recorded in the transaction of what caused them:
 * a cancellation (to each student owed a refund, and to the mentor), the reminders 24 hours and
 * 1 hour before the start (to the mentor and every student whose payment is approved, with the
 * dashboard as the way in: a room is never in an email), and the admins' morning digest.
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
const link = (config: Pick<Config, "publicUrl">, path: string) => new URL(path, config.publicUrl).toString();
const when = (startsAt: Date) => `${formatIstDate(startsAt)} at ${formatIstTime(startsAt)} IST`;

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
  const owed =
    event.refundDue.length === 0
      ? []
      : await uow.tx
          .select({
            paymentId: payments.id,
            amount: payments.amount,
            reference: payments.reference,
            name: users.name,
            email: users.email,
          })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .innerJoin(users, eq(users.id, bookings.studentId))
          .where(inArray(payments.id, event.refundDue));
  const bySystem = event.by === null;
  for (const student of owed) {
    const { html, text } = renderEmail({
      preheader: `${session.title} on ${formatIstDate(session.startsAt)} is cancelled. Your payment will be refunded.`,
      heading: "Your session is cancelled",
      paragraphs: [
        `Hi ${student.name},`,
        `"${session.title}" with ${session.mentorName}, planned for ${when(session.startsAt)}, is cancelled. The reason: ${event.reason}.`,
        `Your payment of ${formatRupees(student.amount)} (booking reference ${student.reference}) is due for a full refund. We are sorry for the trouble.`,
        "Your dashboard shows the refund's state. Meanwhile you can book another session with the same or another mentor.",
      ],
      action: { label: "Open my dashboard", url: link(deps.config, "/student-dashboard") },
      footnote: "Nothing is needed from you to get the refund.",
    });
    await deps.outbox.record(uow, {
      kind: "session-cancelled",
      to: student.email,
      subject: `Cancelled: ${session.title} (refund due)`,
      html,
      text,
      sessionId: session.id,
      paymentId: student.paymentId,
    });
  }
  // The mentor hears of a cancellation they did not make.
  if (event.by === session.mentorId) return;
  const { html, text } = renderEmail({
    preheader: `${session.title} on ${formatIstDate(session.startsAt)} is cancelled.`,
    heading: "Your session is cancelled",
    paragraphs: [
      `Hi ${session.mentorName},`,
      bySystem
        ? `"${session.title}", planned for ${when(session.startsAt)}, was not started within 60 minutes of its start time, so it has been cancelled.`
        : `"${session.title}", planned for ${when(session.startsAt)}, has been cancelled by an admin. The reason: ${event.reason}.`,
      owed.length === 0
        ? "Nobody had booked it."
        : `${owed.length === 1 ? "The student who booked it is" : `The ${owed.length} students who booked it are`} due a full refund.`,
      "If something went wrong on our side, reply to this email and tell us.",
    ],
    action: { label: "Open my dashboard", url: link(deps.config, "/mentor-dashboard") },
  });
  await deps.outbox.record(uow, {
    kind: "session-cancelled",
    to: session.mentorEmail,
    subject: `Cancelled: ${session.title}`,
    html,
    text,
    sessionId: session.id,
  });
}

const REMINDER_WORDS: Record<ReminderKind, string> = { "24h": "in 24 hours", "1h": "in 1 hour" };

async function reminderEmails(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"session.reminder-due">,
) {
  const session = await sessionFacts(uow.tx, event.sessionId);
  // The start moved since the sweep looked: the next run reminds for the new time.
  if (!session || session.startsAt.getTime() !== event.startsAt.getTime()) return;
  const students = await uow.tx
    .select({ id: users.id, name: users.name, email: users.email, paymentId: payments.id })
    .from(bookings)
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, "paid")))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(eq(bookings.sessionId, session.id));
  const soon = REMINDER_WORDS[event.reminder];
  const remind = async (
    to: { id: string; email: string; paymentId?: string },
    email: { preheader: string; paragraphs: string[]; dashboard: string },
  ) => {
    const { html, text } = renderEmail({
      preheader: email.preheader,
      heading: `Your session starts ${soon}`,
      paragraphs: email.paragraphs,
      action: { label: "Open my dashboard", url: link(deps.config, email.dashboard) },
    });
    await deps.outbox.record(uow, {
      kind: `reminder-${event.reminder}`,
      dedupeKey: reminderKey(event.reminder, session.id, to.id, session.startsAt),
      to: to.email,
      subject: `Reminder: ${session.title} starts ${soon} (${formatIstTime(session.startsAt)} IST)`,
      html,
      text,
      sessionId: session.id,
      paymentId: to.paymentId,
      // Never after the start: a reminder then would only confuse.
      staleAfter: session.startsAt,
    });
  };
  for (const student of students) {
    await remind(student, {
      preheader: `${session.title} with ${session.mentorName} starts ${soon}.`,
      paragraphs: [
        `Hi ${student.name},`,
        `"${session.title}" with ${session.mentorName} starts on ${when(session.startsAt)} and lasts ${session.durationMinutes} minutes.`,
        "When your mentor opens the room, a Join button appears on your dashboard. Join from there on the day; keep your notebook and questions ready.",
      ],
      dashboard: "/student-dashboard",
    });
  }
  const booked = students.length;
  await remind(
    { id: session.mentorId, email: session.mentorEmail },
    {
      preheader: `${session.title} starts ${soon}.`,
      paragraphs: [
        `Hi ${session.mentorName},`,
        `"${session.title}" starts on ${when(session.startsAt)} and lasts ${session.durationMinutes} minutes. ${booked === 0 ? "No student's payment is verified yet." : `${booked} ${booked === 1 ? "student is" : "students are"} booked with a verified payment.`}`,
        "Start the meeting from your dashboard: Start Meeting works from 5 minutes before the start. A session not started within 60 minutes of its start is cancelled and its students refunded.",
      ],
      dashboard: "/mentor-dashboard",
    },
  );
}

async function digestEmail(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"admin.digest-due">,
) {
  const [admin] = await uow.tx
    .select({ name: users.name, email: users.email })
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
  const { html, text } = renderEmail({
    preheader: `${pending.length} ${pending.length === 1 ? "payment awaits" : "payments await"} verification for sessions in the next 24 hours.`,
    heading: "Payments to verify before their sessions",
    paragraphs: [
      `Good morning ${admin.name},`,
      `${pending.length} ${pending.length === 1 ? "payment awaits" : "payments await"} verification for sessions that start within 24 hours. A student can join only once their payment is verified.`,
      ...shown.map(
        (p) =>
          `${p.student}: ${formatRupees(p.amount)} (${p.reference}) for "${p.title}", ${formatIstDate(p.startsAt)} at ${formatIstTime(p.startsAt)} IST`,
      ),
      ...(more > 0 ? [`… and ${more} more.`] : []),
    ],
    action: { label: "Verify payments", url: link(deps.config, "/admin-dashboard?tab=payments") },
  });
  await deps.outbox.record(uow, {
    kind: "admin-digest",
    dedupeKey: `admin-digest:${event.day}:${event.adminId}`,
    to: admin.email,
    subject: `${pending.length} ${pending.length === 1 ? "payment" : "payments"} to verify for sessions in the next 24 hours`,
    html,
    text,
  });
}
