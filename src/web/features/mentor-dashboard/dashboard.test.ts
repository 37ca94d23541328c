import type { SessionCard } from "@contract/sessions";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { formattersFor } from "@/lib/i18n";
import { parseSubjects, startable, startHint, withStatus } from "./dashboard";
import en from "./locales/en.json";
import hi from "./locales/hi.json";

// 25 Nov 2026, 18:00 IST.
const startsAt = "2026-11-25T12:30:00.000Z";
const at = (minutesFromStart: number) => new Date(Date.parse(startsAt) + minutesFromStart * 60_000);
const item = (status: "upcoming" | "live" | "completed" | "cancelled", canStart: boolean) => ({
  canStart,
  session: { status, startsAt } as never,
});

const i18n = i18next.createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { mentors: en }, hi: { mentors: hi } },
  ns: ["mentors"],
  defaultNS: "mentors",
  interpolation: { escapeValue: false },
});
const hintIn = (language: "en" | "hi") => (now: Date | null) =>
  startHint(startsAt, now, i18n.getFixedT(language, "mentors"), formattersFor(language));

describe("Start Meeting", () => {
  it("follows the server's verdict until the clock ticks, then the window from 5 before to 60 after", () => {
    expect(startable(item("upcoming", true), null)).toBe(true);
    expect(startable(item("upcoming", false), null)).toBe(false);
    expect(startable(item("upcoming", false), at(-6))).toBe(false);
    expect(startable(item("upcoming", false), at(-5))).toBe(true);
    expect(startable(item("upcoming", true), at(60))).toBe(true);
    expect(startable(item("upcoming", true), at(61))).toBe(false);
  });

  it("is never offered for a live, completed or cancelled session", () => {
    expect(startable(item("live", true), at(0))).toBe(false);
    expect(startable(item("completed", true), at(0))).toBe(false);
    expect(startable(item("cancelled", true), null)).toBe(false);
    expect(startable(item("cancelled", false), at(0))).toBe(false);
  });

  it("says when the window opens (IST), or that it has passed", () => {
    expect(hintIn("en")(null)).toMatch(
      /^You can start from 5:55\s?pm IST on 25 Nov 2026, 5 minutes before the start\.$/,
    );
    expect(hintIn("en")(at(61))).toBe("The start window has passed (60 minutes after the start).");
  });

  it("says it in Hindi too, with the same time, date and minutes", () => {
    const opens = hintIn("hi")(null);
    expect(opens).toMatch(/5:55\s?pm IST/);
    expect(opens).toContain("25 नव॰ 2026");
    expect(opens).toContain("5 मिनट");
    expect(hintIn("hi")(at(61))).toContain("60 मिनट");
  });
});

describe("profile subjects", () => {
  it("are comma-separated, trimmed, blank ones dropped, each once whatever its case", () => {
    expect(parseSubjects(" Physics, Rotational Mechanics,, physics ")).toEqual([
      "Physics",
      "Rotational Mechanics",
    ]);
    expect(parseSubjects("  ")).toEqual([]);
  });
});

describe("a card after Start or End Meeting", () => {
  const upcoming = {
    status: "upcoming",
    seats: 5,
    seatsLeft: 3,
    closed: false,
    closedReason: null,
  } as SessionCard;

  it("is closed to booking once live, and ended with no slots once completed", () => {
    expect(withStatus(upcoming, "live")).toMatchObject({
      status: "live",
      closed: true,
      closedReason: "started",
      seatsLeft: 3,
    });
    expect(withStatus(upcoming, "completed")).toMatchObject({
      status: "completed",
      closed: true,
      closedReason: "ended",
      seatsLeft: 0,
    });
  });
});
