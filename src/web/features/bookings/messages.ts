import { BOOKING_MESSAGES } from "@contract/bookings";
import { PAYMENT_MESSAGES } from "@contract/payments";
import { IMAGE_UPLOAD_MESSAGES } from "@contract/uploads";

/**
 * What the payment screens say (docs/product.md §5 and §8, word for word where it gives the words). The
 * server's messages for the same cases are the same text; the server is what decides them.
 */
export const PAYMENT_PAGE_MESSAGES = {
  ...PAYMENT_MESSAGES,
  loadFailed: "Failed to load session details",
  userEmailMissing: "User email not found.",
  noSeats: BOOKING_MESSAGES.noSeats,
  closed: BOOKING_MESSAGES.closed,
  started: BOOKING_MESSAGES.started,
  cancelled: BOOKING_MESSAGES.cancelled,
  proofPicked: "Payment proof uploaded successfully",
  proofNotImage: "The payment proof must be an image file (JPEG, PNG or WebP).",
  proofUnsupported: IMAGE_UPLOAD_MESSAGES.unsupported,
  proofTooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
} as const;

export { PROOF_MAX_BYTES } from "@contract/payments";

/** What the server can read, judged by the bytes there; here by the browser's idea of the type. */
export const PROOF_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
