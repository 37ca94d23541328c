import { randomBytes } from "node:crypto";
import { VERIFY_EMAIL_MESSAGES } from "@contract/auth";
import { and, count, eq, gt, like, sql } from "drizzle-orm";
import { emailOutbox, users, verifications } from "../../db/schema";
import { HOUR_MS } from "../../lib/clock";
import { AppError, badRequest, conflict, unauthorized } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { CommandRunner, Tx, UnitOfWork } from "../../lib/unit-of-work";

/*
 * Verifying an account's email (docs/product.md §2.23, docs/decisions/023). Sign-up emails a link;
 * opening it proves the mailbox, and only then (or once a payment of theirs was approved) may the
 * account hold a seat, so that throwaway addresses cannot fill a session with holds. The links are
 * single-use tokens in better-auth's verification table, beside the reset links, stored as
 * `verify-email:<token>` with the user's id as value; a new link ends the ones sent before it.
 */

/** A link lives two days: long enough to find it the next evening, short enough to be worth little. */
export const VERIFY_EMAIL_HOURS = 48;
/**
 * At most this many verification emails go to one account in an hour (the sign-up's included): a
 * "Send a new link" button pressed again and again must not turn the product into a mail cannon.
 */
export const VERIFICATION_EMAILS_PER_HOUR = 5;
/** The outbox's kind of the email, which the hourly count reads. */
export const VERIFY_EMAIL_KIND = "verify-email";

const PREFIX = "verify-email:";
const identifierOf = (token: string) => `${PREFIX}${token}`;

/** Every verification link of the user stops working. */
async function revokeVerificationTokens(tx: Tx, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}

/**
 * A new link for the user, emailed with the command's other changes (the account's own language;
 * `next` is the page it brings them back to). The links sent before it stop working.
 */
export async function sendVerificationLink(
  uow: UnitOfWork,
  userId: string,
  next: string | null = null,
): Promise<void> {
  await revokeVerificationTokens(uow.tx, userId);
  const token = randomBytes(24).toString("base64url");
  await uow.tx.insert(verifications).values({
    id: newId(16),
    identifier: identifierOf(token),
    value: userId,
    expiresAt: new Date(uow.now.getTime() + VERIFY_EMAIL_HOURS * HOUR_MS),
  });
  uow.emit({ type: "email.verification-requested", userId, token, next, hours: VERIFY_EMAIL_HOURS });
}

/**
 * Opening a link: the token is used up (whoever opens it, signed in or not, on any device), the
 * account's email is verified and its other links stop working. A made-up, used or expired token
 * changes nothing.
 */
export async function verifyEmail(commands: CommandRunner, token: string): Promise<{ userId: string }> {
  const { value } = await commands.run(async (uow) => {
    // Deleting is the check: of two requests with one token, only one gets the row.
    const [used] = await uow.tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, uow.now)))
      .returning({ userId: verifications.value });
    if (!used) throw badRequest(VERIFY_EMAIL_MESSAGES.linkInvalid);
    const [user] = await uow.tx
      .update(users)
      .set({ emailVerified: true, updatedAt: uow.now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id });
    if (!user) throw badRequest(VERIFY_EMAIL_MESSAGES.linkInvalid);
    await revokeVerificationTokens(uow.tx, user.id);
    return { userId: user.id };
  });
  return value;
}

/**
 * "Send a new link", for a signed-in account whose email is not verified yet: refused once verified
 * (409) and past VERIFICATION_EMAILS_PER_HOUR emails in the last hour (429).
 */
export async function resendVerificationLink(
  commands: CommandRunner,
  userId: string,
  next: string | null,
): Promise<void> {
  await commands.run(async (uow) => {
    // One account's requests take turns here, so that two at once cannot both pass the count.
    await uow.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify-email:${userId}`}))`);
    const [user] = await uow.tx
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized();
    if (user.emailVerified) throw conflict(VERIFY_EMAIL_MESSAGES.alreadyVerified);
    const [sent] = await uow.tx
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, VERIFY_EMAIL_KIND),
          eq(emailOutbox.recipient, user.email),
          // The database's own clock, like the outbox's created_at: a limit on mail, not a rule of time.
          gt(emailOutbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((sent?.n ?? 0) >= VERIFICATION_EMAILS_PER_HOUR)
      throw new AppError(429, VERIFY_EMAIL_MESSAGES.tooMany);
    await sendVerificationLink(uow, userId, next);
  });
}

/** Using a reset or invitation link proves the mailbox too: the email is verified. */
export async function markEmailVerified(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  await revokeVerificationTokens(tx, userId);
}
