/**
 * A stopwatch reading: mm:ss (docs/product.md §2.18), and h:mm:ss from the first hour on, so a long session
 * never reads as "75:00". Negative spans (a clock a little behind the server's) read 00:00. Digits are
 * Latin in both languages (decision 010), so the reading is the same in English and Hindi.
 */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export type ElapsedUnit = "hours" | "minutes" | "seconds";

/** Says one part of a span ("1 hour", "5 minutes"): the timer's words in the language shown. */
export type SayElapsedPart = (unit: ElapsedUnit, count: number) => string;

/**
 * The same span in words, for screen readers: "1 hour 5 minutes 3 seconds" (the parts that are not
 * zero, each said by `say`), or "0 seconds".
 */
export function describeElapsed(milliseconds: number, say: SayElapsedPart): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const parts: Array<[ElapsedUnit, number]> = [
    ["hours", Math.floor(total / 3600)],
    ["minutes", Math.floor((total % 3600) / 60)],
    ["seconds", total % 60],
  ];
  const words = parts.filter(([, n]) => n > 0).map(([unit, n]) => say(unit, n));
  return words.length > 0 ? words.join(" ") : say("seconds", 0);
}
