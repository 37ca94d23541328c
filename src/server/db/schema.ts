import type { Language } from "@contract/i18n";
import type { PaymentStatus } from "@contract/payments";
import type { SessionStatus, SessionType } from "@contract/sessions";
import type { Role } from "@contract/users";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** `'a', 'b', 'c'`: a check constraint's list, from the same constant the code uses. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * The five social profiles linked from the footer, one row per platform. Rows exist for every
 * platform (a migration puts them in place); `url` is null until an admin sets it.
 */
export const socialLinks = pgTable(
  "social_links",
  {
    platform: text("platform").primaryKey(),
    url: text("url"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "social_links_platform_check",
      sql`${table.platform} in ('facebook', 'twitter', 'youtube', 'instagram', 'linkedin')`,
    ),
    check("social_links_url_check", sql`${table.url} is null or ${table.url} like 'https://%'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts. The four tables better-auth works with (user, session, account, verification), under
// our names, plus our own columns on the user. Column names are snake_case in SQL.

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    /** Always stored lower-case. */
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    /** The avatar URL the browser loads (our own endpoint, with a version for cache busting). */
    image: text(),
    /** The stored avatar file, private to the storage module. */
    imageKey: text(),
    role: text().$type<Role>().notNull().default("student"),
    phone: text(),
    /** The language the account reads in (docs/product.md §10): the web app and every email to it. */
    language: text().$type<Language>().notNull().default("en"),
    /**
     * Set when an admin removes a mentor: the account can no longer sign in and leaves the lists,
     * while its sessions, payments and ratings stay (history is kept).
     */
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("users_role_check", sql`${table.role} in ('student', 'mentor', 'admin')`),
    check("users_language_check", sql`${table.language} in ('en', 'hi')`),
    // The admin tables: one role, newest first, paged; searched by any part of a name or email
    // (trigram indexes: `ilike '%kavya%'` without reading every row).
    index("users_role_created_idx").on(table.role, table.createdAt, table.id),
    index("users_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${table.email} gin_trgm_ops`),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_sessions_user_id_idx").on(table.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    /** The password hash (scrypt) for email-and-password accounts. */
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_accounts_user_id_idx").on(table.userId)],
);

/** Single-use tokens: password reset and invitation links. */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const studentProfiles = pgTable(
  "student_profiles",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    educationLevel: text(),
    goal: text(),
    domain: text().notNull().default("General"),
    /** Where the platform sends the student's refunds (a UPI id, name@bank); given in the profile or when cancelling. */
    refundUpiId: text(),
    /** The GST state code of where the student lives (a tax invoice's place of supply; docs/decisions/027). */
    state: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("student_profiles_state_check", sql`${table.state} is null or ${table.state} ~ '^[0-9]{2}$'`),
  ],
);

