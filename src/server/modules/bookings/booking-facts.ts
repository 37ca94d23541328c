import type { Language } from "@contract/i18n";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bookings, payments, sessions, users } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";

/** What the booking emails say about the booking; read from the records inside the change. */
export interface BookingFacts {
  bookingId: string;
  paymentId: string;
  reference: string;
  amount: number;
  /** How it is paid: UPI with a proof, or through the gateway (confirmed at once, docs/decisions/026). */
  method: "upi" | "gateway";
  student: { name: string; email: string; language: Language };
  session: {
    id: string;
    title: string;
    mentorName: string;
    startsAt: Date;
    durationMinutes: number;
    calendarSequence: number;
  };
}

const mentors = alias(users, "mentor");

/** The facts a booking email states, read from the records as the change leaves them. */
export async function bookingFacts(tx: Tx, paymentId: string): Promise<BookingFacts | null> {
  const [row] = await tx
    .select({
      bookingId: bookings.id,
      paymentId: payments.id,
      reference: payments.reference,
      amount: payments.amount,
      method: payments.method,
      studentName: users.name,
      studentEmail: users.email,
      studentLanguage: users.language,
      sessionId: sessions.id,
      title: sessions.title,
      mentorName: mentors.name,
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      calendarSequence: sessions.calendarSequence,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, bookings.studentId))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(mentors, eq(mentors.id, sessions.mentorId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return null;
  return {
    bookingId: row.bookingId,
    paymentId: row.paymentId,
    reference: row.reference,
    amount: row.amount,
    method: row.method,
    student: { name: row.studentName, email: row.studentEmail, language: row.studentLanguage },
    session: {
      id: row.sessionId,
      title: row.title,
      mentorName: row.mentorName,
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      calendarSequence: row.calendarSequence,
    },
  };
}
