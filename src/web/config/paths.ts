import type { Role } from "@contract/users";

/**
 * Every route of the web app: `path` is the pattern the router registers, `getHref()` builds a link
 * to it. Components link through `getHref()` only, so a route is renamed in one place.
 */

const segment = (value: string) => encodeURIComponent(value);

/** Tabs of the admin dashboard (`/admin-dashboard?tab=...`); no tab means the overview. */
export const ADMIN_TABS = [
  "mentors",
  "students",
  "sessions",
  "payments",
  "refunds",
  "payouts",
  "statements",
  "content",
  "social",
  "applications",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const paths = {
  home: { path: "/", getHref: () => "/" },

  login: { path: "/login", getHref: () => "/login" },
  signup: { path: "/signup", getHref: () => "/signup" },
  forgotPassword: { path: "/forgot-password", getHref: () => "/forgot-password" },
  resetPassword: { path: "/reset-password", getHref: () => "/reset-password" },
  /** The emailed link is /verify-email?token=…&next=… (the server writes it; docs/product.md §2.23). */
  verifyEmail: { path: "/verify-email", getHref: () => "/verify-email" },

  becomeMentor: { path: "/become-mentor", getHref: () => "/become-mentor" },
  examDetails: { path: "/exam-details", getHref: () => "/exam-details" },
  testPortal: { path: "/test-portal", getHref: () => "/test-portal" },
  blogs: { path: "/blogs", getHref: () => "/blogs" },
  blogArticle: {
    path: "/blogs/:slug",
    getHref: (slug: string) => `/blogs/${segment(slug)}`,
  },
  about: { path: "/about", getHref: () => "/about" },
  faq: { path: "/faq", getHref: () => "/faq" },
  /**
   * The router matches paths case-insensitively, so this one route also serves `/Terms`, the
   * spelling the footer links to (kept for links already shared).
   */
  terms: { path: "/terms", getHref: () => "/terms", getFooterHref: () => "/Terms" },
  privacy: { path: "/privacy", getHref: () => "/privacy" },

  bookingSessions: { path: "/booking-sessions", getHref: () => "/booking-sessions" },
  /** The mentor directory; its filters, sort and page live in the query string. */
  mentors: {
    path: "/mentors",
    getHref: (query?: string) => (query ? `/mentors?${query}` : "/mentors"),
  },
  /** A mentor's public page, by the profile's stable slug. */
  mentorPage: {
    path: "/mentors/:slug",
    getHref: (slug: string) => `/mentors/${segment(slug)}`,
  },
  /** A session's public page: the card's facts, the full description, the mentor and their reviews. */
  sessionPage: {
    path: "/sessions/:sessionId",
    getHref: (sessionId: string) => `/sessions/${segment(sessionId)}`,
  },
  payment: {
    path: "/payment/:sessionId",
    getHref: (sessionId: string) => `/payment/${segment(sessionId)}`,
  },

  studentDashboard: { path: "/student-dashboard", getHref: () => "/student-dashboard" },
  mentorDashboard: { path: "/mentor-dashboard", getHref: () => "/mentor-dashboard" },
  adminDashboard: {
    path: "/admin-dashboard",
    getHref: (tab?: AdminTab) => (tab ? `/admin-dashboard?tab=${tab}` : "/admin-dashboard"),
  },
  adminPayment: {
    path: "/admin/payments/:id",
    getHref: (paymentId: string) => `/admin/payments/${segment(paymentId)}`,
  },

  sessionDetails: {
    path: "/session-details/:sessionId",
    getHref: (sessionId: string) => `/session-details/${segment(sessionId)}`,
  },
  postSession: { path: "/post-session", getHref: () => "/post-session" },
  liveSession: {
    path: "/live-session/:sessionId",
    getHref: (sessionId: string) => `/live-session/${segment(sessionId)}`,
  },
  mentorLiveSession: {
    path: "/mentor-live-session/:sessionId",
    getHref: (sessionId: string) => `/mentor-live-session/${segment(sessionId)}`,
  },
  /** The video room alone, full size, that 'Launch Live Session' opens in a new tab. */
  mentorLiveRoom: {
    path: "/mentor-live-session/:sessionId/room",
    getHref: (sessionId: string) => `/mentor-live-session/${segment(sessionId)}/room`,
  },
  viewMentor: {
    path: "/view-mentor/:email",
    getHref: (email: string) => `/view-mentor/${segment(email)}`,
  },
  viewStudent: {
    path: "/view-student/:email",
    getHref: (email: string) => `/view-student/${segment(email)}`,
  },
  feedback: {
    path: "/feedback/:sessionId",
    getHref: (sessionId: string) => `/feedback/${segment(sessionId)}`,
  },

  notFound: { path: "*" },
} as const;

/** Where a signed-in user's avatar and "Dashboard" link lead. */
export function dashboardHref(role: Role | (string & {})): string {
  switch (role) {
    case "student":
      return paths.studentDashboard.getHref();
    case "mentor":
      return paths.mentorDashboard.getHref();
    case "admin":
      return paths.adminDashboard.getHref();
    default:
      return paths.home.getHref();
  }
}

/** Home-page sections other pages scroll to (navigation state `{ scrollTo }`, see docs/product.md §2.3). */
export const HOME_ANCHORS = {
  ourMentors: "our-mentors",
  studentTestimonials: "student-testimonials",
} as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[keyof typeof HOME_ANCHORS];

/** The navigation state that asks the home page to scroll to one of its sections. */
export type ScrollToState = { scrollTo: HomeAnchor };
