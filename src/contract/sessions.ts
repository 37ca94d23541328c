import { z } from "zod";
import { isSingleLine, multiLineText, singleLineText, TEXT_MESSAGES } from "./text";
import { DATE_MAX, DATE_MIN, isDateWithinBounds } from "./time";

/** docs/product.md §9: the nine mentorship categories. */
export const CATEGORIES = [
  "IIT JEE",
  "NEET",
  "GATE",
  "UPSC",
  "BITSAT",
  "CLAT",
  "CA",
  "NIFT",
  "CAT Mentorship",
] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const SESSION_TYPES = ["group", "onetoone"] as const;
export const sessionTypeSchema = z.enum(SESSION_TYPES);
export type SessionType = z.infer<typeof sessionTypeSchema>;

/**
 * A session's life (docs/decisions/009): upcoming → live (its mentor starts it) → completed (its
 * mentor ends it, or the system 30 minutes after its scheduled end). An upcoming session its mentor
 * has not started by 60 minutes after its start is cancelled by the system.
 */
export const SESSION_STATUSES = ["upcoming", "live", "completed", "cancelled"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Why a session cannot be booked now, or null when it can (the server decides; the card shows it). */
export const BOOKING_CLOSED_REASONS = ["full", "started", "ended", "cancelled"] as const;
export type BookingClosedReason = (typeof BOOKING_CLOSED_REASONS)[number];

/** The reason the system gives when it cancels a session its mentor never started. */
export const MENTOR_NO_SHOW_REASON = "The mentor did not start this session";

/** The reason given when an admin removes a mentor and their upcoming sessions are cancelled. */
export const MENTOR_REMOVED_REASON = "The mentor no longer runs sessions on Toppers Connect";

/** docs/product.md §9: 30 minutes to 3 hours in half hours. */
export const DURATIONS = [
  { minutes: 30, label: "30 minutes" },
  { minutes: 60, label: "1 hour" },
  { minutes: 90, label: "1.5 hours" },
  { minutes: 120, label: "2 hours" },
  { minutes: 150, label: "2.5 hours" },
  { minutes: 180, label: "3 hours" },
] as const;
const DURATION_MINUTES = DURATIONS.map((d) => d.minutes) as number[];

/** docs/product.md §9: hourly from 9:00 AM to 10:00 PM (14 choices), India Standard Time, as "HH:00". */
export const TIME_SLOTS = Array.from({ length: 14 }, (_, i) => {
  const hour = 9 + i;
  const label = `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? "AM" : "PM"}`;
  return { value: `${String(hour).padStart(2, "0")}:00`, label };
});
const TIME_VALUES = TIME_SLOTS.map((t) => t.value);

/** The posting rule (docs/product.md §5): a session starts in the future, at most this many days ahead; a reschedule too. */
export const SESSION_DAYS_AHEAD_MAX = 365;

export const SEATS_MIN = 1;
export const SEATS_MAX = 50;
export const PRICE_MAX = 100_000;

/**
 * The rule texts of the post form's fields (postSessionBodySchema): the web translates them by these,
 * so the schema and the page's catalog keys read the same words.
 */
export const SESSION_RULE_MESSAGES = {
  date: "Please choose a date.",
  time: "Choose one of the hourly times from 9:00 AM to 10:00 PM.",
  duration: "Choose one of the listed durations.",
  wholeRupees: "Prices are whole rupees.",
  negativePrice: "The price cannot be negative.",
} as const;

export const SESSION_MESSAGES = {
  missingTitle: "Missing Information",
  missingText: "Please fill in all required fields.",
  postedTitle: "Session Posted Successfully!",
  postedText: "Your session has been posted and mentor profile updated.",
  failedTitle: "Submission Failed",
  failedText: "Please try again later.",
  inPast: "Choose a date and time in the future.",
  tooFarAhead: `Sessions can be posted or moved at most ${SESSION_DAYS_AHEAD_MAX} days ahead. Choose an earlier date.`,
  dateOutOfRange: `Choose a date between ${DATE_MIN} and ${DATE_MAX}.`,
} as const;

/** The server's refusals when a session is posted for a mentor (POST /api/sessions). */
export const POST_SESSION_MESSAGES = {
  chooseMentor: "Choose the mentor who will run this session.",
  noSuchMentor: "That mentor does not exist.",
  mentorRemoved: "This mentor has been removed, so no session can be posted for them.",
} as const;

/** A YYYY-MM-DD calendar date within the API's bounds (DATE_MIN–DATE_MAX), or `message` for a malformed one. */
export const boundedDate = (message?: string) =>
  z.iso.date(message).refine(isDateWithinBounds, {
    message: SESSION_MESSAGES.dateOutOfRange,
    // A malformed date says so once, not also that it is out of range.
    when: (payload) => payload.issues.length === 0,
  });

/** One line of text (the contract's one rule, text.ts): titles and subjects end up in emails and calendars. */
const oneLine = (schema: z.ZodString) => schema.refine(isSingleLine, TEXT_MESSAGES.singleLine);
const required = (max: number) => singleLineText().min(1, SESSION_MESSAGES.missingText).max(max);

/** POST /api/sessions. Times are India Standard Time; the server turns them into an instant. */
export const postSessionBodySchema = z
  .object({
    title: required(120),
    subject: required(60),
    category: categorySchema,
    subjects: z.array(singleLineText().min(1).max(60)).max(8).default([]),
    date: boundedDate(SESSION_RULE_MESSAGES.date),
    time: z.string().refine((value) => TIME_VALUES.includes(value), SESSION_RULE_MESSAGES.time),
    durationMinutes: z
      .number()
      .int()
      .refine((value) => DURATION_MINUTES.includes(value), SESSION_RULE_MESSAGES.duration),
    price: z
      .number()
      .int(SESSION_RULE_MESSAGES.wholeRupees)
      .min(0, SESSION_RULE_MESSAGES.negativePrice)
      .max(PRICE_MAX),
    description: multiLineText().max(2000).default(""),
    type: sessionTypeSchema,
    seats: z
      .number()
      .int()
      .min(SEATS_MIN, `Total slots must be at least ${SEATS_MIN}.`)
      .max(SEATS_MAX, `Total slots can be at most ${SEATS_MAX}.`)
      .optional(),
    /** Admins post for a mentor; a mentor always posts as themself. */
    mentorId: z.string().min(1).max(64).optional(),
  })
  .refine((body) => body.type === "onetoone" || body.seats !== undefined, {
    path: ["seats"],
    message: SESSION_MESSAGES.missingText,
  });
export type PostSessionBody = z.input<typeof postSessionBodySchema>;

/**
 * The mentor as every session shows them: their page's address (/mentors/{slug}; null only for a
 * mentor without a profile) and their rating over all their sessions' feedback: the mean (exact,
 * shown with one decimal) and the number of reviews; `rating` is null before the first.
 */
export const sessionMentorSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  slug: z.string().nullable(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
});
export type SessionMentor = z.infer<typeof sessionMentorSchema>;

