import { BOOKING_MESSAGES } from "@contract/bookings";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { DECISION_MESSAGES } from "@contract/payments";
import { MENTOR_NO_SHOW_REASON } from "@contract/sessions";
import { formatIstTime, instantToIst } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import { deliverEmails, mailsTo } from "@test-support/mail";
import { book, bookWithPayment, newSession, proofImage, runLifecycle } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, sessions } from "../../db/schema";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../lib/clock";

/*
 * The session's life over time (docs/decisions/009), with the app's clock moved, never
 * with sleeps: booking closes at the start; a session its mentor never started is cancelled by the
 * system with its payments due for refund; a live session left running is completed; reminders
 * 24 hours and 1 hour before; the admins' morning digest.
 */

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let mentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  // Many bookings from one address: the upload limit has its own test.
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "10000" } });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  admin = await signedIn(t.app, "admin", "Kavya Iyer");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string) => t.app.inject({ method: "POST", url, headers: { cookie } });

/** A session (tomorrow, IST evening) with a student in each payment state; answers its start. */
async function sessionWithStudents(overrides: Record<string, unknown> = {}) {
  const session = await newSession(t.app, mentor.cookie, { price: 799, ...overrides });
  const [paid, pending, failed] = [
    await signedIn(t.app, "student", "Priya Nair"),
    await signedIn(t.app, "student", "Arjun Rao"),
    await signedIn(t.app, "student", "Meera Das"),
  ];
  const paidBooking = await bookWithPayment(t.app, paid.cookie, admin.cookie, session.id, proof, "paid");
  const pendingBooking = await bookWithPayment(
    t.app,
    pending.cookie,
    admin.cookie,
    session.id,
    proof,
    "created",
  );
  const failedBooking = await bookWithPayment(
    t.app,
    failed.cookie,
    admin.cookie,
    session.id,
    proof,
    "failed",
  );
  return {
    session,
    startsAt: new Date(session.startsAt),
    paid: { ...paid, ...paidBooking },
    pending: { ...pending, ...pendingBooking },
    failed: { ...failed, ...failedBooking },
  };
}

/** The outbox rows of one kind for a session, by recipient. */
async function recorded(sessionId: string, kindLike: string) {
  return t.app.db
    .select({ to: emailOutbox.recipient, kind: emailOutbox.kind, status: emailOutbox.status })
    .from(emailOutbox)
    .where(sql`${emailOutbox.sessionId} = ${sessionId} and ${emailOutbox.kind} like ${kindLike}`);
}

describe("booking closes when the session starts", () => {
  it("takes bookings until the start, and refuses them from the start on (409), on the card and the payment page", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 10 });
    const startsAt = new Date(session.startsAt);
    const [early, late] = [await signedIn(t.app, "student"), await signedIn(t.app, "student")];

    t.clock.set(new Date(startsAt.getTime() - MINUTE_MS));
    expect((await get(`/api/sessions/${session.id}`)).json()).toMatchObject({
      closed: false,
      closedReason: null,
    });
    expect((await book(t.app, early.cookie, session.id, proof)).statusCode).toBe(201);

    t.clock.set(startsAt);
    const refused = await book(t.app, late.cookie, session.id, proof);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.started);
    const card = (await get(`/api/sessions/${session.id}`)).json();
    expect(card).toMatchObject({ status: "upcoming", closed: true, closedReason: "started", seatsLeft: 9 });
    const listed = (await get("/api/sessions?type=group&pageSize=50")).json();
    expect(listed.items.find((s: { id: string }) => s.id === session.id)).toMatchObject({
      closed: true,
      closedReason: "started",
    });
    const request = await get(`/api/sessions/${session.id}/payment-request`, late.cookie);
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe(BOOKING_MESSAGES.started);
    const qr = await get(`/api/sessions/${session.id}/payment-qr.svg`, late.cookie);
    expect(qr.statusCode).toBe(409);
  });

  it("refuses a live session even before its scheduled start", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const startsAt = new Date(session.startsAt);
    t.clock.set(new Date(startsAt.getTime() - 4 * MINUTE_MS));
    expect((await post(`/api/sessions/${session.id}/start`, mentor.cookie)).statusCode).toBe(200);
    const student = await signedIn(t.app, "student");
    const res = await book(t.app, student.cookie, session.id, proof);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_MESSAGES.started);
    expect((await get(`/api/sessions/${session.id}`)).json()).toMatchObject({
      status: "live",
      closedReason: "started",
    });
  });
});

