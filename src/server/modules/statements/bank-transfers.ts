import { randomBytes } from "node:crypto";
import { type BankTransferView, type CancelledTransferView, STATEMENT_MESSAGES } from "@contract/statements";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/rows";
import { bankTransfers, users } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { base32 } from "../../lib/keyring";
import type { CommandRunner } from "../../lib/unit-of-work";
import { csvCell, mentorsToPay } from "../earnings";
import { transferView } from "./debit-review";

/*
 * The money the platform sends through the bank's bulk upload (docs/decisions/025): mentors'
 * balances and the refunds due on UPI-with-proof payments. Exporting the file records each line as a
 * transfer `sent`, with a reference of its own, and counts it as paid from then on: a mentor's
 * balance drops by it and a refund is not in the next file, so exporting again never pays twice.
 * A statement's debit line then marks it paid (record-debits.ts). One the bank rejected is cancelled
 * by an admin (cancel-transfer.ts): what it paid is owed again, and no debit ever marks it paid.
 */

/** "PO" (payout) or "RF" (refund) and 10 Crockford characters: unique, and found in a narration. */
export const transferReference = (kind: "payout" | "refund") =>
  `${kind === "payout" ? "PO" : "RF"}${base32(randomBytes(8), 10)}`;

export interface ExportedTransfers {
  transfers: BankTransferView[];
  /** The bulk-payment file: name, UPI id, amount in rupees, our reference. */
  csv: string;
}

/** Refunds due on UPI-with-proof payments, to a UPI id the student gave, not yet sent (or cancelled). */
async function refundsToSend(tx: Executor) {
  return rowsOf<{ payment_id: string; name: string; upi_id: string; amount: number }>(
    tx,
    sql`select p.id as payment_id, u.name, sp.refund_upi_id as upi_id, p.amount
      from payments p
        inner join bookings b on b.id = p.booking_id
        inner join users u on u.id = b.student_id
        inner join student_profiles sp on sp.user_id = u.id
      where p.status = 'refund_due' and p.amount > 0 and p.method = 'upi' and sp.refund_upi_id is not null
        and not exists (select 1 from bank_transfers t where t.payment_id = p.id and t.status <> 'cancelled')
      order by p.refund_due_at, p.id
      for update of p`,
  );
}

/** Exports, and cancellations that make money owed again (cancel-transfer.ts), one after the other. */
export const exportLock = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_transfers.export'))`);

/** POST /api/admin/transfers/export: the transfers it creates, and their file. */
export async function exportTransfers(
  commands: CommandRunner,
  adminId: string,
  percent: number,
): Promise<ExportedTransfers> {
  const { value } = await commands.run(async ({ tx, now }) => {
    // Two exports at once would each see the other's balances unsent: one after the other.
    await exportLock(tx);
    const mentors = await mentorsToPay(tx, percent);
    const refunds = await refundsToSend(tx);
    const rows = [
      ...mentors.map((m) => ({
        kind: "payout" as const,
        mentorId: m.mentorId,
        paymentId: null,
        payeeName: m.name,
        upiId: m.upiId,
        amount: m.balance,
      })),
      ...refunds.map((r) => ({
        kind: "refund" as const,
        mentorId: null,
        paymentId: r.payment_id,
        payeeName: r.name,
        upiId: r.upi_id,
        amount: Number(r.amount),
      })),
    ].map((row) => ({
      ...row,
      id: newId(),
      reference: transferReference(row.kind),
      status: "sent" as const,
      exportedBy: adminId,
      exportedAt: now,
      utr: null,
      paidOn: null,
      statementLineId: null,
      recordedBy: null,
      cancelledBy: null,
      cancelledAt: null,
      cancelReason: null,
    }));
    if (rows.length === 0) throw conflict(STATEMENT_MESSAGES.nothingToExport);
    await tx.insert(bankTransfers).values(rows);
    return rows.map(transferView);
  });
  return { transfers: value, csv: bulkFile(value) };
}

/** The bank's bulk-payment file: plain CSV (no BOM: bank portals read it), one line per transfer. */
export function bulkFile(transfers: BankTransferView[]): string {
  const lines = [
    ["Name", "UPI id", "Amount", "Reference"],
    ...transfers.map((t) => [t.payeeName, t.upiId, t.amount, t.reference]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** GET /api/admin/transfers: awaiting their UTR (oldest first), the latest paid, the latest cancelled. */
export async function listTransfers(db: Database): Promise<{
  awaiting: BankTransferView[];
  paid: BankTransferView[];
  cancelled: CancelledTransferView[];
}> {
  const [awaiting, paid, cancelled] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.status, "sent"))
      .orderBy(bankTransfers.exportedAt, bankTransfers.reference),
    db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.status, "paid"))
      .orderBy(desc(bankTransfers.paidOn), desc(bankTransfers.reference))
      .limit(20),
    db
      .select({ transfer: bankTransfers, by: users.name })
      .from(bankTransfers)
      .innerJoin(users, eq(users.id, bankTransfers.cancelledBy))
      .where(eq(bankTransfers.status, "cancelled"))
      .orderBy(desc(bankTransfers.cancelledAt), desc(bankTransfers.reference))
      .limit(20),
  ]);
  return {
    awaiting: awaiting.map(transferView),
    paid: paid.map(transferView),
    cancelled: cancelled.map((row) => cancelledView(row.transfer, row.by)),
  };
}

export function cancelledView(row: typeof bankTransfers.$inferSelect, by: string): CancelledTransferView {
  if (!row.cancelledAt || row.cancelReason === null) throw new Error(`transfer ${row.id} is not cancelled`);
  return {
    ...transferView(row),
    cancelledBy: by,
    cancelledAt: row.cancelledAt.toISOString(),
    cancelReason: row.cancelReason,
  };
}
