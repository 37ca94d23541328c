import { AUTH_MESSAGES } from "@contract/auth";
import type { Role } from "@contract/users";

/**
 * Who may sign in (docs/decisions/003, 009): a removed account may not, whatever its password; the
 * role picked on the login page must be the account's role (it grants nothing: the account's role
 * decides), except that an admin may use either. Answers the refusal's message, or null.
 */
export function signInRefusal(
  account: { role: Role; deactivatedAt: Date | null },
  picked: "student" | "mentor",
): { status: 403; message: string } | null {
  if (account.deactivatedAt) return { status: 403, message: AUTH_MESSAGES.deactivated };
  if (account.role !== picked && account.role !== "admin")
    return { status: 403, message: AUTH_MESSAGES.wrongRole(picked) };
  return null;
}
