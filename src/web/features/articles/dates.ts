/**
 * Article dates, formatted by hand rather than with Intl: the same text on every browser and in
 * every time zone (an ISO date parsed as UTC midnight would show as the previous day in the west).
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parts(isoDate: string): { year: number; month: string; day: number } {
  const [year, month, day] = isoDate.split("-").map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${isoDate}`);
  return { year, month: name, day };
}

/** "November 15, 2026": the featured articles' date (docs/product.md §3). */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${month} ${day}, ${year}`;
}

/** "08 Nov 2026": the article cards' date (docs/product.md §3). */
export function formatShortDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${String(day).padStart(2, "0")} ${month.slice(0, 3)} ${year}`;
}
