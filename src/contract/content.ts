import { z } from "zod";
import { languageSchema } from "./language";

/** The editable pages, by the keys docs/product.md §7 uses (about-us, Terms, privacy-policy). */
export const CONTENT_SLUGS = ["about-us", "Terms", "privacy-policy"] as const;
export const contentSlugSchema = z.enum(CONTENT_SLUGS);
export type ContentSlug = z.infer<typeof contentSlugSchema>;

/** docs/product.md §8: shown when a page's text is empty or fails to load (for all three pages). */
export const CONTENT_FALLBACK = "About Us content has not been set by the administrator yet.";

/**
 * GET /api/content/:slug and /api/faqs: the reader's language. A page or FAQ an admin has not
 * written in it comes in English, and says so (`language`).
 */
export const contentQuerySchema = z.object({ language: languageSchema.default("en") });

export const contentPageSchema = z.object({
  slug: contentSlugSchema,
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  /** The language `content` is in: the one asked for, or English when the page has no such version. */
  language: languageSchema,
  updatedAt: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The language of the question and answer (see contentPageSchema). */
  language: languageSchema,
});
export const faqListSchema = z.array(faqSchema);
export type Faq = z.infer<typeof faqSchema>;

/** The content editor's view of a page: both versions (the Hindi one empty until written). */
export const adminContentPageSchema = z.object({
  slug: contentSlugSchema,
  title: z.string(),
  content: z.string(),
  contentHi: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

/** The FAQ editor's view: both versions of each FAQ. */
export const adminFaqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  questionHi: z.string(),
  answerHi: z.string(),
});
export const adminFaqListSchema = z.array(adminFaqSchema);
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** docs/product.md §3: the single entry shown when no FAQ is set. */
export const FAQ_FALLBACK: Faq = {
  id: "none",
  question: "No FAQs available",
  answer: "FAQs have not been set by the administrator yet.",
  language: "en",
};

/** A mentor as the home page's carousel shows them (GET /api/mentors). */
export const publicMentorSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  image: z.string().nullable(),
  subjects: z.array(z.string()),
  education: z.string().nullable(),
  /** Their public page's address: /mentors/{slug}. */
  slug: z.string(),
  /** Mean rating to one decimal (null: a new mentor) and the number of reviews. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export const publicMentorListSchema = z.array(publicMentorSchema);
export type PublicMentor = z.infer<typeof publicMentorSchema>;
