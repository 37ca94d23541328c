import { randomBytes } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authAccounts, users, verifications } from "../../db/schema";
import { HOUR_MS } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { Tx } from "../../lib/unit-of-work";

/**
 * Reset and invitation links: single-use tokens in better-auth's verification table, stored as
 * `reset-password:<token>` with the user's id as value, so that better-auth's resetPassword consumes
 * them. A reset link lives an hour; an invitation 7 days. Whether the user already has a password
 * tells a reset from an invitation.
 */
export const RESET_TOKEN_MS = HOUR_MS;
export const INVITATION_DAYS = 7;

const identifierOf = (token: string) => `reset-password:${token}`;

/**
 * A new link for the user, valid until `expiresAt`; answers its token. The links issued before it
 * stop working (docs/product.md §2.20): only the newest email can set the password, so an older one
 * left in a shared or stolen mailbox is worth nothing.
 */
export async function issueResetToken(tx: Tx, userId: string, expiresAt: Date): Promise<string> {
  await revokeResetTokens(tx, userId);
  const token = randomBytes(24).toString("base64url");
  await tx.insert(verifications).values({
    id: newId(16),
    identifier: identifierOf(token),
    value: userId,
    expiresAt,
  });
  return token;
}

/** A live reset or invitation token, judged at `now`. */
export async function findResetToken(
  db: Database | Tx,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string; hasPassword: boolean } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, accountId: authAccounts.id })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .leftJoin(authAccounts, and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, "credential")))
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return row ? { userId: row.userId, email: row.email, hasPassword: row.accountId !== null } : null;
}

/** Every reset and invitation link of the user stops working (one was used, or a new one issued). */
export async function revokeResetTokens(tx: Tx | Database, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}
