import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// Reading what the product mailed, for tests: a small MIME parser, enough for the messages nodemailer writes for us
// (multipart/mixed > multipart/alternative > text/plain + text/html, quoted-printable or base64,
// RFC 2047 encoded headers, RFC 2231 file names), over the outbox folder (src/server/lib/mailer.ts
// writes it when SMTP_URL is unset) or the raw messages the local SMTP server receives (smtp.ts).

export interface ParsedEmail {
  to: string;
  subject: string;
  /** The Message-ID header, as written (with its angle brackets). */
  messageId: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface OutboxEmail extends ParsedEmail {
  /** Absolute path of the .eml file. */
  file: string;
}

/** Every message in the outbox, oldest first. A missing folder is an empty outbox. */
export async function readOutbox(outboxDir: string): Promise<OutboxEmail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".eml") && !name.startsWith(".")).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      return { file, ...parseEmail(await readFile(file)) };
    }),
  );
}

/** Parses one raw RFC 822 message as written by nodemailer (the outbox, or what an SMTP server got). */
export function parseEmail(raw: Buffer | string): ParsedEmail {
  const source =
    typeof raw === "string" ? Buffer.from(raw, "utf8").toString("latin1") : raw.toString("latin1");
  const root = parseEntity(source);
  const result: ParsedEmail = {
    to: decodeHeader(root.headers.get("to") ?? ""),
    subject: decodeHeader(root.headers.get("subject") ?? ""),
    messageId: root.headers.get("message-id") ?? "",
    text: "",
    html: "",
    attachments: [],
  };
  const found = { text: false, html: false };
  walk(root, result, found);
  return result;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

/** Works on "binary" strings (one char per byte) so that 8-bit bodies survive until charset decoding. */
function parseEntity(source: string): Entity {
  const match = /\r?\n\r?\n/.exec(source);
  const startsBlank = /^\r?\n/.test(source);
  const head = startsBlank ? "" : match ? source.slice(0, match.index) : source;
  const body = startsBlank
    ? source.replace(/^\r?\n/, "")
    : match
      ? source.slice(match.index + match[0].length)
      : "";
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n(?=[ \t])/g, "");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function walk(entity: Entity, result: ParsedEmail, found: { text: boolean; html: boolean }): void {
  const type = parseParams(entity.headers.get("content-type") ?? "text/plain; charset=us-ascii");
  const mime = type.value.toLowerCase();
  if (mime.startsWith("multipart/")) {
    const boundary = type.params.get("boundary");
    if (!boundary) return;
    for (const part of splitMultipart(entity.body, boundary)) walk(parseEntity(part), result, found);
    return;
  }
  const content = decodeTransfer(entity.body, entity.headers.get("content-transfer-encoding") ?? "7bit");
  const disposition = parseParams(entity.headers.get("content-disposition") ?? "");
  const filename = disposition.params.get("filename") ?? type.params.get("name");
  const isAttachment = disposition.value.toLowerCase() === "attachment" || filename !== undefined;
  const charset = type.params.get("charset") ?? "utf-8";
  if (!isAttachment && mime === "text/plain" && !found.text) {
    result.text = decodeCharset(content, charset).replace(/\r\n/g, "\n");
    found.text = true;
  } else if (!isAttachment && mime === "text/html" && !found.html) {
    result.html = decodeCharset(content, charset).replace(/\r\n/g, "\n");
    found.html = true;
  } else {
    result.attachments.push({ filename: filename ?? "", contentType: mime, content });
  }
}

function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, "g");
  const parts: string[] = [];
  let start = -1;
  for (let match = delimiter.exec(body); match; match = delimiter.exec(body)) {
    if (start >= 0) parts.push(body.slice(start, match.index));
    if (match[1]) break;
    start = delimiter.lastIndex;
  }
  return parts;
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/[ \t]+(?=\r?\n)/g, "")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "latin1");
  }
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

/** `text/plain; charset="utf-8"` → value and lower-cased parameter names; RFC 2231 continuations joined. */
function parseParams(header: string): { value: string; params: Map<string, string> } {
  const [value = "", ...rest] = splitOutsideQuotes(header, ";");
  const pieces = new Map<string, { extended: boolean; parts: string[] }>();
  for (const raw of rest) {
    const eq = raw.indexOf("=");
    if (eq <= 0) continue;
    const key = raw.slice(0, eq).trim().toLowerCase();
    let val = raw.slice(eq + 1).trim();
    if (val.startsWith('"') && val.endsWith('"')) val = val.slice(1, -1).replace(/\\(.)/g, "$1");
    const m = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(key);
    if (!m) continue;
    const name = m[1] as string;
    const index = m[2] === undefined ? 0 : Number(m[2]);
    const entry = pieces.get(name) ?? { extended: false, parts: [] };
    entry.parts[index] = val;
    if (m[3] && index === 0) entry.extended = true;
    pieces.set(name, entry);
  }
  const params = new Map<string, string>();
  for (const [name, { extended, parts }] of pieces) {
    const joined = parts.join("");
    if (!extended) {
      params.set(name, decodeHeader(joined));
      continue;
    }
    const m = /^([^']*)'[^']*'(.*)$/.exec(joined);
    const charset = m?.[1] || "utf-8";
    const encoded = m ? (m[2] as string) : joined;
    const bytes = Buffer.from(
      encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
      "latin1",
    );
    params.set(name, decodeCharset(bytes, charset));
  }
  return { value: value.trim(), params };
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === "\\" && quoted) {
      current += ch + (text[i + 1] ?? "");
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
      current += ch;
    } else if (ch === separator && !quoted) {
      out.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  out.push(current);
  return out;
}

/**
 * Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). Adjacent encoded words are
 * joined as bytes before decoding, since a multi-byte character may be split between two of them.
 */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  let out = "";
  let last = 0;
  let run: { charset: string; bytes: Buffer[] } | null = null;
  const flush = () => {
    if (run) out += decodeCharset(Buffer.concat(run.bytes), run.charset);
    run = null;
  };
  for (let match = word.exec(value); match; match = word.exec(value)) {
    const between = value.slice(last, match.index);
    const [, rawCharset = "utf-8", encoding = "Q", text = ""] = match;
    const charset = rawCharset.split("*")[0] as string;
    if (!(run && /^\s*$/.test(between))) {
      flush();
      out += Buffer.from(between, "latin1").toString("utf8");
    }
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          );
    const current = run as { charset: string; bytes: Buffer[] } | null;
    if (current && current.charset.toLowerCase() === charset.toLowerCase()) {
      current.bytes.push(bytes);
    } else {
      flush();
      run = { charset, bytes: [bytes] };
    }
    last = word.lastIndex;
  }
  flush();
  out += Buffer.from(value.slice(last), "latin1").toString("utf8");
  return out;
}