export const mentorProfiles = pgTable(
  "mentor_profiles",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text(),
    subjects: text().array().notNull().default(sql`'{}'::text[]`),
    expertise: text().array().notNull().default(sql`'{}'::text[]`),
    education: text(),
    domain: text().notNull().default("General"),
    /**
     * The public page's address, /mentors/{slug}: readable, from the name when the profile is created
     * (a database trigger, `mentor_profiles_slug`, fills it in and de-duplicates with -2, -3, …), and
     * stable: it never follows a change of name.
     */
    slug: text()
      .notNull()
      .unique()
      .$defaultFn(() => sql`null`), // null on insert: the trigger gives it
    /** The languages the mentor mentors in (codes of MENTOR_LANGUAGES), shown on the public page and filtered on. */
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * The topper's rank, as claimed by the mentor or their application: exam (one of RANK_EXAMS), the
     * rank (AIR), the year and the college. Shown publicly as a badge only once an admin verified it
     * (`rankVerifiedAt`); mentors cannot set the verification, and changing a verified claim clears it.
     */
    rankExam: text(),
    rankAir: integer(),
    rankYear: integer(),
    college: text(),
    rankVerifiedAt: timestamp({ withTimezone: true }),
    rankVerifiedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** The rank card or scorecard (image or PDF), private to the mentor and admins, like payment proofs. */
    rankProofKey: text(),
    rankProofName: text(),
    rankProofUploadedAt: timestamp({ withTimezone: true }),
    /**
     * The mentor's rating, kept exact by the trigger `feedbacks_mentor_rating` on every feedback written,
     * changed or removed: mean = ratingTotal / ratingCount (one decimal where shown).
     */
    ratingCount: integer().notNull().default(0),
    ratingTotal: integer().notNull().default(0),
    /** Where the platform sends the mentor's payouts (a UPI id, name@bank). */
    payoutUpiId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "mentor_profiles_rank_air_check",
      sql`${table.rankAir} is null or ${table.rankAir} between 1 and 2000000`,
    ),
    check(
      "mentor_profiles_rank_year_check",
      sql`${table.rankYear} is null or ${table.rankYear} between 1990 and 2100`,
    ),
    check(
      "mentor_profiles_rank_verified_check",
      sql`${table.rankVerifiedAt} is null or (${table.rankExam} is not null and ${table.rankAir} is not null and ${table.rankYear} is not null)`,
    ),
    check(
      "mentor_profiles_rating_check",
      sql`${table.ratingCount} >= 0 and ${table.ratingTotal} between ${table.ratingCount} and 5 * ${table.ratingCount}`,
    ),
    // The directory sorted by rating: mean rating, then the number of reviews.
    index("mentor_profiles_rating_idx").on(
      sql`(case when ${table.ratingCount} = 0 then 0 else ${table.ratingTotal}::numeric / ${table.ratingCount} end)`,
      table.ratingCount,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Public content that admins edit.

/** About Us, Terms and Conditions, Privacy Policy: markdown, rendered sanitised by the web app. */
export const contentPages = pgTable(
  "content_pages",
  {
    slug: text().primaryKey(),
    title: text().notNull(),
    content: text().notNull().default(""),
    /** The Hindi version (docs/product.md §10); empty: Hindi readers get the English. */
    contentHi: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("content_pages_slug_check", sql`${table.slug} in ('about-us', 'Terms', 'privacy-policy')`),
  ],
);

export const faqs = pgTable(
  "faqs",
  {
    id: text().primaryKey(),
    question: text().notNull(),
    answer: text().notNull(),
    /** The Hindi version; empty (either half): Hindi readers get the English. */
    questionHi: text().notNull().default(""),
    answerHi: text().notNull().default(""),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("faqs_position_idx").on(table.position)],
);

/** Applications from /become-mentor, reviewed by admins. */
export const mentorApplications = pgTable(
  "mentor_applications",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    dob: date({ mode: "string" }).notNull(),
    education: text().notNull(),
    experience: text().notNull(),
    /** The stored résumé (PDF), private to admins. */
    resumeKey: text(),
    resumeName: text(),
    /** The rank the applicant claims (carried to the mentor profile, unverified, on approval) and its proof. */
    rankExam: text(),
    rankAir: integer(),
    rankYear: integer(),
    college: text(),
    rankProofKey: text(),
    rankProofName: text(),
    status: text().$type<"new" | "approved" | "rejected">().notNull().default("new"),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("mentor_applications_status_check", sql`${table.status} in ('new', 'approved', 'rejected')`),
    index("mentor_applications_status_created_idx").on(table.status, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The marketplace: sessions that mentors post, students' bookings and their payments.

/**
 * The booking list sorts completed sessions latest first after the others soonest first, with one
 * ascending key: the interval from this fixed instant (negated for completed ones). An interval,
 * because timestamp arithmetic is immutable and may be indexed where extract(epoch ...) may not.
 */
export const LIST_EPOCH = sql.raw("'2000-01-01 00:00:00+00'::timestamptz");

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    mentorId: text()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    description: text().notNull().default(""),
    subject: text().notNull(),
    /** Further subjects the booking filter matches besides `subject`. */
    subjects: text().array().notNull().default(sql`'{}'::text[]`),
    /** One of the nine mentorship categories. */
    category: text().notNull(),
    /**
     * The category and every subject, lower case without spaces: what docs/product.md §2.10's filter compares
     * with (GIN-indexed). Written by the commands that write the session.
     */
    filterKeys: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the search box compares with (docs/decisions/020): the title, the subjects, the category
     * and the mentor's name, lower case. Written by the trigger of migration 0016, on every insert or
     * change of those columns and on every rename of the mentor (trigram-indexed).
     */
    searchText: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    type: text().$type<SessionType>().notNull(),
    seats: integer().notNull(),
    /** Bookings holding a seat (SEAT_HOLDING_STATUSES): kept in step with them in the same transactions. */
    seatsTaken: integer().notNull().default(0),
    /**
     * Seat holds not yet turned into bookings or released (rows of seat_holds), kept in step with
     * them in the same transactions: seats left = seats − seats_taken − seats_held.
     */
    seatsHeld: integer().notNull().default(0),
    /** Whole rupees. */
    price: integer().notNull(),
    status: text().$type<SessionStatus>().notNull().default("upcoming"),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** Set with status `cancelled`: when, by whom (null: the system), and the reason given. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text().references(() => users.id),
    cancelReason: text(),
    /**
     * The calendar invitation's SEQUENCE (RFC 5545): raised on every change a student's calendar must
     * follow (a new time, a cancellation), so their calendar replaces the event it holds.
     */
    calendarSequence: integer().notNull().default(0),
    /**
     * When the date, time or duration last changed: a student who booked before it may cancel with
     * a full refund until the (new) start, whatever the 24-hour rule says.
     */
    rescheduledAt: timestamp({ withTimezone: true }),
    /**
     * `posted`: a session its mentor (or an admin) posted, listed for everyone. `slot`: a one-to-one a
     * student booked from the mentor's availability (docs/decisions/022), theirs alone and never
     * listed. The database refuses a slot that overlaps any other live session of its mentor
     * (the exclusion constraints of migration 0017).
     */
    kind: text().$type<"posted" | "slot">().notNull().default("posted"),
    /** A slot's buffer after its end (the mentor's when it was booked), part of the time it keeps free. */
    bufferMinutes: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sessions_kind_check", sql`${table.kind} in ('posted', 'slot') and ${table.bufferMinutes} >= 0`),
    check("sessions_type_check", sql`${table.type} in ('group', 'onetoone')`),
    check("sessions_status_check", sql`${table.status} in ('upcoming', 'live', 'completed', 'cancelled')`),
    check(
      "sessions_cancelled_check",
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null and ${table.cancelReason} is not null)`,
    ),
    check(
      "sessions_seats_check",
      sql`${table.seats} between 1 and 50 and (${table.type} = 'group' or ${table.seats} = 1)`,
    ),
    check("sessions_seats_taken_check", sql`${table.seatsTaken} between 0 and ${table.seats}`),
    check(
      "sessions_seats_held_check",
      sql`${table.seatsHeld} >= 0 and ${table.seatsTaken} + ${table.seatsHeld} <= ${table.seats}`,
    ),
    check("sessions_price_check", sql`${table.price} >= 0`),
    check("sessions_duration_check", sql`${table.durationMinutes} in (30, 60, 90, 120, 150, 180)`),
    // The booking list's order: open sessions soonest first, then completed ones latest first.
    index("sessions_list_order_idx").on(
      table.type,
      sql`(${table.status} = 'completed')`,
      sql`(case when ${table.status} = 'completed' then ${LIST_EPOCH} - ${table.startsAt} else ${table.startsAt} - ${LIST_EPOCH} end)`,
      table.id,
    ),
    index("sessions_filter_keys_idx").using("gin", table.filterKeys),
    index("sessions_search_text_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("sessions_mentor_idx").on(table.mentorId, table.startsAt),
    // The admin's live / upcoming / ended tables, in start order.
    index("sessions_status_starts_idx").on(table.status, table.startsAt, table.id),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id),
    studentId: text()
      .notNull()
      .references(() => users.id),
    attendedAt: timestamp({ withTimezone: true }),
    /** Set when the student cancelled the booking themself (its payment became refund due or forfeited). */
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookings_session_student_unique").on(table.sessionId, table.studentId),
    index("bookings_student_idx").on(table.studentId, table.createdAt),
  ],
);

/**
 * A seat kept for one student while they pay (docs/product.md §10.12): taken by "Book Now", turned
 * into the booking when the proof arrives, released when it expires (a job, or the next hold on the
 * same session). One per student and session.
 */
export const seatHolds = pgTable(
  "seat_holds",
  {
    id: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id),
    studentId: text()
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** A seat offered to the first student on the waitlist (30 minutes) rather than taken by Book Now. */
    offered: boolean().notNull().default(false),
    /**
     * Who asked, by network address: a keyed hash of the client's address (never the address itself),
     * so that holds can be limited per address as well as per account. Null for a seat offered from
     * the waitlist (nobody asked for it).
     */
    clientKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("seat_holds_session_student_unique").on(table.sessionId, table.studentId),
    index("seat_holds_student_idx").on(table.studentId, table.expiresAt),
    index("seat_holds_expiry_idx").on(table.expiresAt),
    index("seat_holds_client_idx").on(table.clientKey, table.expiresAt),
  ],
);

/**
 * Students waiting for a seat of a full session, first come first served (docs/product.md §10.16).
 * When a seat frees, the first in line is offered it as a 30-minute seat hold and leaves the list.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id),
    studentId: text()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("waitlist_session_student_unique").on(table.sessionId, table.studentId),
    index("waitlist_line_idx").on(table.sessionId, table.createdAt, table.id),
    index("waitlist_student_idx").on(table.studentId),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: text().primaryKey(),
    bookingId: text()
      .notNull()
      .unique()
      .references(() => bookings.id),
    /** Whole rupees, copied from the session's price when booked. */
    amount: integer().notNull(),
    status: text().$type<PaymentStatus>().notNull().default("created"),
    /** The 12-digit UPI transaction reference the student typed, if any. */
    utr: text(),
    /** The booking reference the payment request put in the UPI note (see payment-request.ts). */
    reference: text().notNull().default(""),
    /**
     * docs/product.md §3's payment domain: the domain of the session's category (domainOfCategory), copied
     * when booked (a session's category never changes), so the admin's domain filter reads no join.
     */
    domain: text().notNull().default("General"),
    /** The screenshot the student gave, if any (the UTR is the proof: docs/decisions/025). */
    proofKey: text(),
    decidedBy: text().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** When the payment became refund due: the Refunds queue is oldest first by this. */
    refundDueAt: timestamp({ withTimezone: true }),
    /** The admin who paid the refund back, when, and the refund's own 12-digit UTR. */
    refundedBy: text().references(() => users.id),
    refundedAt: timestamp({ withTimezone: true }),
    refundUtr: text(),
    /**
     * The platform's commission (whole percent) in force when this payment's money was earned (it
     * became approved or kept): a later change of PLATFORM_COMMISSION_PERCENT never restates it.
     */
    commissionPercent: integer(),
    /**
     * How the money came: `upi` (the UPI-with-proof path) or `gateway` (Razorpay, docs/decisions/026),
     * whose payment id (`pay_…`) is kept, once.
     */
    method: text().$type<"upi" | "gateway">().notNull().default("upi"),
    gatewayPaymentId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "payments_method_check",
      sql`${table.method} in ('upi', 'gateway') and (${table.method} = 'gateway') = (${table.gatewayPaymentId} is not null)`,
    ),
    check(
      "payments_commission_percent_check",
      sql`${table.commissionPercent} is null or ${table.commissionPercent} between 0 and 100`,
    ),
    check(
      "payments_status_check",
      sql`${table.status} in ('created', 'paid', 'failed', 'refund_due', 'refunded', 'forfeited')`,
    ),
    check(
      "payments_refunded_check",
      // A gateway payment is refunded through the gateway: no UTR of ours (docs/decisions/026).
      sql`(${table.status} = 'refunded') = (${table.refundedAt} is not null and (${table.refundUtr} is not null or ${table.method} = 'gateway'))`,
    ),
    check(
      "payments_refund_due_check",
      sql`${table.status} not in ('refund_due', 'refunded') or ${table.refundDueAt} is not null`,
    ),
    check("payments_refund_utr_check", sql`${table.refundUtr} is null or ${table.refundUtr} ~ '^[0-9]{12}$'`),
    index("payments_refund_queue_idx").on(table.status, table.refundDueAt, table.id),
    check("payments_amount_check", sql`${table.amount} >= 0`),
    check("payments_utr_check", sql`${table.utr} is null or ${table.utr} ~ '^[0-9]{12}$'`),
    // The admin payments table, newest first, with and without a status filter.
    index("payments_status_created_idx").on(table.status, table.createdAt, table.id),
    index("payments_created_idx").on(table.createdAt, table.id),
    index("payments_domain_status_created_idx").on(table.domain, table.status, table.createdAt, table.id),
    index("payments_reference_idx").on(table.reference),
    index("payments_utr_idx").on(table.utr),
    // A refund's UTR names one bank transfer: the same one twice is a copy-paste slip (decision 015).
    uniqueIndex("payments_refund_utr_unique").on(table.refundUtr).where(sql`${table.refundUtr} is not null`),
  ],
);

/**
 * Every decision on a payment: who or what, when, from which status to which, on what evidence. An
 * admin's decision names the admin; the product's own (a free session booked at once, a session
 * cancelled by the system) has no admin and says what decided it in `evidence`.
 */
export const paymentDecisions = pgTable(
  "payment_decisions",
  {
    id: text().primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    /** The admin who decided; null for a decision the product made by itself (see `evidence`). */
    adminId: text().references(() => users.id),
    fromStatus: text().$type<PaymentStatus>().notNull(),
    toStatus: text().$type<PaymentStatus>().notNull(),
    /** Why (a disapproval's reason, quoted to the student; a refund's UTR). */
    reason: text(),
    /** What the decision rests on when no admin made it (a stable code, such as `free-session`). */
    evidence: text(),
    /** The bank statement's line the decision rests on (an approval from statement matching). */
    statementLineId: text().references(() => statementLines.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_decisions_payment_idx").on(table.paymentId, table.createdAt),
    check(
      "payment_decisions_actor_check",
      sql`${table.adminId} is not null or ${table.evidence} is not null`,
    ),
  ],
);

/** A student's rating (1–5) and words on a session they booked: one per student and session. */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id),
    studentId: text()
      .notNull()
      .references(() => users.id),
    rating: integer().notNull(),
    feedback: text().notNull(),
    /**
     * Written from an account that is the session's mentor's own (the same email, phone or UPI id):
     * kept and shown to admins, never counted in the public rating.
     */
    fromMentorAccount: boolean().notNull().default(false),
    /**
     * Whether this review counts in its mentor's public rating: not from the mentor's own account, and
     * its booking's payment approved. Kept by the triggers of migration 0018 (a payment disapproved
     * or refunded after the review takes it out; approved again puts it back).
     */
    counted: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("feedbacks_rating_check", sql`${table.rating} between 1 and 5`),
    uniqueIndex("feedbacks_session_student_unique").on(table.sessionId, table.studentId),
    index("feedbacks_student_idx").on(table.studentId),
  ],
);

// ---------------------------------------------------------------------------------------------
// The transactional outbox: every email is written here in the transaction of the change that
// causes it, and delivered afterwards by a job (modules/outbox). See docs/decisions/009.

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar invitations). */
  content: string;
  /** Made at delivery from a stored record (a receipt's PDF): `content` is empty (lib/mailer.ts). */
  generated?: { kind: "receipt-pdf"; id: string };
}

export const emailOutbox = pgTable(
  "email_outbox",
  {
    /** Also the stable Message-ID and outbox file name: a redelivery is the same message. */
    id: text().primaryKey(),
    /** What the email is (booking-received, reminder-24h...), for logs, limits and tests. */
    kind: text().notNull(),
    /** Set when the same email must never be recorded twice (a reminder per session and person). */
    dedupeKey: text().unique(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    /** The records it speaks of, for skipping it when they change and for tracing. */
    sessionId: text(),
    paymentId: text(),
    /** A reminder is pointless after the session starts: not delivered after this instant. */
    staleAfter: timestamp({ withTimezone: true }),
    /** Its body holds a link that signs in (reset, invitation): blanked once delivered. */
    secret: boolean().notNull().default(false),
    status: text().$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** A delivery in progress holds the row until then (a process that dies lets it go). */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("email_outbox_status_check", sql`${table.status} in (${sqlList(OUTBOX_STATUSES)})`),
    // The sweep's question: which emails are still to deliver, oldest first.
    index("email_outbox_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index("email_outbox_session_idx").on(table.sessionId),
    index("email_outbox_recipient_kind_idx").on(table.recipient, table.kind, table.createdAt),
  ],
);

/**
 * Things done at most once however many processes run: the first to insert a key does it (the
 * admins' daily digest: `admin-digest:2026-11-24`).
 */
export const scheduledRuns = pgTable("scheduled_runs", {
  key: text().primaryKey(),
  ranAt: timestamp({ withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Mentors' money: what the platform paid out to them (earnings are derived from payments).

/** A payout an admin recorded: money sent to the mentor's payout UPI id, with the transfer's UTR. */
/**
 * A mentor's one-to-one availability (docs/decisions/022): weekly time ranges in IST (ISO weekday,
 * "HH:MM" to "HH:MM", on the half hour), the lengths and price offered, the minimum notice, the
 * buffer kept between sessions and the IST dates they are away. No row, or no ranges: none offered.
 */
export const mentorAvailability = pgTable(
  "mentor_availability",
  {
    mentorId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    windows: jsonb().$type<{ day: number; from: string; to: string }[]>().notNull().default([]),
    durations: integer().array().notNull().default(sql`'{60}'::integer[]`),
    price: integer().notNull().default(0),
    minNoticeHours: integer().notNull().default(12),
    bufferMinutes: integer().notNull().default(15),
    awayDates: date({ mode: "string" }).array().notNull().default(sql`'{}'::date[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "mentor_availability_values_check",
      sql`${table.price} >= 0 and ${table.minNoticeHours} between 0 and 168 and ${table.bufferMinutes} between 0 and 120`,
    ),
  ],
);

export const payouts = pgTable(
  "payouts",
  {
    id: text().primaryKey(),
    mentorId: text()
      .notNull()
      .references(() => users.id),
    /** Whole rupees, at most the mentor's balance when recorded. */
    amount: integer().notNull(),
    utr: text().notNull().unique(),
    /** The day the money was sent (IST calendar date). */
    paidOn: date({ mode: "string" }).notNull(),
    /** The UPI id it went to, as it was then. */
    upiId: text(),
    recordedBy: text()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("payouts_amount_check", sql`${table.amount} > 0`),
    check("payouts_utr_check", sql`${table.utr} ~ '^[0-9]{12}$'`),
    index("payouts_mentor_idx").on(table.mentorId, table.paidOn),
  ],
);

/**
 * A bank statement of the platform's account as an admin uploaded it (docs/decisions/025): who, when,
 * which file (its SHA-256, so the same file again is known), and how many of its lines were new.
 */
export const bankStatements = pgTable("bank_statements", {
  id: text().primaryKey(),
  uploadedBy: text()
    .notNull()
    .references(() => users.id),
  uploadedAt: timestamp({ withTimezone: true }).notNull(),
  fileName: text().notNull(),
  fileSha256: text().notNull(),
  /** The layout it was read as (a bank's, or `mapped` through the admin's column mapping). */
  format: text().notNull(),
  lineCount: integer().notNull(),
  newLineCount: integer().notNull(),
});

/**
 * One line of the account's statements, kept once whatever the number of uploads that show it (its
 * key: the UTR, or date + amount + narration), for the audit trail (admins only). A credit that paid
 * a payment names it: a credit pays one payment at most, and a payment is paid by one credit at most.
 */
export const statementLines = pgTable(
  "statement_lines",
  {
    id: text().primaryKey(),
    /** The statement that first showed this line, and its row there. */
    statementId: text()
      .notNull()
      .references(() => bankStatements.id),
    row: integer().notNull(),
    /** The transaction date as the bank prints it (IST calendar date). */
    date: date({ mode: "string" }).notNull(),
    narration: text().notNull(),
    reference: text(),
    /** Paise. */
    credit: bigint({ mode: "number" }).notNull(),
    debit: bigint({ mode: "number" }).notNull(),
    utr: text(),
    payerName: text(),
    payerVpa: text(),
    lineKey: text().notNull().unique(),
    /** The payment this credit was matched to and approved for. */
    paymentId: text()
      .unique()
      .references(() => payments.id),
  },
  (table) => [
    check("statement_lines_amount_check", sql`${table.credit} >= 0 and ${table.debit} >= 0`),
    check("statement_lines_utr_check", sql`${table.utr} is null or ${table.utr} ~ '^[0-9]{12}$'`),
    index("statement_lines_utr_idx").on(table.utr),
    index("statement_lines_date_idx").on(table.date),
  ],
);

/** The columns an admin picked for a bank whose layout we do not know, remembered per account. */
export const statementMappings = pgTable("statement_mappings", {
  account: text().primaryKey(),
  mapping: jsonb()
    .$type<{ date: string; narration: string; reference?: string | null; credit: string; debit: string }>()
    .notNull(),
  updatedBy: text()
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

// ---- Part 1 of the money work: bank-statement matching, the debits side (docs/decisions/025) ----

/**
 * Money sent from the platform's account through the bank's bulk upload: a mentor's payout or a
 * refund of a UPI-with-proof payment. Exported as `sent` with our own unique reference, it becomes
 * `paid` once a statement's debit line shows it (its UTR, the date and the line), or `cancelled` by
 * an admin while still `sent` (the bank rejected it): its amount is owed again. A refund is sent once
 * per payment, again only after its transfer was cancelled.
 */
export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: text().primaryKey(),
    kind: text().$type<"payout" | "refund">().notNull(),
    /** Our reference, given to the bank in the bulk-payment file ("PO"/"RF" + 10 Crockford characters). */
    reference: text().notNull().unique(),
    mentorId: text().references(() => users.id),
    paymentId: text().references(() => payments.id),
    /** The payee and UPI id as they were exported. */
    payeeName: text().notNull(),
    upiId: text().notNull(),
    /** Whole rupees. */
    amount: integer().notNull(),
    /** `cancelled`: the bank rejected it or it was never sent; what it paid is owed again. */
    status: text().$type<"sent" | "paid" | "cancelled">().notNull().default("sent"),
    exportedBy: text()
      .notNull()
      .references(() => users.id),
    exportedAt: timestamp({ withTimezone: true }).notNull(),
    utr: text(),
    /** The IST date of the statement line that showed it paid. */
    paidOn: date({ mode: "string" }),
    statementLineId: text()
      .unique()
      .references(() => statementLines.id),
    recordedBy: text().references(() => users.id),
    /** Who cancelled it, when and why (an admin's words, at most 200 characters). */
    cancelledBy: text().references(() => users.id),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
  },
  (table) => [
    check(
      "bank_transfers_kind_check",
      sql`(${table.kind} = 'payout' and ${table.mentorId} is not null and ${table.paymentId} is null) or (${table.kind} = 'refund' and ${table.paymentId} is not null and ${table.mentorId} is null)`,
    ),
    check("bank_transfers_amount_check", sql`${table.amount} > 0`),
    check("bank_transfers_status_check", sql`${table.status} in ('sent', 'paid', 'cancelled')`),
    check(
      "bank_transfers_paid_check",
      sql`(${table.status} = 'paid') = (${table.utr} is not null and ${table.paidOn} is not null and ${table.statementLineId} is not null)`,
    ),
    check(
      "bank_transfers_cancelled_check",
      sql`(${table.status} = 'cancelled') = (${table.cancelledBy} is not null and ${table.cancelledAt} is not null and ${table.cancelReason} is not null)`,
    ),
    check("bank_transfers_utr_check", sql`${table.utr} is null or ${table.utr} ~ '^[0-9]{12}$'`),
    uniqueIndex("bank_transfers_utr_unique").on(table.utr).where(sql`${table.utr} is not null`),
    // A refund is sent once, unless that transfer was cancelled: then it may be sent again.
    uniqueIndex("bank_transfers_payment_unique")
      .on(table.paymentId)
      .where(sql`${table.paymentId} is not null and ${table.status} <> 'cancelled'`),
    index("bank_transfers_mentor_status_idx").on(table.mentorId, table.status),
    index("bank_transfers_status_idx").on(table.status, table.exportedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Receipts, tax invoices and credit notes (docs/decisions/027).

/**
 * The last number issued in each series (`TCR` receipts, `TCC` credit notes) and Indian financial
 * year (`2627` for April 2026 – March 2027): a document takes the next one with one
 * `insert ... on conflict do update ... returning`, which locks the row until its transaction ends,
 * so numbers have no gap and no duplicate however many processes issue at once.
 */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    series: text().notNull(),
    fy: text().notNull(),
    last: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.fy] })],
);

