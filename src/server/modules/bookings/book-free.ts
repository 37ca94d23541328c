import { domainOfCategory } from "@contract/admin";
import { BOOKING_MESSAGES, holdsSeat } from "@contract/bookings";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors";
import { bookings, paymentDecisions, payments, sessions } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner } from "../../lib/unit-of-work";
import type { BookingResult } from "./book-session";
import { offerFreedSeats } from "./offer-seats";
import { refuseSeat, refuseUnverified, releaseExpiredHolds, releaseOwnHold } from "./seat-holds";
import { claimSeat } from "./seats";

/** What a free booking's decision rests on when no admin made it (payment_decisions.evidence). */
export const FREE_SESSION_EVIDENCE = "free-session";

/**
 * A student books a free session (price ₹0, docs/product.md §2.11): no payment to make, no proof to
 * send, no admin to wait for. In one transaction, as a booking with a proof would be, with the same
 * seat rules (the student's hold, or offered seat, turns into it; expired holds go to the waitlist
 * first; never more bookings than seats): the booking, its ₹0 payment already `paid`, and the
 * decision recorded with no admin and the evidence `free-session`. `payment.decided` then brings the
 * confirmation email with the calendar invitation. A student whose earlier ₹0 payment was disapproved
 * (before free sessions booked at once) books the same booking again.
 */
export async function bookFreeSession(
  commands: CommandRunner,
  studentId: string,
  sessionId: string,
): Promise<BookingResult> {
  try {
    const { value, events } = await commands.run(async (uow) => {
      const { tx, now, emit } = uow;
      await refuseUnverified(tx, studentId);
      const [session] = await tx
        .select({ price: sessions.price })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      if (!session) throw notFound(BOOKING_MESSAGES.notFound);
      if (session.price !== 0) throw conflict(BOOKING_MESSAGES.notFree);
      const [existing] = await tx
        .select({ bookingId: bookings.id, paymentId: payments.id, status: payments.status })
        .from(bookings)
        .innerJoin(payments, eq(payments.bookingId, bookings.id))
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, studentId)))
        .for("update");
      if (existing && holdsSeat(existing.status)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
      if (existing && existing.status !== "failed") throw conflict(BOOKING_MESSAGES.youCancelled);

      if ((await releaseExpiredHolds(uow, sessionId)) > 0) await offerFreedSeats(uow, sessionId);
      await releaseOwnHold(tx, studentId, sessionId);
      const seat = await claimSeat(tx, sessionId, { as: "taken", bookableAt: now, updatedAt: now });
      if (!seat) return refuseSeat(tx, sessionId, now);

      let bookingId: string;
      let paymentId: string;
      if (existing) {
        ({ bookingId, paymentId } = existing);
        await tx
          .update(payments)
          .set({ status: "paid", amount: 0, utr: null, decidedBy: null, decidedAt: now, updatedAt: now })
          .where(eq(payments.id, paymentId));
      } else {
        bookingId = newId();
        paymentId = newId();
        await tx.insert(bookings).values({ id: bookingId, sessionId, studentId, createdAt: now });
        // No proof is stored for a free session: `proof_key` stays empty.
        await tx.insert(payments).values({
          id: paymentId,
          bookingId,
          amount: 0,
          status: "paid",
          proofKey: "",
          domain: domainOfCategory(seat.category),
          decidedAt: now,
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx.insert(paymentDecisions).values({
        id: newId(),
        paymentId,
        adminId: null,
        fromStatus: existing?.status ?? "created",
        toStatus: "paid",
        evidence: FREE_SESSION_EVIDENCE,
        createdAt: now,
      });
      // `booking.created` takes the student off the session's waitlist; its "verification pending"
      // email is not sent for a ₹0 payment (booking.emails.ts). `payment.decided` sends the confirmation.
      emit({ type: "booking.created", sessionId, paymentId });
      emit({
        type: "payment.decided",
        sessionId,
        paymentId,
        from: existing?.status ?? "created",
        to: "paid",
      });
      return { bookingId, paymentId, amount: 0 };
    });
    return { ...value, events };
  } catch (error) {
    // The same student booking twice at the same moment: the unique index stops the second.
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
    throw error;
  }
}
