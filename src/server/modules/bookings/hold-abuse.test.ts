import type { AvailabilityBody } from "@contract/availability";
import { BOOKING_MESSAGES, HOLD_MESSAGES, HOLD_MINUTES } from "@contract/bookings";
import { signedIn } from "@test-support/accounts";
import { book, bookWithPayment, newSession, proofImage, runLifecycle } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, mentorProfiles, seatHolds, sessions, users } from "../../db/schema";

/*
 * Seats held by throwaway accounts (docs/product.md §10.12, §10.16): holds are limited per client
 * address as well as per account, only an account with a verified email (or a payment approved
 * before) may hold or book, and a seat that frees while students wait goes to the line first.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let mentor: Account;
let admin: Account;
let proof: Buffer;
const MINUTE = 60_000;

beforeAll(async () => {
  // The limits as they are in production (the test configuration raises them for the other files).
  t = await createTestApp({
    env: { RATE_LIMIT_HOLDS_PER_ADDRESS: "20", RATE_LIMIT_HOLDS_PER_ADDRESS_SESSION: "5" },
  });
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t?.close());
afterEach(() => t.clock.reset());

let made = 0;
/** A student with a verified email, or an unverified one (a fresh sign-up). */
async function student(verified = true): Promise<Account> {
  made += 1;
  const account = await signedIn(t.app, "student", `Student ${made}`);
  await t.app.db.update(users).set({ emailVerified: verified }).where(eq(users.id, account.id));
  return account;
}

/** POST /api/sessions/{id}/hold as `cookie`, from the client address `from`. */
const hold = (cookie: string, sessionId: string, from = "127.0.0.1", method: "POST" | "GET" = "POST") =>
  t.app.inject({ method, url: `/api/sessions/${sessionId}/hold`, headers: { cookie }, remoteAddress: from });
const counters = async (sessionId: string) =>
  (
    await t.app.db
      .select({ taken: sessions.seatsTaken, held: sessions.seatsHeld })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
  )[0];
const holdRows = async () => (await t.app.db.select({ n: count() }).from(seatHolds))[0]?.n;

describe("holds from one address", () => {
  it("stop at 5 on one session (429) while another address still gets a seat; the address is never stored", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 10 });
    const hostel = "203.0.113.7";
    for (let i = 0; i < 5; i++) {
      const res = await hold((await student()).cookie, session.id, hostel);
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await hold((await student()).cookie, session.id, hostel);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      message: HOLD_MESSAGES.addressBusySession,
      code: "hold.addressBusySession",
    });
    expect(await counters(session.id)).toEqual({ taken: 0, held: 5 });

    expect((await hold((await student()).cookie, session.id, "198.51.100.9")).statusCode).toBe(201);

    const keys = await t.app.db
      .select({ key: seatHolds.clientKey })
      .from(seatHolds)
      .where(eq(seatHolds.sessionId, session.id));
    expect(new Set(keys.map((k) => k.key)).size).toBe(2);
    for (const { key } of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(key).not.toContain("203.0.113");
      expect(key).not.toContain("198.51.100");
    }
  });

  it("stop at 20 across sessions (429)", async () => {
    const office = "192.0.2.44";
    const many = [];
    for (let i = 0; i < 5; i++)
      many.push(await newSession(t.app, mentor.cookie, { seats: 10, time: "20:00" }));
    // Four students hold a seat of each of the first five sessions: 20 holds, 4 a session.
    let held = 0;
    for (let s = 0; s < 4; s++) {
      const holder = await student();
      for (const session of many.slice(0, 3)) {
        expect((await hold(holder.cookie, session.id, office)).statusCode).toBe(201);
        held++;
      }
    }
    for (let s = 0; s < 4; s++) {
      const holder = await student();
      for (const session of many.slice(3, 5)) {
        expect((await hold(holder.cookie, session.id, office)).statusCode).toBe(201);
        held++;
      }
    }
    expect(held).toBe(20);
    const another = await newSession(t.app, mentor.cookie, { seats: 10, time: "21:00" });
    const before = await holdRows();
    const refused = await hold((await student()).cookie, another.id, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: HOLD_MESSAGES.addressBusy, code: "hold.addressBusy" });
    expect(await holdRows()).toBe(before);

    // Once the holds have run out, the address may hold again.
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE));
    await runLifecycle(t.app);
    expect((await hold((await student()).cookie, another.id, office)).statusCode).toBe(201);
  });
});

