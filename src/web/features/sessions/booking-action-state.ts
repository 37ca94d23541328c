import type { SessionCard } from "@contract/sessions";
import type { OwnWaitlistEntry } from "@contract/waitlist";

export type BookingActionState = "booked" | "cancelled" | "closed" | "offered" | "waiting" | "full" | "book";

/**
 * What a card's one control says (docs/product.md §2.10, §10.16), exactly one of:
 * - "Booked": the signed-in student holds a seat (a booking awaiting review or approved);
 * - "Cancelled": the session was cancelled;
 * - "Booking Closed": it has started or ended;
 * - "Full: Join waitlist" when no seat is left (a visitor is sent to log in first), then
 *   "On the waitlist: #3" with "Leave waitlist";
 * - "Book Now" to the payment page, also for a student a seat from the waitlist is kept for.
 * The list says "full" the same for everyone (seats left); what is the viewer's own comes from their
 * bookings and waitlist places. The server decides again when the student acts.
 */
export function bookingActionState(
  session: Pick<SessionCard, "status" | "closedReason">,
  own: { booked: boolean; waitlist?: OwnWaitlistEntry | undefined },
): BookingActionState {
  if (own.booked) return "booked";
  if (session.status === "cancelled" || session.closedReason === "cancelled") return "cancelled";
  if (session.closedReason === "started" || session.closedReason === "ended") return "closed";
  if (own.waitlist?.offer) return "offered";
  if (own.waitlist?.place) return "waiting";
  if (session.closedReason === "full") return "full";
  return "book";
}
