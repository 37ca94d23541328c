import { DAY_MS } from "../../lib/clock";
import type { DomainEvent } from "../../lib/events";
import type { CommandRunner, UnitOfWork } from "../../lib/unit-of-work";
import { insertAccount, type NewAccount } from "./create-account";
import { INVITATION_DAYS, issueResetToken } from "./reset-tokens";

export { INVITATION_DAYS };

/**
 * Creates an account for someone else and emails them a link to set their password, in one
 * transaction (the account, the link and the email). No password is ever chosen for them or
 * emailed. The link is a reset token (the same single-use mechanism as "forgot password") that
 * lives 7 days instead of one hour.
 */
export async function inviteUser(
  commands: CommandRunner,
  account: Omit<NewAccount, "password">,
): Promise<{ id: string; events: DomainEvent[] }> {
  const { value, events } = await commands.run(async (uow) => {
    const { id } = await insertAccount(uow.tx, account);
    await inviteExisting(uow, { id, role: account.role });
    return { id };
  });
  return { ...value, events };
}

/** A new invitation link for an existing account, emailed with the command's other changes. */
export async function inviteExisting(
  uow: UnitOfWork,
  user: { id: string; role: NewAccount["role"] },
): Promise<void> {
  const expiresAt = new Date(uow.now.getTime() + INVITATION_DAYS * DAY_MS);
  const token = await issueResetToken(uow.tx, user.id, expiresAt);
  uow.emit({ type: "account.invited", userId: user.id, role: user.role, token, days: INVITATION_DAYS });
}
