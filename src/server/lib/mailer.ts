import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
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

export interface Attachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  /**
   * Made at delivery from a stored record (a receipt's PDF, docs/decisions/027), so that the outbox
   * row stays small: `content` is empty until then.
   */
  generated?: GeneratedAttachment;
}

/** An attachment made at delivery: what it is and the record it is made from. */
export interface GeneratedAttachment {
  kind: "receipt-pdf";
  id: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
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
