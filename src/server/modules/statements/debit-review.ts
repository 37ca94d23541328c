import type { BankTransferView, DebitReview, StatementLineView } from "@contract/statements";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bankTransfers, payments, payouts } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";
import { keyLines } from "./line-key";
import { type AwaitingTransfer, type DebitConflict, matchDebits, type PaidTransfer } from "./match-debits";
import type { StatementLine } from "./statement-line";
import { readStoredLines, type StoredLine } from "./stored-lines";

/*
 * The statements' money out against the payouts and refunds sent through the bank's bulk upload and
 * awaiting their UTR (docs/decisions/025), worked out afresh each time, like the credits' review.
 * The review of both sides hands over the debits it read (stored-lines.ts); alone, it reads them.
 */

const UNMATCHED_SHOWN = 50;

/** A debit of the last REVIEW_DAYS, as stored-lines.ts reads it. */
export type StoredDebit = StoredLine;

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
  { lock = false, lines: given }: { lock?: boolean; lines?: StoredDebit[] } = {},
): Promise<DebitsReview> {
  const stored = given ?? (await readStoredLines(db, now, "debits")).debits;

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
  // A debit naming a cancelled transfer is flagged, never recorded (cancel-transfer.ts).
  const cancelled = await db.select().from(bankTransfers).where(eq(bankTransfers.status, "cancelled"));

  const lines = new Map(stored.map((line) => [line.lineKey, line]));
  const transfers = new Map([...awaiting, ...cancelled].map((transfer) => [transfer.id, transfer]));
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
    cancelled,
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
