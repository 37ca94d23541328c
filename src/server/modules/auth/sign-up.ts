import { AUTH_MESSAGES } from "@contract/auth";
import { isUniqueViolation } from "../../db/errors";
import { conflict } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import { insertAccount, type NewAccount } from "./create-account";
import { sendVerificationLink } from "./email-verification";

/**
 * Sign-up (docs/product.md §2.5): the student's account, its profile and the "Verify your email"
 * email, in one transaction. The link brings them back to `next` (the booking they started).
 */
export async function signUpStudent(
  commands: CommandRunner,
  account: Omit<NewAccount, "role" | "password" | "emailVerified"> & { password: string },
  next: string | null,
): Promise<{ id: string }> {
  // Hashing is 150 ms of CPU by design: done before the transaction, which it would hold open.
  const passwordHash = await (await import("better-auth/crypto")).hashPassword(account.password);
  try {
    const { value } = await commands.run(async (uow) => {
      const { id } = await insertAccount(uow.tx, { ...account, role: "student" }, passwordHash);
      await sendVerificationLink(uow, id, next);
      return { id };
    });
    return value;
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second meets the unique index.
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
