import { describe, expect, it } from "vitest";
import { calendarInvitation } from "./ics";

describe("calendarInvitation", () => {
  const event = (overrides: Partial<Parameters<typeof calendarInvitation>[0]> = {}) =>
    calendarInvitation({
      uid: "booking-1@toppers-connect",
      sequence: 0,
      method: "REQUEST",
      organizer: { name: "Toppers Connect", email: "sessions@toppers.example.in" },
      attendee: { name: "Ananya Rao", email: "ananya@example.in" },
      start: new Date("2026-12-01T13:30:00Z"),
      durationMinutes: 90,
      summary: "NEET Physics",
      description: "Live mentoring session",
      url: "https://toppers.example.in/live-session/s1",
      stamp: new Date("2026-11-20T08:05:09.123Z"),
      ...overrides,
    });
  const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
  const property = (ics: string, name: string) =>
    unfold(ics)
      .split("\r\n")
      .find((line) => line.startsWith(name));

  it("states the start and end in UTC, and the IST wording is the description's", () => {
    const ics = event();
    expect(property(ics, "DTSTART:")).toBe("DTSTART:20261201T133000Z");
    expect(property(ics, "DTEND:")).toBe("DTEND:20261201T150000Z");
    expect(property(ics, "DTSTAMP:")).toBe("DTSTAMP:20261120T080509Z");
    expect(ics).not.toContain("TZID");
  });

  it("asks to add or update one event per booking: METHOD:REQUEST, the UID, the SEQUENCE, the people, an alarm 30 minutes before", () => {
    const ics = unfold(event({ sequence: 2 }));
    expect(property(ics, "METHOD:")).toBe("METHOD:REQUEST");
    expect(property(ics, "UID:")).toBe("UID:booking-1@toppers-connect");
    expect(property(ics, "SEQUENCE:")).toBe("SEQUENCE:2");
    expect(property(ics, "STATUS:")).toBe("STATUS:CONFIRMED");
    expect(property(ics, "ORGANIZER")).toBe(
      'ORGANIZER;CN="Toppers Connect":mailto:sessions@toppers.example.in',
    );
    expect(property(ics, "ATTENDEE")).toBe(
      'ATTENDEE;CN="Ananya Rao";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:ananya@example.in',
    );
    expect(ics).toContain("\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\n");
    expect(property(ics, "TRIGGER:")).toBe("TRIGGER:-PT30M");
  });

  it("cancels the same event: METHOD:CANCEL, STATUS:CANCELLED, the same UID, no alarm", () => {
    const ics = unfold(event({ method: "CANCEL", sequence: 3 }));
    expect(property(ics, "METHOD:")).toBe("METHOD:CANCEL");
    expect(property(ics, "STATUS:")).toBe("STATUS:CANCELLED");
    expect(property(ics, "UID:")).toBe("UID:booking-1@toppers-connect");
    expect(property(ics, "SEQUENCE:")).toBe("SEQUENCE:3");
    expect(ics).not.toContain("VALARM");
  });

  it("keeps a name from breaking out of its parameter", () => {
    const ics = unfold(event({ attendee: { name: 'Ravi "R" Kumar\r\nX:1', email: "ravi@example.in" } }));
    expect(property(ics, "ATTENDEE")).toBe(
      'ATTENDEE;CN="Ravi R KumarX:1";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:ravi@example.in',
    );
  });

  it("ends every line with CRLF and nothing else", () => {
    const ics = event({ description: "Line one\nLine two\r\nLine three" });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds lines longer than 75 octets without splitting a character, and unfolds to the original", () => {
    const summary = `${"Rotational Motion, Torque and Angular Momentum – ".repeat(4)}₹499 रसायन`;
    const ics = event({ summary });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const physical = ics.split("\r\n");
    const start = physical.findIndex((line) => line.startsWith("SUMMARY:"));
    const end = physical.findIndex((line, i) => i > start && !line.startsWith(" "));
    const summaryLines = physical.slice(start, end);
    expect(summaryLines.length).toBeGreaterThan(3);
    // Each physical line is whole UTF-8: no character cut in half.
    for (const line of summaryLines) expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    expect(ics).not.toContain("\uFFFD");
    expect(property(ics, "SUMMARY:")).toBe(`SUMMARY:${summary.replace(/,/g, "\\,")}`);
  });

  it("escapes backslash, semicolon, comma and newlines in text", () => {
    const ics = event({
      summary: "Physics, Chemistry; Maths \\ notes",
      description: "Bring:\na pen\r\nand paper",
    });
    expect(property(ics, "SUMMARY:")).toBe("SUMMARY:Physics\\, Chemistry\\; Maths \\\\ notes");
    expect(property(ics, "DESCRIPTION:")).toBe("DESCRIPTION:Bring:\\na pen\\nand paper");
  });

  it("lets no title start a property of its own, even with a lone carriage return", () => {
    // A mentor chooses the title; it must not add lines (an ATTENDEE, another URL) to students' calendars.
    const ics = event({ summary: "Physics\rURL:https://evil.example/\rX" });
    const lines = unfold(ics).split(/\r\n|\r|\n/);
    expect(lines.filter((line) => line.startsWith("URL:"))).toEqual([
      "URL:https://toppers.example.in/live-session/s1",
    ]);
  });
});
