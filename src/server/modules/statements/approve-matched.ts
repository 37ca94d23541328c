import { STATEMENT_MESSAGES } from "@contract/statements";
import { and, eq, isNull } from "drizzle-orm";
import { statementLines } from "../../db/schema";
import { conflict } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { decideInTransaction } from "../payments";
import { reviewStatements } from "./statement-review";

export interface ApprovedMatches {
  approved: number;
  /** Whole rupees. */
  total: number;
}

/**
 * The admin approves every matched payment in one action (docs/decisions/025). The matches are
 * worked out again inside the transaction, with the waiting payments locked, and must still be what
 * the admin confirmed (how many, how much): a payment decided by hand or a new upload in between
 * answers 409 and changes nothing. Each approval is a decision like one made by hand (the admin, the
 * time, the statuses, the student's email), resting on its statement line, and the line records the
 * payment it paid, so that no credit pays twice (a unique key says so too).
 */
export async function approveMatched(
  commands: CommandRunner,
  adminId: string,
  confirmed: { count: number; total: number },
): Promise<ApprovedMatches> {
  const { value } = await commands.run(async (uow) => {
    const review = await reviewStatements(uow.tx, uow.now, { lock: true });
    const matches = review.result.matched;
    if (matches.length === 0) throw conflict(STATEMENT_MESSAGES.nothingToApprove);
    const total = matches.reduce(
      (sum, match) => sum + (review.payments.get(match.paymentId)?.amount ?? 0),
      0,
    );
    if (matches.length !== confirmed.count || total !== confirmed.total)
      throw conflict(STATEMENT_MESSAGES.changed);
    for (const match of matches) {
      const line = review.lines.get(match.key);
      if (!line) throw conflict(STATEMENT_MESSAGES.changed);
      const used = await uow.tx
        .update(statementLines)
        .set({ paymentId: match.paymentId })
        .where(and(eq(statementLines.id, line.id), isNull(statementLines.paymentId)))
        .returning({ id: statementLines.id });
      if (used.length === 0) throw conflict(STATEMENT_MESSAGES.changed);
      await decideInTransaction(uow, adminId, match.paymentId, "paid", { statementLineId: line.id });
    }
    return { approved: matches.length, total };
  });
  return value;
}