export type ReceiptKind = "receipt" | "credit_note";

/**
 * A receipt (or tax invoice) issued when a payment became paid, or a credit note reversing one when
 * the payment was refunded or disapproved. Never changed or deleted once issued: `document` is the
 * snapshot of everything printed (modules/receipts/document.ts), so later edits change nothing.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: text().primaryKey(),
    /** `TCR/2627/000001`: series / financial year / sequence, at most 16 characters. */
    number: text().notNull().unique(),
    kind: text().$type<ReceiptKind>().notNull(),
    series: text().notNull(),
    fy: text().notNull(),
    seq: integer().notNull(),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    /** A credit note's receipt; a receipt is reversed at most once. */
    reversesId: text()
      .unique()
      .references((): AnyPgColumn => receipts.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** Paise. */
    total: bigint({ mode: "number" }).notNull(),
    document: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    check("receipts_kind_check", sql`${table.kind} in ('receipt', 'credit_note')`),
    check(
      "receipts_reverses_check",
      sql`(${table.kind} = 'credit_note') = (${table.reversesId} is not null)`,
    ),
    check("receipts_number_check", sql`length(${table.number}) <= 16`),
    check("receipts_total_check", sql`${table.total} > 0`),
    uniqueIndex("receipts_series_seq_unique").on(table.series, table.fy, table.seq),
    index("receipts_payment_idx").on(table.paymentId, table.issuedAt),
    index("receipts_issued_idx").on(table.issuedAt),
  ],
);

