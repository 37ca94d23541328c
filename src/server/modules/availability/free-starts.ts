import {
  type AvailabilityWindow,
  minutesOf,
  SLOT_DAYS_AHEAD,
  SLOT_STEP_MINUTES,
  type SlotDay,
  timeOf,
} from "@contract/availability";
import { istDate, istToInstant } from "@contract/time";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../lib/clock";

/** What decides a mentor's free one-to-one start times (their availability row). */
export interface SlotRules {
  windows: readonly AvailabilityWindow[];
  minNoticeHours: number;
  bufferMinutes: number;
  awayDates: readonly string[];
}

/**
 * Time the mentor is already taken: a live or upcoming session, from its start to its end, and the
 * buffer a slot keeps after its end (its own, when it was booked with a longer one than today's).
 */
export interface BusyTime {
  startsAt: Date;
  endsAt: Date;
  bufferAfterMinutes: number;
}

/** The IST date `days` after an IST date ("2026-11-30" + 1 → "2026-12-01"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The free start times of a one-to-one of `duration` minutes, per IST day from today for
 * SLOT_DAYS_AHEAD days (or of `onlyDate` alone), soonest first; days without one are left out.
 *
 * A start is offered when the whole session lies inside one of that weekday's ranges, on a date the
 * mentor is not away, no sooner than the minimum notice from `now`, and at least the buffer away
 * from every session the mentor has, on both sides. Starts are on the hour and the half hour from
 * the range's beginning. IST has no daylight saving, so an IST day is always 24 hours.
 */
export function freeStarts(
  rules: SlotRules,
  duration: number,
  busy: readonly BusyTime[],
  now: Date,
  onlyDate?: string,
): SlotDay[] {
  const earliest = now.getTime() + rules.minNoticeHours * HOUR_MS;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const away = new Set(rules.awayDates);
  const today = istDate(now);
  const dates = onlyDate
    ? [onlyDate].filter((date) => date >= today && date < addDays(today, SLOT_DAYS_AHEAD))
    : Array.from({ length: SLOT_DAYS_AHEAD }, (_, i) => addDays(today, i));

  const days: SlotDay[] = [];
  for (const date of dates) {
    if (away.has(date)) continue;
    const weekday = weekdayOf(date);
    const midnight = istToInstant(date, "00:00").getTime();
    const starts = new Set<number>();
    for (const window of rules.windows) {
      if (window.day !== weekday) continue;
      const end = minutesOf(window.to);
      for (let minute = minutesOf(window.from); minute + duration <= end; minute += SLOT_STEP_MINUTES) {
        const start = midnight + minute * MINUTE_MS;
        const finish = start + duration * MINUTE_MS;
        if (start < earliest) continue;
        const clash = busy.some((taken) => {
          const after = Math.max(buffer, taken.bufferAfterMinutes * MINUTE_MS);
          return start < taken.endsAt.getTime() + after && taken.startsAt.getTime() < finish + buffer;
        });
        if (!clash) starts.add(minute);
      }
    }
    if (starts.size > 0) {
      days.push({ date, starts: [...starts].sort((a, b) => a - b).map(timeOf) });
    }
  }
  return days;
}
