import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_FOOTER, renderEmail } from "./email-layout";
import { createMailer, type MailerLogger, parseEmail, readOutbox } from "./mailer";

const FROM = "Toppers Connect <no-reply@toppers.example.in>";
const RESET_URL = "https://mentors.example.in/reset-password?token=tok_4f9a2c&next=%2Fdashboard";

interface LogEntry {
  level: "info" | "warn" | "error";
  obj: Record<string, unknown>;
  msg: string;
}

function collectingLogger(): MailerLogger & {
  entries: LogEntry[];
  at(level: LogEntry["level"]): LogEntry[];
} {
  const entries: LogEntry[] = [];
  const log = (level: LogEntry["level"]) => (obj: object, msg: string) =>
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  return {
    entries,
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    at: (level) => entries.filter((entry) => entry.level === level),
  };
}

function resetEmail(to = "priya.sharma@example.in") {
  const { html, text } = renderEmail({
    preheader: "Your link is valid for one hour.",
    heading: "Reset your password",
    paragraphs: [
      "Namaste प्रिया शर्मा,",
      "Someone asked to reset the password of your Toppers Connect account.",
    ],
    action: { label: "Choose a new password", url: RESET_URL },
    footnote: "If you did not ask for this, you can ignore this email.",
  });
  return { to, subject: "Reset your password", text, html };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "tc-mailer-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("renderEmail", () => {
  it("escapes every piece of text in the HTML and keeps it verbatim in the text part", () => {
    const { html, text } = renderEmail({
      preheader: "<b>preview</b>",
      heading: 'Session "Organic <Chemistry>" & more',
      paragraphs: ["<script>alert('x')</script>", "Fee: ₹1,49,999"],
      action: { label: "Pay <now>", url: "https://mentors.example.in/pay?booking=7&ref=TC-7" },
      footnote: "Questions? <reply>",
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("Session &quot;Organic &lt;Chemistry&gt;&quot; &amp; more");
    expect(html).toContain('href="https://mentors.example.in/pay?booking=7&amp;ref=TC-7"');
    expect(html).toContain("Pay &lt;now&gt;");
    expect(html).toContain("&lt;b&gt;preview&lt;/b&gt;");
    expect(html).toContain("Toppers Connect");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain(EMAIL_FOOTER);

    expect(text).toContain('Session "Organic <Chemistry>" & more');
    expect(text).toContain("<script>alert('x')</script>");
    expect(text).toContain("Fee: ₹1,49,999");
    expect(text.split("\n")).toContain("https://mentors.example.in/pay?booking=7&ref=TC-7");
    expect(text).toContain("Questions? <reply>");
    expect(text.trimEnd().endsWith(EMAIL_FOOTER)).toBe(true);
  });

  it("refuses an action link that is not http(s)", () => {
    expect(() =>
      renderEmail({ heading: "Hi", paragraphs: [], action: { label: "Go", url: "javascript:alert(1)" } }),
    ).toThrow(/http/);
  });
});

describe("mailer without SMTP: the outbox", () => {
  it("writes one .eml file with both parts, logs the file but not the body", async () => {
    const lines: string[] = [];
    const logger = pino(
      { base: null },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const outboxDir = path.join(dir, "outbox"); // does not exist yet
    const mailer = createMailer({ from: FROM, outboxDir, logger });
    mailer.send(resetEmail());
    await mailer.flush();

    const names = await readdir(outboxDir);
    expect(names).toHaveLength(1);
    const [name] = names as [string];
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{6}-reset-your-password\.eml$/);

    const raw = await readFile(path.join(outboxDir, name), "latin1");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);
    expect(raw).toMatch(/^From: Toppers Connect <no-reply@toppers\.example\.in>/m);

    const [mail] = await readOutbox(outboxDir);
    expect(mail).toMatchObject({
      file: path.join(outboxDir, name),
      to: "priya.sharma@example.in",
      subject: "Reset your password",
    });
    expect(mail?.text.split("\n")).toContain(RESET_URL);
    expect(mail?.text).toContain("Namaste प्रिया शर्मा,");
    expect(mail?.html).toContain(`href="${RESET_URL.replace(/&/g, "&amp;")}"`);
    expect(mail?.html).toContain("Namaste प्रिया शर्मा,");

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      file: path.join(outboxDir, name),
      to: "priya.sharma@example.in",
      subject: "Reset your password",
    });
    expect(lines.join("")).not.toContain("tok_4f9a2c");
  });

  it("reads back UTF-8 subjects and names, attachments, and keeps send order", async () => {
    const logger = collectingLogger();
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ from: FROM, outboxDir, logger });
    const longSubject = `Payment approved: ₹1,49,999 for “भौतिकी — Rotational Motion” with अनन्या गुप्ता ${"✓".repeat(30)}`;
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:भौतिकी\r\nEND:VCALENDAR\r\n";
    mailer.send({ to: "first@example.in", subject: "First", text: "one", html: "<p>one</p>" });
    mailer.send({
      to: '"अनन्या गुप्ता" <ananya@example.in>',
      subject: longSubject,
      text: "Your payment of ₹1,49,999 is approved.\nJoin at https://mentors.example.in/sessions/42",
      html: "<p>Your payment of ₹1,49,999 is approved.</p>",
      attachments: [{ filename: "session-रसायन.ics", content: ics, contentType: "text/calendar" }],
    });
    mailer.send({ to: "third@example.in", subject: "Third", text: "three", html: "<p>three</p>" });
    await mailer.flush();

    const mails = await readOutbox(outboxDir);
    expect(mails.map((m) => m.subject)).toEqual(["First", longSubject, "Third"]);
    const approved = mails[1];
    expect(approved?.to).toBe("अनन्या गुप्ता <ananya@example.in>");
    expect(approved?.text).toBe(
      "Your payment of ₹1,49,999 is approved.\nJoin at https://mentors.example.in/sessions/42",
    );
    expect(approved?.html).toBe("<p>Your payment of ₹1,49,999 is approved.</p>");
    expect(approved?.attachments).toHaveLength(1);
    expect(approved?.attachments[0]?.filename).toBe("session-रसायन.ics");
    expect(approved?.attachments[0]?.contentType).toBe("text/calendar");
    expect(approved?.attachments[0]?.content.toString("utf8")).toBe(ics);
    expect(path.basename(approved?.file ?? "")).toMatch(
      /-payment-approved-1-49-999-for-rotational-motion-with/,
    );

    expect(logger.at("info")).toHaveLength(3);
    expect(logger.at("warn")).toHaveLength(0);
    expect(await readdir(outboxDir)).toHaveLength(3); // no temp files left behind
  });

  it("reads back exactly what was sent, for subjects and bodies in Indian scripts and emoji", async () => {
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ from: FROM, outboxDir, logger: collectingLogger() });
    const sent = [
      ["Payment approved: ₹1,49,999", "Amount: ₹1,49,999\nReference: TC-2025-0042"],
      ["Session with Dr. अनन्या गुप्ता (AIR 12, NEET 2025) — tomorrow 7:00 pm IST", "नमस्ते ".repeat(120)],
      ["தமிழ் தேர்வு — ₹999 ✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓", "Tab\there, = signs = and a trailing space \nnext line"],
      ["Emoji 🎉🚀 and “quotes”", ".\n..a line starting with dots\n."],
      [`${"x".repeat(200)} ₹ ${"y".repeat(100)}`, "https://mentors.example.in/a?b=c&d=e"],
    ] as const;
    for (const [subject, text] of sent)
      mailer.send({ to: "r@example.in", subject, text, html: `<p>${text}</p>` });
    await mailer.flush();
    const mails = await readOutbox(outboxDir);
    expect(mails.map(({ subject, text, html }) => [subject, text, html])).toEqual(
      sent.map(([subject, text]) => [subject, text, `<p>${text}</p>`]),
    );
  });

  it("treats a missing outbox folder as empty", async () => {
    expect(await readOutbox(path.join(dir, "nothing-here"))).toEqual([]);
  });

  it("never throws from send, even for a message it cannot send", async () => {
    const logger = collectingLogger();
    const mailer = createMailer({
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger,
      retry: { attempts: 3, baseDelayMs: 5 },
    });
    expect(() => mailer.send({ to: "", subject: "Nobody", text: "x", html: "x" })).not.toThrow();
    await mailer.flush();
    expect(logger.at("error")).toHaveLength(1); // a message with no recipient is dropped at once
    expect(logger.at("error")[0]?.obj).toMatchObject({ subject: "Nobody" });
    expect(await readOutbox(path.join(dir, "outbox"))).toEqual([]);
  });

  it("retries when the outbox cannot be written, then gives up with an error", async () => {
    const logger = collectingLogger();
    // A file where the folder should be: every write fails.
    const blocked = path.join(dir, "blocked");
    await import("node:fs/promises").then((fs) => fs.writeFile(blocked, "not a folder"));
    const mailer = createMailer({
      from: FROM,
      outboxDir: path.join(blocked, "outbox"),
      logger,
      retry: { attempts: 3, baseDelayMs: 5 },
    });
    mailer.send(resetEmail());
    await mailer.flush();
    expect(logger.at("warn")).toHaveLength(2);
    expect(logger.at("error")).toHaveLength(1);
    expect(logger.at("error")[0]?.obj).toMatchObject({ to: "priya.sharma@example.in", attempts: 3 });
  });

  it("close flushes pending mail, then drops later mail with an error log", async () => {
    const logger = collectingLogger();
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ from: FROM, outboxDir, logger });
    mailer.send(resetEmail());
    await mailer.close();
    expect(await readOutbox(outboxDir)).toHaveLength(1);
    mailer.send(resetEmail("late@example.in"));
    await mailer.flush();
    expect(await readOutbox(outboxDir)).toHaveLength(1);
    expect(logger.at("error")[0]?.obj).toMatchObject({ to: "late@example.in" });
  });
});