// ---- The optional payment gateway, Razorpay (docs/decisions/026) ----

export const GATEWAY_ORDER_STATUSES = ["created", "failed", "paid", "refunded", "released"] as const;
export type GatewayOrderStatus = (typeof GATEWAY_ORDER_STATUSES)[number];

/**
 * A Razorpay order made for one seat hold (one per hold: asked again, the same order answers). Its
 * status follows the one state machine (gateway/settle-payment.ts): `created`, `failed` (the last
 * attempt failed; the student may try again), `paid` (booked: `payment_id` names our payment),
 * `refunded` (paid when no seat could be given: refunded at once) or `released` (authorized when no
 * seat could be given: never captured, so Razorpay gives the money back; migration 0024). Paid,
 * refunded and released are final.
 */
export const gatewayOrders = pgTable(
  "gateway_orders",
  {
    id: text().primaryKey(),
    razorpayOrderId: text().notNull().unique(),
    studentId: text()
      .notNull()
      .references(() => users.id),
    sessionId: text()
      .notNull()
      .references(() => sessions.id),
    /** The seat hold it was made for (the hold row itself goes when it is used or expires). */
    holdId: text().notNull().unique(),
    amountPaise: integer().notNull(),
    /** The booking reference, also the order's receipt. */
    reference: text().notNull(),
    status: text().$type<GatewayOrderStatus>().notNull().default("created"),
    /** The Razorpay payment (`pay_…`) that paid it. */
    razorpayPaymentId: text(),
    paymentId: text().references(() => payments.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check("gateway_orders_status_check", sql`${table.status} in (${sqlList(GATEWAY_ORDER_STATUSES)})`),
    check("gateway_orders_amount_check", sql`${table.amountPaise} > 0`),
    index("gateway_orders_student_session_idx").on(table.studentId, table.sessionId),
    index("gateway_orders_status_created_idx").on(table.status, table.createdAt),
  ],
);

/**
 * Each webhook event Razorpay sent, once by its id (X-Razorpay-Event-Id): a replay finds it here and
 * changes nothing. The payload is worked by a job; `processed_at` says when.
 */
export const gatewayEvents = pgTable("gateway_events", {
  id: text().primaryKey(),
  eventId: text().notNull().unique(),
  type: text().notNull(),
  payload: jsonb().$type<unknown>().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
  processedAt: timestamp({ withTimezone: true }),
});

export const GATEWAY_REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type GatewayRefundStatus = (typeof GATEWAY_REFUND_STATUSES)[number];
export const GATEWAY_REFUND_REASONS = ["no-seat", "duplicate", "mismatch", "refund-due"] as const;
export type GatewayRefundReason = (typeof GATEWAY_REFUND_REASONS)[number];

/**
 * A refund through the gateway's Refunds API, asked with our id as its idempotency key: of a payment
 * that got no seat (`no-seat`: paid after the hold expired on a full session; `duplicate`: a second
 * payment for a seat already paid; `mismatch`: an amount that is not the order's; no payment row of
 * ours), or of a booking's payment that became
 * refund due (`refund-due`). One per Razorpay payment. `refund.processed` / `refund.failed` settle it.
 */
export const gatewayRefunds = pgTable(
  "gateway_refunds",
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => gatewayOrders.id),
    paymentId: text().references(() => payments.id),
    razorpayPaymentId: text().notNull().unique(),
    amountPaise: integer().notNull(),
    reason: text().$type<GatewayRefundReason>().notNull(),
    status: text().$type<GatewayRefundStatus>().notNull().default("pending"),
    razorpayRefundId: text().unique(),
    /** Why the gateway refused or failed it, for the admin. */
    failure: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check("gateway_refunds_status_check", sql`${table.status} in (${sqlList(GATEWAY_REFUND_STATUSES)})`),
    check("gateway_refunds_reason_check", sql`${table.reason} in (${sqlList(GATEWAY_REFUND_REASONS)})`),
    index("gateway_refunds_status_idx").on(table.status, table.updatedAt),
    index("gateway_refunds_payment_idx").on(table.paymentId),
  ],
);
