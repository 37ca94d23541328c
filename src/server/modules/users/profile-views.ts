import type { MentorProfileView, StudentProfileView } from "@contract/admin";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, mentorProfiles, payments, sessions, studentProfiles, users } from "../../db/schema";
import { mentorDashboard, studentDashboard } from "../dashboards";
import { adminRankState } from "../verification";

/**
 * docs/product.md §2.16's mentor view, with the figures the mentor's own dashboard computes (so both always
 * agree): total sessions, the rating from feedback (no fixed 4.5), each session's booked students
 * and counted feedback. Removed mentors are found too: their history is kept.
 */
export async function mentorProfileView(
  db: Database,
  email: string,
  now: Date,
): Promise<MentorProfileView | null> {
  const [mentor] = await db
    .select({ id: users.id, expertise: mentorProfiles.expertise, domain: mentorProfiles.domain })
    .from(users)
    .innerJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, "mentor")))
    .limit(1);
  if (!mentor) return null;
  const dashboard = await mentorDashboard(db, mentor.id, now);
  if (!dashboard) return null;
  const { profile, stats } = dashboard;
  return {
    id: mentor.id,
    name: profile.name,
    email: profile.email,
    image: profile.image,
    bio: profile.bio,
    education: profile.education,
    subjects: profile.subjects,
    expertise: mentor.expertise,
    domain: mentor.domain,
    rating: stats.rating,
    totalSessions: stats.totalSessions,
    rank: await adminRankState(db, mentor.id),
    sessions: dashboard.sessions.map(({ session, booked, feedbackCount }) => ({
      id: session.id,
      title: session.title,
      startsAt: session.startsAt,
      status: session.status,
      booked,
      feedbacks: feedbackCount,
    })),
  };
}

/** docs/product.md §2.16's student view: profile, the derived figures, enrolled sessions and payments. */
export async function studentProfileView(
  db: Database,
  email: string,
  now: Date,
): Promise<StudentProfileView | null> {
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      image: users.image,
      goal: studentProfiles.goal,
      educationLevel: studentProfiles.educationLevel,
      domain: studentProfiles.domain,
      interests: studentProfiles.interests,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, "student")))
    .limit(1);
  if (!student) return null;
  const { stats, sessions: booked } = await studentDashboard(db, student.id, now);
  return {
    ...student,
    totalSpent: stats.totalSpent,
    enrolled: stats.enrolled,
    attended: stats.attended,
    sessions: booked.map(({ session, paymentStatus }) => ({
      id: session.id,
      title: session.title,
      subject: session.subject,
      startsAt: session.startsAt,
      mentorName: session.mentor.name,
      status: session.status,
      paymentStatus,
    })),
    payments: (
      await db
        .select({
          id: payments.id,
          amount: payments.amount,
          status: payments.status,
          sessionId: sessions.id,
          sessionTitle: sessions.title,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .where(eq(bookings.studentId, student.id))
        .orderBy(desc(payments.createdAt), desc(payments.id))
    ).map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
  };
}
