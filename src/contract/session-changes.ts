import { z } from "zod";
import { postSessionBodySchema } from "./sessions";
import { singleLineText } from "./text";

/**
 * A mentor or an admin cancels or edits a session (docs/product.md §10.14, docs/decisions/014).
 * Cancelling needs a reason every student reads; editing changes the details any time before the
 * start, and the date, time and duration (a reschedule) until 24 hours before the current start.
 */

/** The reason's length, in characters, after spaces are tidied. */
export const CANCEL_REASON_MIN = 10;
export const CANCEL_REASON_MAX = 500;

/** A reschedule is possible until this long before the current start (that instant included). */
export const RESCHEDULE_UNTIL_HOURS = 24;

export const SESSION_CHANGE_MESSAGES = {
  reasonShort: `Please give a reason of at least ${CANCEL_REASON_MIN} characters: every student reads it.`,
  reasonLong: `Please keep the reason to ${CANCEL_REASON_MAX} characters or fewer.`,
  notYours: "Only this session's mentor or an admin can change it.",
  cancelLive: "This session is live, so it can no longer be cancelled.",
  cancelEnded: "This session has ended, so it can no longer be cancelled.",
  alreadyCancelled: "This session is already cancelled.",
  editCancelled: "This session is cancelled, so it can no longer be changed.",
  editStarted: "This session has already started, so it can no longer be changed.",
  rescheduleClosed: `The date, time and duration can only be changed until ${RESCHEDULE_UNTIL_HOURS} hours before the start.`,
  seatsBelowTaken: (seats: number) =>
    `Seats cannot be fewer than the ${seats} already booked or being paid for.`,
  oneToOneSeats: "A one-to-one session always has one seat.",
  fixed: "The category, type and price of a session cannot be changed after it is posted.",
} as const;

/** POST /api/sessions/:id/cancel. Line breaks and runs of spaces become one space. */
export const cancelSessionBodySchema = z.object({
  reason: z
    .string()
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      singleLineText()
        .min(CANCEL_REASON_MIN, SESSION_CHANGE_MESSAGES.reasonShort)
        .max(CANCEL_REASON_MAX, SESSION_CHANGE_MESSAGES.reasonLong),
    ),
});
export type CancelSessionBody = z.input<typeof cancelSessionBodySchema>;

const post = postSessionBodySchema.shape;

/**
 * PATCH /api/sessions/:id: only the fields sent change, with the posting rules. Category, type and
 * price are fixed once posted: sending a different value is refused with `fixed` (the same value is
 * accepted, so a client may send the whole form).
 */
export const editSessionBodySchema = z.object({
  title: post.title.optional(),
  subject: post.subject.optional(),
  subjects: post.subjects.unwrap().optional(),
  description: post.description.unwrap().optional(),
  date: post.date.optional(),
  time: post.time.optional(),
  durationMinutes: post.durationMinutes.optional(),
  seats: post.seats,
  category: z.string().max(60).optional(),
  type: z.string().max(20).optional(),
  price: z.number().optional(),
});
export type EditSessionBody = z.input<typeof editSessionBodySchema>;
