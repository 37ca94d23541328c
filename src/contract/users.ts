import { z } from "zod";

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
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
