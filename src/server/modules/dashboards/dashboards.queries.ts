import type { MentorDashboard, StudentDashboard } from "@contract/dashboards";
import { inStartWindow } from "@contract/live-sessions";
import { MONEY_KEPT_STATUSES } from "@contract/payments";
import { and, asc, countDistinct, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, LIST_EPOCH, mentorProfiles, payments, sessions, users } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { meanRating } from "../feedback";
import { COUNTED_FEEDBACK, cardColumns, sessionRating, toCard } from "../sessions";

/**
 * The column of docs/product.md §2.12 a booking goes to (docs/product.md §4): Past once its session
 * was cancelled or its money was given up (refund due, refunded, kept after a late cancellation) or
 * the student cancelled it; else Live or Upcoming by its session; everything else is Past. The web
 * groups the page by the same rule (src/web/features/students/dashboard.ts).
 */
const studentColumn = sql<"live" | "upcoming" | "past">`case
  when ${sessions.status} = 'cancelled' or ${bookings.cancelledAt} is not null
    or ${payments.status} in ('refund_due', 'refunded', 'forfeited') then 'past'
  when ${sessions.status} = 'live' then 'live'
  when ${sessions.status} = 'upcoming' then 'upcoming'
  else 'past' end`;

/** A page of a dashboard's list; without one (an admin's profile view), the whole list. */
export interface Paging {
  page: number;
  pageSize: number;
}
const ALL: Paging = { page: 1, pageSize: 1_000_000 };

const MONEY_KEPT = sql.raw(`(${MONEY_KEPT_STATUSES.map((s) => `'${s}'`).join(", ")})`);

/**
 * The student dashboard: one page of the bookings with their sessions, and the figures derived from
 * all of them (docs/product.md §2.12): enrolled and live count bookings holding a seat; total spent
 * sums the money kept (MONEY_KEPT_STATUSES: approved, or kept after a late cancellation; a pending,
 * disapproved or refunded payment is not money spent). Nothing is stored twice, so nothing drifts.
 * The page is in the columns' order: live, upcoming soonest first, then past latest first.
 */
export async function studentDashboard(
  db: Database,
  studentId: string,
  now: Date,
  paging?: Paging,
): Promise<StudentDashboard> {
  const { page, pageSize } = paging ?? ALL;
  const own = eq(bookings.studentId, studentId);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${studentColumn} = 'live')`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${studentColumn} = 'upcoming')`.mapWith(Number),
      past: sql<number>`count(*) filter (where ${studentColumn} = 'past')`.mapWith(Number),
      enrolled: sql<number>`count(*) filter (where ${payments.status} in ${HOLDS_SEAT})`.mapWith(Number),
      attended: sql<number>`count(*) filter (where ${payments.status} in ${HOLDS_SEAT}
        and ${bookings.attendedAt} is not null)`.mapWith(Number),
      liveNow: sql<number>`count(*) filter (where ${payments.status} in ${HOLDS_SEAT}
        and ${sessions.status} = 'live')`.mapWith(Number),
      totalSpent:
        sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} in ${MONEY_KEPT}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(own);

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
      hasReceipt: sql<boolean>`exists (select 1 from receipts r
        where r.payment_id = ${payments.id} and r.kind = 'receipt')`.mapWith(Boolean),
      hasCreditNote: sql<boolean>`exists (select 1 from receipts r
        where r.payment_id = ${payments.id} and r.kind = 'credit_note')`.mapWith(Boolean),
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(own)
    .orderBy(
      sql`case ${studentColumn} when 'live' then 0 when 'upcoming' then 1 else 2 end`,
      sql`case when ${studentColumn} = 'past' then ${LIST_EPOCH} - ${sessions.startsAt} else ${sessions.startsAt} - ${LIST_EPOCH} end`,
      asc(sessions.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  return {
    stats: {
      enrolled: totals?.enrolled ?? 0,
      attended: totals?.attended ?? 0,
      live: totals?.liveNow ?? 0,
      totalSpent: totals?.totalSpent ?? 0,
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
      hasReceipt: r.hasReceipt,
      hasCreditNote: r.hasCreditNote,
    })),
    total: totals?.total ?? 0,
    columns: { live: totals?.live ?? 0, upcoming: totals?.upcoming ?? 0, past: totals?.past ?? 0 },
    page,
    pageSize,
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
 * The sessions a mentor's dashboard lists: every session of theirs but a one-to-one time that was
 * cancelled (its booking cancelled or disapproved, or the time cancelled): it keeps its row for the
 * money's history, out of the mentor's way (docs/decisions/022).
 */
const listedFor = (mentorId: string) =>
  and(
    eq(sessions.mentorId, mentorId),
    sql`not (${sessions.kind} = 'slot' and ${sessions.status} = 'cancelled')`,
  );

/**
 * The mentor dashboard (docs/product.md §2.13): one page of the mentor's sessions, with figures
 * computed over all of them: Total Sessions counts the sessions listed, Active Students the distinct
 * students holding a seat in the mentor's sessions, and Rating is the mean over the mentor's rated
 * sessions of each session's mean rating (docs/product.md §9), null before any feedback.
 */
export async function mentorDashboard(
  db: Database,
  mentorId: string,
  now: Date,
  paging?: Paging,
): Promise<MentorDashboard | null> {
  const { page, pageSize } = paging ?? ALL;
  const profile = await mentorProfile(db, mentorId);
  if (!profile) return null;
  const listed = listedFor(mentorId);
  // Joined like the page's query, so that the rating's subquery names `sessions.id` in full.
  const ratings = await db
    .select({ rating: sessionRating })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(listed);
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
    .where(listed)
    .orderBy(
      sql`(${sessions.status} <> 'live')`,
      sql`(${sessions.status} = 'completed')`,
      sql`(case when ${sessions.status} = 'completed' then ${LIST_EPOCH} - ${sessions.startsAt} else ${sessions.startsAt} - ${LIST_EPOCH} end)`,
      asc(sessions.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [students] = await db
    .select({ n: countDistinct(bookings.studentId) })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(sessions.mentorId, mentorId), sql`${payments.status} in ${HOLDS_SEAT}`));
  const rated = ratings.map((r) => r.rating).filter((r): r is number => r !== null);
  return {
    stats: {
      totalSessions: ratings.length,
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
    total: ratings.length,
    page,
    pageSize,
    now: now.toISOString(),
  };
}
