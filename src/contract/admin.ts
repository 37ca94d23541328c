import { z } from "zod";
import { emailSchema, phoneSchema } from "./auth";
import { roleSchema } from "./users";

/**
 * POST /api/admin/users: an admin adds a person with a role. They get an invitation email with a link
 * to set their own password; no password is chosen for them or emailed (PRODUCT.md).
 */
export const inviteUserBodySchema = z.object({
  name: z.string().trim().min(1, "Please enter the name.").max(120),
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
