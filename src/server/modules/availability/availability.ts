import {
  AVAILABILITY_MESSAGES,
  type Availability,
  type availabilityBodySchema,
  BUFFER_MINUTES_DEFAULT,
  type MentorSlots,
  MIN_NOTICE_HOURS_DEFAULT,
  SLOT_DAYS_AHEAD,
} from "@contract/availability";
import { istDate } from "@contract/time";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { mentorAvailability, mentorProfiles, sessions, users } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import type { Tx } from "../../lib/unit-of-work";
import { activeMentor } from "../mentors";
import { type BusyTime, freeStarts, type SlotRules } from "./free-starts";

type AvailabilityInput = z.output<typeof availabilityBodySchema>;

/** The settings before a mentor saves any: no ranges (nothing offered), an hour, the defaults. */
const DEFAULTS: Omit<Availability, "updatedAt"> = {
  windows: [],
  durations: [60],
  price: 0,
  minNoticeHours: MIN_NOTICE_HOURS_DEFAULT,
  bufferMinutes: BUFFER_MINUTES_DEFAULT,
  awayDates: [],
};

const columns = {
  windows: mentorAvailability.windows,
  durations: mentorAvailability.durations,
  price: mentorAvailability.price,
  minNoticeHours: mentorAvailability.minNoticeHours,
  bufferMinutes: mentorAvailability.bufferMinutes,
  awayDates: mentorAvailability.awayDates,
  updatedAt: mentorAvailability.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

const toAvailability = (row: Row | undefined): Availability =>
  row
    ? {
        windows: [...row.windows].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from)),
        durations: row.durations,
        price: row.price,
        minNoticeHours: row.minNoticeHours,
        bufferMinutes: row.bufferMinutes,
        awayDates: row.awayDates,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...DEFAULTS, updatedAt: null };

/** A mentor's one-to-one availability (the defaults before they save any). */
export async function availabilityOf(db: Database | Tx, mentorId: string): Promise<Availability> {
  const [row] = await db
    .select(columns)
    .from(mentorAvailability)
    .where(eq(mentorAvailability.mentorId, mentorId));
  return toAvailability(row);
}

/**
 * A mentor saves their availability, whole. Away dates already past are dropped (they mean nothing
 * any more). The slots already booked stay booked whatever the new ranges say.
 */
export async function saveAvailability(
  db: Database,
  mentorId: string,
  input: AvailabilityInput,
  now: Date,
): Promise<Availability> {
  const today = istDate(now);
  const values = {
    windows: input.windows,
    durations: input.durations,
    price: input.price,
    minNoticeHours: input.minNoticeHours,
    bufferMinutes: input.bufferMinutes,
    awayDates: input.awayDates.filter((date) => date >= today),
    updatedAt: now,
  };
  const [row] = await db
    .insert(mentorAvailability)
    .values({ mentorId, ...values })
    .onConflictDoUpdate({ target: mentorAvailability.mentorId, set: values })
    .returning(columns);
  return toAvailability(row);
}

/** An active mentor by their page's slug, with what a one-to-one with them needs; null when none. */
export async function slotMentor(db: Database | Tx, slug: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      subjects: mentorProfiles.subjects,
      rankExam: mentorProfiles.rankExam,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(and(eq(mentorProfiles.slug, slug.toLowerCase()), activeMentor))
    .limit(1);
  return row ?? null;
}

/**
 * The mentor's sessions that keep them busy between `from` and `to`: upcoming or live, posted or
 * booked as slots, with the buffer a slot keeps after its end.
 */
export async function busyTimes(
  db: Database | Tx,
  mentorId: string,
  from: Date,
  to: Date,
): Promise<BusyTime[]> {
  const rows = await db
    .select({
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      bufferMinutes: sessions.bufferMinutes,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.mentorId, mentorId),
        inArray(sessions.status, ["upcoming", "live"]),
        lt(sessions.startsAt, to),
        gt(
          sql`${sessions.startsAt} + make_interval(mins => ${sessions.durationMinutes} + ${sessions.bufferMinutes})`,
          from,
        ),
      ),
    );
  return rows.map((row) => ({
    startsAt: row.startsAt,
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    bufferAfterMinutes: row.bufferMinutes,
  }));
}

/** Whether the mentor offers one-to-one sessions at all: at least one weekly range. */
export const offersOneToOne = (availability: Availability): boolean => availability.windows.length > 0;

export function rulesOf(availability: Availability): SlotRules {
  return {
    windows: availability.windows,
    minNoticeHours: availability.minNoticeHours,
    bufferMinutes: availability.bufferMinutes,
    awayDates: availability.awayDates,
  };
}

/**
 * What a student may book with the mentor: the lengths and price offered and the free start times of
 * the next SLOT_DAYS_AHEAD days for one length (the shortest offered unless asked). A length not
 * offered is a 400 naming the field.
 */
export async function mentorSlots(
  db: Database,
  mentor: { id: string; subjects: string[] },
  duration: number | undefined,
  now: Date,
): Promise<MentorSlots> {
  const availability = await availabilityOf(db, mentor.id);
  const base = {
    durations: availability.durations,
    price: availability.price,
    minNoticeHours: availability.minNoticeHours,
    subjects: mentor.subjects,
  };
  if (!offersOneToOne(availability)) return { offered: false, ...base, duration: null, days: [] };
  const length = duration ?? availability.durations[0] ?? 60;
  if (!availability.durations.includes(length)) {
    throw new AppError(400, AVAILABILITY_MESSAGES.durationNotOffered, [
      { field: "querystring.duration", message: AVAILABILITY_MESSAGES.durationNotOffered },
    ]);
  }
  const busy = await busyTimes(db, mentor.id, now, new Date(now.getTime() + (SLOT_DAYS_AHEAD + 1) * DAY_MS));
  return {
    offered: true,
    ...base,
    duration: length,
    days: freeStarts(rulesOf(availability), length, busy, now),
  };
}
