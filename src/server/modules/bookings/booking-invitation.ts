import type { Config } from "../../config";
import type { Words } from "../../lib/i18n";
import { calendarInvitation } from "../../lib/ics";
import type { Attachment } from "../../lib/mailer";

/** What a booking's calendar invitation is made of (read with the booking's other facts). */
export interface InvitationFacts {
  bookingId: string;
  student: { name: string; email: string };
  session: {
    id: string;
    title: string;
    mentorName: string;
    startsAt: Date;
    durationMinutes: number;
    calendarSequence: number;
  };
}

/** "Toppers Connect <no-reply@example.in>" → its name and address (the invitation's organizer). */
export function organizerOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1] || "Toppers Connect", email: match[2] as string };
  return { name: "Toppers Connect", email: mailFrom.trim() };
}

/** The one UID a booking's event keeps in the student's calendar, whatever changes. */
export const bookingUid = (bookingId: string) => `${bookingId}@toppers-connect`;

/**
 * A booking's calendar file, in the student's words (docs/decisions/013): REQUEST adds or moves the
 * event, CANCEL removes it; SEQUENCE is the session's, raised on every change.
 */
export function bookingInvitation(
  config: Pick<Config, "publicUrl" | "mailFrom">,
  facts: InvitationFacts,
  method: "REQUEST" | "CANCEL",
  words: Words,
): string {
  const { t, date, time } = words;
  const { session } = facts;
  const joinUrl = new URL(`/live-session/${encodeURIComponent(session.id)}`, config.publicUrl).toString();
  return calendarInvitation({
    uid: bookingUid(facts.bookingId),
    sequence: session.calendarSequence,
    method,
    start: session.startsAt,
    durationMinutes: session.durationMinutes,
    summary: t("paymentApproved.calendarSummary", { title: session.title, mentor: session.mentorName }),
    description: t("paymentApproved.calendarDescription", {
      url: joinUrl,
      when: t("common.whenFor", {
        date: date(session.startsAt),
        time: time(session.startsAt),
        minutes: session.durationMinutes,
      }),
    }),
    url: joinUrl,
    organizer: organizerOf(config.mailFrom),
    attendee: facts.student,
  });
}

/** The invitation as an email attachment. */
export function invitationAttachment(ics: string, method: "REQUEST" | "CANCEL"): Attachment {
  return {
    filename: method === "CANCEL" ? "cancelled-session.ics" : "session.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