interface Received {
  rcptTo: string[];
  raw: Buffer;
}

/** A real SMTP server on 127.0.0.1; `reject` may refuse a delivery attempt (1-based) with an error. */
async function startSmtp(reject?: (attempt: number) => Error | undefined) {
  const received: Received[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts++;
        const error = reject?.(attempts);
        if (error) {
          callback(error);
          return;
        }
        received.push({ rcptTo: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

describe("mailer over SMTP", () => {
  it("delivers the message with both parts to a real SMTP server", async () => {
    const smtp = await startSmtp();
    const logger = collectingLogger();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger,
    });
    try {
      mailer.send({ ...resetEmail(), subject: "Reset your password, प्रिया — ₹0 to pay" });
      await mailer.flush();
    } finally {
      await mailer.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received as [Received];
    expect(message.rcptTo).toEqual(["priya.sharma@example.in"]);
    const mail = parseEmail(message.raw);
    expect(mail.to).toBe("priya.sharma@example.in");
    expect(mail.subject).toBe("Reset your password, प्रिया — ₹0 to pay");
    expect(mail.text.split("\n")).toContain(RESET_URL);
    expect(mail.html).toContain("Choose a new password");
    expect(mail.html).toContain("Namaste प्रिया शर्मा,");
    expect(logger.at("info")).toHaveLength(1);
    expect(logger.at("info")[0]?.obj).toMatchObject({ to: "priya.sharma@example.in" });
    expect(await readOutbox(path.join(dir, "outbox"))).toEqual([]); // nothing written to the outbox
  });

  it("retries after the server refuses with a temporary error, and delivers", async () => {
    const smtp = await startSmtp((attempt) =>
      attempt <= 2 ? smtpError("Mailbox busy, try again later", 451) : undefined,
    );
    const logger = collectingLogger();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger,
      retry: { attempts: 5, baseDelayMs: 20 },
    });
    try {
      mailer.send(resetEmail());
      await mailer.flush();
    } finally {
      await mailer.close();
      await smtp.close();
    }
    expect(smtp.attempts()).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(parseEmail((smtp.received[0] as Received).raw).subject).toBe("Reset your password");
    expect(logger.at("warn")).toHaveLength(2);
    expect(logger.at("warn")[0]?.obj).toMatchObject({
      to: "priya.sharma@example.in",
      attempt: 1,
      retryInMs: 20,
    });
    expect(logger.at("warn")[1]?.obj).toMatchObject({ attempt: 2, retryInMs: 40 });
    expect(logger.at("error")).toHaveLength(0);
    expect(logger.at("info")).toHaveLength(1);
  });

  it("does not retry a permanent refusal", async () => {
    const smtp = await startSmtp(() => smtpError("Message refused", 550));
    const logger = collectingLogger();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger,
      retry: { attempts: 5, baseDelayMs: 20 },
    });
    try {
      mailer.send(resetEmail());
      await mailer.flush();
    } finally {
      await mailer.close();
      await smtp.close();
    }
    expect(smtp.attempts()).toBe(1);
    expect(logger.at("warn")).toHaveLength(0);
    expect(logger.at("error")).toHaveLength(1);
    expect(String(logger.at("error")[0]?.obj.err)).toContain("Message refused");
  });

  it("returns at once when SMTP is unreachable, and gives up after the retries", async () => {
    const port = await closedPort();
    const logger = collectingLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger,
      retry: { attempts: 3, baseDelayMs: 20 },
    });
    const started = performance.now();
    mailer.send(resetEmail());
    const sendTook = performance.now() - started;
    expect(sendTook).toBeLessThan(50);
    expect(logger.entries).toHaveLength(0); // nothing has been tried yet

    await mailer.flush();
    await mailer.close();
    expect(logger.at("warn")).toHaveLength(2);
    expect(logger.at("error")).toHaveLength(1);
    expect(logger.at("error")[0]?.obj).toMatchObject({
      to: "priya.sharma@example.in",
      subject: "Reset your password",
      attempts: 3,
    });
    expect(String(logger.at("error")[0]?.obj.err)).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(logger.entries)).not.toContain("tok_4f9a2c");
  });
});

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
