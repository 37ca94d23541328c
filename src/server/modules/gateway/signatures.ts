import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Razorpay's two signatures (docs/decisions/026), both HMAC-SHA256 in lower-case hex, compared in
 * constant time:
 * - Checkout's: of `order_id|payment_id` with the key secret;
 * - a webhook's (X-Razorpay-Signature): of the raw request body, byte for byte, with the webhook secret.
 */

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Whether `given` is the hex HMAC `expected`, without telling by timing how much of it matched. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  if (a.length !== b.length) {
    // Still spend one comparison, so that a wrong length answers as fast as a wrong value.
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

export function checkoutSignatureValid(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(checkoutSignature(keySecret, orderId, paymentId), signature);
}

export const webhookSignature = (webhookSecret: string, rawBody: Buffer | string) =>
  hmacHex(webhookSecret, rawBody);

export function webhookSignatureValid(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return sameHex(webhookSignature(webhookSecret, rawBody), signature);
}
