import { z } from "zod";
import { seatHoldSchema } from "./bookings";
import { boundedDate, PRICE_MAX, SESSION_RULE_MESSAGES } from "./sessions";
import { singleLineText } from "./text";

/*
 * One-to-one by availability (docs/decisions/022). A mentor keeps a weekly availability in
 * India Standard Time: time ranges per weekday, the one-to-one lengths and price they offer, a
 * minimum notice, a buffer between sessions and the dates they are away. A student picks a free start
 * time on the mentor's page (the next SLOT_DAYS_AHEAD days) and gets a one-to-one session of their
 * own with a seat hold, in one step. The database never lets a mentor be booked for overlapping times.
 */

/** ISO weekdays: 1 is Monday, 7 is Sunday (IST). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The lengths a mentor may offer, in minutes. */
export const ONE_TO_ONE_DURATIONS = [30, 60, 90, 120] as const;
/** Free start times are offered every half hour. */
export const SLOT_STEP_MINUTES = 30;
/** How far ahead a student can book: today and the next 29 days (IST). */
export const SLOT_DAYS_AHEAD = 30;
export const MIN_NOTICE_HOURS_DEFAULT = 12;
export const MIN_NOTICE_HOURS_MAX = 168;
export const BUFFER_MINUTES_DEFAULT = 15;
export const BUFFER_MINUTES_MAX = 120;
export const AVAILABILITY_WINDOWS_MAX = 28;
export const AWAY_DATES_MAX = 60;
export const ONE_TO_ONE_TOPIC_MAX = 500;

export const AVAILABILITY_MESSAGES = {
  saved: "Your one-to-one availability has been saved.",
  halfHour: "Choose a time on the hour or the half hour.",
  endAfterStart: "The end time must be after the start time.",
  windowsOverlap: "Two time ranges on the same day overlap.",
  durationsRequired: "Choose at least one length.",
  durationUnknown: "Choose one of the listed lengths.",
  priceWhole: SESSION_RULE_MESSAGES.wholeRupees,
  priceNegative: SESSION_RULE_MESSAGES.negativePrice,
  noticeRange: `The minimum notice is 0 to ${MIN_NOTICE_HOURS_MAX} hours.`,
  bufferRange: `The buffer is 0 to ${BUFFER_MINUTES_MAX} minutes, in steps of 5.`,
  dateFormat: "Enter dates as YYYY-MM-DD.",
  tooManyAwayDates: `At most ${AWAY_DATES_MAX} away dates.`,
  tooManyWindows: `At most ${AVAILABILITY_WINDOWS_MAX} time ranges.`,
  notOffered: "This mentor does not offer one-to-one sessions at the moment.",
  durationNotOffered: "This mentor does not offer one-to-one sessions of that length.",
  slotUnavailable: "This time is not available. Choose one of the times shown.",
  slotTaken: "This time has just been taken. Choose another time.",
  overlapsOneToOne: "A one-to-one session is booked with this mentor at this time. Choose another time.",
  subjectUnknown: "Choose one of the mentor's subjects.",
  mentorNotFound: "Mentor not found.",
  dayNotOffered: `Choose a day within the next ${SLOT_DAYS_AHEAD} days.`,
  tooManySlots:
    "You have booked too many one-to-one times in the last hour. Please wait a while before booking another.",
} as const;

/** The reason kept on a one-to-one whose seat hold ran out or was let go: its time is free again. */
export const SLOT_RELEASED_REASON = "The student did not complete the booking of this one-to-one time";

