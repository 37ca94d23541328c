import { z } from "zod";
import { paymentStatusSchema } from "./payments";
import { SESSION_STATUSES, sessionCardSchema } from "./sessions";

/** SPEC §4/§9: Start Meeting is possible from 5 minutes before the start until 60 minutes after it. */
export const START_WINDOW = { beforeMinutes: 5, afterMinutes: 60 } as const;

/** Whether `now` is inside the start window of a session starting at `startsAt` (both instants). */
export function inStartWindow(startsAt: Date | string, now: Date = new Date()): boolean {
  const start = new Date(startsAt).getTime();
  const t = now.getTime();
  return t >= start - START_WINDOW.beforeMinutes * 60_000 && t <= start + START_WINDOW.afterMinutes * 60_000;
}

export const LIVE_MESSAGES = {
  notLive: "This session is not live right now.",
  notPaid: "Your payment for this session has not been verified yet, so you cannot join.",
  notBooked: "You have not booked this session.",
  outsideWindow: "You can start the meeting from 5 minutes before the start time until 60 minutes after it.",
  alreadyEnded: "This session has ended.",
  cancelled: "This session was cancelled.",
  notYours: "Only the session's mentor or an admin can do that.",
  scriptNotLoaded: "The video meeting interface is not loaded yet. Please wait a moment and try again.",
} as const;

/**
 * How the browser opens the video room (Jitsi Meet's IFrame API): the script at `scriptUrl` defines
 * `JitsiMeetExternalAPI`, constructed with `domain` and `{ roomName, jwt?, userInfo: { displayName } }`.
 * The room name is derived from a server secret and the session id; `jwt` is present when the server
 * is configured for a self-hosted Jitsi or 8x8 JaaS.
 */
export const roomSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  domain: z.string(),
  scriptUrl: z.string(),
  roomName: z.string(),
  jwt: z.string().nullable(),
  displayName: z.string(),
  moderator: z.boolean(),
  /** When the session went live (ISO), for the timers. */
  startedAt: z.iso.datetime().nullable(),
  mentorName: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/** POST /api/sessions/{id}/start and /end answer the session's new state. */
export const sessionStateSchema = z.object({
  id: z.string(),
  status: z.enum(SESSION_STATUSES),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Dashboards

/** One of the student's bookings with its session (GET /api/me/dashboard). */
export const studentSessionSchema = z.object({
  session: sessionCardSchema,
  bookingId: z.string(),
  paymentId: z.string(),
  paymentStatus: paymentStatusSchema,
  amount: z.number().int(),
  attended: z.boolean(),
  /** The student's own rating of it, once given. */
  myRating: z.number().int().nullable(),
});
export type StudentSession = z.infer<typeof studentSessionSchema>;

export const studentDashboardSchema = z.object({
  stats: z.object({
    /** Bookings whose payment is not failed. */
    enrolled: z.number().int(),
    attended: z.number().int(),
    /** Enrolled sessions live right now. */
    live: z.number().int(),
    /** Sum of the non-failed payments, in rupees. */
    totalSpent: z.number().int(),
  }),
  /** Every booking, failed ones included (they show their status); soonest first. */
  sessions: z.array(studentSessionSchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

export const DOMAINS = ["General", "JEE", "NEET", "UPSC", "GATE"] as const;

export const studentProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  interests: z.array(z.string()),
  educationLevel: z.string().nullable(),
  goal: z.string().nullable(),
  domain: z.string(),
});
export const studentProfileBodySchema = z.object({
  interests: z.array(z.string().trim().min(1).max(60)).max(12),
  educationLevel: z.string().trim().max(120).nullable(),
  goal: z.string().trim().max(300).nullable(),
  domain: z.enum(DOMAINS),
  phone: z.string().trim().max(20).nullable(),
});
export type StudentProfileBody = z.input<typeof studentProfileBodySchema>;

/** One of the mentor's sessions on their dashboard. */
export const mentorSessionSchema = z.object({
  session: sessionCardSchema,
  startedAt: z.iso.datetime().nullable(),
  /** Bookings whose payment is not failed. */
  booked: z.number().int(),
  feedbackCount: z.number().int(),
  /** Start Meeting is enabled (upcoming and inside the start window, judged by the server's clock). */
  canStart: z.boolean(),
});
export type MentorSession = z.infer<typeof mentorSessionSchema>;

export const mentorProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  subjects: z.array(z.string()),
  education: z.string().nullable(),
});
export const mentorProfileBodySchema = z.object({
  bio: z.string().trim().max(1000).nullable(),
  subjects: z.array(z.string().trim().min(1).max(60)).max(12),
  education: z.string().trim().max(300).nullable(),
});
export type MentorProfileBody = z.input<typeof mentorProfileBodySchema>;

export const mentorDashboardSchema = z.object({
  stats: z.object({
    totalSessions: z.number().int(),
    /** Distinct students with a non-failed booking in the mentor's sessions. */
    activeStudents: z.number().int(),
    /** Mean over the mentor's rated sessions of each session's mean rating; null before any. */
    rating: z.number().nullable(),
  }),
  profile: mentorProfileSchema,
  /** Live first, then upcoming soonest first, then completed latest first. */
  sessions: z.array(mentorSessionSchema),
  /** The server's clock, so the browser can re-judge the start window as time passes. */
  now: z.iso.datetime(),
});
export type MentorDashboard = z.infer<typeof mentorDashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Feedback and session details

export const FEEDBACK_MESSAGES = {
  notLoggedIn: "User not logged in",
  textRequired: "Please write a few words about the session.",
  ratingRange: "Choose a rating from 1 to 5 stars.",
  notBooked: "Only students who booked this session can give feedback on it.",
  notPaid: "Your payment for this session has not been verified, so you cannot give feedback on it.",
  notStarted: "You can give feedback once the session has started.",
  notJoined: "Only students who joined this session can give feedback on it.",
  cancelled: "This session was cancelled, so there is no session to give feedback on.",
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
  feedback: z.string().trim().min(1, FEEDBACK_MESSAGES.textRequired).max(2000),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/**
 * Who may rate a session (docs/decisions/009): a student whose payment is approved, who joined it,
 * once it has started (live or completed). `reason` says which of these is missing.
 */
export const FEEDBACK_REFUSALS = ["notBooked", "notPaid", "cancelled", "notStarted", "notJoined"] as const;
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
  /** Null shows as 'Anonymous' (SPEC §2.15). */
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
