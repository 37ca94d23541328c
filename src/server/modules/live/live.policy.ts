import { inStartWindow, LIVE_MESSAGES } from "@contract/live-sessions";
import type { PaymentStatus } from "@contract/payments";
import type { SessionStatus } from "@contract/sessions";
import type { CurrentUser } from "@contract/users";
import { type AppError, conflict, forbidden } from "../../lib/errors";
import { runsSession } from "../sessions";

/**
 * Who may do what with a live session (docs/product.md §4, docs/decisions/006 and 009):
 * - its mentor or an admin starts it (5 minutes before to 60 minutes after its start), ends it and
 *   opens its room as host;
 * - a student joins only with an approved payment, and only while it is live.
 */

export function assertRunsSession(actor: CurrentUser, session: { mentorId: string }): void {
  if (!runsSession(actor, session)) throw forbidden(LIVE_MESSAGES.notYours);
}

/** Why the session cannot be started at `now` (null: it can, or it is live already). */
export function startRefusal(session: { status: SessionStatus; startsAt: Date }, now: Date): AppError | null {
  if (session.status === "live") return null;
  if (session.status === "cancelled") return conflict(LIVE_MESSAGES.cancelled);
  if (session.status === "completed") return conflict(LIVE_MESSAGES.alreadyEnded);
  if (!inStartWindow(session.startsAt, now)) return conflict(LIVE_MESSAGES.outsideWindow);
  return null;
}

/** Why a session's room cannot be entered now (it is not live), or null. */
export function notLiveRefusal(status: SessionStatus): AppError | null {
  if (status === "live") return null;
  if (status === "cancelled") return conflict(LIVE_MESSAGES.cancelled);
  return conflict(status === "completed" ? LIVE_MESSAGES.alreadyEnded : LIVE_MESSAGES.notLive);
}

/** Why this student cannot join (null: they may, once it is live). */
export function joinRefusal(paymentStatus: PaymentStatus | null): AppError | null {
  if (paymentStatus === null || paymentStatus === "failed" || paymentStatus === "refund_due")
    return forbidden(LIVE_MESSAGES.notBooked);
  if (paymentStatus !== "paid") return forbidden(LIVE_MESSAGES.notPaid);
  return null;
}
