import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authAccounts, users, verifications } from "../../db/schema";

/**
 * A live reset or invitation token (better-auth stores it as `reset-password:<token>` with the
 * user's id as value). Whether the user already has a password tells a reset from an invitation.
 */
export async function findResetToken(
  db: Database,
  token: string,
): Promise<{ userId: string; email: string; hasPassword: boolean } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, accountId: authAccounts.id })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .leftJoin(authAccounts, and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, "credential")))
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())),
    )
    .limit(1);
  return row ? { userId: row.userId, email: row.email, hasPassword: row.accountId !== null } : null;
}
