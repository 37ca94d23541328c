/**
 * Everything a receipt, tax invoice or credit note prints, stored with it when it is issued
 * (`receipts.document`): the PDF is drawn from this alone, so a later change of a name, a state, a
 * session or the seller's settings never changes an issued document. Amounts in paise.
 */
export interface ReceiptDocument {
  version: 1;
  type: "receipt" | "tax_invoice" | "credit_note";
  number: string;
  /** ISO instant of issue; printed as its IST date. */
  issuedAt: string;
  seller: { name: string; address: string | null; gstin: string | null; state: string | null };
  student: { name: string; email: string; state: string | null };
  /** GST state code: the student's state, or the seller's when the student's is unknown; null without either. */
  placeOfSupply: string | null;
  /** Whether GST is shown (the seller's GSTIN was set when the receipt was issued). */
  taxed: boolean;
  line: {
    title: string;
    mentor: string;
    startsAt: string;
    durationMinutes: number;
    /** SAC, on a tax invoice (and its credit note). */
    sac: string | null;
  };
  amounts: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
  payment: {
    /** The booking reference (TC…). */
    reference: string;
    method: "upi" | "gateway";
    /** The UPI transaction reference the student gave, if any. */
    utr: string | null;
    /** The gateway's payment id, when paid through the gateway and known. */
    gatewayPaymentId: string | null;
  };
  /** A credit note's receipt. */
  reverses: { number: string; issuedAt: string } | null;
  /** Why a credit note was issued. */
  reason: "refund" | "disapproval" | null;
  /** A refund's own UTR, on its credit note. */
  refundUtr: string | null;
}
