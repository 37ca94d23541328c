import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { domainOfCategory } from "../../../contract/admin";
import { BOOKING_MESSAGES, PROOF_MAX_BYTES } from "../../../contract/payments";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { bookings, payments, sessions } from "../../db/schema";
import { createAdmissions } from "../../lib/admissions";
import { AppError, conflict, notFound } from "../../lib/errors";
import { normaliseImage } from "../../lib/images";
import { createKeyedMutex } from "../../lib/keyed-mutex";
import type { FileStorage } from "../../lib/storage";

const newId = () => randomBytes(12).toString("base64url");

/**
 * The refusals that need no image: an unknown, ended or full session, or a booking already held.
 * Returns the seats left. Only a shortcut (when hundreds book the last seats at once, most get their
 * answer without the image being decoded); the transaction below decides, whatever happens in between.
 */
export async function refuseEarly(db: Database, studentId: string, sessionId: string): Promise<number> {
  const [row] = await db
    .select({
      status: sessions.status,
      left: sql<number>`${sessions.seats} - ${sessions.seatsTaken}`.mapWith(Number),
      held: sql<boolean>`exists (select 1 from bookings b inner join payments p on p.booking_id = b.id
        where b.session_id = ${sessionId} and b.student_id = ${studentId} and p.status <> 'failed')`,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  if (row.held) throw conflict(BOOKING_MESSAGES.alreadyBooked);
  if (row.status === "completed") throw conflict(BOOKING_MESSAGES.closed);
  if (row.left <= 0) throw conflict(BOOKING_MESSAGES.noSeats);
  return row.left;
}

/** A refusal that every student waiting for the same session gets alike. */
const refusesEveryone = (error: unknown) =>
  error instanceof AppError &&
  (error.message === BOOKING_MESSAGES.noSeats ||
    error.message === BOOKING_MESSAGES.closed ||
    error.message === BOOKING_MESSAGES.notFound);

export { BOOKING_MESSAGES, PROOF_MAX_BYTES };

const seatTurns = createKeyedMutex();
/**
 * Per session, only as many bookings as there are seats left decode their image at once in this
 * process; the others wait (holding nothing) and ask again when one finishes, so that the students
 * who will be refused are told without their screenshots being decoded.
 */
const decodeAdmissions = createAdmissions();

/**
 * A student books a seat and submits the proof of their UPI payment, all or nothing:
 * the seat is taken with one conditional UPDATE (never more bookings than seats, across any number
 * of processes), the booking and its payment (amount from the session, status `created`) are
 * written in the same transaction, and the proof file is removed again if anything fails.
 * A student whose earlier payment was disapproved may book again: the same booking gets the new
 * proof and a fresh payment review.
 */
export async function bookSession(
  deps: { db: Database; storage: FileStorage },
  studentId: string,
  input: { sessionId: string; proof: Buffer; utr: string | null; reference: string },
): Promise<{ bookingId: string; paymentId: string; amount: number }> {
  const leave = await decodeAdmissions.enter(
    input.sessionId,
    () => refuseEarly(deps.db, studentId, input.sessionId),
    refusesEveryone,
  );
  try {
    return await bookWithProof(deps, studentId, input);
  } finally {
    leave();
  }
}

async function bookWithProof(
  deps: { db: Database; storage: FileStorage },
  studentId: string,
  input: { sessionId: string; proof: Buffer; utr: string | null; reference: string },
): Promise<{ bookingId: string; paymentId: string; amount: number }> {
  // Decode and re-encode before the transaction: it is slow, and it refuses anything but an image.
  const proof = await normaliseImage(input.proof, {
    maxBytes: PROOF_MAX_BYTES,
    width: 1600,
    height: 1600,
    fit: "inside",
  });
  const proofKey = `payment-proofs/${input.sessionId}/${newId()}.webp`;
  await deps.storage.put(proofKey, proof, "image/webp");
  let replacedProof: string | null = null;
  try {
    // Bookings of one session take turns in this process: the seat row is locked by each transaction
    // in turn anyway, and waiting here holds no database connection (a burst of hundreds of
    // students would otherwise exhaust the pool while they queue on that lock).
    const result = await seatTurns.run(input.sessionId, () =>
      deps.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ bookingId: bookings.id, paymentId: payments.id, status: payments.status })
          .from(bookings)
          .innerJoin(payments, eq(payments.bookingId, bookings.id))
          .where(and(eq(bookings.sessionId, input.sessionId), eq(bookings.studentId, studentId)))
          .for("update");
        if (existing && existing.status !== "failed") throw conflict(BOOKING_MESSAGES.alreadyBooked);

        const [seat] = await tx
          .update(sessions)
          .set({ seatsTaken: sql`${sessions.seatsTaken} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(sessions.id, input.sessionId),
              ne(sessions.status, "completed"),
              sql`${sessions.seatsTaken} < ${sessions.seats}`,
            ),
          )
          .returning({ price: sessions.price, category: sessions.category });
        if (!seat) {
          const [session] = await tx
            .select({ status: sessions.status })
            .from(sessions)
            .where(eq(sessions.id, input.sessionId));
          if (!session) throw notFound(BOOKING_MESSAGES.notFound);
          throw conflict(session.status === "completed" ? BOOKING_MESSAGES.closed : BOOKING_MESSAGES.noSeats);
        }

        if (existing) {
          const [old] = await tx
            .select({ proofKey: payments.proofKey })
            .from(payments)
            .where(eq(payments.id, existing.paymentId));
          await tx
            .update(payments)
            .set({
              status: "created",
              amount: seat.price,
              utr: input.utr,
              reference: input.reference,
              proofKey,
              decidedBy: null,
              decidedAt: null,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, existing.paymentId));
          replacedProof = old?.proofKey ?? null;
          return { bookingId: existing.bookingId, paymentId: existing.paymentId, amount: seat.price };
        }
        const bookingId = newId();
        const paymentId = newId();
        await tx.insert(bookings).values({ id: bookingId, sessionId: input.sessionId, studentId });
        await tx.insert(payments).values({
          id: paymentId,
          bookingId,
          amount: seat.price,
          utr: input.utr,
          reference: input.reference,
          proofKey,
          domain: domainOfCategory(seat.category),
        });
        return { bookingId, paymentId, amount: seat.price };
      }),
    );
    // A rebooking's old proof belongs to no payment any more.
    if (replacedProof) await deps.storage.delete(replacedProof).catch(() => {});
    return result;
  } catch (error) {
    await deps.storage.delete(proofKey).catch(() => {});
    // The same student booking twice at the same moment: the unique index stops the second.
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
    throw error;
  }
}
