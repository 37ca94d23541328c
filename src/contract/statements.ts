import { z } from "zod";
import { errorResponseSchema } from "./errors";
import { isSingleLine, TEXT_MESSAGES } from "./text";

/*
 * Bank-statement matching (docs/decisions/025): an admin uploads the platform account's statement;
 * its credits are matched to the payments awaiting verification; the admin approves every matched
 * payment in one action, each a recorded decision resting on its statement line. Admins only.
 */

export const STATEMENT_MESSAGES = {
  noFile: "Choose the bank statement file (CSV or XLSX).",
  tooLarge: "The statement is larger than 5 MB. Export a shorter period.",
  notAForm: "Send the statement as a file upload.",
  unreadable: "This statement could not be read.",
  needsMapping: "We do not know this bank's columns. Pick which column is which.",
  mappingSaved: "Column mapping saved. It will be used for this account's statements.",
  changed: "The matches changed since you looked. Review them again.",
  nothingToApprove: "There is no matched payment to approve.",
  approved: (count: number, total: number) =>
    `Matched payments approved: ${count}, ₹${total} in all. The students have been emailed.`,
  nothingToRecord: "There is no matched payout or refund to record.",
  debitsRecorded: (count: number, total: number) =>
    `Payouts and refunds recorded as paid: ${count}, ₹${total} in all. The mentors and students have been emailed.`,
  nothingToExport: "Nobody is owed money now: no mentor balance or refund due to a UPI id.",
  transferNotFound: "Transfer not found.",
  transferPaid: "This transfer is already paid: a bank statement showed it sent, so it cannot be cancelled.",
  transferCancelled: "This transfer is already cancelled.",
  cancelReasonRequired: "Say why this transfer is cancelled, in at least 3 characters.",
  cancelReasonTooLong: "Keep the reason within 200 characters.",
  payoutCancelled: (amount: number) =>
    `Transfer cancelled. ₹${amount} is back in the mentor's balance and will be in the next bulk-payment file.`,
  refundCancelled: (amount: number) =>
    `Transfer cancelled. The refund of ₹${amount} is due again and will be in the next bulk-payment file.`,
  refundCancelledSettled:
    "Transfer cancelled. Its payment was refunded another way meanwhile, so nothing is due again.",
} as const;

/**
 * What the parser says of a file it cannot read (docs/decisions/025), each with a code, so the
 * admin's Hindi screen shows it in Hindi, still naming the row and the column. A problem of one row
 * starts with the row and the column as the file names them; its values are the codes' params.
 */
