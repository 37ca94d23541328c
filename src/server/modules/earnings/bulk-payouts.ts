import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/rows";
import { mentorProfiles, payouts } from "../../db/schema";
import { newId } from "../../lib/ids";
import type { UnitOfWork } from "../../lib/unit-of-work";
import { allPayoutRowsIn } from "./earnings.queries";

/*
 * What the statements module needs of earnings for the bank's bulk upload (docs/decisions/025): the
 * mentors to pay now, and a payout recorded once a statement shows the money sent.
 */

export interface MentorToPay {
  mentorId: string;
  name: string;
  upiId: string;
  /** Whole rupees: net earned − paid out − sent and awaiting its UTR. */
  balance: number;
}

/**
 * Every mentor with a balance above ₹0 and a payout UPI id, their profile rows locked first (as a
 * payout recorded by hand locks its mentor's), so that nothing is paid twice while the file is made.
 */
export async function mentorsToPay(tx: Executor, percent: number): Promise<MentorToPay[]> {
  await rowsOf(
    tx,
    sql`select ${mentorProfiles.userId} from ${mentorProfiles} where ${mentorProfiles.payoutUpiId} is not null
      order by ${mentorProfiles.userId} for update`,
  );
  const rows = await allPayoutRowsIn(tx, percent, { dir: "asc" });
  return rows.flatMap((row) =>
    row.balance > 0 && row.upiId
      ? [{ mentorId: row.mentorId, name: row.name, upiId: row.upiId, balance: row.balance }]
      : [],
  );
}

/** A payout the bank's statement showed sent: recorded like one typed by hand, and the mentor emailed. */
export async function payoutFromStatement(
  { tx, now, emit }: Pick<UnitOfWork, "tx" | "now" | "emit">,
  adminId: string,
  payout: { mentorId: string; amount: number; utr: string; paidOn: string; upiId: string },
): Promise<string> {
  const id = newId();
  await tx.insert(payouts).values({ id, ...payout, recordedBy: adminId, createdAt: now });
  emit({ type: "payout.recorded", mentorId: payout.mentorId, payoutId: id });
  return id;
}
