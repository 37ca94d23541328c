/*
 * Reading a statement exported as text: RFC 4180 CSV (quoted fields, "" inside quotes, commas and
 * line breaks inside quotes, CRLF or LF), also separated by ";" (a European spreadsheet's CSV),
 * tabs (Excel's "Unicode text", HDFC's delimited text) or "|", in UTF-8 with or without a BOM,
 * UTF-16 with a BOM, or Windows-1252. Lenient where Excel is: a quote inside an unquoted field is
 * just a character.
 */

/** The text of the file, or null when it is not text (a binary file that is not an XLSX). */
export function decodeText(bytes: Buffer): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else {
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      // Not UTF-8: Excel on Windows saves CSV in the ANSI code page.
      text = new TextDecoder("windows-1252").decode(body);
    }
  }
  // Text files have no control characters but tab, CR, LF (and a form feed at a page break).
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return null;
    const allowed = code === 9 || code === 10 || code === 12 || code === 13;
    if ((code < 32 && !allowed) || code === 0x7f || code === 0xfffd) controls++;
  }
  if (controls > text.length / 200) return null;
  return text;
}

export interface CsvTable {
  /** The records, row 1 first; every field as written (unquoted, not trimmed). */
  rows: string[][];
  /** The row where a quoted field starts and is never closed, if any. */
  unclosedQuoteRow: number | null;
  /** True when the file has more rows than the limit (the rest was not read). */
  truncated: boolean;
}

const DELIMITERS = [",", "\t", ";", "|"] as const;

function tokenize(text: string, delimiter: string, maxRows: number): CsvTable {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let atFieldStart = true;
  let quoteRow: number | null = null;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = "";
    atFieldStart = true;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        quoteRow = null;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && atFieldStart) {
      quoted = true;
      quoteRow = rows.length + 1;
      atFieldStart = false;
    } else if (ch === delimiter) {
      row.push(field);
      field = "";
      atFieldStart = true;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
      if (rows.length > maxRows) return { rows, unclosedQuoteRow: null, truncated: true };
    } else {
      // Spaces before an opening quote (`, "a,b"`) still open it, as spreadsheets read them.
      if (!(ch === " " && atFieldStart && field.trim() === "")) atFieldStart = false;
      field += ch;
    }
    i++;
  }
  if (field !== "" || row.length > 0) endRow();
  return { rows, unclosedQuoteRow: quoted ? quoteRow : null, truncated: false };
}

/** The separator that splits the first rows into the most columns consistently. */
function sniffDelimiter(text: string): string {
  const sample = text.slice(0, 64 * 1024);
  let best: string = ",";
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const { rows } = tokenize(sample, delimiter, 60);
    const widths = rows.map((r) => r.filter((f) => f.trim() !== "").length).filter((n) => n >= 3);
    // Rows of three or more filled fields, weighted by how often the commonest width repeats.
    const counts = new Map<number, number>();
    for (const w of widths) counts.set(w, (counts.get(w) ?? 0) + 1);
    const score = widths.length + Math.max(0, ...counts.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export function readCsv(text: string, maxRows: number): CsvTable {
  return tokenize(text, sniffDelimiter(text), maxRows);
}
