import { START_WINDOW } from "@contract/live-sessions";
import type { BookingClosedReason, SessionStatus } from "@contract/sessions";
import type { CurrentUser } from "@contract/users";
import { MINUTE_MS } from "../../lib/clock";

/**
 * Who may do what with a session, and when (docs/product rules in docs/decisions/009):
 * - its mentor or an admin runs it (start, end) and sees its details;
 * - it can be booked while upcoming, before its start, with a seat free;
 * - the system cancels it when its mentor has not started it by the end of the start window, and
 *   completes it when it is still live 30 minutes after its scheduled end.
 */

/** The session's mentor or an admin: nobody else runs its meeting or sees its students. */
export function runsSession(actor: Pick<CurrentUser, "id" | "role">, session: { mentorId: string }): boolean {
  return actor.role === "admin" || actor.id === session.mentorId;
}

export interface BookableFacts {
  status: SessionStatus;
  startsAt: Date;
  seats: number;
  seatsTaken: number;
  /** Seats kept for students who are paying (seat holds); none when not given. */
  seatsHeld?: number;
}

/** Why the session cannot be booked at `now`, or null when it can. Starting closes booking. */
export function bookingClosedReason(session: BookableFacts, now: Date): BookingClosedReason | null {
  if (session.status === "cancelled") return "cancelled";
  if (session.status === "completed") return "ended";
  if (session.status === "live" || session.startsAt.getTime() <= now.getTime()) return "started";
  if (session.seatsTaken + (session.seatsHeld ?? 0) >= session.seats) return "full";
  return null;
}

/** An upcoming session not started by then is cancelled: the end of its start window. */
export const lapsesAt = (startsAt: Date) =>
  new Date(startsAt.getTime() + START_WINDOW.afterMinutes * MINUTE_MS);

/** A live session still running this long after its scheduled end is completed by the system. */
export const OVERRUN_MINUTES = 30;
export const overrunsAt = (startsAt: Date, durationMinutes: number) =>
  new Date(startsAt.getTime() + (durationMinutes + OVERRUN_MINUTES) * MINUTE_MS);
