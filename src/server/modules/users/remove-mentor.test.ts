import path from "node:path";
import { ADMIN_MESSAGES } from "@contract/admin";
import { MENTOR_REMOVED_REASON } from "@contract/sessions";
import { signedIn } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { bookWithPayment, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, seatHolds, sessions, users, waitlistEntries } from "../../db/schema";

/**
 * Removing a mentor (DELETE /api/admin/mentors/:id, docs/product.md §2.14 and §4): whatever students
 * hold in their sessions (a seat kept while they pay, a place on the waitlist, a late-cancelled
 * payment) is released or owed back in the same transaction, and removal never answers 500.
 */

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const HOUR = 3_600_000;

/** A student whose email is verified (holding a seat may ask for it), reading in `language`. */
async function student(name: string, language: "en" | "hi" = "en") {
  const s = await signedIn(t.app, "student", name);
  await t.app.db.update(users).set({ emailVerified: true, language }).where(eq(users.id, s.id));
  return s;
}

const remove = (mentorId: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/admin/mentors/${mentorId}`,
    headers: { cookie: admin.cookie },
  });

const post = (cookie: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });

const sessionRow = async (id: string) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.id, id)))[0];

async function mailsTo(email: string) {
  await deliverEmails(t.app);
  return (await readOutbox(path.join(t.config.dataDir, "outbox"))).filter((m) => m.to.includes(email));
}

describe("removing a mentor", () => {
  it("releases the seats students hold while paying and the waitlist, instead of answering 500", async () => {
    const mentor = await signedIn(t.app, "mentor", "Meera Held");
    const full = await newSession(t.app, mentor.cookie, { seats: 1, title: "NEET Physics: Optics" });
    const other = await newSession(t.app, mentor.cookie, { seats: 5, title: "NEET Physics: Waves" });
    const holder = await student("Arjun Hold");
    const waiting = await student("Diya Wait");
    {
      const r = await post(holder.cookie, `/api/sessions/${full.id}/hold`);
      expect(r.statusCode, r.body).toBe(201);
    }
    expect((await post(holder.cookie, `/api/sessions/${other.id}/hold`)).statusCode).toBe(201);
    expect((await post(waiting.cookie, `/api/sessions/${full.id}/waitlist`)).statusCode).toBe(201);

    const res = await remove(mentor.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_MESSAGES.mentorRemoved);
    // Nobody had booked them: the sessions go, and with them every hold and place in line.
    const ids = [full.id, other.id];
    expect(await t.app.db.select().from(sessions).where(inArray(sessions.id, ids))).toEqual([]);
    expect(await t.app.db.select().from(seatHolds).where(inArray(seatHolds.sessionId, ids))).toEqual([]);
    expect(
      await t.app.db.select().from(waitlistEntries).where(inArray(waitlistEntries.sessionId, ids)),
    ).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, mentor.id));
    expect(row?.deactivatedAt).not.toBeNull();
    // The student's hold is simply gone, as is the session.
    const hold = await t.app.inject({
      method: "GET",
      url: `/api/sessions/${full.id}/hold`,
      headers: { cookie: holder.cookie },
    });
    expect(hold.statusCode).toBe(404);
  });

  it("cancels an upcoming session whose student cancelled late, as an admin's cancellation: the money is owed back", async () => {
    const mentor = await signedIn(t.app, "mentor", "Rohan Gone");
    const session = await newSession(t.app, mentor.cookie, { price: 499, title: "JEE Maths: Limits" });
    const before = await sessionRow(session.id);
    // A student paid, then cancelled within 24 hours of the start: the payment was forfeited.
    const late = await student("Nisha Late", "hi");
    const lateBooking = await bookWithPayment(t.app, late.cookie, admin.cookie, session.id, proof, "paid");
    t.clock.set(new Date(new Date(session.startsAt).getTime() - 2 * HOUR));
    const cancelled = await post(late.cookie, `/api/bookings/${lateBooking.bookingId}/cancel`, {});
    expect(cancelled.json().paymentStatus).toBe("forfeited");
    // Another's proof was disapproved: nothing is owed to them.
    const refused = await student("Kabir Refused");
    const refusedBooking = await bookWithPayment(
      t.app,
      refused.cookie,
      admin.cookie,
      session.id,
      proof,
      "failed",
    );
    // And one more student waits on a seat of it while paying.
    const holder = await student("Asha Paying");
    expect((await post(holder.cookie, `/api/sessions/${session.id}/hold`)).statusCode).toBe(201);

    const res = await remove(mentor.id);
    expect(res.statusCode, res.body).toBe(200);

    // Not completed (it never ran, and the removed mentor is not credited with it): cancelled by
    // the admin who removed the mentor, with the system's reason, its calendar SEQUENCE raised.
    const after = await sessionRow(session.id);
    expect(after).toMatchObject({
      status: "cancelled",
      cancelledBy: admin.id,
      cancelReason: MENTOR_REMOVED_REASON,
      endedAt: null,
      seatsHeld: 0,
      seatsTaken: 0,
      calendarSequence: (before?.calendarSequence ?? 0) + 1,
    });
    const statuses = await t.app.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(inArray(payments.id, [lateBooking.paymentId, refusedBooking.paymentId]));
    expect(Object.fromEntries(statuses.map((p) => [p.id, p.status]))).toEqual({
      [lateBooking.paymentId]: "refund_due",
      [refusedBooking.paymentId]: "failed",
    });
    expect(await t.app.db.select().from(seatHolds).where(eq(seatHolds.sessionId, session.id))).toEqual([]);

    // The student owed money is told in their language, the reason in Hindi too; the removed
    // mentor gets no email about sessions they no longer run.
    const toLate = await mailsTo(late.email);
    const [mail, ...twice] = toLate.filter((m) => m.subject === "रद्द: JEE Maths: Limits (रिफ़ंड बाकी)");
    expect(twice).toEqual([]);
    expect(mail?.text).toContain("कारण: मेंटर अब Toppers Connect पर सेशन नहीं लेते");
    expect(mail?.text).not.toContain(MENTOR_REMOVED_REASON);
    expect(mail?.text).toContain("₹499");
    const toRefused = await mailsTo(refused.email);
    expect(toRefused.filter((m) => m.subject.startsWith("Cancelled: JEE Maths: Limits"))).toEqual([]);
    expect((await mailsTo(mentor.email)).filter((m) => m.subject.includes("JEE Maths: Limits"))).toEqual([]);
  });

  it("is refused while a session of theirs is live (it cannot be cancelled), and changes nothing", async () => {
    const mentor = await signedIn(t.app, "mentor", "Vikram Live");
    const live = await newSession(t.app, mentor.cookie, { title: "NEET Biology: Cells" });
    const upcoming = await newSession(t.app, mentor.cookie, { title: "NEET Biology: Genetics" });
    const holder = await student("Ravi Holder");
    expect((await post(holder.cookie, `/api/sessions/${upcoming.id}/hold`)).statusCode).toBe(201);
    await t.app.db.update(sessions).set({ status: "live" }).where(eq(sessions.id, live.id));

    const res = await remove(mentor.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.mentorIsLive);
    expect((await sessionRow(live.id))?.status).toBe("live");
    expect((await sessionRow(upcoming.id))?.status).toBe("upcoming");
    expect(await t.app.db.select().from(seatHolds).where(eq(seatHolds.sessionId, upcoming.id))).toHaveLength(
      1,
    );
    const [row] = await t.app.db.select().from(users).where(eq(users.id, mentor.id));
    expect(row?.deactivatedAt).toBeNull();
  });

  it("is refused while a student's paid or pending seat is in an upcoming session, and changes nothing", async () => {
    const mentor = await signedIn(t.app, "mentor", "Sneha Busy");
    const booked = await newSession(t.app, mentor.cookie, { title: "CAT: DILR sets" });
    const held = await newSession(t.app, mentor.cookie, { title: "CAT: VARC" });
    const payer = await student("Anil Payer");
    await bookWithPayment(t.app, payer.cookie, admin.cookie, booked.id, proof, "created");
    const holder = await student("Gita Holder");
    expect((await post(holder.cookie, `/api/sessions/${held.id}/hold`)).statusCode).toBe(201);

    const res = await remove(mentor.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.mentorHasBookings);
    expect((await sessionRow(booked.id))?.status).toBe("upcoming");
    expect(await t.app.db.select().from(seatHolds).where(eq(seatHolds.sessionId, held.id))).toHaveLength(1);
  });
});
