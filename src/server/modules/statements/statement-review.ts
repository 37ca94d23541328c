import type { StatementLineView, StatementReview, WaitingPaymentView } from "@contract/statements";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, payments, sessions, users } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";
import { type DebitsReview, debitReviewView, reviewDebits } from "./debit-review";
import { type MatchResult, matchStatement, type WaitingPayment } from "./match-statement";
import { readStoredLines, type StoredLine } from "./stored-lines";

/*
 * The review of the account's statements against the payments awaiting verification
 * (docs/decisions/025): every credit kept from the uploads of the last REVIEW_DAYS (a statement
 * uploaded twice, or overlapping another, adds nothing), matched afresh each time it is asked, so the
 * admin always sees the state of now: a payment approved by hand meanwhile is no longer waiting.
 * The lines are read once (stored-lines.ts) and the debits among them go to debit-review.ts.
 */

export interface Review {
  result: MatchResult;
  /** The money out against the payouts and refunds awaiting their UTR (debit-review.ts). */
  debits: DebitsReview;
  lines: Map<string, StoredLine>;
  payments: Map<string, WaitingPayment & { view: WaitingPaymentView }>;
}

/** Reads what the matcher needs and matches. In a transaction, the waiting payments are locked. */
export async function reviewStatements(db: Database | Tx, now: Date, { lock = false } = {}): Promise<Review> {
  const stored = await readStoredLines(db, now);

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

  const lines = new Map(stored.credits.map((line) => [line.lineKey, line]));
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
    credits: stored.credits.map((line) => ({ key: line.lineKey, line })),
    payments: [...paymentsById.values()],
    usedCredits: new Set(
      stored.credits.filter((line) => line.paymentId !== null).map((line) => line.lineKey),
    ),
    now,
  });
  return {
    result,
    lines,
    payments: paymentsById,
    debits: await reviewDebits(db, now, { lock, lines: stored.debits }),
  };
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
