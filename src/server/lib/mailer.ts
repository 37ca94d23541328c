import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

/**
 * Outgoing email, one message at a time: over SMTP when SMTP_URL is set, otherwise as one `.eml`
 * file (the full RFC 822 message, text and HTML parts) in the outbox folder, with a log line naming
 * the file, so that password resets and invitations work on a bare machine.
 *
 * This is only the transport. What to send is recorded in the database's email outbox in the
 * transaction that causes it, and a job delivers it through here with retries (modules/outbox).
 * Each message carries the stable Message-ID of its outbox row, and its outbox file is named after
 * that row, so delivering the same row again never makes a second message: the file is rewritten,
 * and a mail client recognises the Message-ID.
 */

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface MessageToDeliver extends OutgoingEmail {
  /** The outbox row's id: the Message-ID's local part and the outbox file's name. */
  id: string;
  /** When the row was recorded (the outbox files sort by it). */
  createdAt: Date;
}

/** The part of a pino logger the transport uses. */
export interface MailerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL; without it messages are written to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `Toppers Connect <no-reply@example.in>`. */
  from: string;
  outboxDir: string;
  logger: MailerLogger;
}

export interface MailTransport {
  /** Delivers one message; throws a DeliveryError (permanent or not) when it cannot. */
  deliver(message: MessageToDeliver): Promise<void>;
  close(): void;
}

/** A failed delivery. `permanent`: it would fail the same way every time (an SMTP 5xx answer). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const delivery = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from, options.logger)
    : outboxDelivery(options);
  return {
    async deliver(message) {
      try {
        await delivery.send(message);
      } catch (error) {
        throw new DeliveryError(describeError(error), isPermanent(error));
      }
    },
    close() {
      delivery.close();
    },
  };
}

/** `<id@domain>`, with the domain of the From address. */
export function messageIdOf(from: string, id: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "toppers-connect.local";
  return `<${id}@${domain}>`;
}

interface Delivery {
  send(message: MessageToDeliver): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string, from: string, logger: MailerLogger): Delivery {
  // Options in the URL's query string (e.g. ?connectionTimeout=...) override these defaults, which
  // are shorter than nodemailer's (2 minutes to connect), so that an attempt ends well within its
  // job's time and a dead server does not hold shutdown for long.
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailer(from, message));
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "Email sent");
    },
    close() {
      transport.close();
    },
  };
}

/** nodemailer and its transport, made on the first message rather than at start-up. */
type Nodemailer = typeof import("nodemailer")["default"];

function lazyTransport(make: (nodemailer: Nodemailer) => Transporter) {
  let made: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get(): Promise<Transporter> {
      made ??= import("nodemailer").then((module) => make(module.default));
      return made;
    },
    close(): void {
      if (closed) return;
      closed = true;
      void made?.then((transport) => transport.close());
    },
  };
}

function outboxDelivery({ from, outboxDir, logger }: MailTransportOptions): Delivery {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
  );
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailer(from, message));
      const file = path.join(outboxDir, outboxFileName(message));
      await writeFileAtomic(file, info.message as Buffer);
      // Never the body: it holds reset and invitation links.
      logger.info({ file, to: message.to, subject: message.subject }, "Email written to outbox");
    },
    close() {
      transport.close();
    },
  };
}

function toNodemailer(from: string, message: MessageToDeliver) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdOf(from, message.id),
    date: message.createdAt,
    attachments: message.attachments?.map(({ filename, content, contentType }) => ({
      filename,
      content,
      contentType,
    })),
  };
}

async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  // A leading dot and a .tmp suffix: readers of the outbox skip it until the rename.
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * `2026-05-01T10-15-30.123Z-<id>-reset-your-password.eml`: sorted by when the email was recorded,
 * and the same name every time the same row is delivered.
 */
function outboxFileName(message: MessageToDeliver): string {
  const time = message.createdAt.toISOString().replace(/:/g, "-");
  return `${time}-${message.id}-${slugify(message.subject)}.eml`;
}

function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "message";
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === "string" && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

/**
 * A 5xx answer from the SMTP server (bad recipient, message refused) or a message nodemailer cannot
 * build will fail the same way every time: no retry. Network errors and 4xx answers are retried.
 */
function isPermanent(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return responseCode >= 500;
  return code === "EENVELOPE" || code === "EMESSAGE";
}

// ---------------------------------------------------------------------------------------------
// Reading the outbox: a small MIME parser, enough for the messages nodemailer writes for us
// (multipart/mixed > multipart/alternative > text/plain + text/html, quoted-printable or base64,
// RFC 2047 encoded headers, RFC 2231 file names).
// ---------------------------------------------------------------------------------------------

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