describe("an account that has not verified its email", () => {
  it("cannot hold a seat, book with a proof, book a one-to-one time or a free session (403); nothing is stored", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 3, time: "18:00" });
    const free = await newSession(t.app, mentor.cookie, { seats: 3, time: "17:00", price: 0 });
    const throwaway = await student(false);
    const slotMentor = await signedIn(t.app, "mentor", "Meera Iyer");
    const availability: AvailabilityBody = {
      windows: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "00:00", to: "24:00" })),
      durations: [60],
      price: 799,
      minNoticeHours: 0,
      bufferMinutes: 0,
      awayDates: [],
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/mentor/availability",
      headers: { cookie: slotMentor.cookie },
      payload: availability,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [{ slug } = { slug: "" }] = await t.app.db
      .select({ slug: mentorProfiles.slug })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, slotMentor.id));
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

    const attempts = [
      await hold(throwaway.cookie, session.id),
      await book(t.app, throwaway.cookie, session.id, proof),
      await t.app.inject({
        method: "POST",
        url: `/api/mentors/by-slug/${slug}/slots`,
        headers: { cookie: throwaway.cookie },
        payload: { date: inTwoDays, time: "10:00", durationMinutes: 60 },
      }),
      await t.app.inject({
        method: "POST",
        url: `/api/sessions/${free.id}/free-booking`,
        headers: { cookie: throwaway.cookie },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        message: HOLD_MESSAGES.verifyEmailFirst,
        code: "hold.verifyEmailFirst",
      });
    }
    expect(await counters(session.id)).toEqual({ taken: 0, held: 0 });
    expect(await counters(free.id)).toEqual({ taken: 0, held: 0 });
    const written = await t.app.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.studentId, throwaway.id));
    expect(written[0]?.n).toBe(0);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.mentorId, slotMentor.id))).toEqual([]);

    // Once verified, the same account holds a seat.
    await t.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, throwaway.id));
    expect((await hold(throwaway.cookie, session.id)).statusCode).toBe(201);
  });

  it("may hold once an admin has approved a payment of theirs before", async () => {
    const first = await newSession(t.app, mentor.cookie, { seats: 3, time: "16:00" });
    const second = await newSession(t.app, mentor.cookie, { seats: 3, time: "15:00" });
    const paidBefore = await student();
    await bookWithPayment(t.app, paidBefore.cookie, admin.cookie, first.id, proof, "paid");
    await t.app.db.update(users).set({ emailVerified: false }).where(eq(users.id, paidBefore.id));
    expect((await hold(paidBefore.cookie, second.id)).statusCode).toBe(201);
  });
});

describe("a seat that frees while students wait", () => {
  /** A one-seat session whose seat `holder` holds, with `waiting` on its waitlist. */
  async function fullSession(time: string) {
    const session = await newSession(t.app, mentor.cookie, { seats: 1, time });
    const [holder, waiting] = [await student(), await student()];
    expect((await hold(holder.cookie, session.id)).statusCode).toBe(201);
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${session.id}/waitlist`,
      headers: { cookie: waiting.cookie },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return { session, holder, waiting };
  }

  it("goes to the line, not to the holder's proof sent after the hold expired", async () => {
    const { session, holder, waiting } = await fullSession("14:00");
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE));
    const late = await book(t.app, holder.cookie, session.id, proof);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(BOOKING_MESSAGES.noSeats);
    // The refusal stored nothing (its release of the expired hold too); the sweep, within 15 seconds,
    // offers the seat to the first in line (docs/decisions/016).
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
    await runLifecycle(t.app);
    const offered = await hold(waiting.cookie, session.id, "127.0.0.1", "GET");
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().offered).toBe(true);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
  });

  it("goes to the line, not to the holder asking again the moment their hold expired", async () => {
    const { session, holder, waiting } = await fullSession("13:00");
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE));
    const again = await hold(holder.cookie, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_MESSAGES.noSeats);
    await runLifecycle(t.app);
    expect((await hold(waiting.cookie, session.id, "127.0.0.1", "GET")).json()).toMatchObject({
      offered: true,
    });
    expect((await hold(holder.cookie, session.id)).statusCode).toBe(409);
  });
});
