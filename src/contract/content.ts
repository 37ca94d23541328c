import { z } from "zod";

/** The editable pages, by the keys docs/product.md §7 uses (about-us, Terms, privacy-policy). */
export const CONTENT_SLUGS = ["about-us", "Terms", "privacy-policy"] as const;
export const contentSlugSchema = z.enum(CONTENT_SLUGS);
export type ContentSlug = z.infer<typeof contentSlugSchema>;

/** docs/product.md §8: shown when a page's text is empty or fails to load (for all three pages). */
export const CONTENT_FALLBACK = "About Us content has not been set by the administrator yet.";

export const contentPageSchema = z.object({
  slug: contentSlugSchema,
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export const faqListSchema = z.array(faqSchema);
export type Faq = z.infer<typeof faqSchema>;

/** docs/product.md §3: the single entry shown when no FAQ is set. */
export const FAQ_FALLBACK: Faq = {
  id: "none",
  question: "No FAQs available",
  answer: "FAQs have not been set by the administrator yet.",
};

/** A mentor as the home page's carousel shows them (GET /api/mentors). */
export const publicMentorSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  image: z.string().nullable(),
  subjects: z.array(z.string()),
  education: z.string().nullable(),
});
export const publicMentorListSchema = z.array(publicMentorSchema);
export type PublicMentor = z.infer<typeof publicMentorSchema>;
