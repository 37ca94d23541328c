import { z } from "zod";
import { sessionCardSchema } from "./sessions";
import { multiLineText } from "./text";

export const FEEDBACK_MESSAGES = {
  notLoggedIn: "User not logged in",
  textRequired: "Please write a few words about the session.",
  ratingRange: "Choose a rating from 1 to 5 stars.",
  notBooked: "Only students who booked this session can give feedback on it.",
  notPaid: "Your payment for this session has not been verified, so you cannot give feedback on it.",
  notStarted: "You can give feedback once the session has started.",
  notJoined: "Only students who joined this session can give feedback on it.",
  cancelled: "This session was cancelled, so there is no session to give feedback on.",
  mentorAccount:
    "You cannot review this mentor: your account shares an email, phone number or UPI id with theirs.",
  thanks: "Thank you for your feedback!",
  unknownSession: "Unknown Session",
  unknownDate: "Unknown Date",
} as const;

export const feedbackBodySchema = z.object({
  rating: z
    .number()
    .int(FEEDBACK_MESSAGES.ratingRange)
    .min(1, FEEDBACK_MESSAGES.ratingRange)
    .max(5, FEEDBACK_MESSAGES.ratingRange),
  feedback: multiLineText().min(1, FEEDBACK_MESSAGES.textRequired).max(2000),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/**
 * Who may rate a session (docs/decisions/009): a student whose payment is approved, who joined it,
 * once it has started (live or completed), from an account that is not the mentor's own (the same
 * email, phone or UPI id: `mentorAccount`). `reason` says which of these is missing.
 */
export const FEEDBACK_REFUSALS = [
  "notBooked",
  "notPaid",
  "cancelled",
  "notStarted",
  "notJoined",
  "mentorAccount",
] as const;
export type FeedbackRefusal = (typeof FEEDBACK_REFUSALS)[number];

/** GET /api/sessions/{id}/feedback/eligibility: whether the signed-in student may give feedback now. */
export const feedbackEligibilitySchema = z.object({
  allowed: z.boolean(),
  /** Null when allowed. */
  reason: z.enum(FEEDBACK_REFUSALS).nullable(),
  /** What to tell the student (FEEDBACK_MESSAGES[reason]); null when allowed. */
  message: z.string().nullable(),
});
export type FeedbackEligibility = z.infer<typeof feedbackEligibilitySchema>;

/** GET/POST /api/sessions/{id}/feedback/mine: the student's own feedback, or null. */
export const ownFeedbackSchema = z
  .object({ rating: z.number().int(), feedback: z.string(), updatedAt: z.iso.datetime() })
  .nullable();

export const sessionFeedbackSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  feedback: z.string(),
  /** Null shows as 'Anonymous' (docs/product.md §2.15). */
  studentName: z.string().nullable(),
  studentImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /api/sessions/{id}/details (the session's mentor or an admin). */
export const sessionDetailsSchema = z.object({
  session: sessionCardSchema,
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  booked: z.number().int(),
  attended: z.number().int(),
  feedbackCount: z.number().int(),
  /** Mean rating to any precision; the page shows 1 decimal. Null before any feedback. */
  averageRating: z.number().nullable(),
  feedbacks: z.array(sessionFeedbackSchema),
});
export type SessionDetails = z.infer<typeof sessionDetailsSchema>;
