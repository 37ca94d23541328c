import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox/outbox";

/** The account emails: a reset link, an invitation. Their bodies sign someone in: secret. */
export function authEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "account emails",
    async inTransaction(uow, event) {
      if (event.type !== "account.invited" && event.type !== "password.reset-requested") return;
      const [user] = await uow.tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, event.userId));
      if (!user) return;
      const email =
        event.type === "account.invited"
          ? invitationEmail(deps.config, { ...user, token: event.token, role: event.role, days: event.days })
          : passwordResetEmail(deps.config, { ...user, token: event.token });
      await deps.outbox.record(uow, {
        ...email,
        kind: event.type === "account.invited" ? "invitation" : "password-reset",
        secret: true,
      });
    },
  };
}

/** The link the emails carry: the reset screen of SPEC §2.20 with the token as oobCode. */
export function resetLink(config: Pick<Config, "publicUrl">, token: string): string {
  const url = new URL("/reset-password", config.publicUrl);
  url.searchParams.set("mode", "resetPassword");
  url.searchParams.set("oobCode", token);
  return url.toString();
}

export function passwordResetEmail(
  config: Config,
  to: { name: string; email: string; token: string },
): OutgoingEmail {
  const { html, text } = renderEmail({
    preheader: "Reset your Toppers Connect password. The link works once, for one hour.",
    heading: "Reset your password",
    paragraphs: [
      `Hi ${to.name},`,
      "We received a request to reset the password of your Toppers Connect account. Choose a new password with the button below. The link works once and expires in one hour.",
      "Resetting signs you out on every device.",
    ],
    action: { label: "Choose a new password", url: resetLink(config, to.token) },
    footnote: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  });
  return { to: to.email, subject: "Reset your Toppers Connect password", html, text };
}

export function invitationEmail(
  config: Config,
  to: { name: string; email: string; token: string; role: "student" | "mentor" | "admin"; days: number },
): OutgoingEmail {
  const welcome =
    to.role === "mentor"
      ? "You have been added as a mentor on Toppers Connect, where NEET and IIT-JEE aspirants book live sessions with recent toppers."
      : to.role === "admin"
        ? "You have been added as an administrator of Toppers Connect."
        : "An account has been created for you on Toppers Connect, where NEET and IIT-JEE aspirants book live sessions with recent toppers.";
  const { html, text } = renderEmail({
    preheader: "Set your password to start using Toppers Connect.",
    heading: "Welcome to Toppers Connect",
    paragraphs: [
      `Hi ${to.name},`,
      welcome,
      `Set your password with the button below, then log in with ${to.email}. The link works once and expires in ${to.days} days.`,
    ],
    action: { label: "Set your password", url: resetLink(config, to.token) },
    footnote: "If you were not expecting this, you can ignore this email.",
  });
  return { to: to.email, subject: "You're invited to Toppers Connect: set your password", html, text };
}
