import { BOOKING_MESSAGES, HOLD_MESSAGES, HOLD_MINUTES, MAX_HOLDS_PER_STUDENT } from "@contract/bookings";
import { signedIn } from "@test-support/accounts";
import { book, newSession, proofImage, runLifecycle } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seatHolds, sessions } from "../../db/schema";

/**
 * Seat holds (docs/product.md §10.12): "Book Now" keeps a seat for HOLD_MINUTES; the proof turns it
 * into the booking; an expired hold frees its seat; seats left count live holds.
 */

let t: TestContext;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const MINUTE = 60_000;
const student = (name = "Arjun Nair") => signedIn(t.app, "student", name);
const hold = (cookie: string, sessionId: string, method: "POST" | "GET" | "DELETE" = "POST") =>
  t.app.inject({ method, url: `/api/sessions/${sessionId}/hold`, headers: { cookie } });
const seatsLeft = async (sessionId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/sessions/${sessionId}` })).json().seatsLeft as number;
const counters = async (sessionId: string) => {
  const [row] = await t.app.db
    .select({ taken: sessions.seatsTaken, held: sessions.seatsHeld })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
};

describe("a seat hold", () => {
  it("keeps a seat for 15 minutes, answers the same hold again, and counts in the seats left", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 2 });
    const asha = await student("Asha Verma");
    const first = await hold(asha.cookie, session.id);
    expect(first.statusCode).toBe(201);
    const taken = first.json();
    expect(taken.sessionId).toBe(session.id);
    // Book Now's own hold; a seat offered from the waitlist says `offered: true` (waitlist.test.ts).
    expect(taken.offered).toBe(false);
    const minutes = (Date.parse(taken.expiresAt) - Date.now()) / MINUTE;
    expect(minutes).toBeGreaterThan(HOLD_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(HOLD_MINUTES);
    expect(await seatsLeft(session.id)).toBe(1);

    const again = await hold(asha.cookie, session.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(taken);
    expect((await hold(asha.cookie, session.id, "GET")).json()).toEqual(taken);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
  });

  it("is refused when every seat is booked or held, with the same words as a booking", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 1 });
    const [a, b] = [await student("Diya Sharma"), await student("Rahul Gupta")];
    expect((await hold(a.cookie, session.id)).statusCode).toBe(201);
    const refused = await hold(b.cookie, session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: BOOKING_MESSAGES.noSeats, code: "booking.noSeats" });
    // A proof without a hold finds no free seat either, and nothing is stored.
    const proofRefused = await book(t.app, b.cookie, session.id, proof);
    expect(proofRefused.statusCode).toBe(409);
    expect(proofRefused.json().message).toBe(BOOKING_MESSAGES.noSeats);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
  });

  it("turns into the booking when the proof arrives, even when every other seat is held", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 2 });
    const [a, b] = [await student("Meera Joshi"), await student("Kabir Singh")];
    await hold(a.cookie, session.id);
    await hold(b.cookie, session.id);
    expect(await seatsLeft(session.id)).toBe(0);
    const booked = await book(t.app, a.cookie, session.id, proof);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await counters(session.id)).toEqual({ taken: 1, held: 1 });
    expect((await hold(a.cookie, session.id, "GET")).statusCode).toBe(404);
    // Holding again after booking: already booked.
    expect((await hold(a.cookie, session.id)).json().message).toBe(BOOKING_MESSAGES.alreadyBooked);
  });

  it("expires by itself: the sweep frees its seat, and a late proof gets a seat only if one is free", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 1 });
    const [late, other] = [await student("Tanvi Rao"), await student("Farhan Ali")];
    await hold(late.cookie, session.id);
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES - 1) * MINUTE));
    await runLifecycle(t.app);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });

    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE));
    const report = await runLifecycle(t.app);
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 0 });
    expect((await hold(late.cookie, session.id, "GET")).statusCode).toBe(404);

    // Someone else takes the freed seat; the late proof is refused and nothing is stored.
    expect((await hold(other.cookie, session.id)).statusCode).toBe(201);
    const refused = await book(t.app, late.cookie, session.id, proof);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.noSeats);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/me/bookings",
      headers: { cookie: late.cookie },
    });
    expect(mine.json().some((b: { sessionId: string }) => b.sessionId === session.id)).toBe(false);
  });

  it("an expired hold not yet swept is released by the next hold on the session", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 1 });
    const [first, second] = [await student("Ishita Das"), await student("Vivek Nair")];
    await hold(first.cookie, session.id);
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE));
    expect((await hold(second.cookie, session.id)).statusCode).toBe(201);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
  });

  it(`allows at most ${MAX_HOLDS_PER_STUDENT} live holds per student, and lets one go at once`, async () => {
    const busy = await student("Nikhil Jain");
    const ids: string[] = [];
    for (let i = 0; i <= MAX_HOLDS_PER_STUDENT; i++) ids.push((await newSession(t.app, mentor.cookie)).id);
    for (const id of ids.slice(0, MAX_HOLDS_PER_STUDENT))
      expect((await hold(busy.cookie, id)).statusCode).toBe(201);
    const fourth = ids[MAX_HOLDS_PER_STUDENT] as string;
    const refused = await hold(busy.cookie, fourth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: HOLD_MESSAGES.tooMany, code: "hold.tooMany" });
    expect(await counters(fourth)).toEqual({ taken: 0, held: 0 });

    const released = await hold(busy.cookie, ids[0] as string, "DELETE");
    expect(released.statusCode).toBe(204);
    expect(await counters(ids[0] as string)).toEqual({ taken: 0, held: 0 });
    expect((await hold(busy.cookie, ids[0] as string, "DELETE")).statusCode).toBe(404);
    expect((await hold(busy.cookie, fourth)).statusCode).toBe(201);
  });

  it("is for students only, and refused for a session that has started or does not exist", async () => {
    const session = await newSession(t.app, mentor.cookie);
    expect((await hold(mentor.cookie, session.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/sessions/${session.id}/hold` })).statusCode).toBe(
      401,
    );
    const asha = await student("Pooja Iyer");
    expect((await hold(asha.cookie, "no-such-session")).statusCode).toBe(404);
    t.clock.set(new Date(Date.parse(session.startsAt) + MINUTE));
    const started = await hold(asha.cookie, session.id);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(BOOKING_MESSAGES.started);
    const rows = await t.app.db.select().from(seatHolds).where(eq(seatHolds.sessionId, session.id));
    expect(rows).toEqual([]);
  });
});
