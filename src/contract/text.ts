import { z } from "zod";

/**
 * The one rule for people's texts (docs/product.md §5). A name, a title, a subject, a question is one
 * line: names and titles go into email subjects and headers, calendar files and page heads, where a
 * line break starts a new header and the invisible characters below hide or reorder what a reader
 * sees. A multi-line text (a description, a bio, an answer, feedback) keeps its line breaks and
 * refuses the rest.
 */
export const TEXT_MESSAGES = {
  singleLine: "Use a single line of text.",
  controlCharacters: "This text contains invisible control characters. Please remove them.",
} as const;

// The characters refused: C0 and C1 controls (except the line breaks a multi-line text keeps), the
// line and paragraph separators, and the bidirectional overrides, embeddings and isolates that can
// make "gpj.exe" read as "exe.jpg". NUL is not here: it has its own rule for every field of every
// request (http/nul-guard.ts), with its own message.
const INVISIBLE = "\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";
const SINGLE_LINE = new RegExp(`^[^\\u0001-\\u001F${INVISIBLE}]*$`);
const MULTI_LINE = new RegExp(`^[^\\u0001-\\u0009\\u000B\\u000C\\u000E-\\u001F${INVISIBLE}]*$`);

/** Whether a text is one line with none of the refused characters. */
export const isSingleLine = (text: string): boolean => SINGLE_LINE.test(text);

/** Whether a text has none of the refused characters, line breaks (\n, \r) aside. */
export const isPlainMultiLine = (text: string): boolean => MULTI_LINE.test(text);

/**
 * A tab becomes a space: it is what a paste from a spreadsheet or a document brings, invisible to the
 * person who typed it, and as a space it does no harm anywhere. Every other control is refused.
 */
const tabsAsSpaces = (text: string) => text.replace(/\t/g, " ");

/**
 * A name, title or subject: tabs as spaces, trimmed, one line, no control, separator or bidi
 * character. Chain the field's own limits after it: `singleLineText().min(1, ...).max(120)`.
 */
export function singleLineText(): z.ZodString {
  return z.string().overwrite(tabsAsSpaces).trim().regex(SINGLE_LINE, TEXT_MESSAGES.singleLine);
}

/** A description, bio, answer or feedback: tabs as spaces, trimmed; line breaks kept, the other controls refused. */
export function multiLineText(): z.ZodString {
  return z.string().overwrite(tabsAsSpaces).trim().regex(MULTI_LINE, TEXT_MESSAGES.controlCharacters);
}
