import { CANCELLATION_MESSAGES } from "@contract/cancellations";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { bookings, payments, sessions } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { wordsFor } from "../../lib/i18n";
import { bookingFacts } from "./booking-facts";
import { bookingInvitation } from "./booking-invitation";

/**
 * "Add to calendar" (docs/product.md §10.13): the student's own approved booking of a session that
 * is upcoming or live, as the same METHOD:REQUEST event the approval email carried (the booking's
 * UID, the session's current SEQUENCE), so adding it twice or after a reschedule updates one event.
 * Another student's booking is "not found" to them.
 */
export async function bookingCalendarFile(
  db: Database,
  config: Pick<Config, "publicUrl" | "mailFrom">,
  studentId: string,
  bookingId: string,
): Promise<{ ics: string; title: string }> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      paymentStatus: payments.status,
      sessionStatus: sessions.status,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.studentId, studentId)));
  if (!row) throw notFound(CANCELLATION_MESSAGES.notFound);
  if (row.cancelledAt !== null || row.sessionStatus === "cancelled")
    throw conflict(CANCELLATION_MESSAGES.calendarCancelled);
  if (row.paymentStatus !== "paid") throw conflict(CANCELLATION_MESSAGES.calendarNotPaid);
  if (row.sessionStatus === "completed") throw conflict(CANCELLATION_MESSAGES.calendarEnded);
  const facts = await db.transaction((tx) => bookingFacts(tx, row.paymentId));
  if (!facts) throw notFound(CANCELLATION_MESSAGES.notFound);
  const ics = bookingInvitation(config, facts, "REQUEST", wordsFor(facts.student.language));
  return { ics, title: facts.session.title };
}

/**
 * A `content-disposition` naming the download after the session: a plain ASCII fallback (anything
 * else becomes "-") and the exact title encoded as RFC 5987 asks.
 */
export function calendarDisposition(title: string): string {
  const ascii =
    title
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\/:*?<>|;%]+/g, "-")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "session";
  const encoded = encodeURIComponent(`${title.slice(0, 120)}.ics`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encoded}`;
}
