import { z } from "zod";
import { categorySchema, mentorReviewSchema, sessionCardSchema } from "./sessions";

/**
 * The languages a mentor mentors in (mentor_profiles.languages holds the codes): the scheduled
 * languages most students write their exams or grew up in, each with its English and Hindi name.
 */
export const MENTOR_LANGUAGES = [
  { code: "en", en: "English", hi: "अंग्रेज़ी" },
  { code: "hi", en: "Hindi", hi: "हिन्दी" },
  { code: "bn", en: "Bengali", hi: "बांग्ला" },
  { code: "mr", en: "Marathi", hi: "मराठी" },
  { code: "ta", en: "Tamil", hi: "तमिल" },
  { code: "te", en: "Telugu", hi: "तेलुगु" },
  { code: "gu", en: "Gujarati", hi: "गुजराती" },
  { code: "kn", en: "Kannada", hi: "कन्नड़" },
  { code: "ml", en: "Malayalam", hi: "मलयालम" },
  { code: "or", en: "Odia", hi: "ओड़िया" },
  { code: "pa", en: "Punjabi", hi: "पंजाबी" },
  { code: "ur", en: "Urdu", hi: "उर्दू" },
] as const;
export const MENTOR_LANGUAGE_CODES = MENTOR_LANGUAGES.map((l) => l.code) as [
  (typeof MENTOR_LANGUAGES)[number]["code"],
  ...(typeof MENTOR_LANGUAGES)[number]["code"][],
];
export type MentorLanguage = (typeof MENTOR_LANGUAGES)[number]["code"];
export const mentorLanguageSchema = z.enum(MENTOR_LANGUAGE_CODES);

/** A language's name in the reader's language ("Tamil", "तमिल"); an unknown code as it is. */
export function mentorLanguageName(code: string, language: "en" | "hi"): string {
  const found = MENTOR_LANGUAGES.find((l) => l.code === code);
  return found ? found[language] : code;
}

/** The mean rating to one decimal (4.7), or null before any review. */
export function meanRating(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}

/** A mentor's rating as lists and pages show it: mean to one decimal (null when none) and how many reviews. */
export const mentorRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});

/** The verified-topper badge: present only once an admin verified the rank. */
export const topperBadgeSchema = z.object({
  exam: z.string(),
  air: z.number().int(),
  year: z.number().int(),
  college: z.string().nullable(),
});
export type TopperBadge = z.infer<typeof topperBadgeSchema>;

/** How many reviews the page shows (the latest first). */
export const MENTOR_PAGE_REVIEWS = 6;
/** How many upcoming sessions the page shows (the soonest first). */
export const MENTOR_PAGE_SESSIONS = 6;

/** GET /api/mentors/by-slug/:slug — a mentor's public page (docs/decisions/017). */
export const mentorPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  education: z.string().nullable(),
  subjects: z.array(z.string()),
  languages: z.array(z.string()),
  badge: topperBadgeSchema.nullable(),
  rating: mentorRatingSchema,
  sessionsHeld: z.number().int(),
  studentsMentored: z.number().int(),
  /** The latest reviews on their sessions (the session page's shape: "Ananya S.", the month). */
  reviews: z.array(mentorReviewSchema),
  upcoming: z.array(sessionCardSchema),
});
export type MentorPage = z.infer<typeof mentorPageSchema>;

export const mentorSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(80) });

export const MENTOR_SORTS = ["rating", "sessions"] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];
export const MENTOR_DIRECTORY_PAGE_SIZE = 12;

/** GET /api/mentors/directory's query: every part optional; the web app keeps them in its address. */
export const mentorDirectoryQuerySchema = z.object({
  exam: categorySchema.optional(),
  subject: z.string().trim().max(60).optional(),
  language: mentorLanguageSchema.optional(),
  q: z.string().trim().max(80).optional(),
  sort: z.enum(MENTOR_SORTS).default("rating"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(MENTOR_DIRECTORY_PAGE_SIZE),
});
export type MentorDirectoryQuery = z.input<typeof mentorDirectoryQuerySchema>;

/** A mentor in the directory. */
export const mentorDirectoryEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  subjects: z.array(z.string()),
  languages: z.array(z.string()),
  /** The exams (session categories) they have held or posted sessions for. */
  exams: z.array(z.string()),
  badge: topperBadgeSchema.nullable(),
  rating: mentorRatingSchema,
  sessionsHeld: z.number().int(),
});
export type MentorDirectoryEntry = z.infer<typeof mentorDirectoryEntrySchema>;

export const mentorDirectorySchema = z.object({
  items: z.array(mentorDirectoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MentorDirectory = z.infer<typeof mentorDirectorySchema>;
