/*
 * A bank statement, read (docs/decisions/025, to be written with the statement work): the lines
 * of the platform's bank account as the parser gives them to the matcher. Money is in paise
 * (integers), so that "1,00,000.50" is exact; payments are whole rupees (× 100 to compare).
 */

/** One transaction line of a statement. */
export interface StatementLine {
  /** The line's row in the file, 1-based as a spreadsheet shows it (errors and evidence name it). */
  row: number;
  /** The transaction (or value) date, YYYY-MM-DD, as the bank prints it (IST). */
  date: string;
  /** The narration / description / particulars, whitespace collapsed. */
  narration: string;
  /** The bank's reference column (cheque / ref no.), if the format has one and it is filled. */
  reference: string | null;
  /** Money in, in paise (0 when the line is a debit). */
  credit: number;
  /** Money out, in paise (0 when the line is a credit). */
  debit: number;
  /** The 12-digit UPI transaction reference (RRN/UTR) found in the narration or reference. */
  utr: string | null;
  /** The other party's name as the UPI narration gives it, if any. */
  payerName: string | null;
  /** The other party's UPI id (VPA, `name@bank`), if any. */
  payerVpa: string | null;
}

/** A file that cannot be read: where and why (the admin is told; nothing of the file is stored). */
export interface StatementProblem {
  /** 1-based row, or null when the problem is the file as a whole (not a CSV/XLSX, no header row). */
  row: number | null;
  /** The column's header as the file names it, or null. */
  column: string | null;
  message: string;
  /** `statementProblem.<key>` and its values (STATEMENT_PROBLEMS), for the admin's language. */
  code?: string;
  params?: Record<string, string>;
}

/**
 * The columns an admin maps once for a bank we do not know (remembered per account), by their
 * header names. A bank with one amount column names it as both `credit` and `debit`: with `drCr`,
 * the column that says "Dr" or "Cr"; without it, a minus sign (or a "Dr"/"Cr" suffix) tells a debit.
 */
export interface ColumnMapping {
  date: string;
  narration: string;
  reference?: string | null;
  credit: string;
  debit: string;
  drCr?: string | null;
}
