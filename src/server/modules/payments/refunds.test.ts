import { DECISION_MESSAGES } from "@contract/payments";
import { REFUND_MESSAGES } from "@contract/refunds";
import { MENTOR_NO_SHOW_REASON } from "@contract/sessions";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import {
  bookWithPayment,
  decide,
  newSession,
  proofImage,
  runLifecycle,
  startsIn,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentDecisions, sessions } from "../../db/schema";
import { HOUR_MS, MINUTE_MS } from "../../lib/clock";

/*
 * Refunds (docs/product.md §10.15, docs/decisions/015): the admins' queue of money
 * owed back, oldest first, with why and where it goes; marking one refunded with the refund's UTR,
 * once, recorded with who and when, and emailed to the student; totals that count money kept.
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
afterEach(() => t.clock.reset());

/** A date `n` days from now in IST (YYYY-MM-DD): far enough for an in-time cancellation. */
const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

const call = (method: "GET" | "POST", url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A student's booking of `sessionId`, its payment decided as told. */
async function booking(sessionId: string, status: "created" | "paid", name = "Priya Nair") {
  const student = await signedIn(t.app, "student", name);
  const booked = await bookWithPayment(t.app, student.cookie, admin.cookie, sessionId, proof, status);
  return { ...student, ...booked };
}

/** The student cancels their own booking (optionally giving a refund UPI id). */
async function cancelBooking(student: { cookie: string; bookingId: string }, refundUpiId?: string) {
  const res = await call(
    "POST",
    `/api/bookings/${student.bookingId}/cancel`,
    student.cookie,
    refundUpiId ? { refundUpiId } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { paymentStatus: string };
}

interface QueueRow {
  paymentId: string;
  amount: number;
  refundDueAt: string;
  why: string;
  cancelReason: string | null;
  wasVerified: boolean;
  student: { name: string; email: string; refundUpiId: string | null };
  session: { id: string; title: string };
}

async function queue(pageSize = 50): Promise<{ items: QueueRow[]; total: number }> {
  const res = await call("GET", `/api/admin/refunds?page=1&pageSize=${pageSize}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("the Refunds queue", () => {
  it("lists refund-due payments oldest first, with why, whether verified, and the refund UPI id", async () => {
    const start = Date.now();
    const first = await newSession(t.app, mentor.cookie, {
      date: inDays(4),
      price: 799,
      title: "JEE Maths: Limits",
    });
    const paid = await booking(first.id, "paid", "Priya Nair");
    const pending = await booking(first.id, "created", "Arjun Rao");
    const moved = await booking(first.id, "paid", "Meera Das");

    // The paid student cancels first, with a refund UPI id; an hour later the pending one, without.
    t.clock.set(new Date(start + MINUTE_MS));
    expect((await cancelBooking(paid, "priya@okicici")).paymentStatus).toBe("refund_due");
    t.clock.set(new Date(start + HOUR_MS));
    expect((await cancelBooking(pending)).paymentStatus).toBe("refund_due");
    // The session was moved (a reschedule), then the third student cancelled.
    t.clock.set(new Date(start + 2 * HOUR_MS));
    await t.app.db
      .update(sessions)
      .set({ rescheduledAt: new Date(start + 90 * MINUTE_MS) })
      .where(eq(sessions.id, first.id));
    expect((await cancelBooking(moved, "meera@oksbi")).paymentStatus).toBe("refund_due");

    // A session its mentor never started is cancelled by the system: its paid student is owed.
    const second = await newSession(t.app, mentor.cookie, { price: 299, title: "NEET Biology: Cells" });
    const stranded = await booking(second.id, "paid", "Kabir Shah");
    // A student who cancelled late (the money kept) is owed back once the session itself is cancelled.
    const late = await booking(second.id, "paid", "Nisha Gupta");
    t.clock.set(new Date(new Date(second.startsAt).getTime() - HOUR_MS));
    expect((await cancelBooking(late)).paymentStatus).toBe("forfeited");
    t.clock.set(new Date(new Date(second.startsAt).getTime() + 61 * MINUTE_MS));
    await runLifecycle(t.app);
    t.clock.reset();

    const ours = new Set([
      paid.paymentId,
      pending.paymentId,
      moved.paymentId,
      stranded.paymentId,
      late.paymentId,
    ]);
    const { items, total } = await queue();
    expect(total).toBeGreaterThanOrEqual(4);
    const mine = items.filter((r) => ours.has(r.paymentId));
    expect(mine.map((r) => r.paymentId).slice(0, 3)).toEqual([
      paid.paymentId,
      pending.paymentId,
      moved.paymentId,
    ]);
    // Both of the cancelled session's payments became due at the same instant (the order between them is the id's).
    expect(new Set(mine.slice(3).map((r) => r.paymentId))).toEqual(
      new Set([stranded.paymentId, late.paymentId]),
    );
    // Oldest first across the whole page, too.
    const dues = items.map((r) => r.refundDueAt);
    expect([...dues].sort()).toEqual(dues);
    expect(mine[0]).toMatchObject({
      amount: 799,
      refundDueAt: new Date(start + MINUTE_MS).toISOString(),
      why: "studentCancelled",
      cancelReason: null,
      wasVerified: true,
      student: { name: "Priya Nair", email: paid.email, refundUpiId: "priya@okicici" },
      session: { id: first.id, title: "JEE Maths: Limits" },
    });
    expect(mine[1]).toMatchObject({
      why: "studentCancelled",
      wasVerified: false,
      student: { name: "Arjun Rao", refundUpiId: null },
    });
    expect(mine[2]).toMatchObject({ why: "afterReschedule", wasVerified: true });
    for (const name of ["Kabir Shah", "Nisha Gupta"]) {
      expect(mine.find((r) => r.student.name === name)).toMatchObject({
        amount: 299,
        why: "sessionCancelled",
        cancelReason: MENTOR_NO_SHOW_REASON,
        wasVerified: true,
      });
    }

    // Paged on the server: a page of 10 never holds more than 10, and the total stays.
    const small = await call("GET", "/api/admin/refunds?page=1&pageSize=10", admin.cookie);
    expect(small.json().items.length).toBeLessThanOrEqual(10);
    expect(small.json()).toMatchObject({ total, page: 1, pageSize: 10 });
    expect((await call("GET", "/api/admin/refunds?pageSize=7", admin.cookie)).statusCode).toBe(400);
  });

  it("is for admins only", async () => {
    const student = await signedIn(t.app, "student");
    expect((await call("GET", "/api/admin/refunds", undefined)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/refunds", student.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/refunds", mentor.cookie)).statusCode).toBe(403);
  });
});

describe("marking a refund paid", () => {
  async function refundDue(options: { price?: number; upiId?: string; name?: string } = {}) {
    const session = await newSession(t.app, mentor.cookie, {
      date: inDays(5),
      price: options.price ?? 499,
      title: "UPSC Polity: Fundamental Rights",
    });
    const student = await booking(session.id, "paid", options.name ?? "Asha Verma");
    await cancelBooking(student, options.upiId);
    return { session, student };
  }
  const refund = (paymentId: string, utr: unknown, cookie = admin.cookie) =>
    call("POST", `/api/admin/payments/${paymentId}/refund`, cookie, { utr });

  it("takes the refund's 12-digit UTR once, records who and when, and emails the student", async () => {
    const { session, student } = await refundDue({ upiId: "asha@okaxis" });

    const short = await refund(student.paymentId, "12345");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("body.utr");
    expect((await refund(student.paymentId, undefined)).statusCode).toBe(400);

    const when = new Date(Date.now() + 3 * HOUR_MS);
    t.clock.set(when);
    const done = await refund(student.paymentId, " 4321 0987 6543 ");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      status: "refunded",
      changed: true,
      message: REFUND_MESSAGES.marked,
      refundedAt: when.toISOString(),
      refundUtr: "432109876543",
    });

    // The same UTR again (a double click) answers unchanged; another UTR is refused.
    const again = await refund(student.paymentId, "432109876543");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ changed: false, message: REFUND_MESSAGES.already });
    const other = await refund(student.paymentId, "999988887777");
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REFUND_MESSAGES.otherUtr);

    // The payment says so, to the admin and to its student; the queue no longer has it.
    const detail = (await call("GET", `/api/payments/${student.paymentId}`, admin.cookie)).json();
    expect(detail).toMatchObject({
      status: "refunded",
      refundedAt: when.toISOString(),
      refundUtr: "432109876543",
    });
    expect((await call("GET", `/api/payments/${student.paymentId}`, student.cookie)).json().status).toBe(
      "refunded",
    );
    expect((await queue()).items.map((r) => r.paymentId)).not.toContain(student.paymentId);

    // Every step recorded, with who and when: approved, then refunded with its UTR.
    const steps = await t.app.db
      .select()
      .from(paymentDecisions)
      .where(eq(paymentDecisions.paymentId, student.paymentId))
      .orderBy(asc(paymentDecisions.createdAt));
    expect(steps.at(0)).toMatchObject({ fromStatus: "created", toStatus: "paid", adminId: admin.id });
    expect(steps.at(-1)).toMatchObject({
      fromStatus: "refund_due",
      toStatus: "refunded",
      adminId: admin.id,
      reason: "432109876543",
      createdAt: when,
    });
    expect(steps.filter((s) => s.toStatus === "refunded")).toHaveLength(1);

    // One email, with the amount, the session, the UTR, the date and where the money went.
    const mails = (await mailsTo(t.app, student.email)).filter((m) => m.subject.startsWith("Refund paid"));
    expect(mails.map((m) => m.subject)).toEqual([`Refund paid: ₹499 for ${session.title}`]);
    const body = mails[0]?.text ?? "";
    expect(body).toContain("432109876543");
    expect(body).toContain("to asha@okaxis");
    expect(body).toMatch(/₹499/);
    expect(body).toContain(
      new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric" }).format(when),
    );

    // A refunded payment is not decided any more.
    const decided = await decide(t.app, admin.cookie, student.paymentId, "paid");
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe(DECISION_MESSAGES.refunded);
  });

  it("writes to a Hindi student in Hindi, and without a UPI id says nothing of one", async () => {
    const { student } = await refundDue({ price: 650, name: "Ravi Kumar" });
    const chose = await call("POST", "/api/language", student.cookie, { language: "hi" });
    expect(chose.statusCode).toBe(204);
    expect((await refund(student.paymentId, "111122223333")).statusCode).toBe(200);
    const mails = (await mailsTo(t.app, student.email)).filter((m) => m.subject.startsWith("रिफ़ंड"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("रिफ़ंड भेज दिया गया");
    expect(mails[0]?.text).toContain("111122223333");
    expect(mails[0]?.text).not.toContain(" पर वापस भेज दिए");
  });

  it("refuses a UTR already recorded for another refund (409 on the field), also when two are recorded at once", async () => {
    const first = await refundDue({ name: "Meera Pillai" });
    const second = await refundDue({ name: "Farhan Qureshi" });
    expect((await refund(first.student.paymentId, "555566667777")).statusCode).toBe(200);
    const clash = await refund(second.student.paymentId, "5555 6666 7777");
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: REFUND_MESSAGES.utrTaken,
      code: "refund.utrTaken",
      issues: [{ field: "body.utr", message: REFUND_MESSAGES.utrTaken }],
    });
    expect(
      (await call("GET", `/api/payments/${second.student.paymentId}`, admin.cookie)).json(),
    ).toMatchObject({ status: "refund_due", refundUtr: null });

    // Two refunds with one new UTR at the same moment: one is recorded, the other refused the same way.
    const third = await refundDue({ name: "Sneha Kulkarni" });
    const both = await Promise.all([
      refund(second.student.paymentId, "888877776666"),
      refund(third.student.paymentId, "888877776666"),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(REFUND_MESSAGES.utrTaken);
  });

  it("refuses a payment not due for a refund, an unknown one, and anyone but an admin", async () => {
    const session = await newSession(t.app, mentor.cookie, { date: inDays(5), price: 399 });
    const paid = await booking(session.id, "paid");
    const notDue = await refund(paid.paymentId, "123412341234");
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toBe(REFUND_MESSAGES.notDue);
    expect((await call("GET", `/api/payments/${paid.paymentId}`, admin.cookie)).json().status).toBe("paid");

    const unknown = await refund("no-such-payment", "123412341234");
    expect(unknown.statusCode).toBe(404);

    const { student } = await refundDue();
    expect((await refund(student.paymentId, "123412341234", student.cookie)).statusCode).toBe(403);
    expect((await refund(student.paymentId, "123412341234", mentor.cookie)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/payments/${student.paymentId}/refund`,
          payload: { utr: "123412341234" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call("GET", `/api/payments/${student.paymentId}`, admin.cookie)).json().status).toBe(
      "refund_due",
    );
  });
});

