import type { Role } from "@contract/users";

const ROLE_LABELS: Record<Role, string> = { student: "Student", mentor: "Mentor", admin: "Admin" };

/** How a role is written for people: "Student", "Mentor", "Admin". */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
