import { inStartWindow, START_WINDOW } from "@contract/live-sessions";
import type { BookingClosedReason, SessionCard, SessionStatus } from "@contract/sessions";
import type { TFunction } from "i18next";
import type { Formatters } from "@/lib/i18n";
import type { MentorSessionItem } from "./api/get-mentor-dashboard";

/**
 * A card as Start or End Meeting leaves it, until the dashboard is read again: live closes booking
 * (started), completed ends it with no slots left (docs/product.md §4), as the server's cards have it.
 */
export function withStatus(session: SessionCard, status: SessionStatus): SessionCard {
  const closedReason: BookingClosedReason | null =
    status === "live"
      ? "started"
      : status === "completed"
        ? "ended"
        : status === "cancelled"
          ? "cancelled"
          : session.closedReason;
  return {
    ...session,
    status,
    closed: closedReason !== null,
    closedReason,
    seatsLeft: status === "completed" || status === "cancelled" ? 0 : session.seatsLeft,
  };
}

/**
 * Whether Start Meeting is enabled: the server's verdict (`canStart`) until the first 30-second
 * tick (`serverNow` null), then the start window judged again against the server's clock as it runs
 * on. The server decides again when the button is pressed.
 */
export function startable(
  item: Pick<MentorSessionItem, "canStart" | "session">,
  serverNow: Date | null,
): boolean {
  if (item.session.status !== "upcoming") return false;
  return serverNow === null ? item.canStart : inStartWindow(item.session.startsAt, serverNow);
}

/** Why Start Meeting is not enabled yet (or any more), in words of the language being shown. */
export function startHint(
  startsAt: string,
  serverNow: Date | null,
  t: TFunction<"mentors">,
  f: Pick<Formatters, "date" | "time">,
): string {
  const start = new Date(startsAt).getTime();
  const opens = new Date(start - START_WINDOW.beforeMinutes * 60_000);
  const closes = start + START_WINDOW.afterMinutes * 60_000;
  if (serverNow && serverNow.getTime() > closes)
    return t("meeting.windowPassed", { minutes: START_WINDOW.afterMinutes });
  return t("meeting.opensAt", {
    time: f.time(opens),
    date: f.date(opens),
    minutes: START_WINDOW.beforeMinutes,
  });
}

/** "Physics, , Organic Chemistry , physics" → ["Physics", "Organic Chemistry"]: comma-separated, trimmed, once each. */
export function parseSubjects(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "" && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}
