import { z } from "zod";
import { emailSchema, phoneSchema } from "./auth";
import { languageSchema } from "./language";
import { PAYMENT_STATUSES } from "./payments";
import { multiLineText, singleLineText } from "./text";
import { roleSchema } from "./users";
import { rankStateSchema } from "./verification";

/**
 * POST /api/admin/users: an admin adds a person with a role. They get an invitation email with a link
 * to set their own password; no password is chosen for them or emailed (docs/product.md §10.2).
 */
export const inviteUserBodySchema = z.object({
  name: singleLineText().min(1, "Please enter the name.").max(120),
  email: emailSchema,
  role: roleSchema,
  phone: phoneSchema.optional(),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;
export const inviteUserAnswerSchema = z.object({ id: z.string(), message: z.string() });

/** GET /api/mentor-choices (admins): the mentors an admin may post a session for. */
export const mentorChoiceSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const mentorChoiceListSchema = z.array(mentorChoiceSchema);
export const mentorChoicesQuerySchema = z.object({ q: z.string().trim().max(120).optional() });

// ---------------------------------------------------------------------------------------------
// The admin dashboard (docs/product.md §2.14, §2.16; docs/decisions/007). Every endpoint below answers 401 signed out
// and 403 to anyone who is not an admin. Tables page and filter on the server.
// ---------------------------------------------------------------------------------------------

/** docs/product.md §9: the domains of the admin tables' filters. */
export const DOMAIN_FILTERS = ["JEE", "NEET", "UPSC", "GATE"] as const;
export const domainFilterSchema = z.enum(DOMAIN_FILTERS);
export type DomainFilter = z.infer<typeof domainFilterSchema>;

/**
 * A session's (and so a payment's) domain comes from its category: the engineering entrances are
 * JEE, the rest are their own. Categories outside these four (CLAT, CA, NIFT, CAT) match no filter.
 */
export const CATEGORY_DOMAINS = {
  JEE: ["IIT JEE", "BITSAT"],
  NEET: ["NEET"],
  UPSC: ["UPSC"],
  GATE: ["GATE"],
} as const satisfies Record<DomainFilter, readonly string[]>;

/** The domain of a session's category (and of its payments), or "General" for the others. */
export function domainOfCategory(category: string): DomainFilter | "General" {
  for (const domain of DOMAIN_FILTERS) {
    if ((CATEGORY_DOMAINS[domain] as readonly string[]).includes(category)) return domain;
  }
  return "General";
}

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** ?page=&pageSize=&q=&domain= of every admin table. `q` searches name or email. */
export const tableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), {
      message: `pageSize must be one of ${PAGE_SIZES.join(", ")}.`,
    })
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(120).optional(),
  domain: domainFilterSchema.optional(),
});
export type TableQuery = z.input<typeof tableQuerySchema>;

/** A table's order: one of its sortable columns, and which way. Without `sort`, the table's own order. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
function sortableBy<const K extends readonly [string, ...string[]]>(keys: K) {
  return { sort: z.enum(keys).optional(), dir: z.enum(SORT_DIRECTIONS).default("asc") };
}

export const MENTOR_SORTS = ["name", "sessions", "joined"] as const;
export const STUDENT_SORTS = ["name", "joined"] as const;
export const SESSION_SORTS = ["start", "price"] as const;
export const PAYMENT_SORTS = ["date", "amount"] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];
export type StudentSort = (typeof STUDENT_SORTS)[number];
export type SessionSort = (typeof SESSION_SORTS)[number];
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
/** ?sort=&dir= of the mentors table, as well as its search and filters. */
export const adminMentorsQuerySchema = tableQuerySchema.extend(sortableBy(MENTOR_SORTS));
export const adminStudentsQuerySchema = tableQuerySchema.extend(sortableBy(STUDENT_SORTS));

/** One page of a table: its rows and how many rows match in all. */
export function tablePageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface TablePage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/overview: the four counts, the refunds, and the charts' figures (last 30 days, IST
 * days). Revenue counts money kept (MONEY_KEPT_STATUSES: approved, and kept after a late
 * cancellation), never refunds.
 */
