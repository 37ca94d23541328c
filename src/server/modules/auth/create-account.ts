import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Role } from "../../../contract/users";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { authAccounts, mentorProfiles, studentProfiles, users } from "../../db/schema";
import { conflict } from "../../lib/errors";

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  phone?: string | null;
  /** Without a password the account cannot sign in until its invitation link is used. */
  password?: string;
  student?: { interests?: string[]; educationLevel?: string | null; goal?: string | null; domain?: string };
  mentor?: {
    bio?: string | null;
    subjects?: string[];
    expertise?: string[];
    education?: string | null;
    domain?: string;
  };
}

export const newId = () => randomBytes(16).toString("base64url");

/**
 * Creates a user with its role's profile (and its password, when given) in one transaction: an
 * account never exists without its profile. The email must be free.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<{ id: string }> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = account.password ? await hashPassword(account.password) : undefined;
  const id = newId();
  const created = db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw conflict("An account with this email already exists. Please log in instead.");
    await tx
      .insert(users)
      .values({ id, name: account.name.trim(), email, role: account.role, phone: account.phone ?? null });
    if (passwordHash) {
      await tx
        .insert(authAccounts)
        .values({ id: newId(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
    }
    if (account.role === "student") {
      await tx.insert(studentProfiles).values({ userId: id, ...account.student });
    } else if (account.role === "mentor") {
      await tx.insert(mentorProfiles).values({ userId: id, ...account.mentor });
    }
    return { id };
  });
  try {
    return await created;
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second meets the unique index.
    if (isUniqueViolation(error))
      throw conflict("An account with this email already exists. Please log in instead.");
    throw error;
  }
}
