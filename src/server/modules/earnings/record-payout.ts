import { EARNINGS_MESSAGES, type Payout } from "@contract/earnings";
import { formatRupees, istDate } from "@contract/time";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors";
import { mentorProfiles, payouts, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { DomainEvent } from "../../lib/events";
import { newId } from "../../lib/ids";
import type { CommandRunner } from "../../lib/unit-of-work";
import { earningMonths, payoutsOf, sentAwaiting } from "./earnings.queries";

export interface PayoutInput {
  amount: number;
  utr: string;
  paidOn: string;
}

const refused = (status: number, field: string, message: string) =>
  new AppError(status, message, [{ field: `body.${field}`, message }]);

/**
 * An admin records money sent to a mentor (docs/decisions/021):
 * - the mentor's profile row is locked first, so two payouts for one mentor run one after the other
 *   and the second sees the first: together they never exceed the balance;
 * - the amount is at most the balance (422 naming it), the date is not after today (IST) nor before
 *   the mentor's first earning, and a UTR is recorded once (409);
 * - the payout keeps the mentor's payout UPI id as it is now; `payout.recorded` emails the mentor.
 */
export async function recordPayout(
  commands: CommandRunner,
  adminId: string,
  mentorId: string,
  input: PayoutInput,
  percent: number,
): Promise<{ payout: Payout; balance: number; events: DomainEvent[] }> {
  const run = commands.run(async ({ tx, now, emit }) => {
    const [mentor] = await tx
      .select({ upiId: mentorProfiles.payoutUpiId })
      .from(mentorProfiles)
      .innerJoin(users, and(eq(users.id, mentorProfiles.userId), eq(users.role, "mentor")))
      .where(eq(mentorProfiles.userId, mentorId))
      .for("update", { of: mentorProfiles });
    if (!mentor) throw notFound(EARNINGS_MESSAGES.mentorNotFound);

    const [{ months, firstDay }, paid, sent] = await Promise.all([
      earningMonths(tx, mentorId, percent),
      payoutsOf(tx, mentorId),
      sentAwaiting(tx, mentorId),
    ]);
    const net = months.reduce((total, m) => total + m.net, 0);
    // Money sent through the bulk upload and awaiting its UTR counts as paid (docs/decisions/025).
    const balance = net - paid.reduce((total, p) => total + p.amount, 0) - sent;
    if (firstDay === null) throw refused(422, "amount", EARNINGS_MESSAGES.nothingEarned);
    if (input.paidOn > istDate(now)) throw refused(422, "paidOn", EARNINGS_MESSAGES.futureDate);
    if (input.paidOn < firstDay) throw refused(422, "paidOn", EARNINGS_MESSAGES.beforeFirstEarning(firstDay));
    if (input.amount > balance)
      throw refused(422, "amount", EARNINGS_MESSAGES.overBalance(formatRupees(Math.max(balance, 0))));
    const [taken] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.utr, input.utr));
    if (taken) throw refused(409, "utr", EARNINGS_MESSAGES.utrTaken);

    const id = newId();
    await tx.insert(payouts).values({
      id,
      mentorId,
      amount: input.amount,
      utr: input.utr,
      paidOn: input.paidOn,
      upiId: mentor.upiId,
      recordedBy: adminId,
      createdAt: now,
    });
    emit({ type: "payout.recorded", mentorId, payoutId: id });
    const payout: Payout = {
      id,
      amount: input.amount,
      utr: input.utr,
      paidOn: input.paidOn,
      upiId: mentor.upiId,
      createdAt: now.toISOString(),
    };
    return { payout, balance: balance - input.amount };
  });
  try {
    const { value, events } = await run;
    return { ...value, events };
  } catch (error) {
    // The same UTR for two mentors at the same moment: the unique constraint stops the second.
    if (isUniqueViolation(error, "payouts_utr_unique")) throw refused(409, "utr", EARNINGS_MESSAGES.utrTaken);
    throw error;
  }
}