describe("a session its mentor never starts", () => {
  it("is cancelled by the system 60 minutes after its start, with refunds due and emails to its students and mentor", {
    timeout: 60_000,
  }, async () => {
    const { session, startsAt, paid, pending, failed } = await sessionWithStudents({
      title: "NEET Biology: Human Physiology",
    });

    // Still inside the start window: the mentor may start it until 60 minutes after its start.
    t.clock.set(new Date(startsAt.getTime() + 60 * MINUTE_MS));
    await runLifecycle(t.app);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("upcoming");

    t.clock.set(new Date(startsAt.getTime() + 60 * MINUTE_MS + 1));
    await runLifecycle(t.app);
    const card = (await get(`/api/sessions/${session.id}`)).json();
    expect(card).toMatchObject({
      status: "cancelled",
      closed: true,
      closedReason: "cancelled",
      seatsLeft: 0,
      cancellation: { reason: MENTOR_NO_SHOW_REASON },
    });
    // Handled once: the next run changes nothing and tells nobody again (checked below).
    await runLifecycle(t.app);

    // It leaves the open lists.
    const listed = (await get("/api/sessions?type=group&pageSize=50")).json();
    expect(listed.items.map((s: { id: string }) => s.id)).not.toContain(session.id);

    // Every payment that was not failed is due for a refund, shown as such to the student.
    const statusOf = async (student: typeof paid) =>
      (await get(`/api/payments/${student.paymentId}`, student.cookie)).json().status;
    expect(await statusOf(paid)).toBe("refund_due");
    expect(await statusOf(pending)).toBe("refund_due");
    expect(await statusOf(failed)).toBe("failed");
    const dashboard = (await get("/api/me/dashboard", paid.cookie)).json();
    expect(dashboard.sessions).toEqual([
      expect.objectContaining({
        paymentStatus: "refund_due",
        session: expect.objectContaining({ status: "cancelled" }),
      }),
    ]);
    expect(dashboard.stats).toMatchObject({ enrolled: 0, totalSpent: 0 });

    // Admins see it in the sessions (cancelled, with the reason) and payments (refund due) tabs.
    const cancelledTab = (
      await get(
        `/api/admin/sessions?status=cancelled&q=${encodeURIComponent("Human Physiology")}`,
        admin.cookie,
      )
    ).json();
    expect(cancelledTab.items).toEqual([
      expect.objectContaining({ id: session.id, status: "cancelled", cancelReason: MENTOR_NO_SHOW_REASON }),
    ]);
    const refunds = (await get("/api/admin/payments?status=refund_due&pageSize=50", admin.cookie)).json();
    const refundIds = refunds.items.map((p: { id: string }) => p.id);
    expect(refundIds).toEqual(expect.arrayContaining([paid.paymentId, pending.paymentId]));
    expect(refundIds).not.toContain(failed.paymentId);
    // A refund-due payment is not decided any more.
    const decision = await t.app.inject({
      method: "POST",
      url: `/api/payments/${paid.paymentId}/decision`,
      payload: { status: "failed", reason: { code: "utrNotFound" } },
      headers: { cookie: admin.cookie },
    });
    expect(decision.statusCode).toBe(409);
    expect(decision.json().message).toBe(DECISION_MESSAGES.refundDue);

    // Nobody starts, joins or books it any more.
    const start = await post(`/api/sessions/${session.id}/start`, mentor.cookie);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(LIVE_MESSAGES.cancelled);
    const again = await book(t.app, failed.cookie, session.id, proof);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.cancelled);

    // The students owed money and the mentor are told, once; the failed payment's student is not.
    for (const student of [paid, pending]) {
      const mails = (await mailsTo(t.app, student.email)).filter((m) => m.subject.startsWith("Cancelled:"));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Cancelled: NEET Biology: Human Physiology (refund due)");
      expect(mails[0]?.text).toContain(MENTOR_NO_SHOW_REASON);
      expect(mails[0]?.text).toContain("₹799");
      expect(mails[0]?.text).toContain("full refund");
    }
    expect((await mailsTo(t.app, failed.email)).filter((m) => m.subject.startsWith("Cancelled:"))).toEqual(
      [],
    );
    const toMentor = (await mailsTo(t.app, mentor.email)).filter((m) =>
      m.subject.includes("Human Physiology"),
    );
    expect(toMentor.map((m) => m.subject)).toEqual(["Cancelled: NEET Biology: Human Physiology"]);
    expect(toMentor[0]?.text).toContain("was not started within 60 minutes");
    expect(toMentor[0]?.text).toContain("The 2 students who booked it are due a full refund.");
  });

  it("is not cancelled once its mentor started it, even at the last minute of the window", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const startsAt = new Date(session.startsAt);
    t.clock.set(new Date(startsAt.getTime() + 60 * MINUTE_MS));
    expect((await post(`/api/sessions/${session.id}/start`, mentor.cookie)).statusCode).toBe(200);
    t.clock.set(new Date(startsAt.getTime() + 61 * MINUTE_MS));
    await runLifecycle(t.app);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("live");
  });

  it("follows a start moved by an operator: the deadline moves with it", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const startsAt = new Date(session.startsAt);
    const moved = new Date(startsAt.getTime() + 2 * DAY_MS);
    await t.app.db.update(sessions).set({ startsAt: moved }).where(eq(sessions.id, session.id));
    t.clock.set(new Date(startsAt.getTime() + 3 * HOUR_MS));
    await runLifecycle(t.app);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("upcoming");
    t.clock.set(new Date(moved.getTime() + 61 * MINUTE_MS));
    await runLifecycle(t.app);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("cancelled");
  });
});