/** A session as every list shows it: the same answer for every viewer. */
export const sessionCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  mentor: sessionMentorSchema,
  subject: z.string(),
  subjects: z.array(z.string()),
  category: z.string(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  type: sessionTypeSchema,
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  price: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  /** docs/product.md §4's "Booking Closed": full, started (live, or its start has passed), ended or cancelled. */
  closed: z.boolean(),
  /** Why it is closed (null while it can be booked). */
  closedReason: z.enum(BOOKING_CLOSED_REASONS).nullable(),
  /** Set once the session is cancelled: when, and the reason given. */
  cancellation: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
  /** Mean of its feedback ratings, or null before any. */
  rating: z.number().nullable(),
});
export type SessionCard = z.infer<typeof sessionCardSchema>;

/** How many of the mentor's latest reviews the session page shows. */
export const SESSION_PAGE_REVIEWS = 3;

/**
 * One review of a mentor as the public sees it: never the student's full name or id, only their first
 * name and the initial of their last ("Ananya S."), and the month it was written (IST, "2026-11").
 */
export const mentorReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  author: z.string(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type MentorReview = z.infer<typeof mentorReviewSchema>;

/**
 * How a review names its author: the first name and the initial of the last ("Ananya Sharma" →
 * "Ananya S."), the one name when there is one, "Student" when there is none.
 */
export function reviewerName(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const [first] = words;
  if (!first) return "Student";
  if (words.length === 1) return first;
  const initial = Array.from(words[words.length - 1] ?? "")[0] ?? "";
  return `${first} ${initial.toLocaleUpperCase("en-IN")}.`;
}

/** GET /api/sessions/:id/page: the session page (public): the card and the mentor's latest reviews. */
export const sessionPageSchema = z.object({
  session: sessionCardSchema,
  reviews: z.array(mentorReviewSchema).max(SESSION_PAGE_REVIEWS),
});
export type SessionPage = z.infer<typeof sessionPageSchema>;

export const PAGE_SIZE_MAX = 50;

/** The search box's longest query (docs/decisions/020). */
export const SEARCH_QUERY_MAX = 80;
export const PRICE_FILTERS = ["free", "max"] as const;
export const DATE_FILTERS = ["today", "week", "range"] as const;
/**
 * Times of day by the start's hour in India Standard Time (docs/decisions/020): morning 5:00–11:59,
 * afternoon 12:00–16:59, evening 17:00–20:59, night 21:00–4:59. Sessions start hourly from 9 AM to
 * 10 PM, so morning holds 9–11 AM, afternoon 12–4 PM, evening 5–8 PM and night 9–10 PM.
 */
export const TIMES_OF_DAY = {
  morning: { from: 5, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 21 },
  night: { from: 21, to: 5 },
} as const;
export type TimeOfDay = keyof typeof TIMES_OF_DAY;
export const TIME_OF_DAY_VALUES = Object.keys(TIMES_OF_DAY) as [TimeOfDay, ...TimeOfDay[]];
export const SESSION_SORTS = ["relevance", "soonest", "price", "rating"] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

/** An empty field of a plain GET form (the page before its script runs) means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const sessionListQuerySchema = z
  .object({
    type: sessionTypeSchema,
    category: z.string().trim().max(60).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(12),
    /** Words searched in titles, subjects, categories and mentor names, typos forgiven. */
    q: optional(oneLine(z.string().trim().max(SEARCH_QUERY_MAX))),
    price: optional(z.enum(PRICE_FILTERS)),
    /** Whole rupees, with `price=max`: sessions costing at most this. */
    maxPrice: optional(z.coerce.number().int(SESSION_RULE_MESSAGES.wholeRupees).min(0).max(PRICE_MAX)),
    /** Days in India Standard Time: today, today and the next six days, or from–to (both included). */
    date: optional(z.enum(DATE_FILTERS)),
    from: optional(boundedDate()),
    to: optional(boundedDate()),
    time: optional(z.enum(TIME_OF_DAY_VALUES)),
    /** Relevance (the default with a search), soonest (the default without), price, the mentor's rating. */
    sort: optional(z.enum(SESSION_SORTS)),
  })
  .superRefine((query, ctx) => {
    if (query.price === "max" && query.maxPrice === undefined) {
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "Give the highest price, in rupees." });
    }
    if (query.date === "range" && !query.from && !query.to) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "Give the first day, the last day or both." });
    }
    if (query.date === "range" && query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "The last day cannot be before the first." });
    }
  });
export type SessionListQuery = z.output<typeof sessionListQuerySchema>;
export const sessionListSchema = z.object({
  items: z.array(sessionCardSchema),
  /**
   * How many sessions match. With `totalExact` false the server stopped counting (docs/decisions/028):
   * at least this many match (show it as "500+"), and there is a next page exactly when
   * page × pageSize < total, as with an exact total.
   */
  total: z.number().int(),
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** How docs/product.md §2.10's filter compares: case and spaces ignored. */
export const normaliseCategory = (value: string) => value.toLowerCase().replace(/\s+/g, "");
