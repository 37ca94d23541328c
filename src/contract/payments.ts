import { z } from "zod";
import { isPlainMultiLine, TEXT_MESSAGES } from "./text";

/**
 * `created` (awaiting an admin), `paid` (approved), `failed` (disapproved), `refund_due`: the
 * student gave up the seat in time or lost it through no fault of theirs (their session was
 * cancelled), and the platform owes the amount back (docs/decisions/009); `refunded`: an admin paid
 * it back, with the refund's UTR; `forfeited`: the student cancelled within 24 hours of the start,
 * so the seat was freed and the money kept (docs/decisions/013).
 */
export const PAYMENT_STATUSES = ["created", "paid", "failed", "refund_due", "refunded", "forfeited"] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * The one rule of seats: a booking holds a seat while its payment awaits review or is approved.
 * A disapproved payment frees its seat, and so does a refund (the booking was given up).
 */
export const SEAT_HOLDING_STATUSES = ["created", "paid"] as const satisfies readonly PaymentStatus[];
export const holdsSeat = (status: string): boolean =>
  (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * The money the student has spent for good: approved payments and those kept after a late
 * cancellation (refunds, due or paid, are not spent). Total spent, revenue and the charts count these.
 */
export const MONEY_KEPT_STATUSES = ["paid", "forfeited"] as const satisfies readonly PaymentStatus[];

export type PaymentStatusLabel = "Completed" | "Pending" | "Failed" | "Refund due" | "Refunded" | "Cancelled";

/** docs/product.md §4's display mapping, with the refund and cancellation states this product adds. */
export function paymentStatusLabel(status: string): PaymentStatusLabel {
  if (status === "paid" || status === "completed") return "Completed";
  if (status === "created") return "Pending";
  if (status === "refund_due") return "Refund due";
  if (status === "refunded") return "Refunded";
  if (status === "forfeited") return "Cancelled";
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

/** docs/product.md §10.12: how long "Book Now" keeps a seat for the student while they pay. */
export const HOLD_MINUTES = 15;
/** A student holds at most this many seats at a time, across sessions. */
export const MAX_HOLDS_PER_STUDENT = 3;

export const HOLD_MESSAGES = {
  tooMany: `You are already holding ${MAX_HOLDS_PER_STUDENT} seats. Finish paying for one, or let one go, before holding another.`,
  notFound: "You are not holding a seat for this session.",
  /** An account holds seats only once its email is verified or it has paid before (issue 25). */
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
  /** When it became refund due, and when and with which UTR an admin paid it back. */
  refundDueAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  refundUtr: z.string().nullable(),
  /**
   * While the payment is disapproved: why (a DISAPPROVAL_REASON_CODES code, or the admin's own
   * words as written), when, and, for an admin reading it, which admin decided.
   */
  disapproval: z.object({ reason: z.string(), at: z.iso.datetime(), by: z.string().nullable() }).nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  session: z.object({ id: z.string(), title: z.string() }),
  proofUrl: z.string(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** Why an admin cannot decide a payment any more, or did not say why they disapprove it. */
export const DECISION_MESSAGES = {
  refundDue:
    "This payment is due for a refund: its booking was cancelled, so it cannot be approved or disapproved.",
  sessionCancelled: "This session was cancelled, so its payments cannot be approved.",
  refunded: "This payment was refunded to the student, so it cannot be approved or disapproved.",
  forfeited:
    "This booking was cancelled by the student within 24 hours of the start, so its payment cannot be approved or disapproved.",
  reasonRequired: "Please choose why this payment is disapproved.",
  otherTooShort: "Please write at least 5 characters on why this payment is disapproved.",
  otherTooLong: "Please keep the reason within 300 characters.",
  statusChoice: 'status must be "paid" or "failed".',
  free: "This booking is of a free session: it was confirmed when it was made and needs no approval.",
  /** A free booking cancelled (by its student or with its session): ₹0 was neither owed nor kept. */
  freeCancelled:
    "This free booking was cancelled: nothing was paid, so there is nothing to approve, disapprove or refund.",
} as const;

/**
 * docs/product.md §10.15: the reasons an admin picks from when disapproving a payment, with their
 * English words (the web app and the student's email translate the code); "other" carries free text.
 */
export const DISAPPROVAL_REASON_CODES = ["amountMismatch", "unreadable", "utrNotFound"] as const;
export type DisapprovalReasonCode = (typeof DISAPPROVAL_REASON_CODES)[number];
export const DISAPPROVAL_REASON_TEXTS: Record<DisapprovalReasonCode, string> = {
  amountMismatch: "The amount does not match",
  unreadable: "The screenshot is unreadable",
  utrNotFound: "This UTR is not in our bank statement",
};
export const isDisapprovalReasonCode = (value: string): value is DisapprovalReasonCode =>
  (DISAPPROVAL_REASON_CODES as readonly string[]).includes(value);

export const disapprovalReasonSchema = z.discriminatedUnion(
  "code",
  [
    z.object({ code: z.enum(DISAPPROVAL_REASON_CODES) }),
    z.object({
      code: z.literal("other"),
      text: z
        .string({ error: DECISION_MESSAGES.otherTooShort })
        .trim()
        .refine(isPlainMultiLine, TEXT_MESSAGES.controlCharacters)
        .min(5, DECISION_MESSAGES.otherTooShort)
        .max(300, DECISION_MESSAGES.otherTooLong),
    }),
  ],
  { error: DECISION_MESSAGES.reasonRequired },
);
export type DisapprovalReason = z.infer<typeof disapprovalReasonSchema>;

/** What payment_decisions.reason and the payment.decided event keep: the code, or the free text. */
export const storedReason = (reason: DisapprovalReason): string =>
  reason.code === "other" ? reason.text : reason.code;

/** POST /api/payments/{id}/decision: approve, or disapprove with a reason. */
export const decisionBodySchema = z.discriminatedUnion(
  "status",
  [
    z.object({ status: z.literal("paid") }),
    z.object({ status: z.literal("failed"), reason: disapprovalReasonSchema }),
  ],
  { error: DECISION_MESSAGES.statusChoice },
);
export type DecisionBody = z.infer<typeof decisionBodySchema>;

/** GET /api/admin/payments/next-pending?after={id}: the next payment awaiting verification, or none. */
export const nextPendingQuerySchema = z.object({ after: z.string().min(1).max(64).optional() });
export const nextPendingSchema = z.object({ id: z.string().nullable() });
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
