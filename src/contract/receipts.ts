import { z } from "zod";

/**
 * Receipts, tax invoices and credit notes (docs/decisions/027), and the student's state that decides
 * a tax invoice's place of supply.
 */

/**
 * India's 28 states and 8 union territories by their GST state code (the first two digits of a
 * GSTIN). Daman and Diu's old code 25 went with its merger into 26; 28 was Andhra Pradesh before
 * Telangana (now 37); 97 "other territory" is not a place a student lives.
 */
export const INDIAN_STATES = [
  { code: "01", en: "Jammu and Kashmir", hi: "जम्मू और कश्मीर" },
  { code: "02", en: "Himachal Pradesh", hi: "हिमाचल प्रदेश" },
  { code: "03", en: "Punjab", hi: "पंजाब" },
  { code: "04", en: "Chandigarh", hi: "चंडीगढ़" },
  { code: "05", en: "Uttarakhand", hi: "उत्तराखंड" },
  { code: "06", en: "Haryana", hi: "हरियाणा" },
  { code: "07", en: "Delhi", hi: "दिल्ली" },
  { code: "08", en: "Rajasthan", hi: "राजस्थान" },
  { code: "09", en: "Uttar Pradesh", hi: "उत्तर प्रदेश" },
  { code: "10", en: "Bihar", hi: "बिहार" },
  { code: "11", en: "Sikkim", hi: "सिक्किम" },
  { code: "12", en: "Arunachal Pradesh", hi: "अरुणाचल प्रदेश" },
  { code: "13", en: "Nagaland", hi: "नगालैंड" },
  { code: "14", en: "Manipur", hi: "मणिपुर" },
  { code: "15", en: "Mizoram", hi: "मिज़ोरम" },
  { code: "16", en: "Tripura", hi: "त्रिपुरा" },
  { code: "17", en: "Meghalaya", hi: "मेघालय" },
  { code: "18", en: "Assam", hi: "असम" },
  { code: "19", en: "West Bengal", hi: "पश्चिम बंगाल" },
  { code: "20", en: "Jharkhand", hi: "झारखंड" },
  { code: "21", en: "Odisha", hi: "ओडिशा" },
  { code: "22", en: "Chhattisgarh", hi: "छत्तीसगढ़" },
  { code: "23", en: "Madhya Pradesh", hi: "मध्य प्रदेश" },
  { code: "24", en: "Gujarat", hi: "गुजरात" },
  { code: "26", en: "Dadra and Nagar Haveli and Daman and Diu", hi: "दादरा और नगर हवेली और दमन और दीव" },
  { code: "27", en: "Maharashtra", hi: "महाराष्ट्र" },
  { code: "29", en: "Karnataka", hi: "कर्नाटक" },
  { code: "30", en: "Goa", hi: "गोवा" },
  { code: "31", en: "Lakshadweep", hi: "लक्षद्वीप" },
  { code: "32", en: "Kerala", hi: "केरल" },
  { code: "33", en: "Tamil Nadu", hi: "तमिलनाडु" },
  { code: "34", en: "Puducherry", hi: "पुडुचेरी" },
  { code: "35", en: "Andaman and Nicobar Islands", hi: "अंडमान और निकोबार द्वीप समूह" },
  { code: "36", en: "Telangana", hi: "तेलंगाना" },
  { code: "37", en: "Andhra Pradesh", hi: "आंध्र प्रदेश" },
  { code: "38", en: "Ladakh", hi: "लद्दाख" },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]["code"];
export const STATE_CODES = INDIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

export const isStateCode = (value: string): value is StateCode =>
  (STATE_CODES as readonly string[]).includes(value);

/** A state's name in a language ("27" → "Maharashtra" / "महाराष्ट्र"); the code itself when unknown. */
export function stateName(code: string, language: "en" | "hi"): string {
  const state = INDIAN_STATES.find((s) => s.code === code);
  return state ? state[language] : code;
}

export const RECEIPT_MESSAGES = {
  invalidState: "Choose your state or union territory from the list.",
  stateSaved: "Your state has been saved.",
  invalidMonth: "Enter the month as YYYY-MM.",
  notFound: "No receipt for this payment.",
} as const;

export const stateCodeSchema = z.string().refine(isStateCode, RECEIPT_MESSAGES.invalidState);

/** PUT /api/student/state */
export const studentStateBodySchema = z.object({ state: stateCodeSchema });
/** GET and PUT /api/student/state: the student's state, or null while they have not said. */
export const studentStateSchema = z.object({ state: z.string().nullable() });
export type StudentState = z.infer<typeof studentStateSchema>;

/** GET /api/admin/receipts/register.csv?month=YYYY-MM (the IST month the documents were issued). */
export const registerQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, RECEIPT_MESSAGES.invalidMonth),
});

/** The documents of one payment the student may download (on their dashboard's booking card). */
export const paymentDocumentsSchema = z.object({
  receipt: z.string().nullable(),
  creditNote: z.string().nullable(),
});
export type PaymentDocuments = z.infer<typeof paymentDocumentsSchema>;

/** Where a payment's documents are downloaded. */
export const receiptPdfPath = (paymentId: string) =>
  `/api/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
export const creditNotePdfPath = (paymentId: string) =>
  `/api/payments/${encodeURIComponent(paymentId)}/credit-note.pdf`;

/**
 * A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, a letter), the entity number
 * (1–9 or A–Z), "Z", and a check character (base-36 Luhn mod N over the first 14).
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? "0";
}

export const isValidGstin = (value: string): boolean =>
  GSTIN_PATTERN.test(value) &&
  isStateCode(value.slice(0, 2)) &&
  gstinCheckChar(value.slice(0, 14)) === value[14];
