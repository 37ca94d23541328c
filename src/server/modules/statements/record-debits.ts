import { STATEMENT_MESSAGES } from "@contract/statements";
import { and, eq } from "drizzle-orm";
import { bankTransfers } from "../../db/schema";
import { conflict } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { payoutFromStatement } from "../earnings";
import { refundInTransaction } from "../payments";
import { reviewDebits } from "./debit-review";

export interface RecordedDebits {
  recorded: number;
  /** Whole rupees. */
  total: number;
}

/**
 * The admin records every payout and refund that a statement's debit line shows paid, in one action
 * (docs/decisions/025), like approving the matched credits (approve-matched.ts): the matches are
 * worked out again inside the transaction with the awaiting transfers locked, and must still be what
 * the admin confirmed (how many, how much), else 409 and nothing changes. Each transfer gets the
 * line's UTR and date and names the line (unique: a debit pays one transfer). A payout is then
 * recorded as one typed by hand (the mentor is emailed); a refund goes through the manual refund's
 * own code, a decision with `evidence = 'statement'` and the line, and the student's refund email.
 */
export async function recordDebits(
  commands: CommandRunner,
  adminId: string,
  confirmed: { count: number; total: number },
): Promise<RecordedDebits> {
  const { value } = await commands.run(async (uow) => {
    const review = await reviewDebits(uow.tx, uow.now, { lock: true });
    if (review.paid.length === 0) throw conflict(STATEMENT_MESSAGES.nothingToRecord);
    const total = review.paid.reduce((sum, p) => sum + (review.transfers.get(p.transferId)?.amount ?? 0), 0);
    if (review.paid.length !== confirmed.count || total !== confirmed.total)
      throw conflict(STATEMENT_MESSAGES.changed);
    for (const paid of review.paid) {
      const line = review.lines.get(paid.key);
      const transfer = review.transfers.get(paid.transferId);
      if (!line || !transfer) throw conflict(STATEMENT_MESSAGES.changed);
      const marked = await uow.tx
        .update(bankTransfers)
        .set({
          status: "paid",
          utr: paid.utr,
          paidOn: line.date,
          statementLineId: line.id,
          recordedBy: adminId,
        })
        .where(and(eq(bankTransfers.id, transfer.id), eq(bankTransfers.status, "sent")))
        .returning({ id: bankTransfers.id });
      if (marked.length === 0) throw conflict(STATEMENT_MESSAGES.changed);
      if (transfer.kind === "payout" && transfer.mentorId) {
        await payoutFromStatement(uow, adminId, {
          mentorId: transfer.mentorId,
          amount: transfer.amount,
          utr: paid.utr,
          paidOn: line.date,
          upiId: transfer.upiId,
        });
      } else if (transfer.paymentId) {
        await refundInTransaction(uow, adminId, transfer.paymentId, paid.utr, { statementLineId: line.id });
      }
    }
    return { recorded: review.paid.length, total };
  });
  return value;
}
