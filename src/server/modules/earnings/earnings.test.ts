import { randomBytes } from "node:crypto";
import { EARNINGS_MESSAGES, type MentorEarnings } from "@contract/earnings";
import { instantToIst } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { bookWithPayment, decide, newSession, proofImage, runMeeting } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments, payouts, sessions, users } from "../../db/schema";

/**
 * Mentors' earnings and payouts (docs/decisions/021): money kept for completed sessions by the IST
 * month of the start, 20 % commission rounded per month, the balance, payouts up to it, CSV.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let kavya: Account; // earnings written straight into the database, around an IST month boundary
let rohan: Account; // a session run end to end through the API
let student: Account;
let students: Account[];
let disapprovable = "";

const id = () => randomBytes(9).toString("base64url");

/** A session of `mentorId` starting at `startsAt` (UTC) in `status`, with one payment per entry. */
async function sessionWith(
  mentorId: string,
  startsAt: string,
  status: "completed" | "upcoming" | "cancelled",
  paid: [amount: number, status: "paid" | "forfeited" | "refund_due" | "refunded" | "failed" | "created"][],
): Promise<string[]> {
  const sessionId = id();
  await t.app.db.insert(sessions).values({
    id: sessionId,
    mentorId,
    title: "JEE Advanced Maths: Definite Integration Marathon",
    subject: "Mathematics",
    category: "JEE",
    startsAt: new Date(startsAt),
    durationMinutes: 60,
    type: "group",
    seats: 30,
    price: 499,
    status,
    cancelledAt: status === "cancelled" ? new Date(startsAt) : null,
    cancelReason: status === "cancelled" ? "The mentor fell ill." : null,
  });
  const ids: string[] = [];
  for (const [i, [amount, paymentStatus]] of paid.entries()) {
    const bookingId = id();
    const paymentId = id();
    await t.app.db.insert(bookings).values({ id: bookingId, sessionId, studentId: students[i]?.id ?? "" });
    const owed = paymentStatus === "refund_due" || paymentStatus === "refunded";
    const refunded = paymentStatus === "refunded";
    await t.app.db.insert(payments).values({
      id: paymentId,
      bookingId,
      amount,
      status: paymentStatus,
      proofKey: `proofs/${paymentId}.png`,
      refundDueAt: owed ? new Date(startsAt) : null,
      refundedAt: refunded ? new Date(startsAt) : null,
      refundUtr: refunded ? `7${paymentId.length}${Date.now()}`.slice(0, 12).padEnd(12, "0") : null,
    });
    ids.push(paymentId);
  }
  return ids;
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const earnings = async (who: Account) =>
  (await get("/api/mentor/earnings", who.cookie)).json() as MentorEarnings;
const pay = (mentorId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/mentors/${mentorId}/payouts`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
const todayIst = () => instantToIst(new Date()).date;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin");
  kavya = await signedIn(t.app, "mentor", "Kavya Reddy");
  rohan = await signedIn(t.app, "mentor", "Rohan Mehta");
  student = await signedIn(t.app, "student", "Asha Verma");
  students = await Promise.all(
    ["Priya Nair", "Arjun Singh", "Meera Iyer", "Vikram Rao", "Sneha Kulkarni"].map((name) =>
      signedIn(t.app, "student", name),
    ),
  );
  // 31 Aug 23:50 IST (August) and 1 Sep 00:10 IST (September): ten minutes apart, two months.
  [disapprovable = ""] = await sessionWith(kavya.id, "2026-08-31T18:20:00Z", "completed", [[333, "paid"]]);
  await sessionWith(kavya.id, "2026-08-31T18:40:00Z", "completed", [
    [499, "paid"],
    [499, "forfeited"], // a late cancel: the money was kept, and the session was held
    [499, "refund_due"],
    [499, "failed"],
    [499, "created"],
  ]);
  await sessionWith(kavya.id, "2026-09-12T13:30:00Z", "completed", [[1500, "paid"]]);
  await sessionWith(kavya.id, "2026-09-20T13:30:00Z", "upcoming", [[999, "paid"]]); // not held yet
  await sessionWith(kavya.id, "2026-09-05T13:30:00Z", "cancelled", [[799, "refunded"]]);

  // Rohan's session, booked, approved and held through the API.
  const session = await newSession(t.app, rohan.cookie, { price: 499 });
  await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, await proofImage());
  await runMeeting(t.app, rohan.cookie, session.id, [student.cookie]);
});
afterAll(() => t.close());

describe("a mentor's earnings", () => {
  it("counts money kept for completed sessions by the IST month of the start, 20% commission rounded per month", async () => {
    const mine = await earnings(kavya);
    expect(mine.commissionPercent).toBe(20);
    expect(mine.months).toEqual([
      // 499 + 499 + 1,500 = 2,498; 20% = 499.6 → 500
      { month: "2026-09", sessions: 2, gross: 2498, commission: 500, net: 1998 },
      // 333 × 20% = 66.6 → 67
      { month: "2026-08", sessions: 1, gross: 333, commission: 67, net: 266 },
    ]);
    expect(mine.totals).toEqual({ sessions: 3, gross: 2831, commission: 567, net: 2264, paidOut: 0 });
    expect(mine.balance).toBe(2264);
    expect(mine.payouts).toEqual([]);
  });

  it("drops a payment disapproved after the session from its month", async () => {
    expect((await decide(t.app, admin.cookie, disapprovable, "failed")).statusCode).toBe(200);
    const mine = await earnings(kavya);
    expect(mine.months.map((m) => m.month)).toEqual(["2026-09"]);
    expect(mine.balance).toBe(1998);
  });

  it("shows a session run through the API in this IST month, and the admin's list agrees", async () => {
    const mine = await earnings(rohan);
    expect(mine.months).toEqual([
      { month: todayIst().slice(0, 7), sessions: 1, gross: 499, commission: 100, net: 399 },
    ]);
    const list = await get("/api/admin/payouts?sort=balance&dir=desc&pageSize=10", admin.cookie);
    expect(list.statusCode).toBe(200);
    const rows = list.json().items as { name: string; net: number; paidOut: number; balance: number }[];
    expect(rows.slice(0, 2).map((r) => [r.name, r.net, r.paidOut, r.balance])).toEqual([
      ["Kavya Reddy", 1998, 0, 1998],
      ["Rohan Mehta", 399, 0, 399],
    ]);
    const found = await get("/api/admin/payouts?q=rohan", admin.cookie);
    expect(found.json()).toMatchObject({
      total: 1,
      items: [{ name: "Rohan Mehta", firstEarning: todayIst() }],
    });
  });
});

describe("payouts", () => {
  it("saves the mentor's payout UPI id, checked like a refund UPI id", async () => {
    const put = (upiId: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/mentor/payout-upi",
        headers: { cookie: rohan.cookie },
        payload: { upiId },
      });
    const bad = await put("rohan mehta");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ field: "body.upiId" });
    expect((await put(" rohan.mehta@okhdfcbank ")).statusCode).toBe(200);
    expect((await earnings(rohan)).payoutUpiId).toBe("rohan.mehta@okhdfcbank");
  });

  it("refuses a payout over the balance, dated in the future or before the first earning, or malformed", async () => {
    const over = await pay(rohan.id, { amount: 400, utr: "412345678901", paidOn: todayIst() });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(EARNINGS_MESSAGES.overBalance("₹399"));
    expect(over.json().issues[0].field).toBe("body.amount");
    const future = await pay(rohan.id, { amount: 100, utr: "412345678901", paidOn: "2099-01-01" });
    expect([future.statusCode, future.json().message]).toEqual([422, EARNINGS_MESSAGES.futureDate]);
    const early = await pay(kavya.id, { amount: 100, utr: "412345678901", paidOn: "2026-08-31" });
    expect([early.statusCode, early.json().message]).toEqual([
      422,
      EARNINGS_MESSAGES.beforeFirstEarning("2026-09-01"),
    ]);
    const malformed = await pay(rohan.id, { amount: 0, utr: "4123-4567", paidOn: "yesterday" });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(["body.amount", "body.paidOn", "body.utr"]);
    expect((await pay(student.id, { amount: 1, utr: "412345678901", paidOn: todayIst() })).statusCode).toBe(
      404,
    );
    const nothing = await signedIn(t.app, "mentor", "Nisha Patel");
    const none = await pay(nothing.id, { amount: 1, utr: "412345678901", paidOn: todayIst() });
    expect([none.statusCode, none.json().message]).toEqual([422, EARNINGS_MESSAGES.nothingEarned]);
    expect(await t.app.db.select().from(payouts)).toEqual([]);
  });

  it("records a payout up to the balance, emails the mentor, and shows it on the dashboard; a UTR is used once", async () => {
    const res = await pay(rohan.id, { amount: 300, utr: "4123 4567 8901", paidOn: todayIst() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ balance: 99, payout: { amount: 300, utr: "412345678901" } });
    const mine = await earnings(rohan);
    expect(mine.balance).toBe(99);
    expect(mine.totals.paidOut).toBe(300);
    expect(mine.payouts).toMatchObject([
      { amount: 300, utr: "412345678901", paidOn: todayIst(), upiId: "rohan.mehta@okhdfcbank" },
    ]);
    const [mail] = await mailsTo(t.app, rohan.email);
    expect(mail?.subject).toBe("Payout sent: ₹300");
    expect(mail?.text).toContain("rohan.mehta@okhdfcbank");
    expect(mail?.text).toContain("412345678901");

    const again = await pay(kavya.id, { amount: 10, utr: "412345678901", paidOn: "2026-09-15" });
    expect([again.statusCode, again.json().issues[0].field]).toEqual([409, "body.utr"]);
  });

  it("never overdraws when two payouts are recorded at once: only one fits", async () => {
    await t.app.db.update(users).set({ language: "hi" }).where(eq(users.id, kavya.id));
    const [a, b] = await Promise.all([
      pay(kavya.id, { amount: 1500, utr: "500000000001", paidOn: "2026-10-01" }),
      pay(kavya.id, { amount: 1500, utr: "500000000002", paidOn: "2026-10-01" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect([a, b].find((r) => r.statusCode === 422)?.json().message).toBe(
      EARNINGS_MESSAGES.overBalance("₹498"),
    );
    expect((await earnings(kavya)).balance).toBe(498);
    const [mail] = await mailsTo(t.app, kavya.email);
    expect(mail?.subject).toBe("पेआउट भेज दिया गया: ₹1,500");
  });
});

describe("CSV exports and access", () => {
  it("exports both lists as CSV attachments, with formula-looking cells made text", async () => {
    const mentorCsv = await get("/api/mentor/earnings.csv", kavya.cookie);
    expect(mentorCsv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(mentorCsv.headers["content-disposition"]).toMatch(
      /^attachment; filename="earnings-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(mentorCsv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "month,sessions,gross_inr,commission_inr,net_inr",
      "2026-09,2,2498,500,1998",
      "total,2,2498,500,1998",
      "",
    ]);

    const trickster = await signedIn(t.app, "mentor", '=HYPERLINK("http://evil.example","Refund")');
    await sessionWith(trickster.id, "2026-09-02T13:30:00Z", "completed", [[100, "paid"]]);
    const adminCsv = await get("/api/admin/payouts.csv?sort=name", admin.cookie);
    expect(adminCsv.headers["content-disposition"]).toMatch(/^attachment; filename="payouts-/);
    const lines = adminCsv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("mentor,email,upi_id,net_earned_inr,paid_out_inr,balance_inr");
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""Refund"")",${trickster.email},,80,0,80`);
    expect(lines).toContain(`Kavya Reddy,${kavya.email},,1998,1500,498`);
    expect(lines).toContain(`Rohan Mehta,${rohan.email},rohan.mehta@okhdfcbank,399,300,99`);
  });

  it("answers mentors' routes to mentors and payouts to admins only", async () => {
    const checks: [string, string, string | undefined, number][] = [
      ["GET", "/api/mentor/earnings", undefined, 401],
      ["GET", "/api/mentor/earnings", student.cookie, 403],
      ["GET", "/api/mentor/earnings.csv", admin.cookie, 403],
      ["PUT", "/api/mentor/payout-upi", student.cookie, 403],
      ["GET", "/api/admin/payouts", kavya.cookie, 403],
      ["GET", "/api/admin/payouts.csv", undefined, 401],
      ["POST", `/api/admin/mentors/${kavya.id}/payouts`, kavya.cookie, 403],
    ];
    for (const [method, url, cookie, status] of checks) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: cookie ? { cookie } : {},
        payload:
          method === "GET"
            ? undefined
            : { upiId: "a@b", amount: 1, utr: "999999999999", paidOn: "2026-10-01" },
      });
      expect([url, res.statusCode]).toEqual([url, status]);
    }
  });
});
