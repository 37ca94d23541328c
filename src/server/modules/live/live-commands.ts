import { and, eq, sql } from "drizzle-orm";
import { inStartWindow, LIVE_MESSAGES } from "../../../contract/live";
import type { CurrentUser } from "../../../contract/users";
import type { Database } from "../../db/client";
import { bookings, payments, sessions, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/errors";

export const SESSION_NOT_FOUND = "Session not found";

export interface SessionState {
  id: string;
  status: "upcoming" | "live" | "completed";
  startedAt: Date | null;
  endedAt: Date | null;
  startsAt: Date;
  title: string;
  mentorId: string;
  mentorName: string;
}

/** The session with its mentor, for the commands below; 404 when there is none. */
export async function sessionState(db: Database, sessionId: string): Promise<SessionState> {
  const [row] = await db
    .select({
      id: sessions.id,
      status: sessions.status,
      startedAt: sessions.startedAt,
      endedAt: sessions.endedAt,
      startsAt: sessions.startsAt,
      title: sessions.title,
      mentorId: sessions.mentorId,
      mentorName: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  return { ...row, status: row.status as SessionState["status"] };
}

/** The session's mentor or an admin: nobody else runs its meeting. */
export function assertRunsSession(actor: CurrentUser, session: SessionState): void {
  if (actor.role !== "admin" && actor.id !== session.mentorId) throw forbidden(LIVE_MESSAGES.notYours);
}

/**
 * Start Meeting: upcoming → live, only inside the window from 5 minutes before the start to 60
 * minutes after it (SPEC §4). Starting a live session again changes nothing. The conditional UPDATE
 * keeps two clicks (or two admins) from starting it twice.
 */
export async function startSession(
  db: Database,
  actor: CurrentUser,
  sessionId: string,
  now = new Date(),
): Promise<SessionState> {
  const session = await sessionState(db, sessionId);
  assertRunsSession(actor, session);
  if (session.status === "live") return session;
  if (session.status === "completed") throw conflict(LIVE_MESSAGES.alreadyEnded);
  if (!inStartWindow(session.startsAt, now)) throw conflict(LIVE_MESSAGES.outsideWindow);
  const [started] = await db
    .update(sessions)
    .set({ status: "live", startedAt: now, updatedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, "upcoming")))
    .returning({ startedAt: sessions.startedAt });
  if (!started) return sessionState(db, sessionId);
  return { ...session, status: "live", startedAt: started.startedAt };
}

/** End Meeting: live → completed. Ending an ended session changes nothing; an upcoming one cannot end. */
export async function endSession(
  db: Database,
  actor: CurrentUser,
  sessionId: string,
  now = new Date(),
): Promise<SessionState> {
  const session = await sessionState(db, sessionId);
  assertRunsSession(actor, session);
  if (session.status === "completed") return session;
  if (session.status !== "live") throw conflict(LIVE_MESSAGES.notLive);
  const [ended] = await db
    .update(sessions)
    .set({ status: "completed", endedAt: now, updatedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, "live")))
    .returning({ endedAt: sessions.endedAt });
  if (!ended) return sessionState(db, sessionId);
  return { ...session, status: "completed", endedAt: ended.endedAt };
}

/**
 * A student joins a live session: only with an approved (paid) payment. Their attendance is recorded
 * the first time (SPEC §4: "skipping duplicates"); joining again changes nothing.
 */
export async function joinSession(
  db: Database,
  student: CurrentUser,
  sessionId: string,
  now = new Date(),
): Promise<SessionState> {
  const session = await sessionState(db, sessionId);
  const [booking] = await db
    .select({ id: bookings.id, paymentStatus: payments.status })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, student.id)));
  if (!booking || booking.paymentStatus === "failed") throw forbidden(LIVE_MESSAGES.notBooked);
  if (booking.paymentStatus !== "paid") throw forbidden(LIVE_MESSAGES.notPaid);
  if (session.status !== "live") {
    throw conflict(session.status === "completed" ? LIVE_MESSAGES.alreadyEnded : LIVE_MESSAGES.notLive);
  }
  await db
    .update(bookings)
    .set({ attendedAt: sql`coalesce(${bookings.attendedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(bookings.id, booking.id));
  return session;
}
