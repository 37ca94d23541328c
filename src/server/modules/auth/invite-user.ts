import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { Mailer } from "../../lib/mailer";
import type { Auth } from "./auth";
import { invitationEmail } from "./auth.emails";
import { createAccount, type NewAccount } from "./create-account";

export const INVITATION_DAYS = 7;

/**
 * Creates an account for someone else and emails them a link to set their password. No password is
 * ever chosen for them or emailed. The link is a reset token (the same single-use mechanism as
 * "forgot password") that lives 7 days instead of one hour.
 */
export async function inviteUser(
  deps: { db: Database; auth: Auth; mailer: Mailer; config: Config },
  account: Omit<NewAccount, "password">,
): Promise<{ id: string }> {
  const { id } = await createAccount(deps.db, account);
  await sendInvitation(deps, {
    id,
    name: account.name,
    email: account.email.toLowerCase(),
    role: account.role,
  });
  return { id };
}

export async function sendInvitation(
  { auth, mailer, config }: { auth: Auth; mailer: Mailer; config: Config },
  user: { id: string; name: string; email: string; role: NewAccount["role"] },
): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  mailer.send(invitationEmail(config, { ...user, token, days: INVITATION_DAYS }));
}
