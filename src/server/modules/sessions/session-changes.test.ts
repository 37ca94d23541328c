import { SESSION_CHANGE_MESSAGES } from "@contract/session-changes";
import { SESSION_MESSAGES } from "@contract/sessions";
import { formatIstDate, instantToIst } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import type { OutboxEmail } from "@test-support/email-parser";
import { mailsTo } from "@test-support/mail";
import { bookWithPayment, newSession, proofImage, runLifecycle, startsIn } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  emailOutbox,
  payments,
  sessions,
  studentProfiles,
  users,
  waitlistEntries,
} from "../../db/schema";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../../lib/clock";

/*
 * A mentor or an admin cancels a session with a reason, or edits it (docs/decisions/014;
 * docs/product.md §10.14): who may, when, what the students are told and what their calendars get.
 */

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let mentor: Account;
let otherMentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "10000" } });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  otherMentor = await signedIn(t.app, "mentor", "Bharat Shah");
  admin = await signedIn(t.app, "admin", "Kavya Iyer");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const cancel = (sessionId: string, cookie: string | undefined, reason: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/sessions/${sessionId}/cancel`,
    payload: { reason },
    headers: cookie ? { cookie } : {},
  });
const edit = (sessionId: string, cookie: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/sessions/${sessionId}`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });

/** The iCalendar text with its folded lines joined again, and one property's lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const property = (ics: string, name: string) =>
  unfold(ics)
    .split("\r\n")
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(":") + 1));
const icsOf = (mail: OutboxEmail | undefined) =>
  mail?.attachments.find((a) => a.contentType.startsWith("text/calendar"))?.content.toString("utf8");
/** 20261126T133000Z, as an ics writes an instant in UTC. */
const icsInstant = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** A session with a student in each payment state (paid, pending, failed). */
async function sessionWithStudents(overrides: Record<string, unknown> = {}) {
  const session = await newSession(t.app, mentor.cookie, { price: 799, ...overrides });
  const [paid, pending, failed] = [
    await signedIn(t.app, "student", "Priya Nair"),
    await signedIn(t.app, "student", "Arjun Rao"),
    await signedIn(t.app, "student", "Meera Das"),
  ];
  const book = (who: Account, status: "paid" | "created" | "failed") =>
    bookWithPayment(t.app, who.cookie, admin.cookie, session.id, proof, status);
  return {
    session,
    startsAt: new Date(session.startsAt),
    paid: { ...paid, ...(await book(paid, "paid")) },
    pending: { ...pending, ...(await book(pending, "created")) },
    failed: { ...failed, ...(await book(failed, "failed")) },
  };
}

/** A date (IST) `days` from now: a session then may still be rescheduled. */
const inDays = (days: number) => instantToIst(new Date(Date.now() + days * DAY_MS)).date;

const statusOf = async (paymentId: string) =>
  (await t.app.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]
    ?.status;

