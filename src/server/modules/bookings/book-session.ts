import { domainOfCategory } from "@contract/admin";
import { BOOKING_CLOSED_MESSAGES, BOOKING_MESSAGES, holdsSeat } from "@contract/bookings";
import { PROOF_MAX_BYTES } from "@contract/payments";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { bookings, payments, sessions } from "../../db/schema";
import { createAdmissions } from "../../lib/admissions";
import type { Clock } from "../../lib/clock";
import { AppError, conflict, notFound } from "../../lib/errors";
import type { DomainEvent } from "../../lib/events";
import { createFreshReads, type FreshReads } from "../../lib/fresh-reads";
import { newId } from "../../lib/ids";
import { normaliseImage } from "../../lib/images";
import { createKeyedMutex } from "../../lib/keyed-mutex";
import type { FileStorage } from "../../lib/storage";
import type { CommandRunner } from "../../lib/unit-of-work";
import { bookingClosedReason } from "../sessions";
import { offerFreedSeats } from "./offer-seats";
import { refuseSeat, refuseUnverified, releaseExpiredHolds, releaseOwnHold } from "./seat-holds";
import { claimSeat, seatCountColumns } from "./seats";

/** What a session's seats look like to anyone about to book or hold one (seatReadings). */
interface SeatReading {
  session: Pick<
    typeof sessions.$inferSelect,
    "status" | "startsAt" | "seats" | "seatsTaken" | "seatsHeld"
  > | null;
  /** Each booking's student and its payment's status. */
  bookings: Map<string, string>;
  /** Each seat hold's student and when it runs out (ms). */
  holds: Map<string, number>;
}

/**
 * A session's seats with every booking and hold of it (at most a few dozen: SEATS_MAX, plus the
 * cancelled), read once for everyone asking about the same session at about the same time, each
 * answered by a read that began after they asked (lib/fresh-reads.ts): when a thousand students
 * press Book Now together, a handful of reads answer them all, where one read each queued a
 * thousand statements for the pool. Per database, since tests run several apps in one process.
 */
const seatReadings = new WeakMap<Database, FreshReads<SeatReading>>();

function readSeats(db: Database): FreshReads<SeatReading> {
  let reads = seatReadings.get(db);
  if (!reads) {
    reads = createFreshReads(async (sessionId) => {
      const [row] = await db
        .select({
          ...seatCountColumns,
          bookings: sql<
            [string, string][]
          >`coalesce((select json_agg(json_build_array(b.student_id, p.status))
            from bookings b inner join payments p on p.booking_id = b.id
            where b.session_id = ${sessionId}), '[]'::json)`,
          holds: sql<[string, number][]>`coalesce((select json_agg(json_build_array(h.student_id,
            (extract(epoch from h.expires_at) * 1000)::float8))
            from seat_holds h where h.session_id = ${sessionId}), '[]'::json)`,
        })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      if (!row) return { session: null, bookings: new Map(), holds: new Map() };
      const { bookings: booked, holds, ...session } = row;
      return { session, bookings: new Map(booked), holds: new Map(holds) };
    });
    seatReadings.set(db, reads);
  }
  return reads;
}

/**
 * The refusals that need no image and no write: an unknown session, one that cannot be booked now
 * (full, started, ended, cancelled), or a booking already held. Returns the seats left. Only a
 * shortcut (when hundreds book or hold the last seats at once, most get their answer from a shared
 * read, without a transaction or an image decoded); the transaction decides, whatever happens in
 * between.
 */
