import { systemClock } from "./clock";

/**
 * A booking's calendar invitation (RFC 5545 with RFC 5546's iTIP methods), so the student's calendar
 * keeps one event per booking and follows every change (docs/decisions/013):
 * - one stable UID per booking, whatever the session's time;
 * - SEQUENCE raised on every change (the session's `calendarSequence`), so a later file replaces an
 *   earlier one;
 * - METHOD:REQUEST for a new or changed time; METHOD:CANCEL with STATUS:CANCELLED when the booking or
 *   the session is cancelled;
 * - times in UTC (every calendar converts them to the reader's zone); the IST wording is in the
 *   description;
 * - a reminder 30 minutes before the start.
 */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  url: string;
  /** The platform (who sends the invitation) and the student (whom it is for). */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the event file was made (DTSTAMP); defaults to now. */
  stamp?: Date;
}

/** How long before the start the calendar reminds the student. */
export const CALENDAR_ALARM_MINUTES = 30;

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (any of CRLF, CR, LF), and lose
 * other control characters, which RFC 5545 does not allow: a title can never start a property.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

function text(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROL_CHARACTERS, "");
}

/** Lines longer than 75 octets continue on the next line after a space (without splitting a character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** A parameter value (a person's name) is quoted; quotes cannot appear inside it (RFC 5545 §3.2). */
const param = (value: string) => `"${value.replace(/["\r\n]/g, "").replace(CONTROL_CHARACTERS, "")}"`;
const mailto = (email: string) => `mailto:${email.replace(/[\s;:,"]/g, "")}`;

export function calendarInvitation(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Toppers Connect//Sessions//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp ?? systemClock.now())}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "ACCEPTED"}:${mailto(event.attendee.email)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    ...(cancelled
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${text(event.summary)}`,
          `TRIGGER:-PT${CALENDAR_ALARM_MINUTES}M`,
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
