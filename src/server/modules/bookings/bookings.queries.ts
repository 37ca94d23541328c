import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, payments } from "../../db/schema";

/** The viewer's own bookings, small enough to fetch beside the shared session list. */
export async function listOwnBookings(db: Database, studentId: string) {
  return db
    .select({
      sessionId: bookings.sessionId,
      bookingId: bookings.id,
      paymentId: payments.id,
      paymentStatus: payments.status,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.studentId, studentId))
    .orderBy(sql`${bookings.createdAt} desc`);
}
