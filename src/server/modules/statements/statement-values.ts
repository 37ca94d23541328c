/*
 * The values of a statement's cells as Indian banks print them: amounts in the Indian grouping
 * ("1,00,000.00"), with or without "₹"/"Rs."/"INR", sometimes with a "Cr"/"Dr" suffix; dates as
 * DD/MM/YY, DD/MM/YYYY, DD-MM-YYYY, DD-MMM-YYYY, DD MMM YYYY or YYYY-MM-DD, and in an XLSX file as
 * date cells or Excel day serials. Each reader answers a value or a reason, never throws.
 */

/** A cell as a file gives it: CSV gives text; XLSX also gives numbers and dates. */
export type Cell = string | number | boolean | Date | null;

export type Side = "credit" | "debit";

export type AmountReading =
  | { kind: "empty" }
  | { kind: "amount"; paise: number; side: Side | null; negative: boolean }
  | { kind: "bad"; reason: string };

/** Ten crore rupees, in paise: far above any line this account sees, well inside exact integers. */
const MAX_PAISE = 10_000_000_000;

export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  return String(cell).replace(/\s+/g, " ").trim();
}

/** "Cr" / "Dr" and their spellings, as a Dr/Cr column or an amount's suffix gives them. */
export function readSide(text: string): Side | null {
  const word = text.toLowerCase().replace(/[^a-z]/g, "");
  if (["cr", "c", "credit", "deposit", "crd"].includes(word)) return "credit";
  if (["dr", "d", "debit", "withdrawal", "dbt"].includes(word)) return "debit";
  return null;
}

const NONE = new Set(["", "-", "--", "—", "–", "nil", "na", "n/a"]);

/**
 * An amount in paise. Empty, "-" and "0.00" read as empty (the other column of a line). Signs and
 * brackets are reported (`negative`) for the caller to judge: a bracketed or minus amount in a
 * credit or debit column is a problem, in a single signed amount column a debit.
 */
export function readAmount(cell: Cell): AmountReading {
  if (cell === null || typeof cell === "boolean" || cell instanceof Date) {
    return cell === null ? { kind: "empty" } : { kind: "bad", reason: "is not an amount" };
  }
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || Math.abs(cell) * 100 > MAX_PAISE)
      return { kind: "bad", reason: "is not an amount" };
    const paise = Math.round(Math.abs(cell) * 100);
    return paise === 0 ? { kind: "empty" } : { kind: "amount", paise, side: null, negative: cell < 0 };
  }
  let text = cell.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  if (NONE.has(text.toLowerCase())) return { kind: "empty" };

  let side: Side | null = null;
  const suffix = /^(.*?)[\s(]*(?<![a-z])(cr|dr|c|d)\.?[\s)]*$/i.exec(text);
  if (suffix?.[1] && /\d/.test(suffix[1])) {
    side = readSide(suffix[2] ?? "");
    text = suffix[1].trim();
  }
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) {
    negative = true;
    text = (bracketed[1] ?? "").trim();
  }
  text = text.replace(/^(₹|rs\.?|inr)\s*/i, "").trim();
  if (text.startsWith("-") || text.startsWith("−")) {
    negative = true;
    text = text.slice(1).trim();
  } else if (text.startsWith("+")) {
    text = text.slice(1).trim();
  }
  text = text.replace(/^(₹|rs\.?|inr)\s*/i, "").replace(/\s*(₹|inr)$/i, "");

  // Digits grouped the Indian way (1,00,000) or the international way (100,000), or not at all.
  const match = /^(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { kind: "bad", reason: "is not an amount" };
  const rupees = Number((match[1] ?? "").replace(/,/g, ""));
  const paise = rupees * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(paise) || paise > MAX_PAISE) return { kind: "bad", reason: "is too large" };
  if (paise === 0) return { kind: "empty" };
  return { kind: "amount", paise, side, negative };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 31/04, 29/02 of a common year
  return date.toISOString().slice(0, 10);
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Excel's day serial (1900 system; day 0 is 30 Dec 1899 because of Excel's phantom 29 Feb 1900). */
function fromSerial(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 36_526 || serial >= 73_051) return null; // 2000–2099
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A date as YYYY-MM-DD, or null. Day first (Indian banks never print month first); a time after
 * the date ("01/04/2026 10:15:22", "01-Apr-2026 10:15 AM") is ignored; two-digit years are 20YY.
 * Numbers are Excel serials only when the file is XLSX (a CSV "46117" is not a date).
 */
export function readDate(cell: Cell, fromXlsx: boolean): string | null {
  if (cell === null || typeof cell === "boolean") return null;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === "number") return fromXlsx ? fromSerial(cell) : null;
  const text = cell.replace(/\s+/g, " ").trim();
  if (fromXlsx && /^\d{5}(\.\d+)?$/.test(text)) return fromSerial(Number(text));
  const dateOnly = text.replace(
    /(?:T|\s+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\.?)?(?:Z|[+-]\d{2}:?\d{2})?$/i,
    "",
  );

  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(dateOnly);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(dateOnly);
  if (m) return isoDate(fullYear(m[3] ?? ""), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s/.-]?([a-z]{3,4})[a-z]*[\s/.,-]+(\d{4}|\d{2})$/i.exec(dateOnly);
  if (m) {
    const month = MONTHS[(m[2] ?? "").toLowerCase()] ?? MONTHS[(m[2] ?? "").toLowerCase().slice(0, 3)];
    return month ? isoDate(fullYear(m[3] ?? ""), month, Number(m[1])) : null;
  }
  return null;
}
