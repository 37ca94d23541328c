import { type Language, localeOf } from "./i18n";

/** All times are India Standard Time (Asia/Kolkata, UTC+05:30, no daylight saving). */
export const IST_OFFSET = "+05:30";
export const IST_ZONE = "Asia/Kolkata";
/** IST is UTC plus this many milliseconds, all year. */
export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The calendar dates the API takes at all (docs/product.md §5): a list filter, a posted or moved
 * session, a one-to-one or an away date lies between these (YYYY-MM-DD compares as text). Outside
 * them a date is a 400 naming its field, never an instant the database cannot store (year 0, 10000).
 */
export const DATE_MIN = "2000-01-01";
export const DATE_MAX = "2099-12-31";
export const isDateWithinBounds = (date: string): boolean => date >= DATE_MIN && date <= DATE_MAX;

/** "2026-12-01" + "18:00" (IST) → the instant. */
export function istToInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${IST_OFFSET}`);
}

/** The IST calendar date and "HH:MM" of an instant. */
export function instantToIst(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The IST calendar date (YYYY-MM-DD) of an instant: with the clock's now, "today in India". */
export function istDate(instant: Date): string {
  return instantToIst(instant).date;
}

/** The IST calendar date and hour (0–23) of an instant. */
export function istDateAndHour(instant: Date): { date: string; hour: number } {
  const { date, time } = instantToIst(instant);
  return { date, hour: Number(time.slice(0, 2)) };
}

/** The instant an IST day (YYYY-MM-DD) begins. */
export function istDayStart(date: string): Date {
  return istToInstant(date, "00:00");
}

/** The instant an IST day (YYYY-MM-DD) ends: the next day's start, excluded from the day. */
export function istDayEnd(date: string): Date {
  return new Date(istDayStart(date).getTime() + DAY_MS);
}

/** Medium date: "1 Dec 2026" in English, "1 दिस॰ 2026" in Hindi. */
export function formatIstDate(instant: Date | string, language: Language = "en"): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: "medium", timeZone: IST_ZONE }).format(
    new Date(instant),
  );
}

/** Short time, e.g. "6:00 pm" (both languages write it so). */
export function formatIstTime(instant: Date | string, language: Language = "en"): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: "short", timeZone: IST_ZONE }).format(
    new Date(instant),
  );
}

/** Rupees with Indian grouping: 149999 → "₹1,49,999" (the same in Hindi). */
export function formatRupees(amount: number, language: Language = "en"): string {
  return `₹${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(amount)}`;
}
