import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { readOutbox } from "@test-support/email-parser";
import { closedPort, smtpError, startSmtp } from "@test-support/smtp";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderEmail } from "./email-layout";
import { wordsFor } from "./i18n";
import {
  createMailTransport,
  DeliveryError,
  type MailerLogger,
  type MessageToDeliver,
  messageIdOf,
} from "./mailer";

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

let ids = 0;
/** A message as the delivery job hands it over: with its outbox row's id and time. */
function fromOutbox(
  message: Omit<MessageToDeliver, "id" | "createdAt">,
  createdAt = new Date(),
): MessageToDeliver {
  ids++;
  return {
    ...message,
    id: `row${String(ids).padStart(4, "0")}`,
    createdAt: new Date(createdAt.getTime() + ids),
  };
}

function resetEmail(to = "priya.sharma@example.in") {
  const { html, text } = renderEmail(
    {
      preheader: "Your link is valid for one hour.",
      heading: "Reset your password",
      paragraphs: [
        "Namaste प्रिया शर्मा,",
        "Someone asked to reset the password of your Toppers Connect account.",
      ],
      action: { label: "Choose a new password", url: RESET_URL },
      footnote: "If you did not ask for this, you can ignore this email.",
    },
    wordsFor("en"),
  );
  return { to, subject: "Reset your password", text, html };
}

const EMAIL_FOOTER = "Toppers Connect — live mentoring from NEET and IIT-JEE toppers";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "tc-mailer-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("renderEmail", () => {
  it("escapes every piece of text in the HTML and keeps it verbatim in the text part", () => {
    const { html, text } = renderEmail(
      {
        preheader: "<b>preview</b>",
        heading: 'Session "Organic <Chemistry>" & more',
        paragraphs: ["<script>alert('x')</script>", "Fee: ₹1,49,999"],
        action: { label: "Pay <now>", url: "https://mentors.example.in/pay?booking=7&ref=TC-7" },
        footnote: "Questions? <reply>",
      },
      wordsFor("en"),
    );
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
    expect(html).toContain("If the button does not work, copy this link into your browser:");

    expect(text).toContain('Session "Organic <Chemistry>" & more');
    expect(text).toContain("<script>alert('x')</script>");
    expect(text).toContain("Fee: ₹1,49,999");
    expect(text.split("\n")).toContain("https://mentors.example.in/pay?booking=7&ref=TC-7");
    expect(text).toContain("Questions? <reply>");
    expect(text.trimEnd().endsWith(EMAIL_FOOTER)).toBe(true);
  });

  it("speaks the recipient's language: the layout's own words and <html lang> follow it", () => {
    const { html, text } = renderEmail(
      { heading: "पासवर्ड रीसेट करें", paragraphs: ["नमस्ते प्रिया,"], action: { label: "खोलें", url: RESET_URL } },
      wordsFor("hi"),
    );
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("अगर बटन काम न करे, तो यह लिंक कॉपी करके अपने ब्राउज़र में खोलें:");
    expect(text.trimEnd().endsWith("Toppers Connect — NEET और IIT-JEE टॉपर्स से लाइव मेंटरिंग")).toBe(true);
    expect(html).not.toContain("If the button does not work");
  });

  it("refuses an action link that is not http(s)", () => {
    expect(() =>
      renderEmail(
        { heading: "Hi", paragraphs: [], action: { label: "Go", url: "javascript:alert(1)" } },
        wordsFor("en"),
      ),
    ).toThrow(/http/);
  });
});