/** "HH:MM" on the hour or half hour; "24:00" ends a range at midnight. */
const halfHour = z.string().regex(/^(([01]\d|2[0-3]):(00|30)|24:00)$/, AVAILABILITY_MESSAGES.halfHour);

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** "HH:MM" of minutes after midnight (0–1440). */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export const availabilityWindowSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    from: halfHour,
    to: halfHour,
  })
  .refine((window) => minutesOf(window.to) > minutesOf(window.from), {
    path: ["to"],
    message: AVAILABILITY_MESSAGES.endAfterStart,
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** PUT /api/mentor/availability. An empty `windows` offers no one-to-one sessions. */
export const availabilityBodySchema = z.object({
  windows: z
    .array(availabilityWindowSchema)
    .max(AVAILABILITY_WINDOWS_MAX, AVAILABILITY_MESSAGES.tooManyWindows)
    .superRefine((windows, ctx) => {
      windows.forEach((window, index) => {
        const clash = windows.some(
          (other, j) =>
            j < index &&
            other.day === window.day &&
            minutesOf(other.from) < minutesOf(window.to) &&
            minutesOf(window.from) < minutesOf(other.to),
        );
        if (clash)
          ctx.addIssue({
            code: "custom",
            path: [index, "from"],
            message: AVAILABILITY_MESSAGES.windowsOverlap,
          });
      });
    }),
  durations: z
    .array(
      z
        .number()
        .int()
        .refine(
          (value) => (ONE_TO_ONE_DURATIONS as readonly number[]).includes(value),
          AVAILABILITY_MESSAGES.durationUnknown,
        ),
    )
    .min(1, AVAILABILITY_MESSAGES.durationsRequired)
    .transform((values) => [...new Set(values)].sort((a, b) => a - b)),
  price: z
    .number()
    .int(AVAILABILITY_MESSAGES.priceWhole)
    .min(0, AVAILABILITY_MESSAGES.priceNegative)
    .max(PRICE_MAX),
  minNoticeHours: z
    .number()
    .int(AVAILABILITY_MESSAGES.noticeRange)
    .min(0, AVAILABILITY_MESSAGES.noticeRange)
    .max(MIN_NOTICE_HOURS_MAX, AVAILABILITY_MESSAGES.noticeRange),
  bufferMinutes: z
    .number()
    .int(AVAILABILITY_MESSAGES.bufferRange)
    .min(0, AVAILABILITY_MESSAGES.bufferRange)
    .max(BUFFER_MINUTES_MAX, AVAILABILITY_MESSAGES.bufferRange)
    .multipleOf(5, AVAILABILITY_MESSAGES.bufferRange),
  awayDates: z
    .array(boundedDate(AVAILABILITY_MESSAGES.dateFormat))
    .max(AWAY_DATES_MAX, AVAILABILITY_MESSAGES.tooManyAwayDates)
    .transform((dates) => [...new Set(dates)].sort()),
});
export type AvailabilityBody = z.input<typeof availabilityBodySchema>;

/** GET /api/mentor/availability: the mentor's own settings (the defaults, `updatedAt` null, before any). */
export const availabilitySchema = z.object({
  windows: z.array(availabilityWindowSchema),
  durations: z.array(z.number().int()),
  price: z.number().int(),
  minNoticeHours: z.number().int(),
  bufferMinutes: z.number().int(),
  awayDates: z.array(z.string()),
  updatedAt: z.iso.datetime().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** ?duration= of the slots (minutes; the shortest offered when absent). */
export const slotsQuerySchema = z.object({
  duration: z.coerce.number().int().optional(),
});

/** One IST day with at least one free start time ("HH:MM", IST), soonest first. */
export const slotDaySchema = z.object({ date: z.string(), starts: z.array(z.string()) });
export type SlotDay = z.infer<typeof slotDaySchema>;

/**
 * GET /api/mentors/by-slug/:slug/slots: what a student can book. `offered` is false when the mentor
 * offers no one-to-one sessions (then `days` is empty).
 */
export const mentorSlotsSchema = z.object({
  offered: z.boolean(),
  durations: z.array(z.number().int()),
  duration: z.number().int().nullable(),
  price: z.number().int(),
  minNoticeHours: z.number().int(),
  subjects: z.array(z.string()),
  days: z.array(slotDaySchema),
});
export type MentorSlots = z.infer<typeof mentorSlotsSchema>;

/**
 * POST /api/mentors/by-slug/:slug/slots: a student books a free start time. The server checks it
 * against the mentor's availability, notice and buffer, makes the one-to-one session and holds its
 * seat for the student (HOLD_MINUTES) in one step; the payment page takes it from there.
 */
export const bookSlotBodySchema = z.object({
  date: boundedDate(AVAILABILITY_MESSAGES.dateFormat),
  time: z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, AVAILABILITY_MESSAGES.halfHour),
  durationMinutes: z.number().int(),
  /** One of the mentor's subjects (their first when absent). */
  subject: singleLineText().min(1).max(60).optional(),
  /** What the student would like to talk about: the session's description, one line (it goes into the mentor's emails). */
  topic: singleLineText().max(ONE_TO_ONE_TOPIC_MAX).default(""),
});
export type BookSlotBody = z.input<typeof bookSlotBodySchema>;

export const bookSlotAnswerSchema = z.object({ sessionId: z.string(), hold: seatHoldSchema });
export type BookSlotAnswer = z.infer<typeof bookSlotAnswerSchema>;

/** PUT /api/mentor/availability answers what was saved, and AVAILABILITY_MESSAGES.saved. */
export const availabilityAnswerSchema = z.object({ availability: availabilitySchema, message: z.string() });
