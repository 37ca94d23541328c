import { and, eq, inArray } from "drizzle-orm";
import { bookings, payments, waitlistEntries } from "../../db/schema";
import type { Subscriber } from "../../lib/unit-of-work";
import { offerFreedSeats } from "../bookings";

/**
 * What the waitlist does when something happens to a session, in the transaction of that change:
 * - a seat came free (a cancellation, a disapproval, a hold expired or let go): offer it to the first
 *   in line (bookings/offer-seats.ts; `waitlist.offered` follows in the same transaction, with its email);
 * - a student booked it (with or without an offered hold): they wait no more;
 * - it was cancelled: nobody waits for it any more.
 */
export function waitlistOffers(): Subscriber {
  return {
    name: "waitlist offers",
    async inTransaction(uow, event) {
      if (event.type === "seat.freed") {
        await offerFreedSeats(uow, event.sessionId);
      } else if (event.type === "booking.created") {
        await uow.tx
          .delete(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.sessionId, event.sessionId),
              inArray(
                waitlistEntries.studentId,
                uow.tx
                  .select({ id: bookings.studentId })
                  .from(payments)
                  .innerJoin(bookings, eq(bookings.id, payments.bookingId))
                  .where(eq(payments.id, event.paymentId)),
              ),
            ),
          );
      } else if (event.type === "session.cancelled") {
        await uow.tx.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, event.sessionId));
      }
    },
  };
}
