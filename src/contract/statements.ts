import { z } from "zod";
import { errorResponseSchema } from "./errors";

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
} as const;

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
    z.object({ row: z.number().int().nullable(), column: z.string().nullable(), message: z.string() }),
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
