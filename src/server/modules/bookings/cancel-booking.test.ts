import { cancelBookingAnswerSchema, cancellationPreviewSchema } from "@contract/cancellations";
import { studentDashboardSchema } from "@contract/dashboards";
import { studentProfileSchema } from "@contract/profiles";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import {
  book,
  bookWithPayment,
  newSession,
  proofImage,
  runLifecycle,
  startsIn,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { and, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, emailOutbox, payments, sessions, users } from "../../db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let mentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    // Every booking here comes from one address, and uploads are rate-limited per address.
    env: { PUBLIC_URL: "https://toppers.example.in", RATE_LIMIT_UPLOAD_MAX: "1000" },
  });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const request = (method: "GET" | "POST", url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const preview = (bookingId: string, cookie?: string) =>
  request("GET", `/api/bookings/${bookingId}/cancellation`, cookie);
const cancel = (bookingId: string, cookie?: string, payload?: Record<string, unknown>) =>
  request("POST", `/api/bookings/${bookingId}/cancel`, cookie, payload);
const calendar = (bookingId: string, cookie?: string) =>
  request("GET", `/api/bookings/${bookingId}/calendar.ics`, cookie);

/** A session starting `startsInMs` from now, booked by a new student (payment approved unless told). */
async function booked(
  options: {
    startsInMs?: number;
    status?: "created" | "paid" | "failed";
    price?: number;
    title?: string;
  } = {},
) {
  const session = await newSession(t.app, mentor.cookie, {
    price: options.price ?? 499,
    title: options.title ?? "NEET Physics: Rotational Motion Drill",
    seats: 5,
  });
  const startsAt = await startsIn(t.app, session.id, options.startsInMs ?? 3 * DAY);
  const student = await signedIn(t.app, "student", "Meera Nair");
  const booking = await bookWithPayment(
    t.app,
    student.cookie,
    admin.cookie,
    session.id,
    proof,
    options.status ?? "paid",
  );
  return { session, startsAt, student, ...booking };
}

async function paymentRow(paymentId: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}
const seatsLeft = async (sessionId: string) =>
  ((await request("GET", `/api/sessions/${sessionId}`)).json() as { seatsLeft: number }).seatsLeft;

/** The iCalendar text with its folded lines joined again. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const property = (ics: string, name: string) =>
  unfold(ics)
    .split("\r\n")
    .filter((line) => line.startsWith(name));

describe("a student cancels a booking", () => {
  it("is refunded when cancelled exactly 24 hours before the start, and a minute earlier", async () => {
    for (const before of [DAY, DAY + MINUTE]) {
      const { startsAt, student, bookingId, paymentId, session } = await booked();
      expect(await seatsLeft(session.id)).toBe(4);
      t.clock.set(new Date(startsAt.getTime() - before));

      const shown = await preview(bookingId, student.cookie);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(cancellationPreviewSchema.parse(shown.json())).toEqual({
        outcome: "refund",
        amount: 499,
        refundDeadline: new Date(startsAt.getTime() - DAY).toISOString(),
        reason: "inTime",
        refundUpiId: null,
      });
      // Looking changes nothing.
      expect((await paymentRow(paymentId))?.status).toBe("paid");

      const res = await cancel(bookingId, student.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(cancelBookingAnswerSchema.parse(res.json())).toMatchObject({
        outcome: "refund",
        paymentStatus: "refund_due",
        amount: 499,
        cancelledAt: t.clock.now().toISOString(),
      });
      const row = await paymentRow(paymentId);
      expect(row).toMatchObject({ status: "refund_due", refundDueAt: t.clock.now() });
      const [bookingRow] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(bookingRow?.cancelledAt).toEqual(t.clock.now());
      t.clock.reset();
      // The seat is free again for someone else.
      expect(await seatsLeft(session.id)).toBe(5);
    }
  });

  it("keeps the money when cancelled 23 hours 59 minutes before the start, and says so first", async () => {
    const { startsAt, student, bookingId, paymentId, session } = await booked({ price: 799 });
    t.clock.set(new Date(startsAt.getTime() - DAY + MINUTE));
    const shown = cancellationPreviewSchema.parse((await preview(bookingId, student.cookie)).json());
    expect(shown).toMatchObject({ outcome: "noRefund", amount: 799, reason: "late" });

    const res = await cancel(bookingId, student.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "noRefund", paymentStatus: "forfeited" });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "forfeited", refundDueAt: null });
    t.clock.reset();
    expect(await seatsLeft(session.id)).toBe(5);

    // Money kept counts as spent; the dashboard shows the booking cancelled, in Past.
    const dashboard = studentDashboardSchema.parse(
      (await request("GET", "/api/me/dashboard", student.cookie)).json(),
    );
    expect(dashboard.stats).toMatchObject({ enrolled: 0, totalSpent: 799 });
    expect(dashboard.sessions[0]).toMatchObject({ paymentStatus: "forfeited", refundDueAt: null });
    expect(dashboard.sessions[0]?.cancelledAt).not.toBeNull();
  });

  it("refunds a booking made before a reschedule until the new start, but not one made after", async () => {
    const { startsAt, student, bookingId, session } = await booked();
    // The edit helper's route sets this; here the record is moved directly (after the booking).
    await t.app.db
      .update(sessions)
      .set({ rescheduledAt: new Date(Date.now() + 1000), calendarSequence: 1 })
      .where(eq(sessions.id, session.id));
    const late = await signedIn(t.app, "student", "Kabir Khan");
    const lateBooking = await bookWithPayment(t.app, late.cookie, admin.cookie, session.id, proof);
    await t.app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() + 2 * MINUTE) })
      .where(eq(payments.id, lateBooking.paymentId));

    t.clock.set(new Date(startsAt.getTime() - 2 * HOUR));
    expect((await preview(bookingId, student.cookie)).json()).toEqual({
      outcome: "refund",
      amount: 499,
      refundDeadline: startsAt.toISOString(),
      reason: "rescheduled",
      refundUpiId: null,
    });
    expect((await preview(lateBooking.bookingId, late.cookie)).json()).toMatchObject({
      outcome: "noRefund",
      reason: "late",
    });
    const res = await cancel(bookingId, student.cookie);
    expect(res.json()).toMatchObject({ paymentStatus: "refund_due", reason: "rescheduled" });
    const mail = (await mailsTo(t.app, student.email)).at(-1);
    expect(mail?.text).toContain("rescheduled after you booked");
    // The calendar cancellation's SEQUENCE is above the session's (1, after the reschedule).
    const ics = mail?.attachments[0]?.content.toString("utf8") ?? "";
    expect(property(ics, "SEQUENCE:")).toEqual(["SEQUENCE:2"]);
  });

  it("judges a reschedule by when the payment was made, not by the booking's first attempt", async () => {
    // Booked before the reschedule, but that payment was disapproved; the new proof (the payment
    // that holds the seat now) came after the student knew the new time.
    const { startsAt, student, bookingId, paymentId, session } = await booked({ status: "failed" });
    const rescheduledAt = new Date(Date.now() + MINUTE);
    await t.app.db
      .update(sessions)
      .set({ rescheduledAt, calendarSequence: 1 })
      .where(eq(sessions.id, session.id));
    t.clock.set(new Date(rescheduledAt.getTime() + MINUTE));
    const again = await book(t.app, student.cookie, session.id, proof);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ bookingId, paymentId });
    const approved = await request("POST", `/api/payments/${paymentId}/decision`, admin.cookie, {
      status: "paid",
    });
    expect(approved.statusCode).toBe(200);

    t.clock.set(new Date(startsAt.getTime() - 2 * HOUR));
    expect((await preview(bookingId, student.cookie)).json()).toMatchObject({
      outcome: "noRefund",
      reason: "late",
    });
    const res = await cancel(bookingId, student.cookie);
    expect(res.json()).toMatchObject({ paymentStatus: "forfeited", reason: "late" });
    expect((await paymentRow(paymentId))?.status).toBe("forfeited");
  });

  it("saves a refund UPI id given with the cancellation, checking it first", async () => {
    const { student, bookingId } = await booked();
    const bad = await cancel(bookingId, student.cookie, { refundUpiId: "not a upi id" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toMatchObject([
      { field: "body.refundUpiId", message: "Please enter a valid UPI id, such as name@okbank." },
    ]);
    // Nothing happened.
    expect((await preview(bookingId, student.cookie)).statusCode).toBe(200);

    const res = await cancel(bookingId, student.cookie, { refundUpiId: "  meera.nair@okaxis " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refundUpiId: "meera.nair@okaxis" });
    const profile = studentProfileSchema.parse(
      (await request("GET", "/api/me/student-profile", student.cookie)).json(),
    );
    expect(profile.refundUpiId).toBe("meera.nair@okaxis");
  });

  it("is refused to anyone but the booking's student, twice, after the start, and without a seat", async () => {
    const { student, bookingId, startsAt } = await booked();
    const other = await signedIn(t.app, "student", "Asha Verma");
    expect((await cancel(bookingId)).statusCode).toBe(401);
    expect((await cancel(bookingId, mentor.cookie)).statusCode).toBe(403);
    expect((await cancel(bookingId, admin.cookie)).statusCode).toBe(403);
    // Another student cannot even learn that the booking exists.
    for (const res of [await cancel(bookingId, other.cookie), await preview(bookingId, other.cookie)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Booking not found.");
    }
    expect((await cancel("no-such-booking", student.cookie)).statusCode).toBe(404);

    expect((await cancel(bookingId, student.cookie)).statusCode).toBe(200);
    const twice = await cancel(bookingId, student.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You have already cancelled this booking.");
    expect((await preview(bookingId, student.cookie)).statusCode).toBe(409);

    // Started (by the clock, and live).
    const started = await booked();
    t.clock.set(new Date(started.startsAt.getTime() + MINUTE));
    const afterStart = await cancel(started.bookingId, started.student.cookie);
    expect(afterStart.statusCode).toBe(409);
    expect(afterStart.json().message).toBe(
      "This session has already started, so the booking can no longer be cancelled.",
    );
    t.clock.reset();
    expect(startsAt.getTime()).toBeGreaterThan(Date.now());

    // A disapproved payment holds no seat.
    const failed = await booked({ status: "failed" });
    const res = await cancel(failed.bookingId, failed.student.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This booking does not hold a seat (its payment was disapproved), so there is nothing to cancel.",
    );
  });

  it("cancels a pending payment too, and a cancelled booking is not booked again", async () => {
    const { student, bookingId, paymentId, session } = await booked({ status: "created" });
    const res = await cancel(bookingId, student.cookie);
    expect(res.json()).toMatchObject({ paymentStatus: "refund_due" });
    expect((await paymentRow(paymentId))?.status).toBe("refund_due");
    const again = await book(t.app, student.cookie, session.id, proof);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You cancelled your booking of this session, so it cannot be booked again.",
    );
    // A pending payment's email has no calendar file (none was sent).
    const mail = (await mailsTo(t.app, student.email)).at(-1);
    expect(mail?.subject).toBe("Booking cancelled: NEET Physics: Rotational Motion Drill");
    expect(mail?.attachments).toEqual([]);
  });
  it("drops the booking's reminders not yet sent", async () => {
    const { startsAt, student, bookingId, paymentId } = await booked();
    t.clock.set(new Date(startsAt.getTime() - 23 * HOUR));
    await runLifecycle(t.app);
    const reminders = () =>
      t.app.db
        .select({ kind: emailOutbox.kind, status: emailOutbox.status })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.paymentId, paymentId), like(emailOutbox.kind, "reminder-%")));
    expect(await reminders()).toEqual([{ kind: "reminder-24h", status: "pending" }]);
    expect((await cancel(bookingId, student.cookie)).statusCode).toBe(200);
    expect(await reminders()).toEqual([{ kind: "reminder-24h", status: "skipped" }]);
    t.clock.reset();
    const subjects = (await mailsTo(t.app, student.email)).map((m) => m.subject);
    expect(subjects.some((subject) => /starts/i.test(subject) && !/cancelled/i.test(subject))).toBe(false);
  });
});

describe("the cancellation email", () => {
  it("says how much is refunded and where, with the calendar cancellation", async () => {
    const { student, bookingId, session } = await booked({ price: 1499 });
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/me/student-profile",
      headers: { cookie: student.cookie },
      payload: {
        interests: [],
        educationLevel: null,
        goal: null,
        domain: "NEET",
        phone: null,
        refundUpiId: "meera@oksbi",
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await cancel(bookingId, student.cookie)).statusCode).toBe(200);

    const mails = await mailsTo(t.app, student.email);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe("Booking cancelled: NEET Physics: Rotational Motion Drill");
    expect(mail?.text).toContain("₹1,499 will be refunded to meera@oksbi.");
    expect(mail?.text).toContain("https://toppers.example.in/student-dashboard");
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    const ics = attachment?.content.toString("utf8") ?? "";
    expect(property(ics, "METHOD:")).toEqual(["METHOD:CANCEL"]);
    expect(property(ics, "STATUS:")).toEqual(["STATUS:CANCELLED"]);
    expect(property(ics, "UID:")).toEqual([`UID:${bookingId}@toppers-connect`]);
    expect(property(ics, "SEQUENCE:")).toEqual(["SEQUENCE:1"]);
    // The session's own sequence is unchanged: the other bookings' events did not change.
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.calendarSequence).toBe(0);
  });

  it("asks for a refund UPI id when there is none, and speaks Hindi to a Hindi reader", async () => {
    const { student, bookingId } = await booked({ price: 499 });
    await t.app.db.update(users).set({ language: "hi" }).where(eq(users.id, student.id));
    expect((await cancel(bookingId, student.cookie)).statusCode).toBe(200);
    const mail = (await mailsTo(t.app, student.email)).at(-1);
    expect(mail?.subject).toBe("बुकिंग रद्द: NEET Physics: Rotational Motion Drill");
    expect(mail?.text).toContain("UPI आईडी जोड़ें");
    expect(mail?.text).toContain("/student-dashboard");

    const english = await booked({ price: 499 });
    expect((await cancel(english.bookingId, english.student.cookie)).statusCode).toBe(200);
    const asked = (await mailsTo(t.app, english.student.email)).at(-1);
    expect(asked?.text).toContain("₹499 will be refunded to you. Please add the UPI id");
  });

  it("says plainly that a late cancellation is not refunded", async () => {
    const { student, bookingId, startsAt } = await booked({ price: 499 });
    t.clock.set(new Date(startsAt.getTime() - HOUR));
    expect((await cancel(bookingId, student.cookie)).statusCode).toBe(200);
    t.clock.reset();
    const mail = (await mailsTo(t.app, student.email)).at(-1);
    expect(mail?.text).toContain(
      "There is no refund, because it was cancelled within 24 hours of the start: the payment of ₹499 is kept.",
    );
    expect(mail?.text).not.toContain("will be refunded");
  });
});

describe("Add to calendar", () => {
  it("downloads the approved booking's event with its UID and the session's SEQUENCE", async () => {
    const { student, bookingId, session } = await booked({
      title: 'JEE Maths: "Limits" & Continuity / हिंदी',
    });
    await t.app.db.update(sessions).set({ calendarSequence: 3 }).where(eq(sessions.id, session.id));
    const res = await calendar(bookingId, student.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    const disposition = String(res.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.ics"; filename\*=UTF-8''/);
    // The plain name has no quote, slash or backslash of the title's in it.
    expect(disposition.match(/filename="([^"]*)"/)?.[1]).toMatch(/^[^"\\/]+\.ics$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toBe(
      'JEE Maths: "Limits" & Continuity / हिंदी.ics',
    );
    expect(property(res.body, "METHOD:")).toEqual(["METHOD:REQUEST"]);
    expect(property(res.body, "UID:")).toEqual([`UID:${bookingId}@toppers-connect`]);
    expect(property(res.body, "SEQUENCE:")).toEqual(["SEQUENCE:3"]);
  });

  it("is only for the booking's student, once the payment is approved, while the booking stands", async () => {
    const { student, bookingId } = await booked();
    const other = await signedIn(t.app, "student");
    expect((await calendar(bookingId)).statusCode).toBe(401);
    expect((await calendar(bookingId, mentor.cookie)).statusCode).toBe(403);
    expect((await calendar(bookingId, other.cookie)).statusCode).toBe(404);

    const pending = await booked({ status: "created" });
    const notYet = await calendar(pending.bookingId, pending.student.cookie);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe("The calendar file is ready once your payment is verified.");

    const cancelled = await cancel(bookingId, student.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = await calendar(bookingId, student.cookie);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      "This booking or its session was cancelled, so there is no calendar event to add.",
    );
  });
});

describe("total spent", () => {
  it("counts money kept (approved, or kept after a late cancellation), not refunds or pending payments", async () => {
    const student = await signedIn(t.app, "student");
    const sessionsBooked = await Promise.all(
      [100, 200, 400, 800].map((price) => newSession(t.app, mentor.cookie, { price, seats: 5 })),
    );
    const starts = await Promise.all(sessionsBooked.map((s) => startsIn(t.app, s.id, 3 * DAY)));
    const results = [];
    for (const [i, s] of sessionsBooked.entries()) {
      results.push(
        await bookWithPayment(t.app, student.cookie, admin.cookie, s.id, proof, i === 3 ? "created" : "paid"),
      );
    }
    const stats = async () =>
      studentDashboardSchema.parse((await request("GET", "/api/me/dashboard", student.cookie)).json()).stats;
    // 100 + 200 + 400 approved; 800 pending.
    expect(await stats()).toMatchObject({ enrolled: 4, totalSpent: 700 });
    // In time: refunded, not spent.
    expect((await cancel(results[0]?.bookingId ?? "", student.cookie)).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ enrolled: 3, totalSpent: 600 });
    // Late: kept, still spent.
    t.clock.set(new Date((starts[1] as Date).getTime() - HOUR));
    expect((await cancel(results[1]?.bookingId ?? "", student.cookie)).statusCode).toBe(200);
    t.clock.reset();
    expect(await stats()).toMatchObject({ enrolled: 2, totalSpent: 600 });
  });
});
