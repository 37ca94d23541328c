import type { MentorDashboard, StudentDashboard } from "@contract/dashboards";
import { inStartWindow } from "@contract/live-sessions";
import { holdsSeat, MONEY_KEPT_STATUSES } from "@contract/payments";
import { and, asc, countDistinct, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, LIST_EPOCH, mentorProfiles, payments, sessions, users } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { meanRating } from "../feedback/feedback.queries";
import { COUNTED_FEEDBACK, cardColumns, toCard } from "../sessions/sessions.queries";

/**
 * The student dashboard: every booking with its session, and the figures derived from them (docs/product.md
 * §2.12): enrolled and live count bookings holding a seat; total spent sums the money kept
 * (MONEY_KEPT_STATUSES: approved, or kept after a late cancellation; a pending, disapproved or
 * refunded payment is not money spent). Nothing is stored twice, so nothing drifts.
 */
export async function studentDashboard(
  db: Database,
  studentId: string,
  now: Date,
): Promise<StudentDashboard> {
  const rows = await db
    .select({
      ...cardColumns,
      bookingId: bookings.id,
      paymentId: payments.id,
      paymentStatus: payments.status,
      amount: payments.amount,
      attendedAt: bookings.attendedAt,
      // Not `cancelledAt`: the card's columns have the session's under that name.
      bookingCancelledAt: bookings.cancelledAt,
      refundDueAt: payments.refundDueAt,
      refundedAt: payments.refundedAt,
      refundUtr: payments.refundUtr,
      // Why it was disapproved (the latest decision to failed), while it is.
      disapprovalReason: sql<
        string | null
      >`case when ${payments.status} = 'failed' then (select d.reason from payment_decisions d
        where d.payment_id = ${payments.id} and d.to_status = 'failed' order by d.created_at desc, d.id desc limit 1) end`,
      myRating: sql<
        number | null
      >`(select f.rating from feedbacks f where f.session_id = ${sessions.id} and f.student_id = ${studentId})`,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(eq(bookings.studentId, studentId))
    .orderBy(asc(sessions.startsAt), asc(sessions.id));

  const held = rows.filter((r) => holdsSeat(r.paymentStatus));
  const kept = rows.filter((r) => (MONEY_KEPT_STATUSES as readonly string[]).includes(r.paymentStatus));
  return {
    stats: {
      enrolled: held.length,
      attended: held.filter((r) => r.attendedAt !== null).length,
      live: held.filter((r) => r.status === "live").length,
      totalSpent: kept.reduce((sum, r) => sum + r.amount, 0),
    },
    sessions: rows.map((r) => ({
      session: toCard(r, now),
      bookingId: r.bookingId,
      paymentId: r.paymentId,
      paymentStatus: r.paymentStatus,
      amount: r.amount,
      attended: r.attendedAt !== null,
      myRating: r.myRating === null ? null : Number(r.myRating),
      cancelledAt: r.bookingCancelledAt?.toISOString() ?? null,
      refundDueAt: r.refundDueAt?.toISOString() ?? null,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      refundUtr: r.refundUtr,
      disapprovalReason: r.disapprovalReason,
    })),
  };
}

export async function mentorProfile(db: Database, mentorId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      image: users.image,
      bio: mentorProfiles.bio,
      subjects: mentorProfiles.subjects,
      education: mentorProfiles.education,
      languages: mentorProfiles.languages,
    })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(eq(users.id, mentorId));
  if (!row) return null;
  return { ...row, subjects: row.subjects ?? [], languages: row.languages ?? [] };
}

/**
 * The mentor dashboard (docs/product.md §2.13) with computed figures: Active Students counts distinct students
 * holding a seat in the mentor's sessions; Rating is the mean over the mentor's rated sessions of
 * each session's mean rating (docs/product.md §9), null before any feedback.
 */
export async function mentorDashboard(
  db: Database,
  mentorId: string,
  now: Date,
): Promise<MentorDashboard | null> {
  const profile = await mentorProfile(db, mentorId);
  if (!profile) return null;
  const rows = await db
    .select({
      ...cardColumns,
      startedAt: sessions.startedAt,
      booked: sql<number>`(select count(*) from bookings b inner join payments p on p.booking_id = b.id
        where b.session_id = ${sessions.id} and p.status in ${HOLDS_SEAT})`.mapWith(Number),
      feedbackCount:
        sql<number>`(select count(*) from feedbacks f ${COUNTED_FEEDBACK} where f.session_id = ${sessions.id})`.mapWith(
          Number,
        ),
      waiting:
        sql<number>`(select count(*) from waitlist_entries w where w.session_id = ${sessions.id})`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(eq(sessions.mentorId, mentorId))
    .orderBy(
      sql`(${sessions.status} <> 'live')`,
      sql`(${sessions.status} = 'completed')`,
      sql`(case when ${sessions.status} = 'completed' then ${LIST_EPOCH} - ${sessions.startsAt} else ${sessions.startsAt} - ${LIST_EPOCH} end)`,
      asc(sessions.id),
    );
  const [students] = await db
    .select({ n: countDistinct(bookings.studentId) })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(sessions.mentorId, mentorId), sql`${payments.status} in ${HOLDS_SEAT}`));
  const rated = rows.map((r) => r.rating).filter((r): r is number => r !== null);
  return {
    stats: {
      totalSessions: rows.length,
      activeStudents: students?.n ?? 0,
      rating: meanRating(rated),
    },
    profile,
    sessions: rows.map((r) => ({
      session: toCard(r, now),
      startedAt: r.startedAt?.toISOString() ?? null,
      booked: r.booked,
      feedbackCount: r.feedbackCount,
      waiting: r.waiting,
      canStart: r.status === "upcoming" && inStartWindow(r.startsAt, now),
    })),
    now: now.toISOString(),
  };
}
