import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { bookings, payments, sessions, users } from "../../db/schema";
import type { OutgoingEmail } from "../../lib/mailer";
import type { BookingFacts } from "./booking.emails";

const mentors = alias(users, "mentor");

/** The facts a booking email states, read from the records as they are after the change. */
export async function bookingFacts(app: FastifyInstance, paymentId: string): Promise<BookingFacts | null> {
  const [row] = await app.db
    .select({
      bookingId: bookings.id,
      paymentId: payments.id,
      reference: payments.reference,
      amount: payments.amount,
      studentName: users.name,
      studentEmail: users.email,
      sessionId: sessions.id,
      title: sessions.title,
      mentorName: mentors.name,
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
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
    student: { name: row.studentName, email: row.studentEmail },
    session: {
      id: row.sessionId,
      title: row.title,
      mentorName: row.mentorName,
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
    },
  };
}

/**
 * Queue a booking email after its change has committed. The mailer delivers in the background; a
 * failure to read the facts is logged and never undoes or fails the change the student already made.
 */
export async function sendBookingEmail(
  app: FastifyInstance,
  paymentId: string,
  compose: (config: Config, facts: BookingFacts) => OutgoingEmail,
): Promise<void> {
  try {
    const facts = await bookingFacts(app, paymentId);
    if (facts) app.mailer.send(compose(app.config, facts));
  } catch (error) {
    app.log.error({ err: error, paymentId }, "could not compose a booking email");
  }
}
