import { DECISION_MESSAGES } from "@contract/payments";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { bookWithPayment, decide, newSession, proofImage, startsIn } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentDecisions } from "../../db/schema";
import { HOUR_MS } from "../../lib/clock";
import { decidePayment } from "./decide-payment";

/*
 * Payment decisions made with care (docs/product.md §10.15, docs/decisions/015): a disapproval needs a
 * reason, which is kept and quoted to the student in their language; refunded and forfeited payments
 * are not decided; "Approve and next" finds the next payment awaiting verification.
 */

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let mentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "10000" } });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  admin = await signedIn(t.app, "admin", "Kavya Iyer");
  proof = await proofImage();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** A pending booking of a new session by a new student. */
async function pending(options: { price?: number; title?: string; name?: string } = {}) {
  const session = await newSession(t.app, mentor.cookie, {
    price: options.price ?? 499,
    title: options.title ?? "GATE CSE: Operating Systems",
  });
  const student = await signedIn(t.app, "student", options.name ?? "Asha Verma");
  const booked = await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, proof, "created");
  return { session, student, ...booked };
}

const decisionRows = (paymentId: string) =>
  t.app.db
    .select()
    .from(paymentDecisions)
    .where(eq(paymentDecisions.paymentId, paymentId))
    .orderBy(asc(paymentDecisions.createdAt));

