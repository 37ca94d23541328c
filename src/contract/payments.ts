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

const PAYMENT_UTR_DIGITS = "A UPI transaction reference (UTR) has exactly 12 digits.";

/** A 12-digit UPI transaction reference (UTR); spaces the student typed between digits are dropped. */
export const utrSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, PAYMENT_UTR_DIGITS));

/** The largest payment proof the server takes (checked in the browser too, so nobody waits in vain). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const PAYMENT_MESSAGES = {
  submitted: "Payment proof submitted! Waiting for admin verification.",
  /** The UTR is the proof of a UPI payment; the screenshot is optional (docs/decisions/025). */
  utrRequired: "Enter the 12-digit UTR of your UPI payment.",
  utrDigits: PAYMENT_UTR_DIGITS,
  failed: "Payment failed. Please try again.",
  marked: (status: string) => `Payment marked as ${status}`,
  notFound: "Payment data not found. Please go back and try again.",
} as const;

export const PAYMENT_METHODS = ["upi", "gateway"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A refund through the gateway's Refunds API (docs/decisions/026). */
export const GATEWAY_REFUND_STATES = ["pending", "processed", "failed"] as const;

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
  /** The screenshot's address; null when the student gave none (the UTR is the proof). */
  proofUrl: z.string().nullable(),
  /** How it was paid: UPI with a proof, or through the Razorpay gateway (docs/decisions/026). */
  method: z.enum(PAYMENT_METHODS),
  /**
   * A gateway payment's facts at Razorpay, for an admin only (null for a UPI payment, and for the
   * student): the payment and order ids, and its refund through the Refunds API when there is one
   * (its status, Razorpay's refund id once known, and why the gateway failed it).
   */
  gateway: z
    .object({
      paymentId: z.string(),
      orderId: z.string().nullable(),
      refund: z
        .object({
          status: z.enum(GATEWAY_REFUND_STATES),
          refundId: z.string().nullable(),
          failure: z.string().nullable(),
          updatedAt: z.iso.datetime(),
        })
        .nullable(),
    })
    .nullable(),
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
