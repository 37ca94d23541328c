import { STATEMENT_PROBLEMS, type StatementProblemKey } from "@contract/statements";
import { readSheet } from "read-excel-file/node";
import { BANK_LAYOUTS, type BankFormat, headerKey } from "./bank-layouts";
import { decodeText, readCsv } from "./csv";
import type { ColumnMapping, StatementLine, StatementProblem } from "./statement-line";
import {
  type AmountReading,
  type Cell,
  cellText,
  readAmount,
  readDate,
  readSide,
  type Side,
} from "./statement-values";
import { readUpiNarration, utrFromReference } from "./upi-narration";

/*
 * Reading an uploaded bank statement (CSV or XLSX) into its transaction lines (docs/decisions/025).
 * Banks put the account's details above the table and a summary below it, so the header row is
 * looked for among the first rows and the table ends at the first footer row. A file that cannot be
 * read answers its first few problems, each naming the row and the column, and nothing of it is kept.
 * It never throws: whatever the bytes, the answer is lines or problems.
 */

export const STATEMENT_LIMITS = {
  /** Some 25,000 lines of CSV; a larger file is refused unread (export a shorter period). */
  maxBytes: 5 * 1024 * 1024,
  maxRows: 50_000,
  /** The header row is looked for among these first rows. */
  headerRows: 30,
  /** The problems reported at most (the admin fixes these, uploads again, and sees the next). */
  maxProblems: 10,
  /** An XLSX is a ZIP: its parts unpacked may not exceed this (a "zip bomb" is refused unread). */
  maxUnzippedBytes: 120 * 1024 * 1024,
  /** How long reading an XLSX may take before the file is called unreadable. */
  xlsxSeconds: 20,
} as const;

export type StatementFormat = BankFormat | "mapped";

/** Why a file was refused: its size, its content, or columns that only the admin can name. */
export type StatementFailure = "tooLarge" | "unreadable" | "needsMapping";

export type ParsedStatement =
  | { ok: true; format: StatementFormat; lines: StatementLine[] }
  | {
      ok: false;
      code: StatementFailure;
      problems: StatementProblem[];
      /** The header row's names as found, when the admin must pick the columns (needsMapping). */
      headers?: string[];
    };

interface Table {
  rows: Cell[][];
  fromXlsx: boolean;
}

/** Where each field is: two money columns, or one amount column (with its Dr/Cr column, or signed). */
interface Columns {
  date: number;
  narration: number;
  reference: number | null;
  money:
    | { kind: "split"; debit: number; credit: number }
    | { kind: "amount"; amount: number; drCr: number | null };
}

interface Header {
  index: number;
  format: StatementFormat;
  columns: Columns;
  names: string[];
}

/**
 * A problem as the admin reads it: the English text of STATEMENT_PROBLEMS[key] with these values,
 * and its code and values, so the admin's language can say it (docs/decisions/025).
 */
function said(
  key: StatementProblemKey,
  ...values: string[]
): { message: string; code: string; params?: Record<string, string> } {
  const text = STATEMENT_PROBLEMS[key];
  const message = typeof text === "string" ? text : (text as (...v: string[]) => string)(...values);
  const params = Object.fromEntries(values.map((value, i) => [`p${i}`, value]));
  return { message, code: `statementProblem.${key}`, ...(values.length > 0 ? { params } : {}) };
}

const fail = (
  code: StatementFailure,
  key: StatementProblemKey,
  values: string[] = [],
  extra?: { headers?: string[] },
): ParsedStatement => ({
  ok: false,
  code,
  problems: [{ row: null, column: null, ...said(key, ...values) }],
  ...extra,
});

export async function parseStatement(
  file: { name: string; bytes: Buffer },
  mapping?: ColumnMapping | null,
): Promise<ParsedStatement> {
  try {
    const table = await readTable(file);
    if (!("rows" in table)) return table;
    return readLines(table, mapping ?? null);
  } catch {
    // Not expected (every reader answers a reason), but a statement is never a 500.
    return fail("unreadable", "unreadable");
  }
}

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

