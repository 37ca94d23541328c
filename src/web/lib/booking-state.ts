import { holdsSeat } from "@contract/bookings";
import type { SessionCard } from "@contract/sessions";

/** What a student is told for each reason a session cannot be booked (one table, in the contract). */

/**
 * The slots a card offers. The server counts the free seats of a session that has started but not
 * ended, yet none of them can be booked: a card that says "Booking Closed" says 0 left too, as docs/product.md
 * §4 already has it for a completed session.
 */
export function slotsLeft(session: Pick<SessionCard, "seatsLeft" | "closedReason">): number {
  return session.closedReason === null ? session.seatsLeft : 0;
}

export function slotsLabel(session: Pick<SessionCard, "seats" | "seatsLeft" | "closedReason">): string {
  // Only the post form's preview has a session without slots (not typed yet).
  return session.seats > 0 ? `${slotsLeft(session)} of ${session.seats} slots left` : "Slots not set";
}

/**
 * The ids of the sessions the student holds a seat in (a disapproved payment frees its seat, and so
 * does a refund): these cards say "Booked".
 */
export function heldSessionIds(
  bookings: readonly { sessionId: string; paymentStatus: string }[],
): ReadonlySet<string> {
  return new Set(bookings.filter((b) => holdsSeat(b.paymentStatus)).map((b) => b.sessionId));
}
