import {
  AVAILABILITY_MESSAGES,
  type BookSlotAnswer,
  type bookSlotBodySchema,
  SLOT_DAYS_AHEAD,
  SLOT_RELEASED_REASON,
} from "@contract/availability";
import type { Category } from "@contract/sessions";
import { istDate, istToInstant } from "@contract/time";
import { and, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { isExclusionViolation } from "../../db/errors";
import { seatHolds, sessions, waitlistEntries } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";
import { AppError, conflict, notFound } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner, Subscriber, Tx } from "../../lib/unit-of-work";
import {
  claimSeat,
  type HoldClient,
  insertHold,
  lockClientHolds,
  lockStudentHolds,
  refuseOverAddressLimits,
  refuseOverHoldLimit,
  refuseUnverified,
} from "../bookings";
import { filterKeysOf } from "../sessions";
import { availabilityOf, busyTimes, offersOneToOne, rulesOf, slotMentor } from "./availability";
import { addDays, freeStarts } from "./free-starts";

type BookSlot = z.output<typeof bookSlotBodySchema>;

const refused = (status: number, field: string, message: string) =>
  new AppError(status, message, [{ field: `body.${field}`, message }]);

/** The category of a mentor's exam, for a one-to-one's card. */
const CATEGORY_OF_EXAM: Record<string, Category> = {
  "JEE Advanced": "IIT JEE",
  "JEE Main": "IIT JEE",
  "NEET UG": "NEET",
  GATE: "GATE",
  "UPSC CSE": "UPSC",
  BITSAT: "BITSAT",
  CLAT: "CLAT",
  "CA Final": "CA",
  NIFT: "NIFT",
  CAT: "CAT Mentorship",
};

/** A one-to-one's category: the mentor's exam's, else that of their latest posted session. */
async function categoryFor(tx: Tx, mentor: { id: string; rankExam: string | null }): Promise<Category> {
  const fromExam = mentor.rankExam ? CATEGORY_OF_EXAM[mentor.rankExam] : undefined;
  if (fromExam) return fromExam;
  const [latest] = await tx
    .select({ category: sessions.category })
    .from(sessions)
    .where(and(eq(sessions.mentorId, mentor.id), eq(sessions.kind, "posted")))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return (latest?.category as Category | undefined) ?? "IIT JEE";
}

/**
 * A student books a free start time of a mentor's availability (docs/decisions/022): in one
 * transaction, a one-to-one session of its own (`kind` slot, one seat, the mentor's one-to-one price
 * and buffer) and the student's seat hold on it (HOLD_MINUTES), after which they pay as for any
 * session. The time must be one the mentor's page offers now (their ranges, notice, buffer, away
 * dates and sessions). Two students who ask for the same time at once both pass that check; the
 * database's exclusion constraint lets only the first commit, and the other is told the time was
 * just taken (409). Asking again for a time they hold answers the same hold. As for any hold
 * (docs/product.md §10.12): a verified account only, within the per-address limits and, for a new
 * time, the student's hourly quota (`refuseOverQuota`); the date is one of the days the page shows.
 */
