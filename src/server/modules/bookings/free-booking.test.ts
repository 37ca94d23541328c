import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { BOOKING_MESSAGES, HOLD_MINUTES } from "@contract/bookings";
import { DECISION_MESSAGES } from "@contract/payments";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { book, decide, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, paymentDecisions, payments, sessions, users } from "../../db/schema";

/*
 * A free session books at once (docs/product.md §2.11): no payment, no proof, no admin. The booking
 * is made with a ₹0 payment already approved (the decision recorded with no admin and the evidence
 * `free-session`), the confirmation email carries the calendar invitation, and a proof or an admin's
 * approval of a ₹0 payment is refused.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let mentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  admin = await signedIn(t.app, "admin", "Neha Admin");
  proof = await proofImage();
});
afterAll(() => t?.close());
afterEach(() => t.clock.reset());

async function student(name: string): Promise<Account> {
  const account = await signedIn(t.app, "student", name);
  await t.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
  return account;
}
const post = (cookie: string, url: string) => t.app.inject({ method: "POST", url, headers: { cookie } });
const bookFree = (cookie: string, sessionId: string) =>
  post(cookie, `/api/sessions/${sessionId}/free-booking`);
const counters = async (sessionId: string) =>
  (
    await t.app.db
      .select({ taken: sessions.seatsTaken, held: sessions.seatsHeld })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
  )[0];
const proofFiles = (sessionId: string) => {
  try {
    return readdirSync(path.join(t.config.dataDir, "files", "payment-proofs", sessionId));
  } catch {
    return [];
  }
};

describe("booking a free session", () => {
  it("makes the booking at once: ₹0 paid, decided by no admin, no proof, the confirmation with the invitation", async () => {
    const session = await newSession(t.app, mentor.cookie, {
      price: 0,
      seats: 2,
      title: "NEET Biology: Free Doubt Clinic",
    });
    const asha = await student("Asha Verma");
    // The payment page keeps the seat while the student confirms, as for any session.
    expect((await post(asha.cookie, `/api/sessions/${session.id}/hold`)).statusCode).toBe(201);

    const res = await bookFree(asha.cookie, session.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 0, message: BOOKING_MESSAGES.freeBooked });
    const { paymentId } = res.json() as { paymentId: string };
    expect(await counters(session.id)).toEqual({ taken: 1, held: 0 });

    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ amount: 0, status: "paid", proofKey: "", decidedBy: null, utr: null });
    const decisions = await t.app.db
      .select()
      .from(paymentDecisions)
      .where(eq(paymentDecisions.paymentId, paymentId));
    expect(decisions).toEqual([
      expect.objectContaining({
        adminId: null,
        evidence: "free-session",
        fromStatus: "created",
        toStatus: "paid",
      }),
    ]);
    expect(proofFiles(session.id)).toEqual([]);

    // One email: the confirmation with the calendar invitation, no "verification pending".
    const mails = await mailsTo(t.app, asha.email);
    expect(mails.map((m) => m.subject)).toEqual(["You're booked for NEET Biology: Free Doubt Clinic"]);
    expect(mails[0]?.text).toContain("The session is free: there is nothing to pay.");
    expect(mails[0]?.attachments.map((a) => a.filename)).toEqual(["session.ics"]);
    expect(mails[0]?.attachments[0]?.content.toString("utf8")).toContain("METHOD:REQUEST");

    // The student and the admin read it like any approved payment; it has no proof to show.
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/me/bookings",
      headers: { cookie: asha.cookie },
    });
    expect(mine.json()).toContainEqual(
      expect.objectContaining({ sessionId: session.id, paymentStatus: "paid" }),
    );
    const read = await t.app.inject({
      method: "GET",
      url: `/api/payments/${paymentId}`,
      headers: { cookie: admin.cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ amount: 0, status: "paid", disapproval: null });
    const noProof = await t.app.inject({
      method: "GET",
      url: `/api/payments/${paymentId}/proof`,
      headers: { cookie: admin.cookie },
    });
    expect(noProof.statusCode).toBe(404);
    const table = await t.app.inject({
      method: "GET",
      url: "/api/admin/payments?status=paid",
      headers: { cookie: admin.cookie },
    });
    expect(table.statusCode, table.body).toBe(200);
    for (const [url, cookie] of [
      ["/api/admin/payouts.csv", admin.cookie],
      ["/api/mentor/earnings.csv", mentor.cookie],
    ] as const) {
      expect((await t.app.inject({ method: "GET", url, headers: { cookie } })).statusCode, url).toBe(200);
    }

    // Booking again is refused like any second booking.
    const twice = await bookFree(asha.cookie, session.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BOOKING_MESSAGES.alreadyBooked);
  });

  it("books without a hold when a seat is free, and is refused when none is", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 0, seats: 1, time: "20:00" });
    const [first, second] = [await student("Rahul Gupta"), await student("Diya Sharma")];
    expect((await bookFree(first.cookie, session.id)).statusCode).toBe(201);
    const full = await bookFree(second.cookie, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BOOKING_MESSAGES.noSeats);
    expect(await counters(session.id)).toEqual({ taken: 1, held: 0 });
  });

  it("has no UPI request, takes no proof, and is not the way to book a paid session", async () => {
    const free = await newSession(t.app, mentor.cookie, { price: 0, seats: 3, time: "18:00" });
    const paid = await newSession(t.app, mentor.cookie, { price: 499, seats: 3, time: "17:00" });
    const kabir = await student("Kabir Singh");

    const request = await t.app.inject({
      method: "GET",
      url: `/api/sessions/${free.id}/payment-request`,
      headers: { cookie: kabir.cookie },
    });
    expect(request.statusCode).toBe(409);
    expect(request.json()).toMatchObject({
      message: BOOKING_MESSAGES.freeNothingToPay,
      code: "booking.freeNothingToPay",
    });

    const withProof = await book(t.app, kabir.cookie, free.id, proof);
    expect(withProof.statusCode).toBe(409);
    expect(withProof.json()).toMatchObject({
      message: BOOKING_MESSAGES.freeNoProof,
      code: "booking.freeNoProof",
    });
    expect(proofFiles(free.id)).toEqual([]);
    expect(await counters(free.id)).toEqual({ taken: 0, held: 0 });
    expect(
      await t.app.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, free.id), eq(bookings.studentId, kabir.id))),
    ).toEqual([]);

    const notFree = await bookFree(kabir.cookie, paid.id);
    expect(notFree.statusCode).toBe(409);
    expect(notFree.json()).toMatchObject({ message: BOOKING_MESSAGES.notFree, code: "booking.notFree" });
    expect(await counters(paid.id)).toEqual({ taken: 0, held: 0 });
  });
});

describe("an admin and a ₹0 payment", () => {
  it("cannot approve one, nor take a free booking back; a pending one from before may be disapproved", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 0, seats: 3, time: "16:00" });
    const [meera, tanvi] = [await student("Meera Joshi"), await student("Tanvi Rao")];
    const booked = await bookFree(meera.cookie, session.id);
    const takeBack = await decide(t.app, admin.cookie, booked.json().paymentId, "failed");
    expect(takeBack.statusCode).toBe(409);
    expect(takeBack.json()).toMatchObject({ message: DECISION_MESSAGES.free, code: "decision.free" });

    // A ₹0 payment sent with a proof before free sessions booked at once, still awaiting an admin.
    const bookingId = randomBytes(9).toString("base64url");
    const paymentId = randomBytes(9).toString("base64url");
    await t.app.db.insert(bookings).values({ id: bookingId, sessionId: session.id, studentId: tanvi.id });
    await t.app.db
      .insert(payments)
      .values({ id: paymentId, bookingId, amount: 0, proofKey: "payment-proofs/old.webp" });
    await t.app.db.update(sessions).set({ seatsTaken: 2 }).where(eq(sessions.id, session.id));
    const approve = await decide(t.app, admin.cookie, paymentId, "paid");
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(DECISION_MESSAGES.free);
    expect(
      await t.app.db.select().from(paymentDecisions).where(eq(paymentDecisions.paymentId, paymentId)),
    ).toEqual([]);
    expect((await decide(t.app, admin.cookie, paymentId, "failed")).statusCode).toBe(200);
    // The student then books it again, at once.
    const again = await bookFree(tanvi.cookie, session.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().paymentId).toBe(paymentId);
  });
});

describe("a free session's seat offered from the waitlist", () => {
  it("is booked with one button; an expired hold's seat goes to the line first", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 0, seats: 1, time: "15:00" });
    const [holder, waiting] = [await student("Harsh Vardhan"), await student("Farhan Ali")];
    expect((await post(holder.cookie, `/api/sessions/${session.id}/hold`)).statusCode).toBe(201);
    expect((await post(waiting.cookie, `/api/sessions/${session.id}/waitlist`)).statusCode).toBe(201);
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
    // The holder comes back too late: the seat is the line's.
    const late = await bookFree(holder.cookie, session.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BOOKING_MESSAGES.noSeats);
  });
});
