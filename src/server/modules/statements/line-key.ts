import type { StatementLine } from "./statement-line";

/*
 * How a statement line is known across uploads (docs/decisions/025): uploading the same statement
 * again, or one whose period overlaps an earlier one, must change nothing, so each line gets a key
 * that the same transaction has in every export of it.
 *
 * - A line with a UTR (RRN) is known by it: the UPI network gives each transaction its own.
 * - Without one (NEFT, cash, charges...), by its date, amount and narration (case and spacing
 *   ignored, since exports of the same bank differ there).
 *
 * The key starts with its direction ("cr" money in, "dr" money out): a UPI reversal credits back
 * a failed transfer under the same RRN as the debit, and the two are different lines.
 */

/** The key of one line taken alone. */
export function lineKey(line: StatementLine): string {
  const direction = line.credit > 0 ? "cr" : "dr";
  if (line.utr !== null) return `${direction}/${line.utr}`;
  const amount = line.credit > 0 ? line.credit : line.debit;
  return `${direction}/${line.date}/${amount}/${normaliseNarration(line.narration)}`;
}

export function normaliseNarration(narration: string): string {
  return narration.toLowerCase().replace(/\s+/g, " ").trim();
}

export interface KeyedLine {
  key: string;
  line: StatementLine;
}

/**
 * The keys of one statement's lines. Two lines of one statement can share a key (two ₹500 cash
 * deposits on one day, or a narration that carries a 12-digit number twice): the second and later
 * ones get "#2", "#3"... in the order of their rows, so that each keeps a key of its own and the
 * same file (or one that overlaps it and shows them all) gives them the same keys again.
 *
 * The answer is in a canonical order (by key), whatever the order of `lines`.
 */
export function keyLines(lines: readonly StatementLine[]): KeyedLine[] {
  const byKey = new Map<string, StatementLine[]>();
  for (const line of lines) {
    const key = lineKey(line);
    const same = byKey.get(key);
    if (same) same.push(line);
    else byKey.set(key, [line]);
  }
  const keyed: KeyedLine[] = [];
  for (const [key, same] of byKey) {
    if (same.length === 1) {
      keyed.push({ key, line: same[0] as StatementLine });
      continue;
    }
    same.sort(compareLines);
    same.forEach((line, index) => {
      keyed.push({ key: index === 0 ? key : `${key}#${index + 1}`, line });
    });
  }
  return keyed.sort((a, b) => compareText(a.key, b.key));
}

/** A total order of lines (row first), so that equal keys are numbered the same in any input order. */
function compareLines(a: StatementLine, b: StatementLine): number {
  return a.row - b.row || compareText(JSON.stringify(a), JSON.stringify(b));
}

/** Code-unit order, independent of the locale (localeCompare is not). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
