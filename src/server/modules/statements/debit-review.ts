import type { BankTransferView, DebitReview, StatementLineView } from "@contract/statements";
import { istDate } from "@contract/time";
import { and, eq, gt, gte, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bankStatements, bankTransfers, payments, payouts, statementLines } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";
import { keyLines } from "./line-key";
import { type AwaitingTransfer, type DebitConflict, matchDebits, type PaidTransfer } from "./match-debits";
import type { StatementLine } from "./statement-line";

/*
 * The statements' money out against the payouts and refunds sent through the bank's bulk upload and
 * awaiting their UTR (docs/decisions/025), worked out afresh each time, like the credits' review.
 */

/** Debits older than this are not matched any more (as statement-review.ts's REVIEW_DAYS). */
const DEBIT_DAYS = 60;
const UNMATCHED_SHOWN = 50;

export interface StoredDebit extends StatementLine {
  id: string;
  lineKey: string;
  fileName: string;
  /** The transfer this debit marked paid, if any. */
  usedBy: string | null;
}

export type DebitConflictKind = DebitConflict["kind"] | "noUtr" | "utrTaken";

export interface DebitsReview {
  paid: (PaidTransfer & { utr: string })[];
  conflicts: { kind: DebitConflictKind; key: string; transferIds: string[] }[];
  unmatched: string[];
  lines: Map<string, StoredDebit>;
  transfers: Map<string, typeof bankTransfers.$inferSelect>;
}

export async function reviewDebits(
  db: Database | Tx,
  now: Date,
  { lock = false } = {},
): Promise<DebitsReview> {
  const since = istDate(new Date(now.getTime() - DEBIT_DAYS * 86_400_000));
  const stored = await db
    .select({
      id: statementLines.id,
      lineKey: statementLines.lineKey,
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
      usedBy: bankTransfers.id,
    })
    .from(statementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, statementLines.statementId))
    .leftJoin(bankTransfers, eq(bankTransfers.statementLineId, statementLines.id))
    .where(and(gt(statementLines.debit, 0), gte(statementLines.date, since)));

  // A refund's transfer waits only while its payment is still due (one refunded by hand meanwhile is not).
  const awaitingQuery = db
    .select({ transfer: bankTransfers })
    .from(bankTransfers)
    .leftJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(
      and(
        eq(bankTransfers.status, "sent"),
        or(eq(bankTransfers.kind, "payout"), eq(payments.status, "refund_due")),
      ),
    );
  const awaiting = (
    lock ? await awaitingQuery.for("update", { of: bankTransfers }) : await awaitingQuery
  ).map((row) => row.transfer);

  const lines = new Map(stored.map((line) => [line.lineKey, line]));
  const transfers = new Map(awaiting.map((transfer) => [transfer.id, transfer]));
  const result = matchDebits({
    debits: stored,
    awaiting: awaiting.map(
      (t): AwaitingTransfer => ({
        id: t.id,
        kind: t.kind,
        amount: t.amount,
        payeeVpa: t.upiId,
        reference: t.reference,
      }),
    ),
    usedDebits: usedKeys(stored),
  });
  // The matcher keys the lines afresh (line-key.ts) and hands back the very objects it was given:
  // each is known by the key it was stored with when first uploaded.
  const keyOf = (line: StatementLine) => (line as StoredDebit).lineKey;

  const taken = await takenUtrs(
    db,
    result.paid.flatMap((p) => (p.utr ? [p.utr] : [])),
  );
  const paid: DebitsReview["paid"] = [];
  const conflicts: DebitsReview["conflicts"] = result.conflicts.map((c) => ({
    kind: c.kind,
    key: keyOf(c.line),
    transferIds: c.transferIds,
  }));
  for (const p of result.paid) {
    const key = keyOf(p.line);
    if (!p.utr) conflicts.push({ kind: "noUtr", key, transferIds: [p.transferId] });
    else if (taken.has(p.utr)) conflicts.push({ kind: "utrTaken", key, transferIds: [p.transferId] });
    else paid.push({ ...p, key, utr: p.utr });
  }
  return {
    paid,
    conflicts,
    unmatched: result.unmatchedDebits.map((u) => keyOf(u.line)),
    lines,
    transfers,
  };
}

/**
 * The matcher's keys of the lines earlier matches used. It keys the lines itself, so the used ones
 * are named by its keys (the same as the stored ones but for "#2"... among lines of several uploads).
 */
function usedKeys(stored: StoredDebit[]): Set<string> {
  return new Set(
    keyLines(stored).flatMap(({ key, line }) => ((line as StoredDebit).usedBy !== null ? [key] : [])),
  );
}

/** UTRs already recorded on a payout or a refund: a debit showing one cannot record it again. */
async function takenUtrs(db: Database | Tx, utrs: string[]): Promise<Set<string>> {
  if (utrs.length === 0) return new Set();
  const [onPayouts, onRefunds] = await Promise.all([
    db.select({ utr: payouts.utr }).from(payouts).where(inArray(payouts.utr, utrs)),
    db
      .select({ utr: payments.refundUtr })
      .from(payments)
      .where(and(isNotNull(payments.refundUtr), inArray(payments.refundUtr, utrs))),
  ]);
  return new Set([...onPayouts, ...onRefunds].flatMap((row) => (row.utr ? [row.utr] : [])));
}

export const transferView = (row: typeof bankTransfers.$inferSelect): BankTransferView => ({
  id: row.id,
  kind: row.kind,
  reference: row.reference,
  payeeName: row.payeeName,
  upiId: row.upiId,
  amount: row.amount,
  status: row.status,
  exportedAt: row.exportedAt.toISOString(),
  utr: row.utr,
  paidOn: row.paidOn,
});

export function debitLineView(stored: StoredDebit): StatementLineView {
  return {
    id: stored.id,
    date: stored.date,
    narration: stored.narration,
    amount: stored.debit / 100,
    utr: stored.utr,
    payerName: stored.payerName,
    payerVpa: stored.payerVpa,
    fileName: stored.fileName,
    row: stored.row,
  };
}

/** The debits' review as the admin's screen shows it. */
export function debitReviewView(review: DebitsReview): DebitReview {
  const line = (key: string) => {
    const stored = review.lines.get(key);
    if (!stored) throw new Error(`the review names a line it was not given: ${key}`);
    return debitLineView(stored);
  };
  const transfer = (id: string) => {
    const found = review.transfers.get(id);
    if (!found) throw new Error(`the review names a transfer it was not given: ${id}`);
    return transferView(found);
  };
  const paid = review.paid.map((p) => ({ transfer: transfer(p.transferId), line: line(p.key), by: p.by }));
  return {
    paid,
    conflicts: review.conflicts.map((c) => ({
      kind: c.kind,
      transfers: c.transferIds.map(transfer),
      line: line(c.key),
    })),
    unmatchedDebits: review.unmatched
      .map(line)
      .sort((a, b) => b.date.localeCompare(a.date) || a.row - b.row)
      .slice(0, UNMATCHED_SHOWN),
    paidCount: paid.length,
    paidTotal: paid.reduce((sum, p) => sum + p.transfer.amount, 0),
  };
}
