/**
 * The query keys of what one feature caches and another refreshes after a change, in one place: a
 * feature invalidates another's queries through these keys, never by importing that feature (the
 * "feature-internals" rule in .dependency-cruiser.cjs). A key is a prefix: invalidating it refreshes
 * every query whose key starts with it. Keys that only their own feature uses stay in its `api/`.
 * The signed-in user's key is `currentUserQueryKey` in ./current-user.
 */
import type { ContentSlug } from "@contract/content";

/** Every session list, page and detail (a booking, a change or a rating may change any of them). */
export const sessionsQueryKey = ["sessions"] as const;
/** Everything cached about one session, including its live room. */
export const sessionDetailQueryKey = (sessionId: string) => ["sessions", "detail", sessionId] as const;

/** The signed-in student's own bookings and the status of each payment (GET /api/me/bookings). */
export const ownBookingsQueryKey = ["bookings", "own"] as const;
/** The signed-in student's waitlist places. */
export const ownWaitlistQueryKey = ["waitlist", "own"] as const;

/** Everything cached about the signed-in student (dashboard, profile, cancellations). */
export const studentsQueryKey = ["students"] as const;
/** Everything the student dashboard reads about the student's own bookings (every page of it). */
export const studentDashboardQueryKey = ["students", "me", "dashboard"] as const;
export const studentProfileQueryKey = ["students", "me", "profile"] as const;
/** The student's state (the payment page asks it; the profile edits it). */
export const studentStateQueryKey = ["students", "me", "state"] as const;

/** Everything cached about mentors: the public pages and the signed-in mentor's dashboard. */
export const mentorsQueryKey = ["mentors"] as const;
/** The signed-in mentor's dashboard (every page of its sessions). */
export const mentorDashboardQueryKey = ["mentors", "dashboard"] as const;
/** The mentors shown on the home page. */
export const publicMentorsQueryKey = ["mentors", "public"] as const;
/** Free one-to-one start times of a mentor, by slug and length. */
export const mentorSlotsQueryKey = ["mentors", "slots"] as const;

/** Every payment read (an admin's decision or refund changes them). */
export const paymentsQueryKey = ["payments"] as const;
export const paymentQueryKey = (paymentId: string) => ["payments", "detail", paymentId] as const;

/** Everything the admin dashboard caches: a change anywhere may refresh all of it. */
export const adminQueryKey = ["admin"] as const;

/** The public content the admin edits: a content page (every language) and the FAQs. */
export const contentPageQueryKey = (slug: ContentSlug) => ["content-pages", slug] as const;
export const faqsQueryKey = ["faqs"] as const;
/** The footer's social links, edited in the admin's Social Media tab. */
export const socialLinksQueryKey = ["social-links"] as const;