describe("totals", () => {
  // Its own app: the overview and the figures here count every payment of the database.
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "10000" } });
  });
  afterAll(() => own.close());

  it("count money kept (approved and forfeited), never refunds, due or paid", async () => {
    const app = own.app;
    const boss = await signedIn(app, "admin", "Kavya Iyer");
    const teacher = await signedIn(app, "mentor", "Rohan Mehta");
    const ask = (url: string, payload?: unknown) =>
      app.inject({
        method: payload ? "POST" : "GET",
        url,
        headers: { cookie: boss.cookie },
        ...(payload ? { payload } : {}),
      });
    const bookAs = async (sessionId: string, status: "created" | "paid" | "failed", name: string) => {
      const student = await signedIn(app, "student", name);
      return {
        ...student,
        ...(await bookWithPayment(app, student.cookie, boss.cookie, sessionId, proof, status)),
      };
    };
    const cancel = async (s: { cookie: string; bookingId: string }) => {
      const res = await app.inject({
        method: "POST",
        url: `/api/bookings/${s.bookingId}/cancel`,
        headers: { cookie: s.cookie },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().paymentStatus as string;
    };

    const far = await newSession(app, teacher.cookie, { date: inDays(6), price: 1000 });
    const soon = await newSession(app, teacher.cookie, { date: inDays(6), time: "20:00", price: 700 });
    const kept = await bookAs(far.id, "paid", "Paid Student");
    await bookAs(far.id, "created", "Pending Student");
    await bookAs(far.id, "failed", "Failed Student");
    const owed = await bookAs(far.id, "paid", "Owed Student");
    const refunded = await bookAs(far.id, "paid", "Refunded Student");
    const late = await bookAs(soon.id, "paid", "Late Student");
    expect(await cancel(owed)).toBe("refund_due");
    expect(await cancel(refunded)).toBe("refund_due");
    const paidBack = await ask(`/api/admin/payments/${refunded.paymentId}/refund`, { utr: "555566667777" });
    expect(paidBack.statusCode).toBe(200);
    // Within 24 hours of the start: the seat is freed and the money kept.
    await startsIn(app, soon.id, 2 * HOUR_MS);
    expect(await cancel(late)).toBe("forfeited");

    const overview = (await ask("/api/admin/overview")).json();
    const revenue = overview.daily.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0);
    expect(revenue).toBe(1000 + 700);
    expect(overview.refunds).toEqual({ due: 1, dueAmount: 1000, refundedAmount: 1000 });
    expect(overview.counts.pendingPayments).toBe(1);

    const students = (await ask("/api/admin/students?pageSize=50")).json().items as {
      name: string;
      totalSpent: number;
    }[];
    const spent = Object.fromEntries(students.map((s) => [s.name, s.totalSpent]));
    expect(spent).toMatchObject({
      "Paid Student": 1000,
      "Pending Student": 0,
      "Failed Student": 0,
      "Owed Student": 0,
      "Refunded Student": 0,
      "Late Student": 700,
    });
    const view = (await ask(`/api/admin/students/by-email/${encodeURIComponent(refunded.email)}`)).json();
    expect(view.totalSpent).toBe(0);
    expect(view.payments.map((p: { status: string }) => p.status)).toEqual(["refunded"]);
    const lateView = (await ask(`/api/admin/students/by-email/${encodeURIComponent(late.email)}`)).json();
    expect(lateView.totalSpent).toBe(700);
    expect(kept.amount).toBe(1000);
  });
});
