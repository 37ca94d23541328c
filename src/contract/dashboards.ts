import { z } from "zod";
import { paymentStatusSchema } from "./payments";
import { mentorProfileSchema } from "./profiles";
import { sessionCardSchema } from "./sessions";

/**
 * A dashboard's list of sessions pages on the server (docs/product.md §10.11): `?page=&pageSize=`,
 * cards by the dozen. The figures beside a list are computed over everything, never over the page.
 */
export const DASHBOARD_PAGE_SIZES = [12, 24, 48] as const;
export const DASHBOARD_PAGE_SIZE = 12;
export const dashboardPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (DASHBOARD_PAGE_SIZES as readonly number[]).includes(value), {
      message: `pageSize must be one of ${DASHBOARD_PAGE_SIZES.join(", ")}.`,
    })
    .default(DASHBOARD_PAGE_SIZE),
});
export type DashboardPageQuery = z.input<typeof dashboardPageQuerySchema>;

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
  /** Whether the payment has a receipt, and a credit note, to download (docs/decisions/027). */
  hasReceipt: z.boolean(),
  hasCreditNote: z.boolean(),
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
  /**
   * One page of the bookings, failed and cancelled ones included (they show their status): live
   * first, then upcoming soonest first, then the past (completed, cancelled or given up) latest first.
   */
  sessions: z.array(studentSessionSchema),
  /** Every booking, and how many of them each column (docs/product.md §2.12) holds, over all pages. */
  total: z.number().int(),
  columns: z.object({ live: z.number().int(), upcoming: z.number().int(), past: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
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
  /**
   * One page of the mentor's sessions: live first, then upcoming soonest first, then completed latest
   * first. A one-to-one time that was cancelled (its booking cancelled or disapproved) is not listed.
   */
  sessions: z.array(mentorSessionSchema),
  /** The sessions listed over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The server's clock, so the browser can re-judge the start window as time passes. */
  now: z.iso.datetime(),
});
export type MentorDashboard = z.infer<typeof mentorDashboardSchema>;