describe("cancelling a session", () => {
  it("by its mentor: every payment not failed is due for a refund, every student gets the reason, approved ones the calendar cancellation", {
    timeout: 60_000,
  }, async () => {
    const { session, paid, pending, failed } = await sessionWithStudents({
      title: "JEE Physics: Rotational Dynamics",
    });
    // One student gave a refund UPI id; a late canceller's kept money is owed back too.
    await t.app.db
      .insert(studentProfiles)
      .values({ userId: paid.id, refundUpiId: "priya.nair@okaxis" })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { refundUpiId: "priya.nair@okaxis" } });
    const late = await signedIn(t.app, "student", "Kiran Bose");
    const lateBooking = await bookWithPayment(t.app, late.cookie, admin.cookie, session.id, proof, "paid");
    await t.app.db
      .update(payments)
      .set({ status: "forfeited" })
      .where(eq(payments.id, lateBooking.paymentId));
    await t.app.db
      .update(bookings)
      .set({ cancelledAt: new Date() })
      .where(eq(bookings.id, lateBooking.bookingId));
    await t.app.db
      .update(sessions)
      .set({ seatsTaken: sql`${sessions.seatsTaken} - 1` })
      .where(eq(sessions.id, session.id));
    const waiting = await signedIn(t.app, "student", "Nisha Pal");
    await t.app.db
      .insert(waitlistEntries)
      .values({ id: `w-${session.id}`, sessionId: session.id, studentId: waiting.id });

    const res = await cancel(
      session.id,
      mentor.cookie,
      "  My university exam moved\n to this evening; sorry!  ",
    );
    expect(res.statusCode, res.body).toBe(200);
    const reason = "My university exam moved to this evening; sorry!";
    expect(res.json()).toMatchObject({
      status: "cancelled",
      closedReason: "cancelled",
      seatsLeft: 0,
      cancellation: { reason },
    });
    expect(await statusOf(paid.paymentId)).toBe("refund_due");
    expect(await statusOf(pending.paymentId)).toBe("refund_due");
    expect(await statusOf(lateBooking.paymentId)).toBe("refund_due");
    expect(await statusOf(failed.paymentId)).toBe("failed");
    const [row] = await t.app.db
      .select({ sequence: sessions.calendarSequence, by: sessions.cancelledBy })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    expect(row).toEqual({ sequence: 1, by: mentor.id });
    expect(
      await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.sessionId, session.id)),
    ).toEqual([]);
    // The student's dashboard shows the session cancelled with the reason, and the booking as not
    // cancelled by them (the late canceller's as theirs).
    const entryOf = async (who: Account) =>
      (
        (await get("/api/me/dashboard", who.cookie)).json() as {
          sessions: {
            session: { id: string; cancellation: { reason: string } | null };
            cancelledAt: string | null;
          }[];
        }
      ).sessions.find((e) => e.session.id === session.id);
    expect(await entryOf(paid)).toMatchObject({ session: { cancellation: { reason } }, cancelledAt: null });
    expect((await entryOf(late))?.cancelledAt).not.toBeNull();
    // It leaves the open lists at once.
    const listed = (await get("/api/sessions?type=group&pageSize=50")).json();
    expect(listed.items.map((s: { id: string }) => s.id)).not.toContain(session.id);

    const cancelledMail = async (who: Account) =>
      (await mailsTo(t.app, who.email)).filter((m) => m.subject.startsWith("Cancelled:"));
    const [toPaid] = await cancelledMail(paid);
    expect(toPaid?.subject).toBe("Cancelled: JEE Physics: Rotational Dynamics (refund due)");
    expect(toPaid?.text).toContain(`has been cancelled by Rohan Mehta, who wrote: “${reason}”`);
    expect(toPaid?.text).toContain("₹799");
    expect(toPaid?.text).toContain("priya.nair@okaxis");
    const ics = icsOf(toPaid) ?? "";
    expect(property(ics, "METHOD")).toEqual(["CANCEL"]);
    expect(property(ics, "STATUS")).toEqual(["CANCELLED"]);
    expect(property(ics, "SEQUENCE")).toEqual(["1"]);
    expect(property(ics, "UID")).toEqual([`${paid.bookingId}@toppers-connect`]);

    // A pending payment never had an invitation; without a refund UPI id the email asks for one.
    const [toPending] = await cancelledMail(pending);
    expect(toPending?.text).toContain(`who wrote: “${reason}”`);
    expect(toPending?.text).toContain("please add your refund UPI id");
    expect(icsOf(toPending)).toBeUndefined();
    expect(await cancelledMail(late)).toHaveLength(1);
    expect(await cancelledMail(failed)).toEqual([]);
    // The mentor cancelled it themself: no email to them.
    expect(
      (await mailsTo(t.app, mentor.email)).filter((m) => m.subject.includes("Rotational Dynamics")),
    ).toEqual([]);

    // Once only.
    const again = await cancel(session.id, admin.cookie, "Cancelling it a second time.");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SESSION_CHANGE_MESSAGES.alreadyCancelled);
    expect(await cancelledMail(paid)).toHaveLength(1);
  });

  it("by an admin: the mentor is told, with the reason quoted", async () => {
    const { session, paid } = await sessionWithStudents({ title: "NEET Chemistry: Equilibrium" });
    const res = await cancel(session.id, admin.cookie, "The mentor is unwell and asked us to cancel.");
    expect(res.statusCode, res.body).toBe(200);
    const [toMentor] = (await mailsTo(t.app, mentor.email)).filter((m) => m.subject.includes("Equilibrium"));
    expect(toMentor?.subject).toBe("Cancelled: NEET Chemistry: Equilibrium");
    expect(toMentor?.text).toContain(
      "has been cancelled by an admin, who wrote: “The mentor is unwell and asked us to cancel.”",
    );
    expect(toMentor?.text).toContain("The 2 students who booked it are due a full refund.");
    const [toPaid] = (await mailsTo(t.app, paid.email)).filter((m) => m.subject.startsWith("Cancelled:"));
    expect(toPaid?.text).toContain("cancelled by the Toppers Connect team, who wrote:");
  });

  it("is refused to another mentor, a student and a visitor, and nothing changes", async () => {
    const { session, paid } = await sessionWithStudents();
    const reason = "A reason long enough to be read.";
    expect((await cancel(session.id, undefined, reason)).statusCode).toBe(401);
    const byStudent = await cancel(session.id, paid.cookie, reason);
    expect(byStudent.statusCode).toBe(403);
    const byOther = await cancel(session.id, otherMentor.cookie, reason);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(SESSION_CHANGE_MESSAGES.notYours);
    expect((await cancel("no-such-session", mentor.cookie, reason)).statusCode).toBe(404);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("upcoming");
    expect(await statusOf(paid.paymentId)).toBe("paid");
  });

  it("needs a reason of 10 to 500 characters", async () => {
    const session = await newSession(t.app, mentor.cookie);
    for (const [reason, message] of [
      ["  too short ", SESSION_CHANGE_MESSAGES.reasonShort],
      ["", SESSION_CHANGE_MESSAGES.reasonShort],
      ["x".repeat(501), SESSION_CHANGE_MESSAGES.reasonLong],
    ] as const) {
      const res = await cancel(session.id, mentor.cookie, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ field: "body.reason", message })]);
    }
    const missing = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${session.id}/cancel`,
      payload: {},
      headers: { cookie: mentor.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues?.[0]?.field).toBe("body.reason");
    expect((await cancel(session.id, mentor.cookie, "x".repeat(500))).statusCode).toBe(200);
  });

  it("is refused once the session is live or has ended (409)", async () => {
    const session = await newSession(t.app, mentor.cookie);
    await startsIn(t.app, session.id, 2 * MINUTE_MS);
    const post = (step: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/sessions/${session.id}/${step}`,
        headers: { cookie: mentor.cookie },
      });
    expect((await post("start")).statusCode).toBe(200);
    const live = await cancel(session.id, mentor.cookie, "Too late to cancel this one.");
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe(SESSION_CHANGE_MESSAGES.cancelLive);
    expect((await post("end")).statusCode).toBe(200);
    const ended = await cancel(session.id, admin.cookie, "Too late to cancel this one.");
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(SESSION_CHANGE_MESSAGES.cancelEnded);
  });
});

