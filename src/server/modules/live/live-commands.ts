import type { SessionStatus } from "@contract/sessions";
import type { CurrentUser } from "@contract/users";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, payments, sessions, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { assertRunsSession, joinRefusal, notLiveRefusal, startRefusal } from "./live.policy";

export const SESSION_NOT_FOUND = "Session not found";

export interface SessionState {
  id: string;
  status: SessionStatus;
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
  return row;
}

/**
 * Start Meeting: upcoming → live, only inside the window from 5 minutes before the start to 60
 * minutes after it (docs/product.md §4). Starting a live session again changes nothing. The conditional UPDATE
 * keeps two clicks (or two admins, or the system cancelling it at that moment) from both winning.
 */
export async function startSession(
  deps: { db: Database; commands: CommandRunner },
  actor: CurrentUser,
  sessionId: string,
): Promise<SessionState> {
  const session = await sessionState(deps.db, sessionId);
  assertRunsSession(actor, session);
  const { value } = await deps.commands.run(async ({ tx, now, emit }) => {
    const refusal = startRefusal(session, now);
    if (refusal) throw refusal;
    if (session.status === "live") return session;
    const [started] = await tx
      .update(sessions)
      .set({ status: "live", startedAt: now, updatedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.status, "upcoming")))
      .returning({ startedAt: sessions.startedAt });
    if (!started) return null;
    emit({ type: "session.started", sessionId });
    return { ...session, status: "live" as const, startedAt: started.startedAt };
  });
  if (value) return value;
  // Someone else changed it first: answer what it is now (or why it cannot start).
  const now = await sessionState(deps.db, sessionId);
  if (now.status !== "live") throw notLiveRefusal(now.status) ?? new Error("unreachable");
  return now;
}

/** End Meeting: live → completed. Ending an ended session changes nothing; an upcoming one cannot end. */
export async function endSession(
  deps: { db: Database; commands: CommandRunner },
  actor: CurrentUser,
  sessionId: string,
): Promise<SessionState> {
  const session = await sessionState(deps.db, sessionId);
  assertRunsSession(actor, session);
  if (session.status === "completed") return session;
  const notLive = notLiveRefusal(session.status);
  if (notLive) throw notLive;
  const { value } = await deps.commands.run(async ({ tx, now, emit }) => {
    const [ended] = await tx
      .update(sessions)
      .set({ status: "completed", endedAt: now, updatedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.status, "live")))
      .returning({ endedAt: sessions.endedAt });
    if (!ended) return null;
    emit({ type: "session.ended", sessionId, by: "mentor" });
    return { ...session, status: "completed" as const, endedAt: ended.endedAt };
  });
  return value ?? sessionState(deps.db, sessionId);
}

/**
 * A student joins a live session: only with an approved (paid) payment. Their attendance is recorded
 * the first time (docs/product.md §4: "skipping duplicates"); joining again changes nothing.
 */
export async function joinSession(
  deps: { db: Database; commands: CommandRunner },
  student: CurrentUser,
  sessionId: string,
): Promise<SessionState> {
  const session = await sessionState(deps.db, sessionId);
  const [booking] = await deps.db
    .select({ id: bookings.id, paymentStatus: payments.status })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, student.id)));
  const refusal = joinRefusal(booking?.paymentStatus ?? null) ?? notLiveRefusal(session.status);
  if (refusal || !booking) throw refusal;
  await deps.commands.run(async ({ tx, now, emit }) => {
    const [first] = await tx
      .update(bookings)
      .set({ attendedAt: now })
      .where(and(eq(bookings.id, booking.id), sql`${bookings.attendedAt} is null`))
      .returning({ id: bookings.id });
    if (first) emit({ type: "attendance.recorded", sessionId, studentId: student.id });
  });
  return session;
}