export const adminOverviewSchema = z.object({
  counts: z.object({
    mentors: z.number().int(),
    students: z.number().int(),
    sessions: z.number().int(),
    pendingPayments: z.number().int(),
  }),
  /** Refunds owed (how many, how much) and paid back (how much), in whole rupees. */
  refunds: z.object({
    due: z.number().int(),
    dueAmount: z.number().int(),
    refundedAmount: z.number().int(),
  }),
  /** One entry per day (YYYY-MM-DD in India), oldest first, 30 entries, zeros included. */
  daily: z.array(z.object({ day: z.string(), bookings: z.number().int(), revenue: z.number().int() })),
  /** Sessions per category, every category of the nine (zeros included), in CATEGORIES order. */
  sessionsByCategory: z.array(z.object({ category: z.string(), sessions: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// Mentors -------------------------------------------------------------------------------------

/** docs/product.md §5: subjects and expertise are typed as comma-separated lists; each item is trimmed. */
export function commaList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const listItems = z.array(singleLineText().min(1).max(80)).max(20, "At most 20 items.");

/** POST /api/admin/mentors and PUT /api/admin/mentors/:id (the email cannot change on edit). */
export const mentorFormSchema = z.object({
  name: singleLineText().min(1, "Please enter the name.").max(120),
  email: emailSchema,
  phone: z.union([phoneSchema, z.literal("")]).optional(),
  bio: multiLineText().max(2000).default(""),
  subjects: listItems.default([]),
  expertise: listItems.default([]),
  education: multiLineText().max(500).default(""),
  domain: z.enum(["General", ...DOMAIN_FILTERS]).default("General"),
});
export type MentorFormBody = z.input<typeof mentorFormSchema>;
export const mentorEditSchema = mentorFormSchema.omit({ email: true });
export type MentorEditBody = z.input<typeof mentorEditSchema>;

export const adminMentorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  subjects: z.array(z.string()),
  expertise: z.array(z.string()),
  education: z.string().nullable(),
  domain: z.string(),
  sessions: z.number().int(),
  /** False until the invitation has been used (no password yet). */
  activated: z.boolean(),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;

/** The add-mentor answer says which of the two things happened (docs/product.md §7: existing user or new). */
export const addMentorAnswerSchema = z.object({
  id: z.string(),
  invited: z.boolean(),
  message: z.string(),
});

export const ADMIN_MESSAGES = {
  mentorAdded: (email: string) => `Mentor added. An invitation to set a password was sent to ${email}.`,
  mentorPromoted: (name: string) => `${name} is now a mentor.`,
  mentorUpdated: "Mentor details updated.",
  mentorRemoved: "Mentor removed. Their past sessions and ratings are kept.",
  mentorHasBookings:
    "This mentor has upcoming sessions with booked students. Cancel or reassign those sessions before removing the mentor.",
  mentorIsLive: "This mentor is running a live session right now. Remove them once it has ended.",
  alreadyMentor: "This person is already a mentor.",
  adminCannotBeMentor: "This email belongs to an admin account.",
  applicationApproved: (email: string) => `Application approved. An invitation was sent to ${email}.`,
  applicationRejected: "Application rejected.",
  applicationDecided: "This application has already been decided.",
  faqsSaved: "FAQs updated",
} as const;

// Students ------------------------------------------------------------------------------------

export const adminStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  domain: z.string(),
  educationLevel: z.string().nullable(),
  /** Bookings whose payment is not failed. */
  enrolled: z.number().int(),
  /** Sum of payments that are not failed, in rupees. */
  totalSpent: z.number().int(),
  joinedAt: z.iso.datetime(),
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;

// Sessions ------------------------------------------------------------------------------------

export const ADMIN_SESSION_GROUPS = ["live", "upcoming", "completed", "cancelled"] as const;
export type AdminSessionGroup = (typeof ADMIN_SESSION_GROUPS)[number];
export const adminSessionsQuerySchema = tableQuerySchema.extend({
  ...sortableBy(SESSION_SORTS),
  /** Without regard to case (docs/product.md §2.14): "LIVE" is "live". */
  status: z.string().trim().toLowerCase().pipe(z.enum(ADMIN_SESSION_GROUPS)).default("upcoming"),
});
export type AdminSessionsQuery = z.input<typeof adminSessionsQuerySchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  mentorName: z.string(),
  mentorEmail: z.string(),
  /** The mentor's public page, /mentors/{slug} (null only for a mentor without a profile). */
  mentorSlug: z.string().nullable(),
  category: z.string(),
  subject: z.string(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  type: z.string(),
  status: z.string(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  price: z.number().int(),
  /** For a cancelled session: the reason given (the system's, or a person's). */
  cancelReason: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** GET /api/admin/sessions/:id/students: who booked, their payment and whether they joined. */
export const sessionStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  paymentId: z.string(),
  paymentStatus: z.string(),
  amount: z.number().int(),
  bookedAt: z.iso.datetime(),
  attended: z.boolean(),
});
export const sessionStudentsSchema = z.object({
  session: z.object({ id: z.string(), title: z.string() }),
  students: z.array(sessionStudentSchema),
});
export type SessionStudents = z.infer<typeof sessionStudentsSchema>;

// Payments ------------------------------------------------------------------------------------

export const adminPaymentsQuerySchema = tableQuerySchema.extend({
  ...sortableBy(PAYMENT_SORTS),
  status: z.enum(PAYMENT_STATUSES).optional(),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  email: z.string(),
  sessionId: z.string(),
  sessionTitle: z.string(),
  category: z.string(),
  amount: z.number().int(),
  status: z.string(),
  reference: z.string(),
  utr: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

// Content, FAQs, social -----------------------------------------------------------------------

export const CONTENT_MAX_CHARS = 50_000;
/** PUT /api/admin/content/:slug: the page's markdown in one language (English unless told). */
export const contentBodySchema = z.object({
  content: z.string().max(CONTENT_MAX_CHARS),
  language: languageSchema.default("en"),
});

/** PUT /api/admin/faqs: the whole list in its new order (add, edit, reorder and delete in one save). */
export const FAQS_MAX = 50;
export const faqsBodySchema = z.object({
  faqs: z
    .array(
      z.object({
        question: singleLineText().min(1, "Please enter the question.").max(300),
        answer: multiLineText().min(1, "Please enter the answer.").max(3000),
        /** The Hindi version: shown to Hindi readers when both halves are written. */
        questionHi: singleLineText().max(300).default(""),
        answerHi: multiLineText().max(3000).default(""),
      }),
    )
    .max(FAQS_MAX, `At most ${FAQS_MAX} FAQs.`),
});
export type FaqsBody = z.input<typeof faqsBodySchema>;

export const HTTPS_URL_MESSAGE = "Enter a full https:// address, or leave it empty.";
const socialUrl = z
  .string()
  .trim()
  .max(500)
  // The scheme is case-insensitive (a phone may type "Https://"), but the database keeps only links
  // that start with a lower-case "https://": write the scheme in lower case, the rest as typed.
  .overwrite((value) => value.replace(/^https:\/\//i, "https://"))
  .refine((value) => value === "" || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value), {
    message: HTTPS_URL_MESSAGE,
  });
/** PUT /api/admin/social: the five links; an empty string clears one. */
export const socialBodySchema = z.object({
  facebook: socialUrl,
  twitter: socialUrl,
  youtube: socialUrl,
  instagram: socialUrl,
  linkedin: socialUrl,
});
export type SocialBody = z.input<typeof socialBodySchema>;

// Mentor applications -------------------------------------------------------------------------

export const APPLICATION_STATUSES = ["new", "approved", "rejected"] as const;
export const adminApplicationsQuerySchema = z.object({
  page: tableQuerySchema.shape.page,
  pageSize: tableQuerySchema.shape.pageSize,
  status: z.enum(APPLICATION_STATUSES).default("new"),
});
export const adminApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dob: z.string(),
  education: z.string(),
  experience: z.string(),
  resumeName: z.string().nullable(),
  /** Where an admin downloads the résumé (admins only), or null when none was sent. */
  resumeUrl: z.string().nullable(),
  /** The rank the applicant claims (carried to the profile, unverified, on approval), or null. */
  rank: z
    .object({
      exam: z.string(),
      air: z.number().int(),
      year: z.number().int(),
      college: z.string().nullable(),
    })
    .nullable(),
  /** Where an admin views the rank proof (admins only), or null when none was sent. */
  rankProofUrl: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const approveApplicationBodySchema = z.object({
  domain: z.enum(["General", ...DOMAIN_FILTERS]).default("General"),
});

// Profile views (docs/product.md §2.16) ------------------------------------------------------------------

export const mentorProfileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  subjects: z.array(z.string()),
  expertise: z.array(z.string()),
  domain: z.string(),
  /** Mean of the mentor's rated sessions' means; null when nothing is rated yet. */
  rating: z.number().nullable(),
  totalSessions: z.number().int(),
  /** The verified-topper panel: the claim, its proof (for admins) and who verified it when. */
  rank: rankStateSchema,
  sessions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startsAt: z.iso.datetime(),
      status: z.string(),
      booked: z.number().int(),
      feedbacks: z.number().int(),
    }),
  ),
});
export type MentorProfileView = z.infer<typeof mentorProfileViewSchema>;

export const studentProfileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  goal: z.string().nullable(),
  educationLevel: z.string().nullable(),
  domain: z.string(),
  interests: z.array(z.string()),
  totalSpent: z.number().int(),
  enrolled: z.number().int(),
  attended: z.number().int(),
  sessions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      subject: z.string(),
      startsAt: z.iso.datetime(),
      mentorName: z.string(),
      status: z.string(),
      paymentStatus: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      status: z.string(),
      sessionId: z.string(),
      sessionTitle: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type StudentProfileView = z.infer<typeof studentProfileViewSchema>;
