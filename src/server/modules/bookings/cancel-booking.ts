import { holdsSeat } from "@contract/bookings";
import {
  CANCELLATION_MESSAGES,
  type CancelBookingAnswer,
  type CancellationPreview,
  REFUND_WINDOW_HOURS,
} from "@contract/cancellations";
import type { PaymentStatus } from "@contract/payments";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, payments, sessions, studentProfiles } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { DomainEvent } from "../../lib/events";
import type { CommandRunner, Tx } from "../../lib/unit-of-work";
import { dropPendingReminders } from "../outbox";
import { freeSeat } from "./seats";

const HOUR = 3_600_000;

/** What the rules of a cancellation read about one booking. */
interface BookingState {
  paymentId: string;
  paymentStatus: PaymentStatus;
  amount: number;
  sessionId: string;
  sessionStatus: string;
  startsAt: Date;
  rescheduledAt: Date | null;
  /** When the payment holding the seat was made: its proof submitted (a new proof after a disapproval renews it). */
  paidAt: Date;
  cancelledAt: Date | null;
  refundUpiId: string | null;
}

/**
 * The student's own booking, or nothing: another student's booking is "not found" to them, so an
 * outsider cannot even learn that a booking id exists.
 */
async function readBooking(
  db: Database | Tx,
  studentId: string,
  bookingId: string,
  lock: boolean,
): Promise<BookingState | null> {
  const query = db
    .select({
      paymentId: payments.id,
      paymentStatus: payments.status,
      amount: payments.amount,
      sessionId: sessions.id,
      sessionStatus: sessions.status,
      startsAt: sessions.startsAt,
      rescheduledAt: sessions.rescheduledAt,
      paidAt: payments.createdAt,
      cancelledAt: bookings.cancelledAt,
      refundUpiId: studentProfiles.refundUpiId,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.studentId, studentId)));
  const [row] = lock ? await query.for("update", { of: payments }) : await query;
  return row ?? null;
}

/**
 * Refused with the reason (docs/decisions/013): a booking cancelled already, one whose payment was
 * disapproved (it holds no seat), one whose session was cancelled (its refund is due already), one
 * whose session has started.
 */
function refusal(state: BookingState, now: Date): string | null {
  if (state.cancelledAt !== null) return CANCELLATION_MESSAGES.alreadyCancelled;
  if (state.sessionStatus === "cancelled") return CANCELLATION_MESSAGES.sessionCancelled;
  if (state.paymentStatus === "failed") return CANCELLATION_MESSAGES.notHoldingSeat;
  if (!holdsSeat(state.paymentStatus)) return CANCELLATION_MESSAGES.alreadyCancelled;
  if (state.sessionStatus !== "upcoming" || state.startsAt.getTime() <= now.getTime())
    return CANCELLATION_MESSAGES.started;
  return null;
}

/**
 * Whether a paid cancellation at `now` is refunded, and until when. Up to and including 24 hours
 * before the start it is; a payment made before the session was rescheduled is refunded until the
 * new start, whatever the 24-hour rule says; otherwise the money is kept. The payment's time, not the
 * booking's: a booking first tried before the reschedule, disapproved, and paid again after it was
 * paid knowing the new time (docs/product.md §10.13).
 */
function refundRule(state: Pick<BookingState, "startsAt" | "rescheduledAt" | "paidAt">, now: Date) {
  const rescheduledSince =
    state.rescheduledAt !== null && state.paidAt.getTime() < state.rescheduledAt.getTime();
  const windowEnd = new Date(state.startsAt.getTime() - REFUND_WINDOW_HOURS * HOUR);
  const reason = rescheduledSince ? "rescheduled" : now.getTime() <= windowEnd.getTime() ? "inTime" : "late";
  return { reason, deadline: rescheduledSince ? state.startsAt : windowEnd } as const;
}

/**
 * What a cancellation at `now` means for the money: refunded or kept by the 24-hour rule
 * (`refundRule`); a free booking (a ₹0 payment) neither, whenever it is cancelled: nothing is owed
 * back and there is nothing to keep (docs/product.md §10.13).
 */
export function cancellationOutcome(
  state: Pick<BookingState, "amount" | "startsAt" | "rescheduledAt" | "paidAt" | "refundUpiId">,
  now: Date,
): CancellationPreview {
  if (state.amount === 0) {
    return {
      outcome: "free",
      amount: 0,
      refundDeadline: null,
      reason: "free",
      refundUpiId: state.refundUpiId,
    };
  }
  const { reason, deadline } = refundRule(state, now);
  return {
    outcome: reason === "late" ? "noRefund" : "refund",
    amount: state.amount,
    refundDeadline: deadline.toISOString(),
    reason,
    refundUpiId: state.refundUpiId,
  };
}

