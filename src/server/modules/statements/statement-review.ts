import type { StatementLineView, StatementReview, WaitingPaymentView } from "@contract/statements";
import { istDate } from "@contract/time";
import { and, eq, gt, gte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bankStatements, bookings, payments, sessions, statementLines, users } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";
import { type DebitsReview, debitReviewView, reviewDebits } from "./debit-review";
import { type MatchResult, matchStatement, type WaitingPayment } from "./match-statement";
import type { StatementLine } from "./statement-line";

/*
 * The review of the account's statements against the payments awaiting verification
 * (docs/decisions/025): every credit kept from the uploads of the last REVIEW_DAYS (a statement
 * uploaded twice, or overlapping another, adds nothing), matched afresh each time it is asked, so the
 * admin always sees the state of now: a payment approved by hand meanwhile is no longer waiting.
 */

/** Credits older than this are not matched any more (they stay in the audit trail). */
export const REVIEW_DAYS = 60;

interface StoredLine extends StatementLine {
  id: string;
  lineKey: string;
  paymentId: string | null;
  fileName: string;
}

export interface Review {
  result: MatchResult;
  /** The money out against the payouts and refunds awaiting their UTR (debit-review.ts). */
  debits: DebitsReview;
  lines: Map<string, StoredLine>;
  payments: Map<string, WaitingPayment & { view: WaitingPaymentView }>;
}

/** Reads what the matcher needs and matches. In a transaction, the waiting payments are locked. */
export async function reviewStatements(db: Database | Tx, now: Date, { lock = false } = {}): Promise<Review> {
  // Statement dates are IST calendar dates.
  const since = istDate(new Date(now.getTime() - REVIEW_DAYS * 86_400_000));
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
    })
    .from(statementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, statementLines.statementId))
    .where(and(gt(statementLines.credit, 0), gte(statementLines.date, since)));

  const waitingQuery = db
    .select({
      id: payments.id,
      amount: payments.amount,
      utr: payments.utr,
      reference: payments.reference,
      createdAt: payments.createdAt,
      studentName: users.name,
      sessionTitle: sessions.title,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    // A ₹0 payment is no payment (docs/product.md §2.11): nothing to find in a statement.
    .where(and(eq(payments.status, "created"), gt(payments.amount, 0)));
  const waiting = lock ? await waitingQuery.for("update", { of: payments }) : await waitingQuery;

  const lines = new Map(stored.map((line) => [line.lineKey, line]));
  const paymentsById = new Map(
    waiting.map((payment) => [
      payment.id,
      {
        ...payment,
        view: {
          id: payment.id,
          reference: payment.reference,
          amount: payment.amount,
          utr: payment.utr,
          studentName: payment.studentName,
          sessionTitle: payment.sessionTitle,
          createdAt: payment.createdAt.toISOString(),
        },
      },
    ]),
  );
  // Each line keeps the key it got when first uploaded (line-key.ts): the evidence and the used
  // credits are known by it.
  const result = matchStatement({
    credits: stored.map((line) => ({ key: line.lineKey, line })),
    payments: [...paymentsById.values()],
    usedCredits: new Set(stored.filter((line) => line.paymentId !== null).map((line) => line.lineKey)),
    now,
  });
  return { result, lines, payments: paymentsById, debits: await reviewDebits(db, now, { lock }) };
}

/** The review as the admin's screen shows it. */
export function reviewView({ result, lines, payments, debits }: Review): StatementReview {
  // The matcher was given the stored lines with their stored keys, so every key it names is one of them.
  const line = (key: string): StatementLineView => {
    const stored = lines.get(key);
    if (!stored) throw new Error(`the review names a line it was not given: ${key}`);
    return {
      id: stored.id,
      date: stored.date,
      narration: stored.narration,
      amount: stored.credit / 100,
      utr: stored.utr,
      payerName: stored.payerName,
      payerVpa: stored.payerVpa,
      fileName: stored.fileName,
      row: stored.row,
    };
  };
  const payment = (id: string) => {
    const found = payments.get(id);
    if (!found) throw new Error(`the review names a payment it was not given: ${id}`);
    return found.view;
  };
  const matched = result.matched.map((m) => ({
    payment: payment(m.paymentId),
    line: line(m.key),
    by: m.by,
  }));
  return {
    matched,
    suggested: result.suggested.map((s) => ({ payment: payment(s.paymentId), line: line(s.key) })),
    conflicts: result.conflicts.map((c) => ({
      kind: c.kind,
      payments: c.claims.map((claim) => payment(claim.paymentId)),
      line: line(c.key),
    })),
    unmatchedCredits: result.unmatchedCredits.map((u) => line(u.key)),
    stalePayments: result.stalePayments.map((s) => payment(s.paymentId)),
    matchedCount: matched.length,
    matchedTotal: matched.reduce((sum, m) => sum + m.payment.amount, 0),
    debits: debitReviewView(debits),
  };
}
