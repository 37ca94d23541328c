import { addressIn, type Language } from "@contract/i18n";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import { wordsFor } from "../../lib/i18n";
import type { OutgoingEmail } from "../../lib/mailer";
import type { Subscriber } from "../../lib/unit-of-work";
import { VERIFY_EMAIL_KIND } from "../auth";
import type { Outbox } from "../outbox";

/** The account emails: a reset link, an invitation, a verification link. Their links are secret. */
export function authEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "account emails",
    async inTransaction(uow, event) {
      if (
        event.type !== "account.invited" &&
        event.type !== "password.reset-requested" &&
        event.type !== "email.verification-requested"
      )
        return;
      const [user] = await uow.tx
        .select({ name: users.name, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, event.userId));
      if (!user) return;
      if (event.type === "email.verification-requested") {
        const email = verifyEmailEmail(deps.config, {
          ...user,
          token: event.token,
          next: event.next,
          hours: event.hours,
        });
        await deps.outbox.record(uow, { ...email, kind: VERIFY_EMAIL_KIND, secret: true });
        return;
      }
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

/**
 * The verification link (docs/product.md §2.23): the page at its address in the account's language
 * (a Hindi account's link opens in Hindi on any device), carrying on `next`, the page to come back to.
 */
export function verifyEmailLink(
  config: Pick<Config, "publicUrl">,
  to: { token: string; next: string | null; language: Language },
): string {
  const url = new URL(addressIn(to.language, "/verify-email"), config.publicUrl);
  url.searchParams.set("token", to.token);
  if (to.next) url.searchParams.set("next", to.next);
  return url.toString();
}

export function verifyEmailEmail(
  config: Config,
  to: { name: string; email: string; token: string; next: string | null; hours: number; language?: Language },
): OutgoingEmail {
  const language = to.language ?? "en";
  const words = wordsFor(language);
  const { t } = words;
  const { html, text } = renderEmail(
    {
      preheader: t("verifyEmail.preheader"),
      heading: t("verifyEmail.heading"),
      paragraphs: [
        t("common.greeting", { name: to.name }),
        t("verifyEmail.request", { email: to.email }),
        t("verifyEmail.expires", { hours: to.hours }),
      ],
      action: {
        label: t("verifyEmail.action"),
        url: verifyEmailLink(config, { token: to.token, next: to.next, language }),
      },
      footnote: t("verifyEmail.footnote"),
    },
    words,
  );
  return { to: to.email, subject: t("verifyEmail.subject"), html, text };
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