export async function bookSlot(
  commands: CommandRunner,
  studentId: string,
  slug: string,
  body: BookSlot,
  client: HoldClient,
  /** Refuses (throws) when the student may book no more times now (their hourly quota). */
  refuseOverQuota: () => Promise<void> = async () => {},
): Promise<BookSlotAnswer & { created: boolean }> {
  try {
    const { value } = await commands.run(async ({ tx, now }) => {
      await refuseUnverified(tx, studentId);
      const mentor = await slotMentor(tx, slug);
      if (!mentor) throw notFound(AVAILABILITY_MESSAGES.mentorNotFound);
      const availability = await availabilityOf(tx, mentor.id);
      if (!offersOneToOne(availability)) throw conflict(AVAILABILITY_MESSAGES.notOffered);
      if (!availability.durations.includes(body.durationMinutes)) {
        throw refused(400, "durationMinutes", AVAILABILITY_MESSAGES.durationNotOffered);
      }
      const subject = subjectFor(mentor.subjects, body.subject);
      // Only the days a student is shown (docs/decisions/022): never a time years away.
      const today = istDate(now);
      if (body.date < today || body.date >= addDays(today, SLOT_DAYS_AHEAD)) {
        throw refused(400, "date", AVAILABILITY_MESSAGES.dayNotOffered);
      }
      const startsAt = istToInstant(body.date, body.time);

      // One student's holds are decided one at a time, as for Book Now, and so are one address's.
      await lockStudentHolds(tx, studentId);
      await lockClientHolds(tx, client);
      const [own] = await tx
        .select({ sessionId: sessions.id, holdId: seatHolds.id, expiresAt: seatHolds.expiresAt })
        .from(sessions)
        .innerJoin(seatHolds, eq(seatHolds.sessionId, sessions.id))
        .where(
          and(
            eq(sessions.mentorId, mentor.id),
            eq(sessions.kind, "slot"),
            eq(sessions.status, "upcoming"),
            eq(sessions.startsAt, startsAt),
            eq(sessions.durationMinutes, body.durationMinutes),
            eq(seatHolds.studentId, studentId),
            gt(seatHolds.expiresAt, now),
          ),
        );
      if (own) {
        return {
          sessionId: own.sessionId,
          hold: {
            id: own.holdId,
            sessionId: own.sessionId,
            expiresAt: own.expiresAt.toISOString(),
            offered: false,
          },
          created: false,
        };
      }

      const busy = await busyTimes(
        tx,
        mentor.id,
        new Date(startsAt.getTime() - DAY_MS),
        new Date(startsAt.getTime() + DAY_MS),
      );
      const rules = rulesOf(availability);
      const [day] = freeStarts(rules, body.durationMinutes, busy, now, body.date);
      if (!day?.starts.includes(body.time)) {
        // A time the mentor offers but someone has taken since the page showed it is a conflict;
        // a time never offered (outside the ranges, too soon, an away date) is bad input.
        const [offered] = freeStarts(rules, body.durationMinutes, [], now, body.date);
        if (offered?.starts.includes(body.time)) throw conflict(AVAILABILITY_MESSAGES.slotTaken);
        throw refused(400, "time", AVAILABILITY_MESSAGES.slotUnavailable);
      }

      await refuseOverHoldLimit(tx, studentId, now);
      await refuseOverAddressLimits(tx, client, now, null);
      await refuseOverQuota();

      const sessionId = newId();
      const category = await categoryFor(tx, mentor);
      await tx.insert(sessions).values({
        id: sessionId,
        mentorId: mentor.id,
        title: `One-to-one: ${subject}`,
        description: body.topic,
        subject,
        subjects: [],
        category,
        filterKeys: filterKeysOf({ category, subject, subjects: [] }),
        startsAt,
        durationMinutes: body.durationMinutes,
        type: "onetoone",
        kind: "slot",
        bufferMinutes: availability.bufferMinutes,
        seats: 1,
        price: availability.price,
        createdAt: now,
        updatedAt: now,
      });
      // The new slot's one seat, held for the student like any other hold (bookings/seats.ts).
      if (!(await claimSeat(tx, sessionId, { as: "held" })))
        throw new Error("a new slot's seat was not free");
      return { sessionId, hold: await insertHold(tx, studentId, sessionId, now, client.key), created: true };
    });
    return value;
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(AVAILABILITY_MESSAGES.slotTaken);
    throw error;
  }
}

/** The subject asked for, as the mentor writes it; their first when none is asked; "Mentorship" for a mentor with none. */
function subjectFor(subjects: string[], asked: string | undefined): string {
  if (asked === undefined) return subjects[0] ?? "Mentorship";
  const match = subjects.find((subject) => subject.toLowerCase() === asked.toLowerCase());
  if (match) return match;
  if (subjects.length === 0) return asked;
  throw refused(400, "subject", AVAILABILITY_MESSAGES.subjectUnknown);
}

/**
 * A one-to-one time nobody completed booking is free again, and leaves nothing behind
 * (docs/decisions/022): when a slot's seat comes free and nothing holds it,
 * - a slot no booking was ever made for (its hold ran out or was let go) is deleted, with what
 *   waits on it: a time asked for and abandoned is not a session of anyone's;
 * - a slot whose booking was cancelled or disapproved is cancelled instead (its booking and payment
 *   keep the money's history), which takes it out of the exclusion constraints and off the mentor's
 *   dashboard.
 * Registered before the waitlist, so that nobody is offered a seat in it.
 */
export function releasedSlots(): Subscriber {
  return {
    name: "one-to-one slots",
    async inTransaction({ tx, now }, event) {
      if (event.type !== "seat.freed") return;
      const released = and(
        eq(sessions.id, event.sessionId),
        eq(sessions.kind, "slot"),
        eq(sessions.status, "upcoming"),
        eq(sessions.seatsTaken, 0),
        eq(sessions.seatsHeld, 0),
      );
      if ((await deleteAbandonedSlots(tx, released)) > 0) return;
      await tx
        .update(sessions)
        .set({ status: "cancelled", cancelledAt: now, cancelReason: SLOT_RELEASED_REASON, updatedAt: now })
        .where(released);
    },
  };
}

/**
 * Deletes the slots matching `which` that no booking was ever made for and nothing holds, with their
 * waitlist entries (a slot is nobody else's to wait for). Answers how many went.
 */
export async function deleteAbandonedSlots(tx: Tx, which: SQL | undefined): Promise<number> {
  const abandoned = tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        which,
        eq(sessions.kind, "slot"),
        sql`not exists (select 1 from bookings b where b.session_id = ${sessions.id})`,
        sql`not exists (select 1 from seat_holds h where h.session_id = ${sessions.id})`,
      ),
    );
  const ids = (await abandoned.for("update")).map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.delete(waitlistEntries).where(inArray(waitlistEntries.sessionId, ids));
  await tx.delete(sessions).where(inArray(sessions.id, ids));
  return ids.length;
}