describe("a live session left running", () => {
  it("is completed 30 minutes after its scheduled end", async () => {
    const session = await newSession(t.app, mentor.cookie, { durationMinutes: 90 });
    const startsAt = new Date(session.startsAt);
    t.clock.set(startsAt);
    expect((await post(`/api/sessions/${session.id}/start`, mentor.cookie)).statusCode).toBe(200);
    const overrun = new Date(startsAt.getTime() + (90 + 30) * MINUTE_MS);

    t.clock.set(new Date(overrun.getTime() - 1));
    await runLifecycle(t.app);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("live");

    t.clock.set(overrun);
    await runLifecycle(t.app);
    const details = (await get(`/api/sessions/${session.id}/details`, mentor.cookie)).json();
    expect(details).toMatchObject({ session: { status: "completed" }, endedAt: overrun.toISOString() });
    t.clock.set(new Date(overrun.getTime() + HOUR_MS));
    await runLifecycle(t.app);
    expect((await get(`/api/sessions/${session.id}/details`, mentor.cookie)).json().endedAt).toBe(
      overrun.toISOString(),
    );
  });
});

describe("reminders", () => {
  it("go 24 hours and 1 hour before the start to the mentor and every student whose payment is approved, once each", {
    timeout: 60_000,
  }, async () => {
    const { session, startsAt, paid, pending, failed } = await sessionWithStudents({
      title: "JEE Physics: Electrostatics",
    });
    const at = (ms: number) => t.clock.set(new Date(startsAt.getTime() + ms));

    at(-24 * HOUR_MS - 1);
    await runLifecycle(t.app);
    expect(await recorded(session.id, "reminder-%")).toEqual([]);

    at(-24 * HOUR_MS);
    await runLifecycle(t.app);
    expect((await recorded(session.id, "reminder-24h")).map((r) => r.to).sort()).toEqual(
      [mentor.email, paid.email].sort(),
    );
    // Never twice for the same session and person.
    at(-20 * HOUR_MS);
    await runLifecycle(t.app);
    expect(await recorded(session.id, "reminder-24h")).toHaveLength(2);

    at(-HOUR_MS);
    await runLifecycle(t.app);
    expect((await recorded(session.id, "reminder-1h")).map((r) => r.to).sort()).toEqual(
      [mentor.email, paid.email].sort(),
    );

    const student = (await mailsTo(t.app, paid.email)).filter((m) => m.subject.startsWith("Reminder:"));
    expect(student.map((m) => m.subject)).toEqual([
      `Reminder: JEE Physics: Electrostatics starts in 24 hours (${formatIstTime(startsAt)} IST)`,
      `Reminder: JEE Physics: Electrostatics starts in 1 hour (${formatIstTime(startsAt)} IST)`,
    ]);
    // The way in is the dashboard: the room is never in an email.
    expect(student[1]?.text).toContain(`${t.config.publicUrl}/student-dashboard`);
    expect(student[1]?.text).toContain(`${formatIstTime(startsAt)} IST`);
    expect(student[1]?.text).not.toMatch(/meet\.jit\.si|live-session/);
    const toMentor = (await mailsTo(t.app, mentor.email)).filter((m) => m.subject.includes("Electrostatics"));
    expect(toMentor).toHaveLength(2);
    expect(toMentor[1]?.text).toContain(`${t.config.publicUrl}/mentor-dashboard`);
    expect(toMentor[1]?.text).toContain("1 student is booked with a verified payment.");
    for (const other of [pending, failed]) {
      expect((await mailsTo(t.app, other.email)).filter((m) => m.subject.startsWith("Reminder:"))).toEqual(
        [],
      );
    }

    // After the start, none.
    at(MINUTE_MS);
    await runLifecycle(t.app);
    expect(await recorded(session.id, "reminder-%")).toHaveLength(4);
  });

  it("that fell due while no server ran go once at the restart, unless the next one is due already", async () => {
    const a = await sessionWithStudents({ time: "10:00" });
    const b = await sessionWithStudents({ time: "14:00" });
    // Down from 25 hours before A's start to 23 hours before: its 24-hour reminder goes, once.
    t.clock.set(new Date(a.startsAt.getTime() - 23 * HOUR_MS));
    await runLifecycle(t.app);
    await runLifecycle(t.app);
    expect(await recorded(a.session.id, "reminder-24h")).toHaveLength(2);
    // Down until 30 minutes before B's start: only the 1-hour reminder makes sense.
    t.clock.set(new Date(b.startsAt.getTime() - 30 * MINUTE_MS));
    await runLifecycle(t.app);
    expect(await recorded(b.session.id, "reminder-24h")).toEqual([]);
    expect(await recorded(b.session.id, "reminder-1h")).toHaveLength(2);
  });

  it("are never sent after the start, even when their delivery was late", async () => {
    const { session, startsAt, paid } = await sessionWithStudents();
    t.clock.set(new Date(startsAt.getTime() - 30 * MINUTE_MS));
    await runLifecycle(t.app);
    // The mail server was down until after the start: the reminder is dropped, not sent late.
    t.clock.set(new Date(startsAt.getTime() + MINUTE_MS));
    await deliverEmails(t.app);
    expect((await recorded(session.id, "reminder-1h")).map((r) => r.status)).toEqual(["skipped", "skipped"]);
    expect((await mailsTo(t.app, paid.email)).filter((m) => m.subject.startsWith("Reminder:"))).toEqual([]);
  });

  it("are not sent for a cancelled session, nor for a payment disapproved after they were recorded", async () => {
    const first = await sessionWithStudents();
    t.clock.set(new Date(first.startsAt.getTime() - 2 * HOUR_MS));
    await runLifecycle(t.app);
    // Disapproved after the 24-hour reminder was recorded but before it went out.
    const decided = await t.app.inject({
      method: "POST",
      url: `/api/payments/${first.paid.paymentId}/decision`,
      payload: { status: "failed", reason: { code: "utrNotFound" } },
      headers: { cookie: admin.cookie },
    });
    expect(decided.statusCode).toBe(200);
    await deliverEmails(t.app);
    expect((await mailsTo(t.app, first.paid.email)).filter((m) => m.subject.startsWith("Reminder:"))).toEqual(
      [],
    );

    // A session cancelled before its reminder: none at all.
    const second = await sessionWithStudents();
    t.clock.set(new Date(second.startsAt.getTime() + 2 * HOUR_MS));
    await runLifecycle(t.app);
    t.clock.set(new Date(second.startsAt.getTime() - 30 * MINUTE_MS));
    await runLifecycle(t.app);
    expect(await recorded(second.session.id, "reminder-%")).toEqual([]);
  });

  it("follow a start moved by an operator", async () => {
    const { session, startsAt, paid } = await sessionWithStudents();
    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR_MS));
    await runLifecycle(t.app);
    await deliverEmails(t.app);
    const moved = new Date(startsAt.getTime() + 3 * DAY_MS);
    await t.app.db.update(sessions).set({ startsAt: moved }).where(eq(sessions.id, session.id));
    // The old start's 1-hour mark passes: nothing for the old time.
    t.clock.set(new Date(startsAt.getTime() - 30 * MINUTE_MS));
    await runLifecycle(t.app);
    expect(await recorded(session.id, "reminder-1h")).toEqual([]);
    // The new start has its own reminders.
    t.clock.set(new Date(moved.getTime() - 23 * HOUR_MS));
    await runLifecycle(t.app);
    const newReminders = (await mailsTo(t.app, paid.email)).filter((m) => m.subject.startsWith("Reminder:"));
    expect(newReminders.map((m) => m.subject.match(/in \d+ hours?/)?.[0])).toEqual([
      "in 24 hours",
      "in 24 hours",
    ]);
    expect(newReminders[1]?.text).toContain(formatIstTime(moved));
  });
});

