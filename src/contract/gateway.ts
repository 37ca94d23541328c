import { z } from "zod";

/*
 * The optional payment gateway, Razorpay (docs/decisions/026). It is on only when the server has
 * RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET; otherwise none of this shows:
 * the payment request's `gateway` is null and the routes answer 404.
 */

export const GATEWAY_MESSAGES = {
  off: "Online payment is not available.",
  noHold: "Your seat hold has ended. Hold a seat again to pay.",
  badSignature: "The payment could not be verified. If money left your account, it will be refunded.",
  unknownOrder: "This payment is not one of yours.",
  unavailable: "The payment service is not answering. Please try again in a minute.",
  badWebhook: "The webhook signature is not valid.",
} as const;

/** Part of GET /api/sessions/{id}/payment-request: where the checkout comes from, or null when off. */
export const gatewayInfoSchema = z
  .object({
    checkoutUrl: z.string(),
    keyId: z.string(),
  })
  .nullable();
export type GatewayInfo = z.infer<typeof gatewayInfoSchema>;

/** POST /api/sessions/{id}/gateway-order (no body): the Razorpay order of the student's live hold. */
export const gatewayOrderSchema = z.object({
  orderId: z.string(),
  keyId: z.string(),
  /** The session's price in whole rupees × 100. */
  amountPaise: z.number().int(),
  currency: z.literal("INR"),
  /** The booking reference, also the order's receipt. */
  reference: z.string(),
  checkoutUrl: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type GatewayOrder = z.infer<typeof gatewayOrderSchema>;

/** POST /api/gateway/return: exactly what Razorpay Checkout's handler gives the page. */
export const gatewayReturnBodySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type GatewayReturnBody = z.infer<typeof gatewayReturnBodySchema>;

export const GATEWAY_RETURN_STATES = ["booked", "processing", "refunded"] as const;
export type GatewayReturnState = (typeof GATEWAY_RETURN_STATES)[number];

/**
 * The answer to the return: "booked" (the seat is the student's, paid); "processing" (verified, not
 * yet captured: the webhook or the reconciler finishes it); "refunded" (paid after the hold expired
 * on a full session, refunded automatically).
 */
export const gatewayReturnSchema = z.object({
  state: z.enum(GATEWAY_RETURN_STATES),
  paymentId: z.string().nullable(),
});
export type GatewayReturn = z.infer<typeof gatewayReturnSchema>;
