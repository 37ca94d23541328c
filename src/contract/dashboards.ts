import { z } from "zod";
import { paymentStatusSchema } from "./payments";
import { mentorProfileSchema } from "./profiles";
import { sessionCardSchema } from "./sessions";

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
  /** When the student cancelled the booking themself (docs/product.md §10.13), or null. */
  cancelledAt: z.iso.datetime().nullable(),
  /** A refund: since when it is owed, and once paid back, when and with which 12-digit UTR. */
  refundDueAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  refundUtr: z.string().nullable(),
  /** Why the payment was not approved, while it is disapproved: a DISAPPROVAL_REASON_CODES code or the admin's words. */
  disapprovalReason: z.string().nullable(),
});
export type StudentSession = z.infer<typeof studentSessionSchema>;

export const studentDashboardSchema = z.object({
  stats: z.object({
    /** Bookings whose payment is not failed. */
    enrolled: z.number().int(),
    attended: z.number().int(),
    /** Enrolled sessions live right now. */
    live: z.number().int(),
    /**
     * Money spent for good, in rupees: approved payments and those kept after a late cancellation
     * (MONEY_KEPT_STATUSES); refunds, due or paid, are not spent.
     */
    totalSpent: z.number().int(),
  }),
  /** Every booking, failed and cancelled ones included (they show their status); soonest first. */
  sessions: z.array(studentSessionSchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

/** One of the mentor's sessions on their dashboard. */
export const mentorSessionSchema = z.object({
  session: sessionCardSchema,
  startedAt: z.iso.datetime().nullable(),
  /** Bookings whose payment is not failed. */
  booked: z.number().int(),
  feedbackCount: z.number().int(),
  /** Students on the session's waitlist (docs/product.md §10.16). */
  waiting: z.number().int(),
  /** Start Meeting is enabled (upcoming and inside the start window, judged by the server's clock). */
  canStart: z.boolean(),
});
export type MentorSession = z.infer<typeof mentorSessionSchema>;

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
