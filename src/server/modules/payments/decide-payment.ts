import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, paymentDecisions, payments, sessions } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";

export type Decision = "paid" | "failed";

/**
 * An admin approves (`paid`) or disapproves (`failed`) a payment, in one transaction:
 * - to `failed` from anything else frees the seat (the student's enrolment goes with it);
 * - to `paid` from `failed` takes the seat again, only if one is free;
 * - repeating the current status changes nothing and records nothing;
 * - every change is recorded with the admin, the time, and the statuses before and after.
 */
export async function decidePayment(
  db: Database,
  adminId: string,
  paymentId: string,
  to: Decision,
): Promise<{ from: string; to: Decision; changed: boolean; sessionId: string; studentId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: payments.status, sessionId: bookings.sessionId, studentId: bookings.studentId })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.id, paymentId))
      .for("update", { of: payments });
    if (!row) throw notFound("Payment data not found. Please go back and try again.");
    const from = row.status;
    if (from === to) return { from, to, changed: false, sessionId: row.sessionId, studentId: row.studentId };

    if (to === "failed") {
      await tx
        .update(sessions)
        .set({ seatsTaken: sql`greatest(${sessions.seatsTaken} - 1, 0)`, updatedAt: new Date() })
        .where(eq(sessions.id, row.sessionId));
    } else if (from === "failed") {
      const [seat] = await tx
        .update(sessions)
        .set({ seatsTaken: sql`${sessions.seatsTaken} + 1`, updatedAt: new Date() })
        .where(and(eq(sessions.id, row.sessionId), sql`${sessions.seatsTaken} < ${sessions.seats}`))
        .returning({ id: sessions.id });
      if (!seat)
        throw conflict(
          "No seats left for this session: the freed seat has been taken, so this payment cannot be approved.",
        );
    }
    const now = new Date();
    await tx
      .update(payments)
      .set({ status: to, decidedBy: adminId, decidedAt: now, updatedAt: now })
      .where(eq(payments.id, paymentId));
    await tx.insert(paymentDecisions).values({
      id: randomBytes(12).toString("base64url"),
      paymentId,
      adminId,
      fromStatus: from,
      toStatus: to,
    });
    return { from, to, changed: true, sessionId: row.sessionId, studentId: row.studentId };
  });
}