describe("editing a session", () => {
  it("changes the title, description and subjects, by its mentor or an admin, and the lists show it at once", async () => {
    const session = await newSession(t.app, mentor.cookie, { title: "JEE Maths: Limts" });
    // The list is cached: it must forget the old title.
    await get("/api/sessions?type=group&pageSize=50");
    const res = await edit(session.id, mentor.cookie, {
      title: "JEE Maths: Limits and Continuity",
      description: "Standard limits, L'Hôpital's rule and continuity, with past JEE questions.",
      subjects: ["Calculus", "Maths"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: "JEE Maths: Limits and Continuity",
      subjects: ["Calculus", "Maths"],
      startsAt: session.startsAt,
    });
    const listed = (await get("/api/sessions?type=group&pageSize=50")).json();
    expect(listed.items.find((s: { id: string }) => s.id === session.id)?.title).toBe(
      "JEE Maths: Limits and Continuity",
    );
    expect((await edit(session.id, admin.cookie, { title: "JEE Maths: Limits" })).json().title).toBe(
      "JEE Maths: Limits",
    );
    // A details change is not a reschedule; each new title is a calendar change (its SEQUENCE step).
    const [row] = await t.app.db
      .select({ sequence: sessions.calendarSequence, rescheduledAt: sessions.rescheduledAt })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    expect(row).toEqual({ sequence: 2, rescheduledAt: null });
  });

  it("is refused to another mentor and to students; validates like posting; keeps category, type and price", async () => {
    const session = await newSession(t.app, mentor.cookie, { date: inDays(3) });
    const student = await signedIn(t.app, "student");
    expect((await edit(session.id, undefined, { title: "New title" })).statusCode).toBe(401);
    expect((await edit(session.id, student.cookie, { title: "New title" })).statusCode).toBe(403);
    const other = await edit(session.id, otherMentor.cookie, { title: "New title" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SESSION_CHANGE_MESSAGES.notYours);
    const blank = await edit(session.id, mentor.cookie, { title: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues?.[0]?.field).toBe("body.title");
    const price = await edit(session.id, mentor.cookie, { price: 1, category: "NEET" });
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toBe(SESSION_CHANGE_MESSAGES.fixed);
    expect(price.json().issues.map((i: { field: string }) => i.field)).toEqual(["body.price"]);
    const type = await edit(session.id, mentor.cookie, { type: "onetoone" });
    expect(type.json().message).toBe(SESSION_CHANGE_MESSAGES.fixed);
    expect((await get(`/api/sessions/${session.id}`)).json()).toMatchObject({ price: 499, type: "group" });
    const badTime = await edit(session.id, mentor.cookie, { time: "08:30" });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().issues?.[0]?.field).toBe("body.time");
    const yesterday = instantToIst(new Date(Date.now() - DAY_MS)).date;
    const past = await edit(session.id, mentor.cookie, { date: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(SESSION_MESSAGES.inPast);
  });

  it("keeps the seats at or above those booked and held, at most 50; a one-to-one keeps its one seat", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 5 });
    for (const name of ["Asha", "Bhavna"]) {
      const student = await signedIn(t.app, "student", name);
      await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, proof, "created");
    }
    const holder = await signedIn(t.app, "student", "Chitra");
    const hold = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${session.id}/hold`,
      headers: { cookie: holder.cookie },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const below = await edit(session.id, mentor.cookie, { seats: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(SESSION_CHANGE_MESSAGES.seatsBelowTaken(3));
    expect(below.json().issues?.[0]?.field).toBe("body.seats");
    expect((await edit(session.id, mentor.cookie, { seats: 51 })).statusCode).toBe(400);
    const exact = await edit(session.id, mentor.cookie, { seats: 3 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ seats: 3, seatsLeft: 0, closedReason: "full" });
    expect((await edit(session.id, admin.cookie, { seats: 50 })).json()).toMatchObject({
      seats: 50,
      seatsLeft: 47,
    });

    const oneToOne = await newSession(t.app, mentor.cookie, { type: "onetoone", seats: undefined });
    const two = await edit(oneToOne.id, mentor.cookie, { seats: 2 });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(SESSION_CHANGE_MESSAGES.oneToOneSeats);
  });

  it("is refused once the session started or was cancelled", async () => {
    const session = await newSession(t.app, mentor.cookie);
    t.clock.set(new Date(session.startsAt));
    const started = await edit(session.id, mentor.cookie, { title: "Too late for a new title" });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(SESSION_CHANGE_MESSAGES.editStarted);
    t.clock.reset();
    expect((await cancel(session.id, mentor.cookie, "Cancelled before the change.")).statusCode).toBe(200);
    const cancelled = await edit(session.id, mentor.cookie, { title: "Too late for a new title" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(SESSION_CHANGE_MESSAGES.editCancelled);
  });
});

describe("rescheduling a session", () => {
  it("is possible until 24 hours before the current start, that instant included; the details stay editable after", async () => {
    const session = await newSession(t.app, mentor.cookie, { durationMinutes: 60 });
    const startsAt = new Date(session.startsAt);
    const to = instantToIst(new Date(startsAt.getTime() + 2 * DAY_MS));

    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR_MS + MINUTE_MS));
    for (const body of [{ date: to.date }, { time: "10:00" }, { durationMinutes: 90 }]) {
      const late = await edit(session.id, mentor.cookie, body);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(SESSION_CHANGE_MESSAGES.rescheduleClosed);
    }
    // The same date and time sent back are no reschedule.
    const same = instantToIst(startsAt);
    const details = await edit(session.id, mentor.cookie, {
      ...same,
      durationMinutes: 60,
      title: "Still editable",
    });
    expect(details.statusCode, details.body).toBe(200);

    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR_MS));
    const moved = await edit(session.id, mentor.cookie, { date: to.date, durationMinutes: 90 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      startsAt: new Date(startsAt.getTime() + 2 * DAY_MS).toISOString(),
      durationMinutes: 90,
    });
    const [row] = await t.app.db
      .select({ sequence: sessions.calendarSequence, rescheduledAt: sessions.rescheduledAt })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    // The new title raised it once, the reschedule once more.
    expect(row).toEqual({ sequence: 2, rescheduledAt: new Date(startsAt.getTime() - 24 * HOUR_MS) });
  });

  it("emails every student holding a seat the old and new time; approved ones get the updated invitation (REQUEST, same UID, SEQUENCE 1)", {
    timeout: 60_000,
  }, async () => {
    const { session, startsAt, paid, pending, failed } = await sessionWithStudents({
      title: "GATE CS: Operating Systems",
      durationMinutes: 60,
      date: inDays(3),
    });
    const [approval] = (await mailsTo(t.app, paid.email)).filter((m) =>
      m.subject.startsWith("Payment verified"),
    );
    const uid = property(icsOf(approval) ?? "", "UID");
    expect(uid).toEqual([`${paid.bookingId}@toppers-connect`]);

    const newStart = new Date(startsAt.getTime() + DAY_MS + HOUR_MS);
    const res = await edit(session.id, mentor.cookie, instantToIst(newStart));
    expect(res.statusCode, res.body).toBe(200);

    const moved = (who: Account) =>
      mailsTo(t.app, who.email).then((mails) => mails.filter((m) => m.subject.startsWith("New time:")));
    const [toPaid] = await moved(paid);
    expect(toPaid?.text).toContain("It was planned for");
    expect(toPaid?.text).toContain("full refund of ₹799 until the session starts");
    expect(toPaid?.text).toContain(`${t.config.publicUrl}/student-dashboard`);
    const ics = icsOf(toPaid) ?? "";
    expect(property(ics, "METHOD")).toEqual(["REQUEST"]);
    expect(property(ics, "UID")).toEqual(uid);
    expect(property(ics, "SEQUENCE")).toEqual(["1"]);
    expect(property(ics, "DTSTART")).toEqual([icsInstant(newStart)]);

    const [toPending] = await moved(pending);
    expect(toPending?.text).toContain("still being verified");
    expect(icsOf(toPending)).toBeUndefined();
    expect(await moved(failed)).toEqual([]);

    // A second move raises the SEQUENCE again.
    const later = new Date(newStart.getTime() + HOUR_MS);
    expect((await edit(session.id, admin.cookie, instantToIst(later))).statusCode).toBe(200);
    const both = await moved(paid);
    expect(both).toHaveLength(2);
    expect(property(icsOf(both[1]) ?? "", "SEQUENCE")).toEqual(["2"]);
    expect(property(icsOf(both[1]) ?? "", "DTSTART")).toEqual([icsInstant(later)]);
  });

  it("makes the reminders follow the new time, once each", { timeout: 60_000 }, async () => {
    const { session, startsAt, paid } = await sessionWithStudents({ title: "CAT: Data Interpretation" });
    const reminders = async () =>
      t.app.db
        .select({ to: emailOutbox.recipient, kind: emailOutbox.kind, status: emailOutbox.status })
        .from(emailOutbox)
        .where(sql`${emailOutbox.sessionId} = ${session.id} and ${emailOutbox.kind} like 'reminder-%'`);

    // The 24-hour reminder for the old time is recorded, not yet sent, when the session moves.
    t.clock.set(new Date(startsAt.getTime() - 24 * HOUR_MS));
    await runLifecycle(t.app);
    expect((await reminders()).map((r) => r.status)).toEqual(["pending", "pending"]);
    const newStart = new Date(startsAt.getTime() + 2 * DAY_MS);
    expect((await edit(session.id, mentor.cookie, instantToIst(newStart))).statusCode).toBe(200);
    expect((await reminders()).map((r) => r.status)).toEqual(["skipped", "skipped"]);

    // Nothing at the old times.
    for (const at of [startsAt.getTime() - HOUR_MS, startsAt.getTime() + 2 * HOUR_MS]) {
      t.clock.set(new Date(at));
      await runLifecycle(t.app);
    }
    expect((await reminders()).filter((r) => r.status !== "skipped")).toEqual([]);
    expect((await get(`/api/sessions/${session.id}`)).json().status).toBe("upcoming");

    // 24 hours and 1 hour before the new start, once each.
    for (const before of [24 * HOUR_MS, 20 * HOUR_MS, HOUR_MS, 30 * MINUTE_MS]) {
      t.clock.set(new Date(newStart.getTime() - before));
      await runLifecycle(t.app);
    }
    const sent = (await reminders()).filter((r) => r.status !== "skipped");
    expect(sent.map((r) => `${r.kind} ${r.to}`).sort()).toEqual(
      [
        `reminder-1h ${mentor.email}`,
        `reminder-1h ${paid.email}`,
        `reminder-24h ${mentor.email}`,
        `reminder-24h ${paid.email}`,
      ].sort(),
    );
  });
});

describe("a new title, and an admin's change", () => {
  it("a new title re-sends approved students' invitation (same UID, SEQUENCE raised); a description change emails no student; an admin's edit and reschedule reach the mentor in their language", {
    timeout: 90_000,
  }, async () => {
    const hindiMentor = await signedIn(t.app, "mentor", "Ananya Krishnan");
    await t.app.db.update(users).set({ language: "hi" }).where(eq(users.id, hindiMentor.id));
    const session = await newSession(t.app, hindiMentor.cookie, {
      title: "JEE Physics: Rotational Motion",
      date: inDays(4),
      price: 699,
    });
    const startsAt = new Date(session.startsAt);
    const [paid, pending] = [
      await signedIn(t.app, "student", "Ishaan Malhotra"),
      await signedIn(t.app, "student", "Tanvi Deshpande"),
    ];
    const booked = await bookWithPayment(t.app, paid.cookie, admin.cookie, session.id, proof, "paid");
    await bookWithPayment(t.app, pending.cookie, admin.cookie, session.id, proof, "created");
    const mailsOf = async (who: Account, start: string) =>
      (await mailsTo(t.app, who.email)).filter((m) => m.subject.startsWith(start));
    const toMentor = () => mailsOf(hindiMentor, "एडमिन ने आपका सेशन बदला");

    // Its mentor renames it: the approved student's calendar follows; nobody else is emailed.
    const title = "JEE Physics: Rotation and Torque";
    expect((await edit(session.id, hindiMentor.cookie, { title })).statusCode).toBe(200);
    const renamed = await mailsOf(paid, "New title:");
    expect(renamed.map((m) => m.subject)).toEqual([`New title: ${title}`]);
    expect(renamed[0]?.text).toContain(`(it was "JEE Physics: Rotational Motion")`);
    const ics = icsOf(renamed[0]) ?? "";
    expect(property(ics, "METHOD")).toEqual(["REQUEST"]);
    expect(property(ics, "UID")).toEqual([`${booked.bookingId}@toppers-connect`]);
    expect(property(ics, "SEQUENCE")).toEqual(["1"]);
    expect(property(ics, "SUMMARY")[0]).toContain(title);
    expect(await mailsOf(pending, "New title:")).toEqual([]);
    expect(await toMentor()).toEqual([]);

    // An admin changes the description only: no student hears of it; the mentor does, in Hindi.
    const before = [(await mailsTo(t.app, paid.email)).length, (await mailsTo(t.app, pending.email)).length];
    const description =
      "Torque, angular momentum and rolling without slipping, with ten JEE Advanced problems.";
    expect((await edit(session.id, admin.cookie, { description })).statusCode).toBe(200);
    expect([(await mailsTo(t.app, paid.email)).length, (await mailsTo(t.app, pending.email)).length]).toEqual(
      before,
    );
    const [detailsMail] = await toMentor();
    expect(detailsMail?.subject).toBe(`एडमिन ने आपका सेशन बदला: ${title}`);
    expect(detailsMail?.text).toContain("इसका विवरण, विषय या सीटें");

    // An admin moves it: the mentor gets the old and the new time.
    const newStart = new Date(startsAt.getTime() + DAY_MS + 2 * HOUR_MS);
    expect((await edit(session.id, admin.cookie, instantToIst(newStart))).statusCode).toBe(200);
    const mentorMails = await toMentor();
    expect(mentorMails).toHaveLength(2);
    const moved = mentorMails[1]?.text ?? "";
    expect(moved).toContain("एडमिन ने");
    expect(moved).toContain("पहले यह");
    expect(moved).toContain(formatIstDate(startsAt, "hi"));
    expect(moved).toContain(formatIstDate(newStart, "hi"));
    // The mentor's own reschedule or edit is not emailed to them.
    expect((await edit(session.id, hindiMentor.cookie, { title: "JEE Physics: Torque" })).statusCode).toBe(
      200,
    );
    expect(await toMentor()).toHaveLength(2);
  });
});

describe("after a reschedule", () => {
  it("a student who booked before it cancels within 24 hours of the new start with a full refund; one who booked after does not", {
    timeout: 60_000,
  }, async () => {
    const { session, startsAt, paid } = await sessionWithStudents({ date: inDays(3) });
    const newStart = new Date(startsAt.getTime() + DAY_MS);
    // At the real time: a booking's creation time is the database's clock.
    expect((await edit(session.id, mentor.cookie, instantToIst(newStart))).statusCode).toBe(200);
    const later = await signedIn(t.app, "student", "Rahul Verma");
    const laterBooking = await bookWithPayment(t.app, later.cookie, admin.cookie, session.id, proof, "paid");

    t.clock.set(new Date(newStart.getTime() - HOUR_MS));
    const cancelBooking = (bookingId: string, cookie: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/bookings/${bookingId}/cancel`,
        payload: {},
        headers: { cookie },
      });
    expect((await cancelBooking(paid.bookingId, paid.cookie)).statusCode).toBe(200);
    expect(await statusOf(paid.paymentId)).toBe("refund_due");
    expect((await cancelBooking(laterBooking.bookingId, later.cookie)).statusCode).toBe(200);
    expect(await statusOf(laterBooking.paymentId)).toBe("forfeited");
  });
});