async function readTable(file: { name: string; bytes: Buffer }): Promise<Table | ParsedStatement> {
  const { bytes } = file;
  const mb = STATEMENT_LIMITS.maxBytes / 1024 / 1024;
  if (bytes.length > STATEMENT_LIMITS.maxBytes) {
    return fail("tooLarge", "tooLarge", [String(mb)]);
  }
  if (bytes.length === 0) return fail("unreadable", "empty");
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return readXlsx(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return fail("unreadable", "oldExcel");
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    return fail("unreadable", "pdf");
  }
  const text = decodeText(bytes);
  if (text === null) return fail("unreadable", "notCsv");
  if (/^\s*<(?:!doctype|html|\?xml|table)/i.test(text)) {
    return fail("unreadable", "webPage");
  }
  const csv = readCsv(text, STATEMENT_LIMITS.maxRows);
  if (csv.truncated) return tooManyRows();
  if (csv.unclosedQuoteRow !== null) {
    return {
      ok: false,
      code: "unreadable",
      problems: [
        { row: csv.unclosedQuoteRow, column: null, ...said("unclosedQuote", String(csv.unclosedQuoteRow)) },
      ],
    };
  }
  return { rows: csv.rows, fromXlsx: false };
}

const tooManyRows = () => fail("tooLarge", "tooManyRows", [STATEMENT_LIMITS.maxRows.toLocaleString("en-IN")]);

/**
 * The size of a ZIP's parts once unpacked, from its central directory (without unpacking), or null
 * when the directory cannot be read.
 */
export function unzippedSize(bytes: Buffer): number | null {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= from; end--) {
    if (bytes.readUInt32LE(end) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    let total = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
      const size = bytes.readUInt32LE(at + 24);
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY; // ZIP64: far beyond any statement
      total += size;
      at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    return total;
  }
  return null;
}

async function readXlsx(bytes: Buffer): Promise<Table | ParsedStatement> {
  const size = unzippedSize(bytes);
  if (size === null) return fail("unreadable", "xlsxDamaged");
  if (size > STATEMENT_LIMITS.maxUnzippedBytes) {
    return fail("tooLarge", "xlsxTooMuch");
  }
  let rows: Cell[][];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A damaged archive must not hold the upload open: the reader gets a few seconds.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("XLSX read timed out")), STATEMENT_LIMITS.xlsxSeconds * 1000);
    });
    rows = (await Promise.race([readSheet(bytes), late])) as unknown as Cell[][];
  } catch {
    return fail("unreadable", "xlsxUnreadable");
  } finally {
    clearTimeout(timer);
  }
  if (rows.length > STATEMENT_LIMITS.maxRows) return tooManyRows();
  return { rows, fromXlsx: true };
}

/** The first column whose loose header is one of these (in the order given, the best first). */
function find(keys: string[], aliases: string[], taken: Set<number>): number | null {
  for (const alias of aliases) {
    const index = keys.findIndex((key, i) => key === alias && !taken.has(i));
    if (index >= 0) return index;
  }
  return null;
}

function layoutColumns(
  keys: string[],
  layout: (typeof BANK_LAYOUTS)[number],
): { columns: Columns; score: number } | null {
  const taken = new Set<number>();
  const pick = (aliases: string[]) => {
    const index = find(keys, aliases, taken);
    if (index !== null) taken.add(index);
    return index;
  };
  const date = pick(layout.date);
  const narration = pick(layout.narration);
  if (date === null || narration === null) return null;
  const reference = pick(layout.reference);
  const debit = pick(layout.debit);
  const credit = pick(layout.credit);
  let money: Columns["money"];
  if (debit !== null && credit !== null) money = { kind: "split", debit, credit };
  else {
    const amount = pick(layout.amount);
    const drCr = pick(layout.drCr);
    if (amount === null || drCr === null) return null;
    money = { kind: "amount", amount, drCr };
  }
  const others = keys.filter((key) => layout.others.includes(key)).length;
  return { columns: { date, narration, reference, money }, score: taken.size + others };
}

function mappedColumns(keys: string[], mapping: ColumnMapping): Columns | null {
  const at = (name: string | null | undefined) => (name ? keys.indexOf(headerKey(name)) : -1);
  const date = at(mapping.date);
  const narration = at(mapping.narration);
  const credit = at(mapping.credit);
  const debit = at(mapping.debit);
  if (date < 0 || narration < 0 || credit < 0 || debit < 0) return null;
  const reference = mapping.reference ? at(mapping.reference) : -1;
  if (mapping.reference && reference < 0) return null;
  const drCr = mapping.drCr ? at(mapping.drCr) : -1;
  if (mapping.drCr && drCr < 0) return null;
  return {
    date,
    narration,
    reference: reference >= 0 ? reference : null,
    money:
      credit === debit || drCr >= 0
        ? { kind: "amount", amount: credit, drCr: drCr >= 0 ? drCr : null }
        : { kind: "split", debit, credit },
  };
}

