import path from "node:path";
import { signedIn } from "@test-support/accounts";
import { type OutboxEmail, readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { book, decide, newSession, proofImage, tomorrow } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestContext;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

const PUBLIC_URL = "https://toppers.example.in";

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());

async function mailsTo(email: string): Promise<OutboxEmail[]> {
  await deliverEmails(t.app);
  return (await readOutbox(path.join(t.config.dataDir, "outbox"))).filter((m) => m.to.includes(email));
}

/** The iCalendar text with its folded lines joined again. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const property = (ics: string, name: string) =>
  unfold(ics)
    .split("\r\n")
    .filter((line) => line.startsWith(name));

/** A fresh session, a student who booked it, and what the booking answered. */
async function booked(overrides: Record<string, unknown> = {}) {
  const session = await newSession(t.app, mentor.cookie, {
    title: "JEE Maths: Definite Integrals & Area <Under> Curves",
    price: 100_000,
    time: "21:00",
    durationMinutes: 120,
    ...overrides,
  });
  const student = await signedIn(t.app, "student", "Meera Nair");
  const res = await book(t.app, student.cookie, session.id, proof);
  expect(res.statusCode, res.body).toBe(201);
  const { paymentId, bookingId } = res.json() as { paymentId: string; bookingId: string };
  const detail = (
    await t.app.inject({
      method: "GET",
      url: `/api/payments/${paymentId}`,
      headers: { cookie: admin.cookie },
    })
  ).json() as { reference: string };
  return { session, student, paymentId, bookingId, reference: detail.reference };
}