describe("the admins' morning digest", () => {
  it("goes once a day at 09:00 IST, only when payments await verification for sessions within 24 hours", {
    timeout: 60_000,
  }, async () => {
    // A fresh app: the digest is once a day for the whole site.
    const own = await createTestApp();
    try {
      const [ownMentor, ownAdmin, secondAdmin] = [
        await signedIn(own.app, "mentor", "Rohan Mehta"),
        await signedIn(own.app, "admin", "Kavya Iyer"),
        await signedIn(own.app, "admin", "Dev Malhotra"),
      ];
      const session = await newSession(own.app, ownMentor.cookie, { title: "CAT Quant: Arithmetic" });
      const startsAt = new Date(session.startsAt);
      const student = await signedIn(own.app, "student", "Asha Verma");
      await bookWithPayment(own.app, student.cookie, ownAdmin.cookie, session.id, proof, "created");
      const digests = async () => {
        const counts: number[] = [];
        for (const email of [ownAdmin.email, secondAdmin.email])
          counts.push((await mailsTo(own.app, email)).filter((m) => m.subject.includes("to verify")).length);
        return counts;
      };
      // 09:00 IST on the session's day (it starts at 19:00 IST): within 24 hours.
      const nineIst = new Date(`${instantToIst(startsAt).date}T09:00:00+05:30`);
      const sweep = () => runLifecycle(own.app);

      own.clock.set(new Date(nineIst.getTime() - 1));
      await sweep();
      expect(await digests()).toEqual([0, 0]);

      own.clock.set(nineIst);
      expect((await sweep()).digests).toBe(2);
      expect((await sweep()).digests).toBe(0);
      expect(await digests()).toEqual([1, 1]);
      const [mail] = (await mailsTo(own.app, ownAdmin.email)).filter((m) => m.subject.includes("to verify"));
      expect(mail?.subject).toBe("1 payment to verify for sessions in the next 24 hours");
      expect(mail?.text).toContain("Asha Verma: ₹499");
      expect(mail?.text).toContain('"CAT Quant: Arithmetic"');
      expect(mail?.text).toContain(`${own.config.publicUrl}/admin-dashboard?tab=payments`);

      // The next morning the session has started: nothing awaits for the next 24 hours, no digest.
      own.clock.set(new Date(nineIst.getTime() + DAY_MS));
      expect((await sweep()).digests).toBe(0);
      expect(await digests()).toEqual([1, 1]);
    } finally {
      await own.close();
    }
  });
});
