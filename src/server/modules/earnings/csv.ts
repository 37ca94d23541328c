/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends, a BOM so that Excel reads UTF-8). A cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) is prefixed
 * with ' so that it shows as text: a mentor's name such as "=HYPERLINK(…)" stays a name.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
