import {
  MENTOR_PAGE_REVIEWS,
  MENTOR_PAGE_SESSIONS,
  type MentorPage,
  meanRating,
  type TopperBadge,
} from "@contract/mentor-pages";
import { type MentorReview, reviewerName } from "@contract/sessions";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedbacks, mentorProfiles, sessions, users } from "../../db/schema";
import { cardColumns, toCard } from "../sessions";

/** Who is public: a mentor account not removed by an admin. */
export const activeMentor = and(eq(users.role, "mentor"), isNull(users.deactivatedAt));

/** The badge only once an admin verified the rank (the claim alone is never shown). */
export function badgeOf(row: {
  rankVerifiedAt: Date | null;
  rankExam: string | null;
  rankAir: number | null;
  rankYear: number | null;
  college: string | null;
}): TopperBadge | null {
  if (!row.rankVerifiedAt || !row.rankExam || row.rankAir === null || row.rankYear === null) return null;
  return { exam: row.rankExam, air: row.rankAir, year: row.rankYear, college: row.college };
}

export const badgeColumns = {
  rankVerifiedAt: mentorProfiles.rankVerifiedAt,
  rankExam: mentorProfiles.rankExam,
  rankAir: mentorProfiles.rankAir,
  rankYear: mentorProfiles.rankYear,
  college: mentorProfiles.college,
};

/** Sessions the mentor has held: completed ones. */
export const sessionsHeldSql = sql<number>`(select count(*)::int from sessions hs where hs.mentor_id = ${users.id} and hs.status = 'completed')`;

/** The head of a mentor's page: who they are, for the page and its Open Graph tags. */
export async function findPublicMentor(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: users.id,
      slug: mentorProfiles.slug,
      name: users.name,
      image: users.image,
      bio: mentorProfiles.bio,
      education: mentorProfiles.education,
      subjects: mentorProfiles.subjects,
      languages: mentorProfiles.languages,
      ratingCount: mentorProfiles.ratingCount,
      ratingTotal: mentorProfiles.ratingTotal,
      ...badgeColumns,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(eq(mentorProfiles.slug, slug.toLowerCase()), activeMentor))
    .limit(1);
  return row ?? null;
}

/**
 * A mentor's public page (docs/decisions/017): who they are, their verified badge, rating, latest reviews (on
 * their own sessions, counted ones only), what they have done, and their upcoming sessions. Null for
 * an unknown slug or a removed mentor.
 */
export async function mentorPage(db: Database, slug: string, now: Date): Promise<MentorPage | null> {
  const mentor = await findPublicMentor(db, slug);
  if (!mentor) return null;
  const [reviews, [done], upcoming] = await Promise.all([
    db
      .select({
        id: feedbacks.id,
        rating: feedbacks.rating,
        text: feedbacks.feedback,
        name: users.name,
        month: sql<string>`to_char(${feedbacks.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`,
      })
      .from(feedbacks)
      .innerJoin(sessions, eq(sessions.id, feedbacks.sessionId))
      .leftJoin(users, eq(users.id, feedbacks.studentId))
      // The reviews the rating counts (`counted`: approved payment, not from the mentor's own
      // account; kept by the database), so that the stars and the words agree.
      .where(and(eq(sessions.mentorId, mentor.id), eq(feedbacks.counted, true)))
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .limit(MENTOR_PAGE_REVIEWS),
    db
      .select({
        held: sql<number>`count(distinct ${sessions.id}) filter (where ${sessions.status} = 'completed')`.mapWith(
          Number,
        ),
        students:
          sql<number>`(select count(distinct b.student_id) from bookings b join sessions bs on bs.id = b.session_id where bs.mentor_id = ${mentor.id} and b.attended_at is not null)`.mapWith(
            Number,
          ),
      })
      .from(sessions)
      .where(eq(sessions.mentorId, mentor.id)),
    db
      .select(cardColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.mentorId))
      .where(
        and(
          eq(sessions.mentorId, mentor.id),
          eq(sessions.kind, "posted"),
          eq(sessions.status, "upcoming"),
          gt(sessions.startsAt, now),
        ),
      )
      .orderBy(asc(sessions.startsAt), asc(sessions.id))
      .limit(MENTOR_PAGE_SESSIONS),
  ]);
  return {
    id: mentor.id,
    slug: mentor.slug,
    name: mentor.name,
    image: mentor.image,
    bio: mentor.bio,
    education: mentor.education,
    subjects: mentor.subjects,
    languages: mentor.languages,
    badge: badgeOf(mentor),
    rating: { average: meanRating(mentor.ratingTotal, mentor.ratingCount), count: mentor.ratingCount },
    sessionsHeld: done?.held ?? 0,
    studentsMentored: done?.students ?? 0,
    reviews: reviews.map(
      (r): MentorReview => ({
        id: r.id,
        rating: r.rating,
        text: r.text,
        author: reviewerName(r.name),
        month: r.month,
      }),
    ),
    upcoming: upcoming.map((row) => toCard(row, now)),
  };
}
