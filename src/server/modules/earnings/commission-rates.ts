import { MONEY_KEPT_STATUSES } from "@contract/payments";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import type { Subscriber } from "../../lib/unit-of-work";

/**
 * The platform's commission is stored with each payment when its money is earned (docs/product.md
 * "Mentor earnings and payouts"): a later change of PLATFORM_COMMISSION_PERCENT applies to money earned
 * after it and never restates past months.
 *
 * Money is earned when a payment becomes kept: approved (`paid`, by an admin, or at once for a free
 * session) or kept after a late cancellation (`forfeited`). Every such change emits its event in the
 * command that makes it (`payment.decided` to paid, `booking.cancelled` to forfeited), and this
 * subscriber stamps the rate in the same transaction, so that no command can forget it:
 * - approved: the rate in force now (the money was not kept a moment ago: a pending or disapproved
 *   payment, whatever rate an earlier approval left on it);
 * - forfeited: an approved payment keeps the rate it was earned at; a pending one cancelled late is
 *   earned now.
 */
export function commissionRates(percent: number): Subscriber {
  return {
    name: "commission-rates",
    async inTransaction({ tx }, event) {
      if (event.type === "payment.decided" && event.to === "paid") {
        await tx
          .update(payments)
          .set({ commissionPercent: percent })
          .where(and(eq(payments.id, event.paymentId), eq(payments.status, "paid")));
      } else if (event.type === "booking.cancelled" && event.to === "forfeited") {
        const earnedBefore = event.from === "paid";
        await tx
          .update(payments)
          .set({
            commissionPercent: earnedBefore
              ? sql`coalesce(${payments.commissionPercent}, ${percent})`
              : percent,
          })
          .where(and(eq(payments.id, event.paymentId), eq(payments.status, "forfeited")));
      }
    },
  };
}

/**
 * Money kept before rates were stored (migration 0018) gets the rate in force at this start, once:
 * from then on it never moves. Nothing else is ever left without one (see `commissionRates`).
 */
export async function stampUnratedPayments(db: Database, percent: number): Promise<void> {
  await db
    .update(payments)
    .set({ commissionPercent: percent })
    .where(and(inArray(payments.status, [...MONEY_KEPT_STATUSES]), isNull(payments.commissionPercent)));
}
