import { z } from "zod";
import { tableQuerySchema } from "./admin";
import { paymentStatusSchema, utrSchema } from "./payments";

/*
 * Refunds (docs/product.md §10.15, docs/decisions/015): a payment due for a refund waits in the
 * admins' Refunds queue, oldest first, until an admin pays it back over UPI and marks it refunded
 * with the refund's own 12-digit UTR. Every endpoint here is for admins only.
 */

export const REFUND_MESSAGES = {
  notDue: "Only a payment due for a refund can be marked refunded.",
  otherUtr: "This payment was already refunded with a different UTR.",
  utrTaken: "This UTR is already recorded for another refund.",
  marked: "Refund recorded. The student has been emailed.",
  already: "This refund was already recorded.",
  viaGateway:
    "This payment was made through the payment gateway: it is refunded there automatically, not by a UPI transfer.",
} as const;

/** Why the money is owed back: derived from the session and the booking. */
export const REFUND_WHYS = ["sessionCancelled", "studentCancelled", "afterReschedule"] as const;
export type RefundWhy = (typeof REFUND_WHYS)[number];

/** GET /api/admin/refunds?page=&pageSize=: one page of the queue. */
export const adminRefundsQuerySchema = tableQuerySchema.pick({ page: true, pageSize: true });
export type AdminRefundsQuery = z.input<typeof adminRefundsQuerySchema>;

export const adminRefundSchema = z.object({
  paymentId: z.string(),
  amount: z.number().int(),
  /** Since when the refund is due (the queue's order, oldest first). */
  refundDueAt: z.iso.datetime(),
  why: z.enum(REFUND_WHYS),
  /** The session's cancellation reason, when the session was cancelled. */
  cancelReason: z.string().nullable(),
  /** Whether an admin had verified (approved) the payment before it became refund due. */
  wasVerified: z.boolean(),
  student: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** Where the refund goes; null until the student gives one. */
    refundUpiId: z.string().nullable(),
  }),
  session: z.object({ id: z.string(), title: z.string(), startsAt: z.iso.datetime() }),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** POST /api/admin/payments/{id}/refund: the refund's 12-digit UPI transaction reference. */
export const refundBodySchema = z.object({ utr: utrSchema });
export type RefundBody = z.input<typeof refundBodySchema>;

export const refundAnswerSchema = z.object({
  status: paymentStatusSchema,
  changed: z.boolean(),
  message: z.string(),
  refundedAt: z.iso.datetime(),
  refundUtr: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
