/**
 * A stopwatch reading: mm:ss (docs/product.md §2.18), and h:mm:ss from the first hour on, so a long session
 * never reads as "75:00". Negative spans (a clock a little behind the server's) read 00:00.
 */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The same span in words, for screen readers: "1 hour 5 minutes 3 seconds". */
export function describeElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const parts: Array<[number, string]> = [
    [Math.floor(total / 3600), "hour"],
    [Math.floor((total % 3600) / 60), "minute"],
    [total % 60, "second"],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? "" : "s"}`);
  return words.length > 0 ? words.join(" ") : "0 seconds";
}
