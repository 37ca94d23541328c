import { AUTH_MESSAGES } from "@contract/auth";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { badRequest } from "../../lib/errors";
import type { CommandRunner } from "../../lib/unit-of-work";
import type { Auth } from "./auth";
import { markEmailVerified } from "./email-verification";
import { findResetToken, issueResetToken, RESET_TOKEN_MS, revokeResetTokens } from "./reset-tokens";

/**
 * Forgot password: a link valid for an hour, emailed in the same transaction. The caller answers the
 * same whether or not the account exists (nobody learns who has one); a removed account gets nothing.
 */
export async function requestPasswordReset(commands: CommandRunner, email: string): Promise<void> {
  await commands.run(async (uow) => {
    const [user] = await uow.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deactivatedAt)))
      .limit(1);
    if (!user) return;
    const token = await issueResetToken(uow.tx, user.id, new Date(uow.now.getTime() + RESET_TOKEN_MS));
    uow.emit({ type: "password.reset-requested", userId: user.id, token });
  });
}

/** better-auth's APIError carries statusCode and body.code. */
function authErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : undefined;
}

/**
 * A reset or invitation link is used: the new password is set (better-auth hashes it and ends the
 * user's other sign-ins), and then every other reset or invitation link of the user stops working,
 * so that an older email cannot change the password again. The email is verified by the same token.
 */
export async function resetPassword(
  deps: { db: Database; auth: Auth; commands: CommandRunner; clock: Clock },
  token: string,
  newPassword: string,
): Promise<void> {
  const found = await findResetToken(deps.db, token, deps.clock.now());
  if (!found) throw badRequest(AUTH_MESSAGES.resetLinkExpired);
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND")
      throw badRequest(AUTH_MESSAGES.resetLinkExpired);
    if (code === "PASSWORD_TOO_SHORT")
      throw badRequest(AUTH_MESSAGES.passwordTooShort, [
        { field: "body.newPassword", message: AUTH_MESSAGES.passwordTooShort },
      ]);
    throw error;
  }
  await deps.commands.run(async (uow) => {
    await revokeResetTokens(uow.tx, found.userId);
    // The link came by email: whoever used it reads that mailbox (docs/product.md §2.23).
    await markEmailVerified(uow.tx, found.userId, uow.now);
    uow.emit({ type: "password.reset", userId: found.userId });
  });
}