/** The admin's mapping when its columns are there, else the bank layout that fits best. */
function findHeader(rows: Cell[][], mapping: ColumnMapping | null): Header | null {
  const limit = Math.min(rows.length, STATEMENT_LIMITS.headerRows);
  if (mapping) {
    for (let index = 0; index < limit; index++) {
      const names = (rows[index] ?? []).map(cellText);
      const columns = mappedColumns(names.map(headerKey), mapping);
      if (columns) return { index, format: "mapped", columns, names };
    }
  }
  for (let index = 0; index < limit; index++) {
    const names = (rows[index] ?? []).map(cellText);
    const keys = names.map(headerKey);
    let best: Header | null = null;
    let bestScore = 0;
    for (const layout of BANK_LAYOUTS) {
      const found = layoutColumns(keys, layout);
      if (found && found.score > bestScore) {
        best = { index, format: layout.format, columns: found.columns, names };
        bestScore = found.score;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The row that looks most like a header (the most text cells), to offer its names for a mapping. */
function likelyHeaders(rows: Cell[][]): string[] {
  let best: string[] = [];
  for (const row of rows.slice(0, STATEMENT_LIMITS.headerRows)) {
    const names = row.map(cellText).filter((text) => /[a-z]/i.test(text) && text.length <= 80);
    if (names.length > best.length) best = names;
  }
  return best;
}

/** Summary and disclaimer rows below the table: the table ends there. */
const FOOTER =
  /\b(?:total|totals|closing bal(?:ance)?|opening bal(?:ance)?|statement summary|summary|end of statement|generated (?:on|by)|computer generated|system generated|page \d+|legends?\s*:|unless the constituent|this is a)\b/i;
/** Lines that are not transactions but carry the balance over. */
const CARRIED_BALANCE = /\b(?:opening balance|b\/f|brought forward|balance forward|balance b\/f)\b/i;
const DECORATION = /^[\s*=_.~-]*$/;

function readLines(table: Table, mapping: ColumnMapping | null): ParsedStatement {
  const { rows } = table;
  const header = findHeader(rows, mapping);
  if (!header) {
    const headers = likelyHeaders(rows);
    const first = String(STATEMENT_LIMITS.headerRows);
    const found = headers.length > 0 ? [headers.join(", ")] : [];
    if (!mapping)
      return fail("needsMapping", found.length ? "noColumnsFound" : "noColumns", [first, ...found], {
        headers,
      });
    const named = [mapping.date, mapping.narration, mapping.credit, mapping.debit]
      .map((n) => `"${n}"`)
      .join(", ");
    return fail(
      "needsMapping",
      found.length ? "noMappedColumnsFound" : "noMappedColumns",
      [named, first, ...found],
      {
        headers,
      },
    );
  }

  const { columns, names } = header;
  const headerKeys = names.map(headerKey).join("|");
  const columnName = (index: number) => names[index] || `column ${index + 1}`;
  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  // A row's problem names its row and column: STATEMENT_PROBLEMS[key](row, column, text).
  const problem = (row: number, column: number, key: RowProblemKey, text?: string) => {
    const name = columnName(column);
    problems.push({
      row,
      column: name,
      ...said(key, String(row), name, ...(text === undefined ? [] : [text])),
    });
  };
  let previousRow = -1;

  for (
    let index = header.index + 1;
    index < rows.length && problems.length < STATEMENT_LIMITS.maxProblems;
    index++
  ) {
    const cells = rows[index] ?? [];
    const row = index + 1;
    const texts = cells.map(cellText);
    if (texts.every((text) => DECORATION.test(text))) continue; // blank rows, "*****" rulers

    const dateCell = cells[columns.date] ?? null;
    const date = readDate(dateCell, table.fromXlsx);
    const narration = texts[columns.narration] ?? "";
    const money = readMoney(cells, columns);

    if (date === null) {
      if (texts.map(headerKey).join("|") === headerKeys) continue; // the header again, on each page
      // Summary rows end the table; above the first line, the same words are the opening balance.
      if (lines.length > 0 && FOOTER.test(texts.join(" "))) break;
      if (CARRIED_BALANCE.test(texts.join(" "))) continue;
      const dateText = texts[columns.date] ?? "";
      if (money.kind === "none") {
        // No date and no amount: a narration wrapped onto the next row (statements printed to
        // spreadsheets do this), or a note between the lines; neither is a transaction.
        const last = lines.at(-1);
        if (dateText === "" && last && previousRow === row - 1 && narration !== "") {
          last.narration = `${last.narration} ${narration}`;
          previousRow = row;
        }
        continue;
      }
      if (dateText !== "") problem(row, columns.date, "notADate", dateText);
      else problem(row, columns.date, "noDate");
      continue;
    }

    if (money.kind === "problem") {
      problem(row, money.column, money.key, money.text);
      continue;
    }
    if (money.kind === "none") {
      if (CARRIED_BALANCE.test(narration)) continue;
      const where = columns.money.kind === "split" ? columns.money.credit : columns.money.amount;
      problem(row, where, "noAmount");
      continue;
    }

    const referenceText = columns.reference === null ? "" : (texts[columns.reference] ?? "");
    lines.push({
      row,
      date,
      narration,
      reference: /^[\s-]*$/.test(referenceText) ? null : referenceText,
      credit: money.side === "credit" ? money.paise : 0,
      debit: money.side === "debit" ? money.paise : 0,
      utr: null,
      payerName: null,
      payerVpa: null,
    });
    previousRow = row;
  }

  if (problems.length === 0 && lines.length === 0) {
    problems.push({ row: header.index + 1, column: null, ...said("noLines", String(header.index + 1)) });
  }
  if (problems.length > 0) return { ok: false, code: "unreadable", problems };
  for (const line of lines) {
    const upi = readUpiNarration(line.narration);
    line.utr = upi.utr ?? utrFromReference(line.reference);
    line.payerName = upi.payerName;
    line.payerVpa = upi.payerVpa;
  }
  return { ok: true, format: header.format, lines };
}

type Money =
  | { kind: "none" }
  | { kind: "line"; side: Side; paise: number }
  | { kind: "problem"; column: number; key: RowProblemKey; text?: string };

/** The problems of one row, whose text starts with the row and the column. */
type RowProblemKey =
  | "notADate"
  | "noDate"
  | "noAmount"
  | "notAnAmount"
  | "amountTooLarge"
  | "negativeCredit"
  | "negativeDebit"
  | "debitInCreditColumn"
  | "creditInDebitColumn"
  | "bothSides"
  | "notDrCr"
  | "negativeWithDrCr";

function amountProblem(reading: AmountReading, cell: Cell, column: number): Money | null {
  if (reading.kind === "bad")
    return {
      kind: "problem",
      column,
      key: reading.reason === "is too large" ? "amountTooLarge" : "notAnAmount",
      text: cellText(cell),
    };
  return null;
}

function readMoney(cells: Cell[], columns: Columns): Money {
  const cell = (index: number) => cells[index] ?? null;
  if (columns.money.kind === "split") {
    const { credit, debit } = columns.money;
    const readings: [Side, number, AmountReading][] = [
      ["credit", credit, readAmount(cell(credit))],
      ["debit", debit, readAmount(cell(debit))],
    ];
    const found: { side: Side; paise: number; column: number }[] = [];
    for (const [side, column, reading] of readings) {
      const bad = amountProblem(reading, cell(column), column);
      if (bad) return bad;
      if (reading.kind !== "amount") continue;
      if (reading.negative) {
        return {
          kind: "problem",
          column,
          key: side === "credit" ? "negativeCredit" : "negativeDebit",
          text: cellText(cell(column)),
        };
      }
      if (reading.side !== null && reading.side !== side) {
        return {
          kind: "problem",
          column,
          key: side === "credit" ? "debitInCreditColumn" : "creditInDebitColumn",
          text: cellText(cell(column)),
        };
      }
      found.push({ side, paise: reading.paise, column });
    }
    const [first, second] = found;
    if (!first) return { kind: "none" };
    if (second) return { kind: "problem", column: second.column, key: "bothSides" };
    return { kind: "line", side: first.side, paise: first.paise };
  }

  const { amount, drCr } = columns.money;
  const reading = readAmount(cell(amount));
  const bad = amountProblem(reading, cell(amount), amount);
  if (bad) return bad;
  if (reading.kind !== "amount") return { kind: "none" };
  if (drCr !== null) {
    const side = readSide(cellText(cell(drCr))) ?? reading.side;
    if (side === null) {
      return { kind: "problem", column: drCr, key: "notDrCr", text: cellText(cell(drCr)) };
    }
    if (reading.negative) {
      return { kind: "problem", column: amount, key: "negativeWithDrCr", text: cellText(cell(amount)) };
    }
    return { kind: "line", side, paise: reading.paise };
  }
  // One signed amount column (an admin's mapping): a minus, brackets or "Dr" is money out.
  const side: Side = reading.side ?? (reading.negative ? "debit" : "credit");
  return { kind: "line", side, paise: reading.paise };
}
