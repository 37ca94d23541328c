import type { SessionDetails } from "@contract/feedback";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, feedbacks, payments, users } from "../../db/schema";
import { HOLDS_SEAT } from "../../db/seats";
import { notFound } from "../../lib/errors";
import { SESSION_NOT_FOUND, type SessionState } from "../live";
import { getSessionCard } from "../sessions";

/** The student's own feedback on a session, or null. */
export async function ownFeedback(db: Database, sessionId: string, studentId: string) {
  const [row] = await db
    .select({ rating: feedbacks.rating, feedback: feedbacks.feedback, updatedAt: feedbacks.updatedAt })
    .from(feedbacks)
    .where(and(eq(feedbacks.sessionId, sessionId), eq(feedbacks.studentId, studentId)));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/**
 * The counted feedback of one session (see COUNTED_FEEDBACK: approved payment, joined), newest
 * first, for its details page.
 */
export async function sessionFeedbacks(db: Database, sessionId: string) {
  return db
    .select({
      id: feedbacks.id,
      rating: feedbacks.rating,
      feedback: feedbacks.feedback,
      studentName: users.name,
      studentImage: users.image,
      createdAt: feedbacks.createdAt,
    })
    .from(feedbacks)
    .innerJoin(
      bookings,
      and(
        eq(bookings.sessionId, feedbacks.sessionId),
        eq(bookings.studentId, feedbacks.studentId),
        sql`${bookings.attendedAt} is not null`,
      ),
    )
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, "paid")))
    .leftJoin(users, eq(users.id, feedbacks.studentId))
    .where(eq(feedbacks.sessionId, sessionId))
    .orderBy(sql`${feedbacks.createdAt} desc`, asc(feedbacks.id));
}

/** The mean of ratings, or null before any (docs/product.md §9: the page shows 1 decimal). */
export const meanRating = (ratings: readonly number[]): number | null =>
  ratings.length === 0 ? null : ratings.reduce((sum, r) => sum + r, 0) / ratings.length;

/** A session with its bookings, attendance and counted feedback (its mentor's or an admin's view). */
export async function sessionDetails(db: Database, state: SessionState, now: Date): Promise<SessionDetails> {
  const [card, rows, held] = await Promise.all([
    getSessionCard(db, state.id, now),
    sessionFeedbacks(db, state.id),
    db
      .select({ attendedAt: bookings.attendedAt })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(eq(bookings.sessionId, state.id), sql`${payments.status} in ${HOLDS_SEAT}`)),
  ]);
  if (!card) throw notFound(SESSION_NOT_FOUND);
  return {
    session: card,
    startedAt: state.startedAt?.toISOString() ?? null,
    endedAt: state.endedAt?.toISOString() ?? null,
    booked: held.length,
    attended: held.filter((c) => c.attendedAt !== null).length,
    feedbackCount: rows.length,
    averageRating: meanRating(rows.map((r) => r.rating)),
    feedbacks: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