export const STATEMENT_PROBLEMS = {
  unreadable: "This file could not be read as a bank statement (CSV or XLSX).",
  tooLarge: (mb: string) => `The file is larger than ${mb} MB. Export a shorter period.`,
  empty: "The file is empty.",
  oldExcel: "This is an old Excel 97–2003 (.xls) file. Save it as .xlsx or .csv and upload that.",
  pdf: "A PDF statement cannot be read. Download the statement as CSV or Excel (XLSX).",
  notCsv: "This file is neither CSV nor XLSX.",
  webPage: "This file is a web page, not a CSV or XLSX. Download the statement as CSV or XLSX.",
  unclosedQuote: (row: string) => `Row ${row}: a quote (") opens a field that never closes.`,
  tooManyRows: (rows: string) => `The file has more than ${rows} rows. Export a shorter period.`,
  xlsxDamaged: "This XLSX file is damaged: it could not be opened.",
  xlsxTooMuch: "This XLSX file holds too much data for a statement. Export a shorter period.",
  xlsxUnreadable:
    "This XLSX file could not be read. Open it in a spreadsheet and save it again, or export CSV.",
  noColumns: (rows: string) =>
    `Could not find the date, narration, credit and debit columns in the first ${rows} rows. Pick them.`,
  noColumnsFound: (rows: string, headers: string) =>
    `Could not find the date, narration, credit and debit columns in the first ${rows} rows. Pick them. The headers found: ${headers}.`,
  noMappedColumns: (columns: string, rows: string) =>
    `Could not find the columns this account's mapping names (${columns}) in the first ${rows} rows. Pick them.`,
  noMappedColumnsFound: (columns: string, rows: string, headers: string) =>
    `Could not find the columns this account's mapping names (${columns}) in the first ${rows} rows. Pick them. The headers found: ${headers}.`,
  noLines: (row: string) => `Row ${row}: no transaction lines below this header row.`,
  notADate: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is not a date.`,
  noDate: (row: string, column: string) =>
    `Row ${row}, column "${column}": the line has an amount but no date.`,
  noAmount: (row: string, column: string) => `Row ${row}, column "${column}": the line has no amount.`,
  notAnAmount: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is not an amount.`,
  amountTooLarge: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is too large.`,
  negativeCredit: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is negative; this column should hold only money in.`,
  negativeDebit: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is negative; this column should hold only money out.`,
  debitInCreditColumn: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" says debit in the credit column.`,
  creditInDebitColumn: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" says credit in the debit column.`,
  bothSides: (row: string, column: string) =>
    `Row ${row}, column "${column}": the line has both a credit and a debit.`,
  notDrCr: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is neither Dr nor Cr.`,
  negativeWithDrCr: (row: string, column: string, text: string) =>
    `Row ${row}, column "${column}": "${text}" is negative; the Dr/Cr column gives the direction.`,
} as const;
export type StatementProblemKey = keyof typeof STATEMENT_PROBLEMS;

/** The statement's columns as the admin picks them (header names as the file has them). */
export const columnMappingSchema = z.object({
  date: z.string().trim().min(1).max(80),
  narration: z.string().trim().min(1).max(80),
  reference: z.string().trim().min(1).max(80).nullable().optional(),
  credit: z.string().trim().min(1).max(80),
  debit: z.string().trim().min(1).max(80),
});
export type ColumnMappingBody = z.infer<typeof columnMappingSchema>;

/** One line of a statement as the admin sees it beside a payment. Money in whole rupees and paise. */
export const statementLineViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  narration: z.string(),
  /** Rupees, with paise when the bank shows them (499, 499.5). */
  amount: z.number(),
  utr: z.string().nullable(),
  payerName: z.string().nullable(),
  payerVpa: z.string().nullable(),
  /** Which file and row first showed it. */
  fileName: z.string(),
  row: z.number().int(),
});
export type StatementLineView = z.infer<typeof statementLineViewSchema>;

export const waitingPaymentViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  utr: z.string().nullable(),
  studentName: z.string(),
  sessionTitle: z.string(),
  createdAt: z.iso.datetime(),
});
export type WaitingPaymentView = z.infer<typeof waitingPaymentViewSchema>;

/**
 * Money sent through the bank's bulk upload (docs/decisions/025): a mentor's payout or a refund,
 * `sent` when exported, `paid` once a statement's debit line shows it (its UTR and date), or
 * `cancelled` by an admin while still sent (the bank rejected it): its amount is owed again.
 */
export const bankTransferViewSchema = z.object({
  id: z.string(),
  kind: z.enum(["payout", "refund"]),
  reference: z.string(),
  payeeName: z.string(),
  upiId: z.string(),
  /** Whole rupees. */
  amount: z.number().int(),
  status: z.enum(["sent", "paid", "cancelled"]),
  exportedAt: z.iso.datetime(),
  utr: z.string().nullable(),
  paidOn: z.string().nullable(),
});
export type BankTransferView = z.infer<typeof bankTransferViewSchema>;

/** A cancelled transfer, with who cancelled it (the admin's name), when and why. */
export const cancelledTransferViewSchema = bankTransferViewSchema.extend({
  cancelledBy: z.string(),
  cancelledAt: z.iso.datetime(),
  cancelReason: z.string(),
});
export type CancelledTransferView = z.infer<typeof cancelledTransferViewSchema>;

export const bankTransferListSchema = z.object({
  awaiting: z.array(bankTransferViewSchema),
  /** The latest 20 paid. */
  paid: z.array(bankTransferViewSchema),
  /** The latest 20 cancelled. */
  cancelled: z.array(cancelledTransferViewSchema),
});

/**
 * POST /api/admin/transfers/{id}/cancel: a transfer still `sent` that the bank rejected (or that was
 * never sent), with the admin's reason: one line of 3 to 200 characters.
 */
export const cancelTransferBodySchema = z.object({
  reason: z
    .string({ error: STATEMENT_MESSAGES.cancelReasonRequired })
    .overwrite((text) => text.replace(/\t/g, " "))
    .trim()
    .refine(isSingleLine, TEXT_MESSAGES.singleLine)
    .min(3, STATEMENT_MESSAGES.cancelReasonRequired)
    .max(200, STATEMENT_MESSAGES.cancelReasonTooLong),
});
export type CancelTransferBody = z.input<typeof cancelTransferBodySchema>;
export const cancelTransferAnswerSchema = z.object({
  transfer: cancelledTransferViewSchema,
  message: z.string(),
});

/**
 * Why a debit cannot mark a transfer paid: used by an earlier match, fits several (or another line
 * fits as well), an amount that differs from the transfer its narration names, no UTR on the line,
 * a UTR already recorded on another payout or refund, or its narration names a cancelled transfer.
 */
export const DEBIT_CONFLICT_KINDS = [
  "debitUsed",
  "ambiguous",
  "amountDiffers",
  "noUtr",
  "utrTaken",
  "cancelled",
] as const;

export const debitReviewSchema = z.object({
  paid: z.array(
    z.object({
      transfer: bankTransferViewSchema,
      line: statementLineViewSchema,
      by: z.enum(["reference", "vpa"]),
    }),
  ),
  conflicts: z.array(
    z.object({
      kind: z.enum(DEBIT_CONFLICT_KINDS),
      transfers: z.array(bankTransferViewSchema),
      line: statementLineViewSchema,
    }),
  ),
  /** Money out that fits no transfer (bank charges, other spending): at most the latest 50. */
  unmatchedDebits: z.array(statementLineViewSchema),
  /** What recording every matched debit means: how many, how much in whole rupees. */
  paidCount: z.number().int(),
  paidTotal: z.number().int(),
});
export type DebitReview = z.infer<typeof debitReviewSchema>;

/** POST /api/admin/statements/record-debits: what the admin confirmed (the server checks it still holds). */
export const recordDebitsBodySchema = z.object({
  count: z.number().int().min(1),
  total: z.number().int().min(0),
});
export const recordDebitsAnswerSchema = z.object({
  recorded: z.number().int(),
  total: z.number().int(),
  message: z.string(),
});

export const CONFLICT_KINDS = ["utrClaimedTwice", "amountDiffers", "creditUsed", "ambiguous"] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export const statementReviewSchema = z.object({
  matched: z.array(
    z.object({
      payment: waitingPaymentViewSchema,
      line: statementLineViewSchema,
      by: z.enum(["utr", "reference"]),
    }),
  ),
  suggested: z.array(z.object({ payment: waitingPaymentViewSchema, line: statementLineViewSchema })),
  conflicts: z.array(
    z.object({
      kind: z.enum(CONFLICT_KINDS),
      payments: z.array(waitingPaymentViewSchema),
      line: statementLineViewSchema.nullable(),
    }),
  ),
  unmatchedCredits: z.array(statementLineViewSchema),
  stalePayments: z.array(waitingPaymentViewSchema),
  /** What approving every matched payment means: how many, and how much in whole rupees. */
  matchedCount: z.number().int(),
  matchedTotal: z.number().int(),
  /** The money out against the payouts and refunds awaiting their UTR. */
  debits: debitReviewSchema,
});
export type StatementReview = z.infer<typeof statementReviewSchema>;

export const statementUploadAnswerSchema = z.object({
  statement: z.object({
    id: z.string(),
    fileName: z.string(),
    format: z.string(),
    lineCount: z.number().int(),
    newLineCount: z.number().int(),
  }),
  review: statementReviewSchema,
});
export type StatementUploadAnswer = z.infer<typeof statementUploadAnswerSchema>;

/** 422: the file's problems, each naming its row and column; `headers` when a mapping is needed. */
export const statementProblemsSchema = errorResponseSchema.extend({
  /** parse-statement's reason: tooLarge, unreadable or needsMapping. */
  reason: z.string(),
  problems: z.array(
    z.object({
      row: z.number().int().nullable(),
      column: z.string().nullable(),
      message: z.string(),
      /** `statementProblem.<key>` (STATEMENT_PROBLEMS) and its values, for the reader's language. */
      code: z.string().optional(),
      params: z.record(z.string(), z.string()).optional(),
    }),
  ),
  headers: z.array(z.string()).optional(),
});

/** POST /api/admin/statements/approve-matched: what the admin confirmed (the server checks it still holds). */
export const approveMatchedBodySchema = z.object({
  count: z.number().int().min(1),
  total: z.number().int().min(0),
});
export const approveMatchedAnswerSchema = z.object({
  approved: z.number().int(),
  total: z.number().int(),
  message: z.string(),
});
