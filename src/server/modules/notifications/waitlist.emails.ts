import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Config } from "../../config";
import { sessions, users } from "../../db/schema";
import { renderEmail } from "../../lib/email-layout";
import type { EventOf } from "../../lib/events";
import { wordsFor } from "../../lib/i18n";
import type { Subscriber, UnitOfWork } from "../../lib/unit-of-work";
import type { Outbox } from "../outbox";

/**
 * The waitlist's email (docs/product.md §10.16), recorded in the transaction that offered the seat:
 * a seat is kept for you until … IST; pay here. In the student's language.
 */
export function waitlistEmails(deps: { outbox: Outbox; config: Config }): Subscriber {
  return {
    name: "waitlist emails",
    async inTransaction(uow, event) {
      if (event.type === "waitlist.offered") await offerEmail(deps, uow, event);
    },
  };
}

const mentors = alias(users, "mentor");
const link = (config: Pick<Config, "publicUrl">, path: string) => new URL(path, config.publicUrl).toString();

async function offerEmail(
  deps: { outbox: Outbox; config: Config },
  uow: UnitOfWork,
  event: EventOf<"waitlist.offered">,
) {
  const [row] = await uow.tx
    .select({
      title: sessions.title,
      startsAt: sessions.startsAt,
      durationMinutes: sessions.durationMinutes,
      mentorName: mentors.name,
      name: users.name,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(mentors, eq(mentors.id, sessions.mentorId))
    .innerJoin(users, eq(users.id, event.studentId))
    .where(eq(sessions.id, event.sessionId));
  if (!row) return;
  const words = wordsFor(row.language);
  const { t } = words;
  const until = t("common.when", { date: words.date(event.expiresAt), time: words.time(event.expiresAt) });
  const when = t("common.whenFor", {
    date: words.date(row.startsAt),
    time: words.time(row.startsAt),
    minutes: row.durationMinutes,
  });
  const { html, text } = renderEmail(
    {
      preheader: t("waitlistOffer.preheader", { title: row.title, until }),
      heading: t("waitlistOffer.heading"),
      paragraphs: [
        t("common.greeting", { name: row.name }),
        t("waitlistOffer.freed", { title: row.title, mentor: row.mentorName, when }),
        t("waitlistOffer.kept", { until }),
        t("waitlistOffer.next"),
      ],
      action: {
        label: t("waitlistOffer.action"),
        url: link(deps.config, `/payment/${encodeURIComponent(event.sessionId)}`),
      },
      footnote: t("waitlistOffer.footnote"),
    },
    words,
  );
  await deps.outbox.record(uow, {
    kind: "waitlist-offer",
    to: row.email,
    subject: t("waitlistOffer.subject", { title: row.title }),
    html,
    text,
    sessionId: event.sessionId,
    // The offer is stale once it has expired.
    staleAfter: event.expiresAt,
  });
}
