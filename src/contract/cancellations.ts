import { z } from "zod";
import { paymentStatusSchema } from "./payments";

/**
 * A student cancels their own booking (docs/product.md §10.13, docs/decisions/013): up to and
 * including 24 hours before the start the full amount is owed back; later the seat is freed and the
 * money kept. A booking made before a reschedule is refunded until the (new) start. A free booking
 * (a ₹0 payment) only frees the seat: nothing is owed back and nothing is kept, whenever it is
 * cancelled.
 */

/** "Up to 24 hours before the start" is refunded (the instant itself included). */
export const REFUND_WINDOW_HOURS = 24;

/** A UPI id (VPA): `name@bank`, as the UPI apps accept them. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const CANCELLATION_MESSAGES = {
  notFound: "Booking not found.",
  alreadyCancelled: "You have already cancelled this booking.",
  notHoldingSeat:
    "This booking does not hold a seat (its payment was disapproved), so there is nothing to cancel.",
  sessionCancelled: "This session was cancelled, so your payment is already due for a refund.",
  started: "This session has already started, so the booking can no longer be cancelled.",
  invalidUpiId: "Please enter a valid UPI id, such as name@okbank.",
  calendarNotPaid: "The calendar file is ready once your payment is verified.",
  calendarCancelled: "This booking or its session was cancelled, so there is no calendar event to add.",
  calendarEnded: "This session has ended, so there is no calendar event to add.",
} as const;

/** Where a refund is sent: trimmed; checked like the UPI apps do. */
export const refundUpiIdSchema = z
  .string()
  .trim()
  .max(330)
  .regex(UPI_ID_PATTERN, CANCELLATION_MESSAGES.invalidUpiId);

/** A refund, no refund (the money kept), or a free booking: nothing was paid, so neither. */
export const CANCELLATION_OUTCOMES = ["refund", "noRefund", "free"] as const;
/**
 * Why: in time (up to 24 h before), booked before a reschedule, late (within 24 h), or free (a ₹0
 * payment, whatever the time).
 */
export const CANCELLATION_REASONS = ["inTime", "rescheduled", "late", "free"] as const;

/** GET /api/bookings/{bookingId}/cancellation: what cancelling now would do, before anything happens. */
export const cancellationPreviewSchema = z.object({
  outcome: z.enum(CANCELLATION_OUTCOMES),
  /** The full amount paid, in rupees (owed back when the outcome is a refund). */
  amount: z.number().int(),
  /**
   * The last instant a cancellation is refunded: the start − 24 h, or the start itself for a booking
   * made before a reschedule; null for a free booking (there is nothing to refund).
   */
  refundDeadline: z.iso.datetime().nullable(),
  reason: z.enum(CANCELLATION_REASONS),
  /** The student's refund UPI id from their profile, or null (the dialog asks for one). */
  refundUpiId: z.string().nullable(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** POST /api/bookings/{bookingId}/cancel: optionally the UPI id the refund goes to (saved in the profile). */
export const cancelBookingBodySchema = z.object({
  refundUpiId: refundUpiIdSchema.optional(),
});
export type CancelBookingBody = z.input<typeof cancelBookingBodySchema>;

export const cancelBookingAnswerSchema = cancellationPreviewSchema.extend({
  /** The payment's status now: `refund_due` or `forfeited` (also a free booking's: nothing owed, ₹0 kept). */
  paymentStatus: paymentStatusSchema,
  cancelledAt: z.iso.datetime(),
});
export type CancelBookingAnswer = z.infer<typeof cancelBookingAnswerSchema>;