describe("in Hindi", () => {
  it("a Hindi reader's reschedule and cancellation emails are in Hindi, the reason quoted as written", {
    timeout: 60_000,
  }, async () => {
    const { session, startsAt, paid } = await sessionWithStudents({
      title: "UPSC: Indian Polity",
      date: inDays(3),
    });
    await t.app.db.update(users).set({ language: "hi" }).where(eq(users.id, paid.id));
    const newStart = new Date(startsAt.getTime() + DAY_MS);
    expect((await edit(session.id, mentor.cookie, instantToIst(newStart))).statusCode).toBe(200);
    const reason = "मेरी परीक्षा उसी दिन है, माफ़ कीजिए।";
    expect((await cancel(session.id, mentor.cookie, reason)).statusCode).toBe(200);
    const mails = await mailsTo(t.app, paid.email);
    const moved = mails.find((m) => m.subject.startsWith("नया समय:"));
    expect(moved?.text).toContain("का पूरा रिफ़ंड मिलेगा");
    expect(property(icsOf(moved) ?? "", "METHOD")).toEqual(["REQUEST"]);
    const cancelled = mails.find((m) => m.subject.startsWith("रद्द:"));
    expect(cancelled?.text).toContain(`उन्होंने लिखा: “${reason}”`);
    expect(property(icsOf(cancelled) ?? "", "SEQUENCE")).toEqual(["2"]);
  });
});
