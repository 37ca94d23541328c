import { randomBytes } from "node:crypto";
import { AVAILABILITY_MESSAGES, type AvailabilityBody, SLOT_RELEASED_REASON } from "@contract/availability";
import { HOLD_MINUTES } from "@contract/bookings";
import { signedIn } from "@test-support/accounts";
import { book, decide, proofImage, runLifecycle } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, mentorProfiles, payments, seatHolds, sessions, users } from "../../db/schema";

/*
 * Slot spam (docs/decisions/022, docs/product.md §10.12): a one-to-one time asked for and let go
 * leaves no session behind, a student books a handful of times an hour at most, and a time whose
 * booking was cancelled keeps its row (the money's history) off the mentor's dashboard.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let proof: Buffer;
const MINUTE = 60_000;
const START = "2026-12-01T03:30:00Z"; // 09:00 IST, Tuesday 1 December 2026

const settings: AvailabilityBody = {
  windows: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "09:00", to: "21:00" })),
  durations: [60],
  price: 799,
  minNoticeHours: 12,
  bufferMinutes: 0,
  awayDates: [],
};

/** A student whose email is verified (a hold needs it, docs/product.md §10.12). */
async function student(name: string): Promise<Account> {
  const account = await signedIn(t.app, "student", name);
  await t.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));
  return account;
}

async function mentorWithTimes(name = "Meera Iyer") {
  const mentor = await signedIn(t.app, "mentor", name);
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/mentor/availability",
    headers: { cookie: mentor.cookie },
    payload: settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [profile] = await t.app.db
    .select({ slug: mentorProfiles.slug })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentor.id));
  return { ...mentor, slug: profile?.slug ?? "" };
}

const bookSlot = (cookie: string, slug: string, date: string, time: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/mentors/by-slug/${slug}/slots`,
    headers: { cookie },
    payload: { date, time, durationMinutes: 60 },
  });
const letGo = (cookie: string, sessionId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/sessions/${sessionId}/hold`, headers: { cookie } });
const sessionRow = async (id: string) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const slotCount = async (mentorId: string) =>
  (await t.app.db.select({ n: count() }).from(sessions).where(eq(sessions.mentorId, mentorId)))[0]?.n;
async function mentorDashboard(cookie: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/me/mentor-dashboard", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { stats: { totalSessions: number }; sessions: { session: { id: string } }[] };
}

