import { BOOKING_CLOSED_MESSAGES } from "@contract/bookings";
import type { SessionCard } from "@contract/sessions";
import { translateMessage } from "@/lib/server-message";
import { PAYMENT_PAGE_MESSAGES } from "./messages";

/**
 * Why the payment form is not offered for this session, or null when it is: the reason the server
 * gives on the session's card (full, started, ended, cancelled), else no seat left, else no email.
 * `refusal` is the server's own answer when it refused to prepare the payment (409): the session
 * may have started since its card was read. The server decides again on Continue.
 */
export function unavailableReason(
  session: Pick<SessionCard, "closedReason" | "seatsLeft">,
  email: string | undefined,
  refusal: string | null = null,
  /** The student holds a seat of this session (a seat hold): "full" is not about them. */
  holding = false,
): string | null {
  const full = session.closedReason === "full" || session.seatsLeft <= 0;
  if (session.closedReason && !(holding && session.closedReason === "full"))
    return translateMessage(BOOKING_CLOSED_MESSAGES[session.closedReason]);
  if (full && !holding) return translateMessage(PAYMENT_PAGE_MESSAGES.noSeats);
  if (refusal) return refusal;
  if (!email) return PAYMENT_PAGE_MESSAGES.userEmailMissing;
  return null;
}
