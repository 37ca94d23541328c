import type { FeedbackEligibility } from "@contract/feedback";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, feedbacks, payments, sessions } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner, Tx } from "../../lib/unit-of-work";
import { SESSION_NOT_FOUND } from "../live";
import { eligibility, feedbackRefusal } from "./feedback.policy";
import { linkedToMentor } from "./mentor-account";

/** The session and the student's booking of it, as the feedback rules read them. */
async function feedbackFacts(db: Database | Tx, sessionId: string, studentId: string) {
  const [session] = await db
    .select({ status: sessions.status })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const [booking] = await db
    .select({ paymentStatus: payments.status, attendedAt: bookings.attendedAt })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, studentId)));
  return {
    session,
    booking: booking
      ? {
          paymentStatus: booking.paymentStatus,
          attended: booking.attendedAt !== null,
          mentorsOwnAccount: await linkedToMentor(db, studentId, sessionId),
        }
      : null,
  };
}

/** Whether the student may give feedback on the session now, and if not, why (for the feedback page). */
export async function feedbackEligibility(
  db: Database,
  sessionId: string,
  studentId: string,
): Promise<FeedbackEligibility> {
  const { session, booking } = await feedbackFacts(db, sessionId, studentId);
  return eligibility(feedbackRefusal(session, booking));
}

/**
 * A student rates a session (1–5) with a few words: one feedback per student and session; giving it
 * again updates it. Refused with the reason (403) for anyone feedback.policy.ts does not allow: a
 * mentor's own second account too, whose review would move their public rating. Whether a review
 * counts is the database's (`feedbacks.counted`, kept by the triggers of migration 0018).
 */
export async function giveFeedback(
  commands: CommandRunner,
  studentId: string,
  sessionId: string,
  body: { rating: number; feedback: string },
): Promise<void> {
  await commands.run(async ({ tx, now, emit }) => {
    const { session, booking } = await feedbackFacts(tx, sessionId, studentId);
    const { message } = eligibility(feedbackRefusal(session, booking));
    if (message) throw forbidden(message);
    await tx
      .insert(feedbacks)
      .values({
        id: newId(),
        sessionId,
        studentId,
        rating: body.rating,
        feedback: body.feedback,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [feedbacks.sessionId, feedbacks.studentId],
        set: { rating: body.rating, feedback: body.feedback, updatedAt: now },
      });
    emit({ type: "feedback.given", sessionId, studentId });
  });
}
