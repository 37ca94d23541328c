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