/** GET /api/bookings/{bookingId}/cancellation: the outcome, stated before anything happens. */
export async function previewCancellation(
  db: Database,
  studentId: string,
  bookingId: string,
  now: Date,
): Promise<CancellationPreview> {
  const state = await readBooking(db, studentId, bookingId, false);
  if (!state) throw notFound(CANCELLATION_MESSAGES.notFound);
  const refused = refusal(state, now);
  if (refused) throw conflict(refused);
  return cancellationOutcome(state, now);
}

/**
 * A student cancels their own booking, in one transaction under the payment row's lock: the payment
 * becomes `refund_due` (owed back since now) or `forfeited` (the money kept; a free booking's ₹0
 * payment too: `forfeited` is the one status that is neither owed nor seat-holding, and ₹0 kept moves
 * no total, docs/product.md §10.13), the booking records when, the seat is
 * freed, reminders not yet sent are dropped, and `booking.cancelled` (the email, with the calendar
 * cancellation) and `seat.freed` (the waitlist) are emitted. A refund UPI id given with it is saved
 * in the student's profile first, so the email and the Refunds queue show it.
 */
export async function cancelBooking(
  commands: CommandRunner,
  studentId: string,
  bookingId: string,
  input: { refundUpiId?: string | undefined },
): Promise<{ answer: CancelBookingAnswer; events: DomainEvent[] }> {
  const { value, events } = await commands.run(async ({ tx, now, emit }) => {
    const state = await readBooking(tx, studentId, bookingId, true);
    if (!state) throw notFound(CANCELLATION_MESSAGES.notFound);
    const refused = refusal(state, now);
    if (refused) throw conflict(refused);

    let refundUpiId = state.refundUpiId;
    if (input.refundUpiId !== undefined) {
      refundUpiId = input.refundUpiId;
      await tx
        .insert(studentProfiles)
        .values({ userId: studentId, refundUpiId, updatedAt: now })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: { refundUpiId, updatedAt: now } });
      emit({ type: "profile.changed", userId: studentId });
    }
    const outcome = cancellationOutcome({ ...state, refundUpiId }, now);
    const to: PaymentStatus = outcome.outcome === "refund" ? "refund_due" : "forfeited";

    await tx
      .update(payments)
      .set({ status: to, refundDueAt: to === "refund_due" ? now : null, updatedAt: now })
      .where(eq(payments.id, state.paymentId));
    await tx.update(bookings).set({ cancelledAt: now }).where(eq(bookings.id, bookingId));
    // The seat is given back under the session row's lock, only while the session has not started:
    // a mentor pressing Start at the same moment wins, and nothing here is changed.
    const freed = await freeSeat(tx, state.sessionId, { as: "taken", bookableAt: now, updatedAt: now });
    if (!freed) throw conflict(CANCELLATION_MESSAGES.started);
    await dropPendingReminders(tx, { paymentId: state.paymentId }, "the student cancelled the booking");

    emit({
      type: "booking.cancelled",
      sessionId: state.sessionId,
      bookingId,
      paymentId: state.paymentId,
      from: state.paymentStatus,
      to,
    });
    emit({ type: "seat.freed", sessionId: state.sessionId });
    return { ...outcome, paymentStatus: to, cancelledAt: now.toISOString() };
  });
  return { answer: value, events };
}

/**
 * What the cancellation email says beyond the booking's facts: where the refund goes (the profile's
 * refund UPI id, or null: the email asks for one), and whether the refund is due only because the
 * session was rescheduled after the payment (the cancellation came within 24 hours of the start).
 */
export async function cancellationFacts(
  tx: Tx,
  bookingId: string,
  now: Date,
): Promise<{ refundUpiId: string | null; thanksToReschedule: boolean }> {
  const [row] = await tx
    .select({
      refundUpiId: studentProfiles.refundUpiId,
      startsAt: sessions.startsAt,
      rescheduledAt: sessions.rescheduledAt,
      paidAt: payments.createdAt,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
    .where(eq(bookings.id, bookingId));
  if (!row) return { refundUpiId: null, thanksToReschedule: false };
  const lateByTheClock = now.getTime() > row.startsAt.getTime() - REFUND_WINDOW_HOURS * HOUR;
  return {
    refundUpiId: row.refundUpiId,
    thanksToReschedule: refundRule(row, now).reason === "rescheduled" && lateByTheClock,
  };
}
