import type { PaymentRequest } from "@contract/bookings";
import { base32, type Keyring } from "../../lib/keyring";

/**
 * The booking reference for one student and one session: derived from the server secret, so the
 * same every time (a reloaded payment page shows the same QR, and the booking stores the reference
 * the student's UPI note carried), short enough to read on a bank statement, and unguessable.
 */
export function bookingReference(keyring: Keyring, studentId: string, sessionId: string): string {
  return `TC${base32(keyring.derive("booking-reference", studentId, sessionId), 8)}`;
}

/**
 * The UPI deep link (NPCI's `upi://pay`): payee address and name, the exact amount in rupees, INR,
 * and the booking reference twice: as the transaction reference `tr`, which UPI apps hand on to the
 * payee's bank, and in the note `tn`, which the student sees (and may edit). Either one lets an admin,
 * or the bank-statement matcher, find the booking from the credit. With a merchant UPI id, its
 * merchant category code `mc` too: UPI apps accept intent payments ("Pay with a UPI app") to merchant
 * ids that they refuse to personal ones. Every UPI app reads the same link from a QR code.
 */
export function upiUri(input: {
  upiId: string;
  payeeName: string;
  amount: number;
  reference: string;
  merchantCode?: string | undefined;
}): string {
  const params = new URLSearchParams({ pa: input.upiId, pn: input.payeeName });
  if (input.merchantCode !== undefined) params.set("mc", input.merchantCode);
  params.set("tr", input.reference);
  params.set("tn", `Toppers Connect ${input.reference}`);
  params.set("am", input.amount.toFixed(2));
  params.set("cu", "INR");
  // UPI apps expect %20 for spaces, not '+'.
  return `upi://pay?${params.toString().replace(/\+/g, "%20")}`;
}

export function paymentRequest(
  deps: {
    keyring: Keyring;
    upi: { id: string; name: string; merchantCode?: string | undefined };
    /** The gateway's checkout (docs/decisions/026), when it is on. */
    gateway?: { checkoutUrl: string; keyId: string } | null;
  },
  input: { studentId: string; sessionId: string; price: number },
): PaymentRequest {
  const reference = bookingReference(deps.keyring, input.studentId, input.sessionId);
  return {
    sessionId: input.sessionId,
    upiId: deps.upi.id,
    payeeName: deps.upi.name,
    amount: input.price,
    reference,
    upiUri: upiUri({
      upiId: deps.upi.id,
      payeeName: deps.upi.name,
      amount: input.price,
      reference,
      merchantCode: deps.upi.merchantCode,
    }),
    qrUrl: `/api/sessions/${encodeURIComponent(input.sessionId)}/payment-qr.svg`,
    gateway: deps.gateway ?? null,
  };
}

/** The QR code of a UPI link as a small SVG (medium error correction: phones read it off a screen). */
export async function qrSvg(text: string): Promise<string> {
  // Loaded on first use, not at start-up.
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 264 });
}
