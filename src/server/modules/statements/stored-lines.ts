import { istDate } from "@contract/time";
import { and, eq, gt, gte, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bankStatements, bankTransfers, statementLines } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";
import type { StatementLine } from "./statement-line";

/*
 * The stored statement lines the reviews match (docs/decisions/025): the credits against the
 * payments awaiting verification (statement-review.ts), the debits against the transfers awaiting
 * their UTR (debit-review.ts). One read serves both when the review builds both sides.
 */

/** Lines older than this are not matched any more (they stay in the audit trail). */
export const REVIEW_DAYS = 60;

export interface StoredLine extends StatementLine {
  id: string;
  lineKey: string;
  fileName: string;
  /** The payment this credit paid, if any. */
  paymentId: string | null;
  /** The transfer this debit marked paid, if any. */
  usedBy: string | null;
}

export interface StoredLines {
  credits: StoredLine[];
  debits: StoredLine[];
}

/**
 * The lines of the last REVIEW_DAYS (statement dates are IST calendar dates), money in and money out
 * apart; only the debits when that is all the caller matches (recording the debits).
 */
export async function readStoredLines(db: Database | Tx, now: Date, only?: "debits"): Promise<StoredLines> {
  const since = istDate(new Date(now.getTime() - REVIEW_DAYS * 86_400_000));
  const direction =
    only === "debits"
      ? gt(statementLines.debit, 0)
      : or(gt(statementLines.credit, 0), gt(statementLines.debit, 0));
  const stored = await db
    .select({
      id: statementLines.id,
      lineKey: statementLines.lineKey,
      paymentId: statementLines.paymentId,
      row: statementLines.row,
      date: statementLines.date,
      narration: statementLines.narration,
      reference: statementLines.reference,
      credit: statementLines.credit,
      debit: statementLines.debit,
      utr: statementLines.utr,
      payerName: statementLines.payerName,
      payerVpa: statementLines.payerVpa,
      fileName: bankStatements.fileName,
      // A debit marks one transfer paid at most (bank_transfers.statement_line_id is unique).
      usedBy: bankTransfers.id,
    })
    .from(statementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, statementLines.statementId))
    .leftJoin(bankTransfers, eq(bankTransfers.statementLineId, statementLines.id))
    .where(and(direction, gte(statementLines.date, since)));
  return {
    credits: stored.filter((line) => line.credit > 0),
    debits: stored.filter((line) => line.debit > 0),
  };
}
