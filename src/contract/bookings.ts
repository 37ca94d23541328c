import { z } from "zod";
import { gatewayInfoSchema } from "./gateway";
import { type PaymentStatus, paymentStatusSchema } from "./payments";
import type { BookingClosedReason } from "./sessions";

// Booking a seat: holds, booking requests and their answers, the payment request (UPI and QR) and
// the student's own bookings. The payment's own statuses, proofs, decisions and refunds are in
// ./payments; cancelling a booking is in ./cancellations.

/**
 * The one rule of seats: a booking holds a seat while its payment awaits review or is approved.
 * A disapproved payment frees its seat, and so does a refund (the booking was given up).
 */
export const SEAT_HOLDING_STATUSES = ["created", "paid"] as const satisfies readonly PaymentStatus[];
export const holdsSeat = (status: string): boolean =>
  (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

/** Why a booking is refused (docs/product.md §5/§8 where it gives the words). */
export const BOOKING_MESSAGES = {
  noSeats: "No seats left for this session.",
  alreadyBooked: "You have already booked this session.",
  closed: "This session has ended and can no longer be booked.",
  started: "This session has already started, so booking is closed.",
  cancelled: "This session was cancelled and can no longer be booked.",
  youCancelled: "You cancelled your booking of this session, so it cannot be booked again.",
  notFound: "Failed to load session details",
  /** docs/product.md §2.11: a free session books at once, with neither a payment nor a proof. */
  freeNoProof: "This session is free: book it without a payment proof.",
  freeNothingToPay: "This session is free: there is nothing to pay.",
  notFree: "This session is not free: pay for it and upload the payment proof.",
  freeBooked: "You're booked! The confirmation is on its way to your email.",
} as const;

/**
 * What a student is told for each reason a session cannot be booked: the server refuses a booking
 * with these words and the page shows them on the card, so the two never disagree.
 */
export const BOOKING_CLOSED_MESSAGES: Record<BookingClosedReason, string> = {
  full: BOOKING_MESSAGES.noSeats,
  started: BOOKING_MESSAGES.started,
  ended: BOOKING_MESSAGES.closed,
  cancelled: BOOKING_MESSAGES.cancelled,
};

/** docs/product.md §10.12: how long "Book Now" keeps a seat for the student while they pay. */
export const HOLD_MINUTES = 15;
/** A student holds at most this many seats at a time, across sessions. */
export const MAX_HOLDS_PER_STUDENT = 3;

export const HOLD_MESSAGES = {
  tooMany: `You are already holding ${MAX_HOLDS_PER_STUDENT} seats. Finish paying for one, or let one go, before holding another.`,
  notFound: "You are not holding a seat for this session.",
  /** An account holds seats only once its email is verified or it has paid before (docs/decisions/023). */
  verifyEmailFirst:
    "Please verify your email before booking: open the link we emailed you, or ask for a new one.",
  /** Live seat holds per client address (docs/product.md §10.12): one network cannot fill a session. */
  addressBusySession:
    "Too many seats of this session are being held from your network right now. Please try again in a few minutes.",
  addressBusy:
    "Too many seats are being held from your network right now. Please try again in a few minutes.",
} as const;

/** POST /api/sessions/:id/hold: the seat kept for the student, and until when. */
export const seatHoldSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  expiresAt: z.iso.datetime(),
  /** A seat offered to the student as the first on the waitlist (kept 30 minutes, not 15). */
  offered: z.boolean(),
});
export type SeatHold = z.infer<typeof seatHoldSchema>;

/**
 * GET /api/sessions/{id}/payment-request: what the signed-in student pays for this session, and to
 * whom. The server decides the amount (the session's price) and the booking reference (the same for
 * this student and session every time, so a reloaded page shows the same QR). The QR image itself is
 * GET /api/sessions/{id}/payment-qr.svg.
 */
export const paymentRequestSchema = z.object({
  sessionId: z.string(),
  upiId: z.string(),
  payeeName: z.string(),
  amount: z.number().int(),
  /** Put in the UPI note and as the transaction reference (`tr`); bank statements show it, and matching finds it. */
  reference: z.string(),
  /** The `upi://pay?...` link the QR encodes (also opens a UPI app on a phone). */
  upiUri: z.string(),
  qrUrl: z.string(),
  /** "Pay now" through the gateway (docs/decisions/026): its checkout script and key, or null when off. */
  gateway: gatewayInfoSchema,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const bookingAnswerSchema = z.object({
  bookingId: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  message: z.string(),
});

export const ownBookingSchema = z.object({
  sessionId: z.string(),
  bookingId: z.string(),
  paymentId: z.string(),
  paymentStatus: paymentStatusSchema,
});
export const ownBookingListSchema = z.array(ownBookingSchema);