beforeAll(async () => {
  // The limit as it is in production (the test configuration raises it for the other files).
  t = await createTestApp({ env: { RATE_LIMIT_SLOTS_PER_HOUR: "6" } });
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(async () => t?.close());
beforeEach(() => t.clock.set(START));

describe("a one-to-one time nobody completed booking", () => {
  it("leaves no session behind when its hold is let go, and the time is offered again", async () => {
    const mentor = await mentorWithTimes();
    const asha = await student("Asha Verma");
    const asked = await bookSlot(asha.cookie, mentor.slug, "2026-12-02", "10:00");
    expect(asked.statusCode, asked.body).toBe(201);
    const { sessionId } = asked.json() as { sessionId: string };

    expect((await letGo(asha.cookie, sessionId)).statusCode).toBe(204);
    expect(await sessionRow(sessionId)).toBeUndefined();
    expect(await slotCount(mentor.id)).toBe(0);
    expect((await t.app.inject({ method: "GET", url: `/api/sessions/${sessionId}` })).statusCode).toBe(404);
    expect((await mentorDashboard(mentor.cookie)).stats.totalSessions).toBe(0);
    // The same time can be booked again, by anyone.
    const again = await bookSlot((await student("Rahul Gupta")).cookie, mentor.slug, "2026-12-02", "10:00");
    expect(again.statusCode, again.body).toBe(201);
  });

  it("leaves no session behind when its hold runs out (the lifecycle sweep)", async () => {
    const mentor = await mentorWithTimes();
    const diya = await student("Diya Sharma");
    const asked = await bookSlot(diya.cookie, mentor.slug, "2026-12-02", "11:00");
    expect(asked.statusCode).toBe(201);
    t.clock.set(new Date(Date.parse(START) + (HOLD_MINUTES + 1) * MINUTE));
    const report = await runLifecycle(t.app);
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await sessionRow(asked.json().sessionId)).toBeUndefined();
    // A proof sent after that finds no session to book.
    expect((await book(t.app, diya.cookie, asked.json().sessionId, proof)).statusCode).toBe(404);
  });

  it("keeps its row when a booking was made and then cancelled or disapproved, off the mentor's dashboard", async () => {
    const mentor = await mentorWithTimes();
    const [kabir, meera] = [await student("Kabir Singh"), await student("Meera Joshi")];

    // Kabir books and pays, then cancels: his refund needs the booking, its payment and its session.
    const first = await bookSlot(kabir.cookie, mentor.slug, "2026-12-03", "10:00");
    const kept = first.json().sessionId as string;
    const booked = await book(t.app, kabir.cookie, kept, proof);
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booked.json().bookingId}/cancel`,
      headers: { cookie: kabir.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sessionRow(kept)).toMatchObject({ status: "cancelled", cancelReason: SLOT_RELEASED_REASON });

    // Meera's payment is disapproved: the same.
    const second = await bookSlot(meera.cookie, mentor.slug, "2026-12-03", "12:00");
    const disapproved = second.json().sessionId as string;
    const paid = await book(t.app, meera.cookie, disapproved, proof);
    expect((await decide(t.app, admin.cookie, paid.json().paymentId, "failed")).statusCode).toBe(200);
    expect(await sessionRow(disapproved)).toMatchObject({ status: "cancelled" });

    // Neither is in the mentor's way: not listed, not counted; both students still see theirs.
    const dashboard = await mentorDashboard(mentor.cookie);
    expect(dashboard.sessions.map((s) => s.session.id)).toEqual([]);
    expect(dashboard.stats.totalSessions).toBe(0);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/me/dashboard",
      headers: { cookie: kabir.cookie },
    });
    expect(mine.json().sessions.map((s: { session: { id: string } }) => s.session.id)).toEqual([kept]);
    // Both times are free again.
    expect((await bookSlot(meera.cookie, mentor.slug, "2026-12-03", "10:00")).statusCode).toBe(201);
  });

  it("left behind by an earlier version (cancelled, never booked) is purged by the lifecycle sweep", async () => {
    const mentor = await mentorWithTimes();
    const row = (startsAt: string) => ({
      id: randomBytes(9).toString("base64url"),
      mentorId: mentor.id,
      title: "One-to-one: Physics",
      subject: "Physics",
      category: "NEET",
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      type: "onetoone" as const,
      seats: 1,
      price: 799,
      kind: "slot" as const,
      status: "cancelled" as const,
      cancelledAt: new Date(START),
      cancelReason: SLOT_RELEASED_REASON,
    });
    const abandoned = row("2026-12-04T04:30:00Z");
    const withBooking = row("2026-12-04T06:30:00Z");
    await t.app.db.insert(sessions).values([abandoned, withBooking]);
    // The second one's booking was cancelled: its refund is still owed.
    const owner = await student("Farhan Ali");
    const bookingId = randomBytes(9).toString("base64url");
    await t.app.db.insert(bookings).values({ id: bookingId, sessionId: withBooking.id, studentId: owner.id });
    await t.app.db.insert(payments).values({
      id: randomBytes(9).toString("base64url"),
      bookingId,
      amount: 799,
      status: "refund_due",
      refundDueAt: new Date(START),
      proofKey: "payment-proofs/x.webp",
    });

    const report = await runLifecycle(t.app);
    expect(report.slotsPurged).toBe(1);
    expect(await sessionRow(abandoned.id)).toBeUndefined();
    expect(await sessionRow(withBooking.id)).toMatchObject({ status: "cancelled" });
    expect((await runLifecycle(t.app)).slotsPurged).toBe(0);
  });
});

describe("booking one-to-one times", () => {
  it("is limited to 6 times an hour per student (429), counting only the times booked", async () => {
    const mentor = await mentorWithTimes("Kavya Reddy");
    const ishita = await student("Ishita Das");
    // A time never offered is refused and costs nothing.
    expect((await bookSlot(ishita.cookie, mentor.slug, "2026-12-02", "06:00")).statusCode).toBe(400);
    const times = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"];
    for (const time of times) {
      const res = await bookSlot(ishita.cookie, mentor.slug, "2026-12-02", time);
      expect(res.statusCode, `${time}: ${res.body}`).toBe(201);
      // Asking again for the time held answers the same hold, and costs nothing either.
      expect((await bookSlot(ishita.cookie, mentor.slug, "2026-12-02", time)).statusCode).toBe(200);
      expect((await letGo(ishita.cookie, res.json().sessionId)).statusCode).toBe(204);
    }
    const holdsBefore = await t.app.db.select({ n: count() }).from(seatHolds);

    const seventh = await bookSlot(ishita.cookie, mentor.slug, "2026-12-02", "15:00");
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({
      message: AVAILABILITY_MESSAGES.tooManySlots,
      code: "availability.tooManySlots",
    });
    // Nothing was written: no session, no hold.
    expect(await slotCount(mentor.id)).toBe(0);
    expect(await t.app.db.select({ n: count() }).from(seatHolds)).toEqual(holdsBefore);

    // The limit is the account's: another student (from the same address) books that time.
    const other = await student("Tanvi Rao");
    expect((await bookSlot(other.cookie, mentor.slug, "2026-12-02", "15:00")).statusCode).toBe(201);
  });
});
