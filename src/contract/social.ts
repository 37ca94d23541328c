import { z } from "zod";

/** The five platforms shown as icons in the footer, in display order. */
export const SOCIAL_PLATFORMS = ["facebook", "twitter", "youtube", "instagram", "linkedin"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** GET /api/social: one https URL per platform, or null when an admin has not set it. */
export const socialLinksSchema = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  youtube: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;
