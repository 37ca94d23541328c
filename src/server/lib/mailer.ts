import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";

/**
 * Outgoing email. With an SMTP URL, messages go out over SMTP; without one, each message is written
 * as one `.eml` file (the full RFC 822 message, text and HTML parts) into the outbox folder, and a
 * log line names the file — so password resets and invitations work on a bare machine.
 *
 * `send` only queues: a request handler never waits for (or fails because of) a mail server. Failed
 * deliveries are retried with exponential backoff; `flush` waits until the queue is empty.
 */

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

/** The part of a pino logger the mailer uses. */
export interface MailerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it messages are written to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `Toppers Connect <no-reply@example.in>`. */
  from: string;
  outboxDir: string;
  logger: MailerLogger;
  /** Delivery attempts per message (default 5) and the first retry delay, doubled each time (default 500 ms). */
  retry?: { attempts?: number; baseDelayMs?: number };
}

export interface Mailer {
  /** Queues the message and returns at once; never throws. */
  send(message: OutgoingEmail): void;
  /** Resolves when every queued message has been delivered or given up on. */
  flush(): Promise<void>;
  /** Flushes, then closes the transport. Messages sent afterwards are dropped (logged as errors). */
  close(): Promise<void>;
}

interface Job {
  message: OutgoingEmail;
  /** Outbox file name, fixed when queued so the outbox sorts in send order. */
  fileName: string;
  attempt: number;
}

/** How many messages are handed to the transport at once; the rest wait in the queue. */
const PARALLEL_DELIVERIES = 3;

export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const attempts = Math.max(1, options.retry?.attempts ?? 5);
  const baseDelayMs = Math.max(0, options.retry?.baseDelayMs ?? 500);

  const deliver = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from, logger)
    : outboxDelivery(options);

  const queue: Job[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let active = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  let lastStamp = 0;

  const pending = () => queue.length + active + timers.size;

  function settleIfIdle() {
    if (pending() > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    while (active < PARALLEL_DELIVERIES && queue.length > 0) {
      const job = queue.shift() as Job;
      active++;
      void attempt(job).finally(() => {
        active--;
        pump();
        settleIfIdle();
      });
    }
  }

  async function attempt(job: Job): Promise<void> {
    job.attempt++;
    const { to, subject } = job.message;
    try {
      await deliver.send(job);
    } catch (error) {
      const reason = describeError(error);
      const permanent = isPermanent(error);
      if (permanent || job.attempt >= attempts) {
        logger.error(
          { to, subject, attempts: job.attempt, err: reason },
          permanent ? "Email rejected; not retrying" : "Email could not be delivered; giving up",
        );
        return;
      }
      const delay = baseDelayMs * 2 ** (job.attempt - 1);
      logger.warn(
        { to, subject, attempt: job.attempt, retryInMs: delay, err: reason },
        "Email delivery failed; will retry",
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        queue.push(job);
        pump();
      }, delay);
      timers.add(timer);
    }
  }

  function flush(): Promise<void> {
    if (pending() === 0) return Promise.resolve();
    return new Promise<void>((resolve) => idleWaiters.push(resolve));
  }

  return {
    send(message) {
      try {
        if (closed) {
          logger.error({ to: message.to, subject: message.subject }, "Mailer is closed; email dropped");
          return;
        }
        if (typeof message.to !== "string" || message.to.trim() === "") {
          logger.error({ subject: message.subject }, "Email has no recipient; dropped");
          return;
        }
        // Strictly increasing per mailer, so the outbox sorts by name in the order of send calls.
        const stamp = Math.max(Date.now(), lastStamp + 1);
        lastStamp = stamp;
        queue.push({ message, fileName: outboxFileName(stamp, message.subject), attempt: 0 });
        // Deliveries start on a later turn of the event loop: the caller's request finishes first.
        setImmediate(pump);
      } catch (error) {
        logger.error({ err: describeError(error) }, "Email could not be queued");
      }
    },
    flush,
    async close() {
      await flush();
      closed = true;
      deliver.close();
    },
  };
}

interface Delivery {
  send(job: Job): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string, from: string, logger: MailerLogger): Delivery {
  // Options in the URL's query string (e.g. ?connectionTimeout=...) override these defaults, which
  // are shorter than nodemailer's (2 minutes to connect) so that a dead server does not hold
  // shutdown for long.
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    }),
  );
  return {
    async send({ message }) {
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

function outboxDelivery({ from, outboxDir, logger }: MailerOptions): Delivery {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }),
  );
  return {
    async send({ message, fileName }) {
      const info = await (await transport.get()).sendMail(toNodemailer(from, message));
      const file = path.join(outboxDir, fileName);
      await writeFileAtomic(file, info.message as Buffer);
      // Never the body: it holds reset and invitation links.
      logger.info({ file, to: message.to, subject: message.subject }, "Email written to outbox");
    },
    close() {
      transport.close();
    },
  };
}

function toNodemailer(from: string, message: OutgoingEmail) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
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

/** `2026-05-01T10-15-30.123Z-a1b2c3-reset-your-password.eml` */
function outboxFileName(stamp: number, subject: string): string {
  const time = new Date(stamp).toISOString().replace(/:/g, "-");
  return `${time}-${randomBytes(3).toString("hex")}-${slugify(subject)}.eml`;
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
