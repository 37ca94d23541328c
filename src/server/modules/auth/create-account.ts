import type { Language } from "@contract/i18n";
import type { Role } from "@contract/users";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { authAccounts, mentorProfiles, studentProfiles, users } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { Tx } from "../../lib/unit-of-work";

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  phone?: string | null;
  /** The language the account reads in (the page's at sign-up); English when not given. */
  language?: Language;
  /** Without a password the account cannot sign in until its invitation link is used. */
  password?: string;
  /**
   * The email is known to be the person's own (the first admin from the settings, an account an
   * operator made with a password): no verification link is needed. False unless said.
   */
  emailVerified?: boolean;
  student?: { interests?: string[]; educationLevel?: string | null; goal?: string | null; domain?: string };
  mentor?: {
    bio?: string | null;
    subjects?: string[];
    expertise?: string[];
    education?: string | null;
    domain?: string;
  };
}

/**
 * Creates a user with its role's profile (and its password, when given) in one transaction: an
 * account never exists without its profile. The email must be free.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<{ id: string }> {
  const passwordHash = account.password
    ? await (await import("better-auth/crypto")).hashPassword(account.password)
    : undefined;
  try {
    return await db.transaction((tx) => insertAccount(tx, account, passwordHash));
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second meets the unique index.
    if (isUniqueViolation(error))
      throw conflict("An account with this email already exists. Please log in instead.");
    throw error;
  }
}

/** The writes of createAccount, inside a transaction of the caller's (an invitation's command). */
export async function insertAccount(
  tx: Tx,
  account: NewAccount,
  passwordHash?: string,
): Promise<{ id: string }> {
  const email = account.email.trim().toLowerCase();
  const id = newId(16);
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw conflict("An account with this email already exists. Please log in instead.");
  await tx.insert(users).values({
    id,
    name: account.name.trim(),
    email,
    role: account.role,
    phone: account.phone ?? null,
    language: account.language ?? "en",
    emailVerified: account.emailVerified ?? false,
  });
  if (passwordHash) {
    await tx
      .insert(authAccounts)
      .values({ id: newId(16), accountId: id, providerId: "credential", userId: id, password: passwordHash });
  }
  if (account.role === "student") {
    await tx.insert(studentProfiles).values({ userId: id, ...account.student });
  } else if (account.role === "mentor") {
    await tx.insert(mentorProfiles).values({ userId: id, ...account.mentor });
  }
  return { id };
}