describe("disapproving a payment", () => {
  it("needs a reason: one of the choices, or at least 5 characters of text", async () => {
    const { paymentId } = await pending();
    const url = `/api/payments/${paymentId}/decision`;
    const none = await post(url, admin.cookie, { status: "failed" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain("body.reason");
    expect(none.json().issues).toMatchObject([
      { field: "body.reason", message: DECISION_MESSAGES.reasonRequired },
    ]);

    const unknown = await post(url, admin.cookie, { status: "failed", reason: { code: "looksFake" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("body.reason");

    const short = await post(url, admin.cookie, {
      status: "failed",
      reason: { code: "other", text: "  no  " },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toMatchObject([
      { field: "body.reason.text", message: DECISION_MESSAGES.otherTooShort },
    ]);
    const long = await post(url, admin.cookie, {
      status: "failed",
      reason: { code: "other", text: "x".repeat(301) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toMatchObject([
      { field: "body.reason.text", message: DECISION_MESSAGES.otherTooLong },
    ]);

    const status = await post(url, admin.cookie, { status: "maybe" });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toContain("body.status");

    // Nothing was decided or recorded.
    expect((await get(`/api/payments/${paymentId}`, admin.cookie)).json().status).toBe("created");
    expect(await decisionRows(paymentId)).toEqual([]);
    // Approving needs no reason.
    expect((await post(url, admin.cookie, { status: "paid" })).statusCode).toBe(200);
  });

  it("keeps the reason with the decision and quotes it in the student's email", async () => {
    const { paymentId, student, session } = await pending({ price: 599 });
    const res = await decide(t.app, admin.cookie, paymentId, "failed", { code: "amountMismatch" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "failed", changed: true });
    expect(await decisionRows(paymentId)).toMatchObject([
      { fromStatus: "created", toStatus: "failed", adminId: admin.id, reason: "amountMismatch" },
    ]);
    const mails = (await mailsTo(t.app, student.email)).filter((m) =>
      m.subject.startsWith("Payment not verified"),
    );
    expect(mails.map((m) => m.subject)).toEqual([`Payment not verified: ${session.title}`]);
    expect(mails[0]?.text).toContain("The reason given: The amount does not match");

    // Free text is kept and quoted as written (trimmed).
    const other = await pending({ name: "Dev Patel" });
    const words = "The screenshot shows a payment to another UPI id.";
    expect(
      (await decide(t.app, admin.cookie, other.paymentId, "failed", { code: "other", text: `  ${words} ` }))
        .statusCode,
    ).toBe(200);
    expect((await decisionRows(other.paymentId))[0]?.reason).toBe(words);
    const otherMail = (await mailsTo(t.app, other.student.email)).find((m) =>
      m.subject.startsWith("Payment not verified"),
    );
    expect(otherMail?.text).toContain(`The reason given: ${words}`);
  });

  it("quotes the reason in Hindi to a student who reads Hindi; free text as written", async () => {
    const first = await pending({ name: "Ravi Kumar", title: "NEET Biology: Genetics" });
    const second = await pending({ name: "Sita Rao", title: "NEET Biology: Ecology" });
    for (const { student } of [first, second]) {
      const chose = await post("/api/language", student.cookie, { language: "hi" });
      expect(chose.statusCode).toBe(204);
    }
    await decide(t.app, admin.cookie, first.paymentId, "failed", { code: "utrNotFound" });
    await decide(t.app, admin.cookie, second.paymentId, "failed", { code: "other", text: "रकम ₹100 कम है" });
    const hindi = async (email: string) =>
      (await mailsTo(t.app, email)).find((m) => m.subject.startsWith("पेमेंट वेरिफ़ाई नहीं हुआ"));
    expect((await hindi(first.student.email))?.text).toContain("बताई गई वजह: यह UTR हमारे बैंक स्टेटमेंट में नहीं है");
    expect((await hindi(second.student.email))?.text).toContain("बताई गई वजह: रकम ₹100 कम है");
  });

  it("shows why it was disapproved: to the admin with who and when, to its student without the admin's name", async () => {
    const { paymentId, student, session } = await pending({ name: "Nikhil Joshi" });
    const words = "The proof shows ₹400, not ₹499.";
    await decide(t.app, admin.cookie, paymentId, "failed", { code: "other", text: words });

    const forAdmin = (await get(`/api/payments/${paymentId}`, admin.cookie)).json();
    expect(forAdmin.disapproval).toMatchObject({ reason: words, by: "Kavya Iyer" });
    expect(forAdmin.disapproval.at).toBe(forAdmin.decidedAt);
    const forStudent = (await get(`/api/payments/${paymentId}`, student.cookie)).json();
    expect(forStudent.disapproval).toMatchObject({ reason: words, by: null });
    const card = async () =>
      (
        (await get("/api/me/dashboard", student.cookie)).json().sessions as Array<Record<string, unknown>>
      ).find((s) => (s.session as { id: string }).id === session.id);
    expect(await card()).toMatchObject({ paymentStatus: "failed", disapprovalReason: words });

    // Disapproved again for another reason: the latest one shows; approved, none does.
    await decide(t.app, admin.cookie, paymentId, "paid");
    expect((await get(`/api/payments/${paymentId}`, admin.cookie)).json().disapproval).toBeNull();
    expect((await card())?.disapprovalReason).toBeNull();
    await decide(t.app, admin.cookie, paymentId, "failed", { code: "unreadable" });
    expect((await card())?.disapprovalReason).toBe("unreadable");
    expect((await get(`/api/payments/${paymentId}`, admin.cookie)).json().disapproval.reason).toBe(
      "unreadable",
    );
  });

  it("frees the seat and says so (seat.freed) only when the payment held one", async () => {
    const { paymentId, session } = await pending();
    const first = await decidePayment(t.app.commands, admin.id, paymentId, "failed", "unreadable");
    expect(first.events).toEqual(
      expect.arrayContaining([
        {
          type: "payment.decided",
          sessionId: session.id,
          paymentId,
          from: "created",
          to: "failed",
          reason: "unreadable",
        },
        { type: "seat.freed", sessionId: session.id },
      ]),
    );
    const again = await decidePayment(t.app.commands, admin.id, paymentId, "failed", "unreadable");
    expect(again.events).toEqual([]);
    const approved = await decidePayment(t.app.commands, admin.id, paymentId, "paid");
    expect(approved.events.map((e) => e.type)).toEqual(["payment.decided"]);
  });

  it("refuses to decide a payment kept after a late cancellation", async () => {
    const { paymentId, session, student, bookingId } = await pending();
    await decide(t.app, admin.cookie, paymentId, "paid");
    await startsIn(t.app, session.id, 2 * HOUR_MS);
    const cancelled = await post(`/api/bookings/${bookingId}/cancel`, student.cookie, {});
    expect(cancelled.json().paymentStatus).toBe("forfeited");
    for (const status of ["paid", "failed"]) {
      const res = await decide(t.app, admin.cookie, paymentId, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DECISION_MESSAGES.forfeited);
    }
  });
});

describe("Approve and next", () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "10000" } });
  });
  afterAll(() => own.close());

  it("finds the next payment awaiting verification, oldest first, and null when none is left", async () => {
    const app = own.app;
    const boss = await signedIn(app, "admin");
    const teacher = await signedIn(app, "mentor");
    const session = await newSession(app, teacher.cookie, { seats: 10 });
    const ids: string[] = [];
    for (const name of ["First", "Second", "Third"]) {
      const student = await signedIn(app, "student", name);
      ids.push(
        (await bookWithPayment(app, student.cookie, boss.cookie, session.id, proof, "created")).paymentId,
      );
    }
    const [a, b, c] = ids as [string, string, string];
    const next = async (after?: string, cookie = boss.cookie) => {
      const res = await app.inject({
        method: "GET",
        url: `/api/admin/payments/next-pending${after ? `?after=${after}` : ""}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as string | null;
    };
    expect(await next()).toBe(a);
    expect(await next(a)).toBe(b);
    expect(await next(b)).toBe(c);
    // After the newest, the oldest one still waiting.
    expect(await next(c)).toBe(a);

    // Approve the first and go on: the second; decided ones are skipped.
    expect((await decide(app, boss.cookie, a, "paid")).statusCode).toBe(200);
    expect(await next(a)).toBe(b);
    await decide(app, boss.cookie, b, "failed");
    expect(await next(a)).toBe(c);
    await decide(app, boss.cookie, c, "paid");
    expect(await next(c)).toBeNull();
    expect(await next()).toBeNull();
    expect(await next("no-such-payment")).toBeNull();

    const student = await signedIn(app, "student");
    const refused = await app.inject({
      method: "GET",
      url: "/api/admin/payments/next-pending",
      headers: { cookie: student.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
