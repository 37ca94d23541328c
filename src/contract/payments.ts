import { z } from "zod";

export const PAYMENT_STATUSES = ["created", "paid", "failed"] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** SPEC §4's display mapping. */
export function paymentStatusLabel(status: string): "Completed" | "Pending" | "Failed" {
  if (status === "paid" || status === "completed") return "Completed";
  if (status === "created") return "Pending";
  return "Failed";
}

/** A 12-digit UPI transaction reference (UTR), optional. */
export const utrSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, "A UPI transaction reference (UTR) has exactly 12 digits."));

/** The largest payment proof the server takes (checked in the browser too, so nobody waits in vain). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** Why a booking is refused (SPEC §5/§8 where it gives the words). */
export const BOOKING_MESSAGES = {
  noSeats: "No seats left for this session.",
  alreadyBooked: "You have already booked this session.",
  closed: "This session has ended and can no longer be booked.",
  notFound: "Failed to load session details",
} as const;

export const PAYMENT_MESSAGES = {
  submitted: "Payment proof submitted! Waiting for admin verification.",
  proofRequired: "Please upload a payment proof before continuing.",
  failed: "Payment failed. Please try again.",
  marked: (status: string) => `Payment marked as ${status}`,
  notFound: "Payment data not found. Please go back and try again.",
} as const;

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

export const paymentDetailSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: paymentStatusSchema,
  utr: z.string().nullable(),
  utrUsedElsewhere: z.boolean(),
  /** The booking reference the student's UPI note carried. */
  reference: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  session: z.object({ id: z.string(), title: z.string() }),
  proofUrl: z.string(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const decisionBodySchema = z.object({ status: z.enum(["paid", "failed"]) });
export const decisionAnswerSchema = z.object({
  status: paymentStatusSchema,
  changed: z.boolean(),
  message: z.string(),
});

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
  /** Put in the UPI note; the admin matches it against the bank statement. */
  reference: z.string(),
  /** The `upi://pay?...` link the QR encodes (also opens a UPI app on a phone). */
  upiUri: z.string(),
  qrUrl: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
