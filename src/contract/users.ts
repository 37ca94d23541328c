import { z } from "zod";
import { languageSchema } from "./language";

export const ROLES = ["student", "mentor", "admin"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the browser sees it (GET /api/me). */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  image: z.string().nullable(),
  /** The language the account reads in: the web app shows it, and every email to it is in it. */
  language: languageSchema,
  /** Whether the account's email was proven by an emailed link (needed to hold a seat, with no payment approved yet). */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
