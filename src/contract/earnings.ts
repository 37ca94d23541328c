import { z } from "zod";
import { tableQuerySchema } from "./admin";
import { refundUpiIdSchema } from "./cancellations";
import { utrSchema } from "./payments";
import { boundedDate } from "./sessions";

/**
 * Mentors' earnings and payouts (docs/decisions/021). What a mentor earned is derived from payments:
 * money kept (approved, or kept after a late cancellation) for sessions that were held (completed),
 * by the IST month of the session's start. Per month: gross, the platform's commission (each
 * payment's amount × the PLATFORM_COMMISSION_PERCENT in force when it was earned / 100, summed and
 * rounded half up to whole rupees), net = gross − commission.
 * Balance = every month's net − every payout recorded − what was sent through the bank's bulk upload
 * and awaits its UTR from a statement (docs/decisions/025).
 */

export const EARNINGS_MESSAGES = {
  overBalance: (balance: string) => `The payout is more than the mentor's balance of ${balance}.`,
  nothingEarned: "This mentor has not earned anything yet, so there is nothing to pay out.",
  futureDate: "The payout date cannot be in the future.",
  beforeFirstEarning: (date: string) =>
    `The payout date cannot be before the mentor's first earning (${date}).`,
  utrTaken: "This UTR is already recorded for another payout.",
  mentorNotFound: "Mentor not found.",
  upiSaved: "Your payout UPI id has been saved.",
  payoutRecorded: "Payout recorded. The mentor has been emailed.",
  amountWhole: "Enter the amount in whole rupees.",
  amountMin: "Enter an amount of at least ₹1.",
  dateFormat: "Enter the date as YYYY-MM-DD.",
} as const;

/** One IST month of a mentor's earnings. `month` is YYYY-MM. */
export const earningsMonthSchema = z.object({
  month: z.string(),
  sessions: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  utr: z.string(),
  /** The IST date the money was sent, YYYY-MM-DD. */
  paidOn: z.string(),
  upiId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * Money sent to the mentor's UPI id through the bank's bulk upload, awaiting the statement that shows
 * it paid (docs/decisions/025). Once shown paid it is a payout like any other.
 */
export const sentTransferSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  /** The UPI id it was sent to. */
  upiId: z.string(),
  /** When it was sent (exported for the bank's bulk upload). */
  sentAt: z.iso.datetime(),
});
export type SentTransfer = z.infer<typeof sentTransferSchema>;

/** GET /api/mentor/earnings: months newest first, totals, payouts newest first, balance. */
export const mentorEarningsSchema = z.object({
  /**
   * The rate money earned now is charged (PLATFORM_COMMISSION_PERCENT). Each month's commission uses
   * the rates its payments were earned at, kept with each payment.
   */
  commissionPercent: z.number().int(),
  months: z.array(earningsMonthSchema),
  totals: z.object({
    sessions: z.number().int(),
    gross: z.number().int(),
    commission: z.number().int(),
    net: z.number().int(),
    paidOut: z.number().int(),
  }),
  payouts: z.array(payoutSchema),
  /** Whole rupees sent through the bank's bulk upload, awaiting the statement that shows them paid. */
  sentAwaitingUtr: z.number().int(),
  /** Those transfers one by one, newest first (their amounts add up to `sentAwaitingUtr`). */
  sentTransfers: z.array(sentTransferSchema),
  balance: z.number().int(),
  payoutUpiId: z.string().nullable(),
});
export type MentorEarnings = z.infer<typeof mentorEarningsSchema>;

/** PUT /api/mentor/payout-upi: where payouts go, checked like a student's refund UPI id. */
export const payoutUpiBodySchema = z.object({ upiId: refundUpiIdSchema });
export const payoutUpiAnswerSchema = z.object({ upiId: z.string(), message: z.string() });

export const PAYOUT_SORTS = ["name", "net", "paidOut", "balance"] as const;
export type PayoutSort = (typeof PAYOUT_SORTS)[number];
/** ?page=&pageSize=&q=&sort=&dir= of the admin Payouts table (default order: largest balance first). */
export const adminPayoutsQuerySchema = tableQuerySchema.extend({
  sort: z.enum(PAYOUT_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).default("asc"),
});

export const adminPayoutRowSchema = z.object({
  mentorId: z.string(),
  name: z.string(),
  email: z.string(),
  net: z.number().int(),
  paidOut: z.number().int(),
  /** Sent through the bank's bulk upload, awaiting its UTR (docs/decisions/025): counted as paid. */
  sentAwaitingUtr: z.number().int(),
  balance: z.number().int(),
  upiId: z.string().nullable(),
  /** The IST date of the mentor's first earning (YYYY-MM-DD), the earliest a payout may be dated. */
  firstEarning: z.string().nullable(),
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRowSchema>;

/** POST /api/admin/mentors/{id}/payouts. */
export const recordPayoutBodySchema = z.object({
  amount: z.coerce
    .number(EARNINGS_MESSAGES.amountWhole)
    .int(EARNINGS_MESSAGES.amountWhole)
    .min(1, EARNINGS_MESSAGES.amountMin),
  utr: utrSchema,
  paidOn: boundedDate(EARNINGS_MESSAGES.dateFormat),
});
export type RecordPayoutBody = z.input<typeof recordPayoutBodySchema>;
export const recordPayoutAnswerSchema = z.object({
  payout: payoutSchema,
  balance: z.number().int(),
  message: z.string(),
});