describe("delivery without SMTP: the outbox folder", () => {
  it("writes one .eml file with both parts and the row's Message-ID, logs the file but not the body", async () => {
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
    const transport = createMailTransport({ from: FROM, outboxDir, logger });
    const message = fromOutbox(resetEmail());
    await transport.deliver(message);

    const names = await readdir(outboxDir);
    expect(names).toEqual([
      `${message.createdAt.toISOString().replace(/:/g, "-")}-${message.id}-reset-your-password.eml`,
    ]);
    const [name] = names as [string];
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
      messageId: `<${message.id}@toppers.example.in>`,
    });
    expect(mail?.text.split("\n")).toContain(RESET_URL);
    expect(mail?.text).toContain("Namaste प्रिया शर्मा,");
    expect(mail?.html).toContain(`href="${RESET_URL.replace(/&/g, "&amp;")}"`);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      file: path.join(outboxDir, name),
      to: "priya.sharma@example.in",
    });
    expect(lines.join("")).not.toContain("tok_4f9a2c");
  });

  it("delivering the same row again rewrites the same file: never a second copy", async () => {
    const outboxDir = path.join(dir, "outbox");
    const transport = createMailTransport({ from: FROM, outboxDir, logger: collectingLogger() });
    const message = fromOutbox(resetEmail());
    await transport.deliver(message);
    await transport.deliver(message);
    await transport.deliver(fromOutbox(resetEmail("someone.else@example.in")));
    const mails = await readOutbox(outboxDir);
    expect(mails.map((m) => m.to)).toEqual(["priya.sharma@example.in", "someone.else@example.in"]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(await readdir(outboxDir)).toHaveLength(2); // and no temporary files left behind
  });

  it("reads back UTF-8 subjects and names, attachments, in the order they were recorded", async () => {
    const outboxDir = path.join(dir, "outbox");
    const transport = createMailTransport({ from: FROM, outboxDir, logger: collectingLogger() });
    const longSubject = `Payment approved: ₹1,49,999 for “भौतिकी — Rotational Motion” with अनन्या गुप्ता ${"✓".repeat(30)}`;
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:भौतिकी\r\nEND:VCALENDAR\r\n";
    const first = fromOutbox({ to: "first@example.in", subject: "First", text: "one", html: "<p>one</p>" });
    const second = fromOutbox({
      to: '"अनन्या गुप्ता" <ananya@example.in>',
      subject: longSubject,
      text: "Your payment of ₹1,49,999 is approved.\nJoin at https://mentors.example.in/sessions/42",
      html: "<p>Your payment of ₹1,49,999 is approved.</p>",
      attachments: [{ filename: "session-रसायन.ics", content: ics, contentType: "text/calendar" }],
    });
    const third = fromOutbox({
      to: "third@example.in",
      subject: "Third",
      text: "three",
      html: "<p>three</p>",
    });
    // Delivered out of order (retries do that): the folder still sorts by when each was recorded.
    await transport.deliver(third);
    await transport.deliver(first);
    await transport.deliver(second);

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
  });

  it("reads back exactly what was sent, for subjects and bodies in Indian scripts and emoji", async () => {
    const outboxDir = path.join(dir, "outbox");
    const transport = createMailTransport({ from: FROM, outboxDir, logger: collectingLogger() });
    const sent = [
      ["Payment approved: ₹1,49,999", "Amount: ₹1,49,999\nReference: TC-2025-0042"],
      ["Session with Dr. अनन्या गुप्ता (AIR 12, NEET 2025) — tomorrow 7:00 pm IST", "नमस्ते ".repeat(120)],
      ["தமிழ் தேர்வு — ₹999 ✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓", "Tab\there, = signs = and a trailing space \nnext line"],
      ["Emoji 🎉🚀 and “quotes”", ".\n..a line starting with dots\n."],
      [`${"x".repeat(200)} ₹ ${"y".repeat(100)}`, "https://mentors.example.in/a?b=c&d=e"],
    ] as const;
    for (const [subject, text] of sent)
      await transport.deliver(fromOutbox({ to: "r@example.in", subject, text, html: `<p>${text}</p>` }));
    const mails = await readOutbox(outboxDir);
    expect(mails.map(({ subject, text, html }) => [subject, text, html])).toEqual(
      sent.map(([subject, text]) => [subject, text, `<p>${text}</p>`]),
    );
  });

  it("treats a missing outbox folder as empty", async () => {
    expect(await readOutbox(path.join(dir, "nothing-here"))).toEqual([]);
  });

  it("fails, as something to retry, when the outbox cannot be written", async () => {
    // A file where the folder should be: every write fails.
    const blocked = path.join(dir, "blocked");
    await writeFile(blocked, "not a folder");
    const transport = createMailTransport({
      from: FROM,
      outboxDir: path.join(blocked, "outbox"),
      logger: collectingLogger(),
    });
    const failure = await transport.deliver(fromOutbox(resetEmail())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).permanent).toBe(false);
  });

  it("names the Message-ID's domain after the sender", () => {
    expect(messageIdOf("Toppers Connect <no-reply@toppers.example.in>", "abc")).toBe(
      "<abc@toppers.example.in>",
    );
    expect(messageIdOf("mail@toppers.in", "abc")).toBe("<abc@toppers.in>");
  });
});

describe("delivery over SMTP", () => {
  it("delivers the message with both parts and its Message-ID to a real SMTP server", async () => {
    const smtp = await startSmtp();
    const logger = collectingLogger();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger,
    });
    const message = fromOutbox({ ...resetEmail(), subject: "Reset your password, प्रिया — ₹0 to pay" });
    try {
      await transport.deliver(message);
    } finally {
      transport.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.rcptTo).toEqual(["priya.sharma@example.in"]);
    expect(mail?.to).toBe("priya.sharma@example.in");
    expect(mail?.messageId).toBe(`<${message.id}@toppers.example.in>`);
    expect(mail?.subject).toBe("Reset your password, प्रिया — ₹0 to pay");
    expect(mail?.text.split("\n")).toContain(RESET_URL);
    expect(mail?.html).toContain("Namaste प्रिया शर्मा,");
    expect(logger.at("info")).toHaveLength(1);
    expect(await readOutbox(path.join(dir, "outbox"))).toEqual([]); // nothing written to the folder
  });

  it("tells a temporary refusal (4xx) from a permanent one (5xx)", async () => {
    const smtp = await startSmtp((attempt) =>
      attempt === 1 ? smtpError("Mailbox busy, try again later", 451) : smtpError("Message refused", 550),
    );
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger: collectingLogger(),
    });
    try {
      const temporary = await transport.deliver(fromOutbox(resetEmail())).catch((e: unknown) => e);
      expect(temporary).toMatchObject({ permanent: false });
      expect(String((temporary as Error).message)).toContain("Mailbox busy");
      const permanent = await transport.deliver(fromOutbox(resetEmail())).catch((e: unknown) => e);
      expect(permanent).toMatchObject({ permanent: true });
      expect(String((permanent as Error).message)).toContain("Message refused");
    } finally {
      transport.close();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(0);
  });

  it("fails, as something to retry, when SMTP is unreachable", async () => {
    const port = await closedPort();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      outboxDir: path.join(dir, "outbox"),
      logger: collectingLogger(),
    });
    const failure = await transport.deliver(fromOutbox(resetEmail())).catch((e: unknown) => e);
    transport.close();
    expect(failure).toMatchObject({ permanent: false });
    expect(String((failure as Error).message)).toMatch(/ECONNREFUSED/);
  });
});
