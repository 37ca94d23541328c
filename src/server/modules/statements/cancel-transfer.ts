import { type CancelledTransferView, STATEMENT_MESSAGES } from "@contract/statements";
import { and, eq } from "drizzle-orm";
import { bankTransfers, payments, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { cancelledView, exportLock } from "./bank-transfers";

export interface CancelledTransfer {
  transfer: CancelledTransferView;
  message: string;
}

/**
 * POST /api/admin/transfers/{id}/cancel: a transfer still `sent` that the bank rejected, or that was
 * never sent, is cancelled with the admin's reason (who, when and why are kept on it). What it paid
 * is owed again: a payout's amount is back in the mentor's balance, a refund's payment (still
 * `refund_due`) goes into the next file; both are in the next export. A paid transfer is not
 * cancelled (409), and a cancelled one is never marked paid: debit matching leaves it out and flags
 * a debit naming it (match-debits.ts).
 *
 * The row is locked first, as recording the debits locks the transfers it marks paid: a
 * cancellation and a statement's "record all as paid" at the same moment end in one of the two.
 */
export async function cancelTransfer(
  commands: CommandRunner,
  adminId: string,
  transferId: string,
  reason: string,
): Promise<CancelledTransfer> {
  const { value } = await commands.run(async ({ tx, now }) => {
    // An export under way finishes first, so that its file and the money owed again never overlap.
    await exportLock(tx);
    const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId)).for("update");
    if (!row) throw notFound(STATEMENT_MESSAGES.transferNotFound);
    if (row.status === "paid") throw conflict(STATEMENT_MESSAGES.transferPaid);
    if (row.status === "cancelled") throw conflict(STATEMENT_MESSAGES.transferCancelled);
    const [cancelled] = await tx
      .update(bankTransfers)
      .set({ status: "cancelled", cancelledBy: adminId, cancelledAt: now, cancelReason: reason })
      .where(and(eq(bankTransfers.id, transferId), eq(bankTransfers.status, "sent")))
      .returning();
    if (!cancelled) throw conflict(STATEMENT_MESSAGES.transferPaid);
    const [admin] = await tx.select({ name: users.name }).from(users).where(eq(users.id, adminId));
    let message: string = STATEMENT_MESSAGES.payoutCancelled(cancelled.amount);
    if (cancelled.kind === "refund" && cancelled.paymentId) {
      const [payment] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, cancelled.paymentId));
      message =
        payment?.status === "refund_due"
          ? STATEMENT_MESSAGES.refundCancelled(cancelled.amount)
          : STATEMENT_MESSAGES.refundCancelledSettled;
    }
    return { transfer: cancelledView(cancelled, admin?.name ?? ""), message };
  });
  return value;
}
