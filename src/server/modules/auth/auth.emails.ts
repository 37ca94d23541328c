import type { Language } from "@contract/i18n";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { wordsFor } from "../../lib/i18n";
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
        .select({ name: users.name, email: users.email, language: users.language })
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

/** The link the emails carry: the reset screen of docs/product.md §2.20 with the token as oobCode. */
export function resetLink(config: Pick<Config, "publicUrl">, token: string): string {
  const url = new URL("/reset-password", config.publicUrl);
  url.searchParams.set("mode", "resetPassword");
  url.searchParams.set("oobCode", token);
  return url.toString();
}

export function passwordResetEmail(
  config: Config,
  to: { name: string; email: string; token: string; language?: Language },
): OutgoingEmail {
  const words = wordsFor(to.language ?? "en");
  const { t } = words;
  const { html, text } = renderEmail(
    {
      preheader: t("passwordReset.preheader"),
      heading: t("passwordReset.heading"),
      paragraphs: [
        t("common.greeting", { name: to.name }),
        t("passwordReset.request"),
        t("passwordReset.signsOut"),
      ],
      action: { label: t("passwordReset.action"), url: resetLink(config, to.token) },
      footnote: t("passwordReset.footnote"),
    },
    words,
  );
  return { to: to.email, subject: t("passwordReset.subject"), html, text };
}

const WELCOME = {
  mentor: "invitation.welcomeMentor",
  admin: "invitation.welcomeAdmin",
  student: "invitation.welcomeStudent",
} as const;

export function invitationEmail(
  config: Config,
  to: {
    name: string;
    email: string;
    token: string;
    role: "student" | "mentor" | "admin";
    days: number;
    language?: Language;
  },
): OutgoingEmail {
  const words = wordsFor(to.language ?? "en");
  const { t } = words;
  const { html, text } = renderEmail(
    {
      preheader: t("invitation.preheader"),
      heading: t("invitation.heading"),
      paragraphs: [
        t("common.greeting", { name: to.name }),
        t(WELCOME[to.role]),
        t("invitation.setPassword", { email: to.email, days: to.days }),
      ],
      action: { label: t("invitation.action"), url: resetLink(config, to.token) },
      footnote: t("invitation.footnote"),
    },
    words,
  );
  return { to: to.email, subject: t("invitation.subject"), html, text };
}