export async function refuseEarly(
  db: Database,
  studentId: string,
  sessionId: string,
  now: Date,
): Promise<number> {
  const { session, bookings: booked, holds } = await readSeats(db).read(sessionId);
  if (!session) throw notFound(BOOKING_MESSAGES.notFound);
  // The status of the student's own booking's payment, if they have one.
  const own = booked.get(studentId);
  if (own !== undefined && holdsSeat(own)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
  // Only a disapproved payment may be replaced; a cancelled booking keeps its record (decision 013).
  if (own !== undefined && own !== "failed") throw conflict(BOOKING_MESSAGES.youCancelled);
  // The student's own hold keeps a seat for them: the session is not full to them. Others' holds
  // that ran out still count until released: their seats may be free by then.
  let notCounted = 0;
  for (const [holder, expiresAt] of holds)
    if (holder === studentId || expiresAt <= now.getTime()) notCounted += 1;
  const seatsHeld = session.seatsHeld - notCounted;
  const closed = bookingClosedReason({ ...session, seatsHeld }, now);
  if (closed) throw conflict(BOOKING_CLOSED_MESSAGES[closed]);
  return session.seats - session.seatsTaken - seatsHeld;
}

/** A refusal that every student waiting for the same session gets alike. */
const EVERYONE_REFUSED: ReadonlySet<string> = new Set([
  ...Object.values(BOOKING_CLOSED_MESSAGES),
  BOOKING_MESSAGES.notFound,
]);
const refusesEveryone = (error: unknown) => error instanceof AppError && EVERYONE_REFUSED.has(error.message);

export { BOOKING_MESSAGES, PROOF_MAX_BYTES };

const seatTurns = createKeyedMutex();
/**
 * Per session, only as many bookings as there are seats left decode their image at once in this
 * process; the others wait (holding nothing) and ask again when one finishes, so that the students
 * who will be refused are told without their screenshots being decoded.
 */
const decodeAdmissions = createAdmissions();

/**
 * Per session, only as many seat holds as there are seats left are decided at once in this process
 * (the others wait, holding nothing, and ask again when one finishes); once the session is full,
 * everyone still waiting is told at once. When a thousand students press Book Now for the last
 * seats, about as many transactions run as there are seats, not a thousand queued for the session
 * row's lock, and the students who cannot get one are told in the time of one read.
 */
const holdAdmissions = createAdmissions();

export async function holdInTurn<T>(
  db: Database,
  studentId: string,
  sessionId: string,
  now: Date,
  hold: () => Promise<T>,
): Promise<T> {
  let leave: () => void;
  try {
    leave = await holdAdmissions.enter(
      sessionId,
      () => refuseEarly(db, studentId, sessionId, now),
      refusesEveryone,
    );
  } catch (error) {
    // Told, with everyone still waiting, that the session is full: so it is, unless one of its
    // seats is this student's own hold (they asked again), which their own read shows.
    if (!refusesEveryone(error)) throw error;
    await refuseEarly(db, studentId, sessionId, now);
    return hold();
  }
  try {
    return await hold();
  } finally {
    leave();
  }
}

interface BookingDeps {
  db: Database;
  storage: FileStorage;
  commands: CommandRunner;
  clock: Clock;
}

export interface BookingResult {
  bookingId: string;
  paymentId: string;
  amount: number;
  events: DomainEvent[];
}

/**
 * A student books a seat and submits the proof of their UPI payment (its UTR, and a screenshot if
 * they like), all or nothing:
 * the seat is taken with one conditional UPDATE (never more bookings than seats, across any number
 * of processes; never once the session has started), the booking and its payment (amount from the
 * session, status `created`) and the "booking received" email are written in the same transaction,
 * and the screenshot is removed again if anything fails.
 * A student whose earlier payment was disapproved may book again: the same booking gets the new
 * proof and a fresh payment review.
 */
export async function bookSession(
  deps: BookingDeps,
  studentId: string,
  input: { sessionId: string; proof: Buffer | null; utr: string; reference: string },
): Promise<BookingResult> {
  const leave = await decodeAdmissions.enter(
    input.sessionId,
    () => refuseEarly(deps.db, studentId, input.sessionId, deps.clock.now()),
    refusesEveryone,
  );
  try {
    return await bookWithProof(deps, studentId, input);
  } finally {
    leave();
  }
}

async function bookWithProof(
  deps: BookingDeps,
  studentId: string,
  input: { sessionId: string; proof: Buffer | null; utr: string; reference: string },
): Promise<BookingResult> {
  // Decode and re-encode before the transaction: it is slow, and it refuses anything but an image.
  // The screenshot is optional: the UTR is the proof (docs/decisions/025).
  let proofKey: string | null = null;
  if (input.proof) {
    const proof = await normaliseImage(input.proof, {
      maxBytes: PROOF_MAX_BYTES,
      width: 1600,
      height: 1600,
      fit: "inside",
    });
    proofKey = `payment-proofs/${input.sessionId}/${newId()}.webp`;
    await deps.storage.put(proofKey, proof, "image/webp");
  }
  let replacedProof: string | null = null;
  try {
    // Bookings of one session take turns in this process: the seat row is locked by each transaction
    // in turn anyway, and waiting here holds no database connection (a burst of hundreds of
    // students would otherwise exhaust the pool while they queue on that lock).
    const { value, events } = await seatTurns.run(input.sessionId, () =>
      deps.commands.run(async (uow) => {
        const { tx, now, emit } = uow;
        await refuseUnverified(tx, studentId);
        const [existing] = await tx
          .select({ bookingId: bookings.id, paymentId: payments.id, status: payments.status })
          .from(bookings)
          .innerJoin(payments, eq(payments.bookingId, bookings.id))
          .where(and(eq(bookings.sessionId, input.sessionId), eq(bookings.studentId, studentId)))
          .for("update");
        if (existing && holdsSeat(existing.status)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
        // Only a disapproved payment is replaced by a new one: a cancelled booking keeps its record
        // of money owed back, paid back or kept (docs/decisions/013).
        if (existing && existing.status !== "failed") throw conflict(BOOKING_MESSAGES.youCancelled);
        // Holds that ran out (the student's own too) give their seats to the waitlist first
        // (docs/product.md §10.16): a proof after the hold expired gets a seat only if one is still
        // free then. The student's live hold gives its seat back, under this row lock, and the claim
        // below finds it free. Without one, the booking needs a seat nobody holds.
        if ((await releaseExpiredHolds(uow, input.sessionId)) > 0)
          await offerFreedSeats(uow, input.sessionId);
        await releaseOwnHold(tx, studentId, input.sessionId);
        const seat = await claimSeat(tx, input.sessionId, { as: "taken", bookableAt: now, updatedAt: now });
        if (!seat) return refuseSeat(tx, input.sessionId, now);
        // A free session books without a proof (docs/product.md §2.11): none is stored for it.
        if (seat.price === 0) throw conflict(BOOKING_MESSAGES.freeNoProof);
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
              // A new proof is a new payment to review: made now, which a reschedule's time is
              // compared with (docs/product.md §10.13), and queued for review as of now.
              createdAt: now,
              updatedAt: now,
            })
            .where(eq(payments.id, existing.paymentId));
          replacedProof = old?.proofKey ?? null;
          emit({ type: "booking.created", sessionId: input.sessionId, paymentId: existing.paymentId });
          return { bookingId: existing.bookingId, paymentId: existing.paymentId, amount: seat.price };
        }
        const bookingId = newId();
        const paymentId = newId();
        // The app's clock, which a reschedule's time is compared with (docs/decisions/013).
        await tx
          .insert(bookings)
          .values({ id: bookingId, sessionId: input.sessionId, studentId, createdAt: now });
        await tx.insert(payments).values({
          id: paymentId,
          bookingId,
          createdAt: now,
          updatedAt: now,
          amount: seat.price,
          utr: input.utr,
          reference: input.reference,
          proofKey,
          domain: domainOfCategory(seat.category),
        });
        emit({ type: "booking.created", sessionId: input.sessionId, paymentId });
        return { bookingId, paymentId, amount: seat.price };
      }),
    );
    // A rebooking's old proof belongs to no payment any more.
    if (replacedProof) await deps.storage.delete(replacedProof).catch(() => {});
    return { ...value, events };
  } catch (error) {
    if (proofKey) await deps.storage.delete(proofKey).catch(() => {});
    // The same student booking twice at the same moment: the unique index stops the second.
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.alreadyBooked);
    throw error;
  }
}