describe("booking emails", () => {
  it("tells the student once that the booking is received, with the amount in rupees and the reference", async () => {
    const { session, student, reference } = await booked();
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(
      "Booking received: JEE Maths: Definite Integrals & Area <Under> Curves (payment verification pending)",
    );
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain("Meera Nair");
      // en-IN grouping: lakh, not hundred thousand.
      expect(body).toContain("₹1,00,000");
      expect(body).toContain(reference);
    }
    expect(mail?.text).toContain(session.title);
    // A title is text, never markup in the email.
    expect(mail?.html).toContain("Definite Integrals &amp; Area &lt;Under&gt; Curves");
    expect(mail?.html).not.toContain("<Under>");
    expect(mail?.attachments).toEqual([]);
    // Nobody else is told about the student's payment.
    const all = await readOutbox(path.join(t.config.dataDir, "outbox"));
    expect(all.filter((m) => m.to.includes(mentor.email))).toHaveLength(0);
  });

  it("on approval sends the calendar invitation at the session's IST time with the live-session link", async () => {
    const { session, student, paymentId, bookingId, reference } = await booked();
    expect((await decide(t.app, admin.cookie, paymentId, "paid")).statusCode).toBe(200);
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(2);
    const approved = mails[1];
    expect(approved?.subject).toBe(`Payment verified: you're booked for ${session.title}`);
    const joinUrl = `${PUBLIC_URL}/live-session/${session.id}`;
    expect(approved?.text).toContain(joinUrl);
    expect(approved?.text).toContain(reference);
    expect(approved?.text).toContain("₹1,00,000");

    // The calendar invitation, and the receipt's PDF (docs/decisions/027).
    expect(approved?.attachments.map((a) => a.contentType.split(";")[0])).toEqual([
      "text/calendar",
      "application/pdf",
    ]);
    // The text says the receipt is attached, by the number its PDF is named after.
    const number = /Your receipt (TCR\/\d{4}\/\d{6}) is attached as a PDF\./.exec(approved?.text ?? "")?.[1];
    expect(approved?.attachments[1]?.filename).toBe(`receipt-${number?.replace(/\//g, "-")}.pdf`);
    expect(approved?.html).toContain(`Your receipt ${number} is attached as a PDF.`);
    const ics = approved?.attachments[0];
    expect(ics?.filename).toBe("session.ics");
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const text = ics?.content.toString("utf8") ?? "";
    // The session was posted for 21:00 IST tomorrow (15:30 UTC), for two hours: the file says UTC,
    // the description says IST.
    const day = tomorrow().replace(/-/g, "");
    expect(property(text, "DTSTART:")).toEqual([`DTSTART:${day}T153000Z`]);
    expect(property(text, "DTEND:")).toEqual([`DTEND:${day}T173000Z`]);
    expect(new Date(session.startsAt).toISOString()).toBe(
      new Date(`${tomorrow()}T21:00:00+05:30`).toISOString(),
    );
    expect(property(text, "DESCRIPTION:")[0]).toContain("9:00 pm IST (120 minutes)");
    expect(property(text, "METHOD:")).toEqual(["METHOD:REQUEST"]);
    expect(property(text, "UID:")).toEqual([`UID:${bookingId}@toppers-connect`]);
    expect(property(text, "SEQUENCE:")).toEqual(["SEQUENCE:0"]);
    expect(property(text, "ATTENDEE")[0]).toContain(`mailto:${student.email}`);
    expect(property(text, "URL:")).toEqual([`URL:${joinUrl}`]);
    expect(property(text, "SUMMARY:")[0]).toContain("JEE Maths: Definite Integrals & Area <Under> Curves");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it("on disapproval says the payment was not verified; the same decision again sends nothing", async () => {
    const { session, student, paymentId, reference } = await booked({ price: 499 });
    expect((await decide(t.app, admin.cookie, paymentId, "failed")).json().changed).toBe(true);
    let mails = await mailsTo(student.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Booking received: ${session.title} (payment verification pending)`,
      `Payment not verified: ${session.title}`,
    ]);
    expect(mails[1]?.text).toContain("We could not verify your payment");
    expect(mails[1]?.text).toContain("₹499");
    expect(mails[1]?.text).toContain(reference);
    expect(mails[1]?.attachments).toEqual([]);
    expect(mails[1]?.text).not.toContain("attached as a PDF");

    const repeat = await decide(t.app, admin.cookie, paymentId, "failed");
    expect(repeat.json().changed).toBe(false);
    mails = await mailsTo(student.email);
    expect(mails).toHaveLength(2);

    // Changing the decision back is news again, once.
    expect((await decide(t.app, admin.cookie, paymentId, "paid")).json().changed).toBe(true);
    expect((await decide(t.app, admin.cookie, paymentId, "paid")).json().changed).toBe(false);
    mails = await mailsTo(student.email);
    expect(mails.map((m) => m.subject.split(":")[0])).toEqual([
      "Booking received",
      "Payment not verified",
      "Payment verified",
    ]);
  });

  it("sends nothing for a refused booking or a refused decision", async () => {
    const session = await newSession(t.app, mentor.cookie, { type: "onetoone", price: 299 });
    const first = await signedIn(t.app, "student");
    const second = await signedIn(t.app, "student");
    const { paymentId } = (await book(t.app, first.cookie, session.id, proof)).json();
    expect((await book(t.app, second.cookie, session.id, proof)).statusCode).toBe(409);
    expect(await mailsTo(second.email)).toHaveLength(0);

    // The seat went to nobody else yet; disapprove, let the second student take it, then try to re-approve.
    await decide(t.app, admin.cookie, paymentId, "failed");
    expect((await book(t.app, second.cookie, session.id, proof)).statusCode).toBe(201);
    const before = (await mailsTo(first.email)).length;
    expect((await decide(t.app, admin.cookie, paymentId, "paid")).statusCode).toBe(409);
    expect(await mailsTo(first.email)).toHaveLength(before);
  });

  it("writes to a student who reads in Hindi in Hindi, invitation included", async () => {
    const { session, student, paymentId, reference } = await booked({ title: "NEET Biology: Genetics" });
    // The student chose Hindi after signing up: every email from now on is in Hindi.
    const chose = await t.app.inject({
      method: "POST",
      url: "/api/language",
      payload: { language: "hi" },
      headers: { cookie: student.cookie },
    });
    expect(chose.statusCode).toBe(204);
    expect((await decide(t.app, admin.cookie, paymentId, "paid")).statusCode).toBe(200);
    const mails = await mailsTo(student.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Booking received: NEET Biology: Genetics (payment verification pending)",
      "पेमेंट वेरिफ़ाई हो गया: NEET Biology: Genetics के लिए आपकी बुकिंग पक्की है",
    ]);
    const approved = mails[1];
    expect(approved?.html).toContain('<html lang="hi">');
    expect(approved?.text).toContain("नमस्ते Meera Nair,");
    expect(approved?.text).toContain(`₹1,00,000 का आपका पेमेंट (बुकिंग रेफ़रेंस ${reference}) वेरिफ़ाई हो गया है।`);
    // Dates as Hindi readers write them, in IST.
    expect(approved?.text).toMatch(/\d{1,2} [\u0900-\u097F]+॰? \d{4} को 9:00 pm IST \(120 मिनट\)/);
    expect(approved?.text).not.toContain("Hi Meera");
    const ics = approved?.attachments[0]?.content.toString("utf8") ?? "";
    expect(property(ics, "SUMMARY:")[0]).toBe(`SUMMARY:Rohan Mehta के साथ ${session.title} (Toppers Connect)`);
    // The receipt, attached and named in Hindi.
    const number = /आपकी रसीद (TCR\/\d{4}\/\d{6}) इस ईमेल के साथ PDF में लगी है।/.exec(approved?.text ?? "")?.[1];
    expect(number).toBeDefined();
    expect(approved?.attachments[1]).toMatchObject({
      filename: `receipt-${number?.replace(/\//g, "-")}.pdf`,
    });
    expect(approved?.attachments[1]?.contentType).toMatch(/^application\/pdf/);
  });
});
