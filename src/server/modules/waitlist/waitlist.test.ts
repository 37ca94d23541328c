import { BOOKING_MESSAGES, HOLD_MESSAGES, HOLD_MINUTES, MAX_HOLDS_PER_STUDENT } from "@contract/bookings";
import { OFFER_MINUTES, WAITLIST_MESSAGES } from "@contract/waitlist";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import {
  book,
  bookWithPayment,
  decide,
  newSession,
  proofImage,
  runLifecycle,
  startsIn,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions, waitlistEntries } from "../../db/schema";

/**
 * The waitlist (docs/product.md §10.16): a full session's students wait in line; a freed seat (an
 * expired or released hold, a disapproval, a cancellation) is offered to the first in line as a
 * 30-minute hold, with an email; unclaimed, it passes to the next; no offers within an hour of the start.
 */

let t: TestContext;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const MINUTE = 60_000;
type Student = Awaited<ReturnType<typeof signedIn>>;
const student = (name: string) => signedIn(t.app, "student", name);
const waitlist = (
  cookie: string | undefined,
  sessionId: string,
  method: "POST" | "GET" | "DELETE" = "POST",
) =>
  t.app.inject({
    method,
    url: `/api/sessions/${sessionId}/waitlist`,
    headers: cookie ? { cookie } : {},
  });
const hold = (cookie: string, sessionId: string, method: "POST" | "GET" | "DELETE" = "POST") =>
  t.app.inject({ method, url: `/api/sessions/${sessionId}/hold`, headers: { cookie } });
const mine = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/waitlist", headers: { cookie } })).json() as {
    session: { id: string; title: string; startsAt: string };
    place: number | null;
    offer: { expiresAt: string } | null;
  }[];
const counters = async (sessionId: string) => {
  const [row] = await t.app.db
    .select({ taken: sessions.seatsTaken, held: sessions.seatsHeld })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
};

/** A one-seat session whose seat `holder` holds (Book Now), and `waiting` students on its waitlist. */
async function fullSession(waiting: Student[], overrides: Record<string, unknown> = {}) {
  const session = await newSession(t.app, mentor.cookie, { seats: 1, ...overrides });
  const holder = await student("Harsh Vardhan");
  expect((await hold(holder.cookie, session.id)).statusCode).toBe(201);
  for (const s of waiting) expect((await waitlist(s.cookie, session.id)).statusCode).toBe(201);
  return { session, holder };
}

describe("joining the waitlist", () => {
  it("lines students up in the order they joined; joining again answers the same place", async () => {
    const [a, b, c] = [
      await student("Asha Verma"),
      await student("Rahul Gupta"),
      await student("Diya Sharma"),
    ];
    const { session } = await fullSession([]);
    expect((await waitlist(a.cookie, session.id)).json()).toEqual({ place: 1, waiting: 1 });
    expect((await waitlist(b.cookie, session.id)).json()).toEqual({ place: 2, waiting: 2 });
    const third = await waitlist(c.cookie, session.id);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual({ place: 3, waiting: 3 });
    const again = await waitlist(b.cookie, session.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ place: 2, waiting: 3 });
    expect((await waitlist(c.cookie, session.id, "GET")).json()).toEqual({ place: 3, waiting: 3 });

    // Leaving moves everyone behind up; a student not on the list is told so.
    expect((await waitlist(a.cookie, session.id, "DELETE")).statusCode).toBe(204);
    expect((await waitlist(c.cookie, session.id, "GET")).json()).toEqual({ place: 2, waiting: 2 });
    expect((await waitlist(a.cookie, session.id, "GET")).json()).toEqual({ place: null, waiting: 2 });
    const notOn = await waitlist(a.cookie, session.id, "DELETE");
    expect(notOn.statusCode).toBe(404);
    expect(notOn.json()).toMatchObject({ message: WAITLIST_MESSAGES.notOnList, code: "waitlist.notOnList" });

    // The mentor sees how many wait.
    const dashboard = await t.app.inject({
      method: "GET",
      url: "/api/me/mentor-dashboard",
      headers: { cookie: mentor.cookie },
    });
    const row = dashboard
      .json()
      .sessions.find((r: { session: { id: string } }) => r.session.id === session.id);
    expect(row.waiting).toBe(2);

    // The student's own list: the place, the session's title and start, no offer yet.
    expect(await mine(c.cookie)).toEqual([
      {
        session: { id: session.id, title: session.title, startsAt: session.startsAt },
        place: 2,
        offer: null,
      },
    ]);
  });

  it("is refused while a seat is free, to a student who holds or booked a seat, and after the start", async () => {
    const open = await newSession(t.app, mentor.cookie, { seats: 2 });
    const asha = await student("Ananya Iyer");
    const refused = await waitlist(asha.cookie, open.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: WAITLIST_MESSAGES.seatsAvailable,
      code: "waitlist.seatsAvailable",
    });

    // The holder of the last seat: "pay for it instead"; once booked: "already booked".
    expect((await hold(asha.cookie, open.id)).statusCode).toBe(201);
    const other = await student("Kabir Singh");
    expect((await hold(other.cookie, open.id)).statusCode).toBe(201);
    expect((await waitlist(asha.cookie, open.id)).json().message).toBe(WAITLIST_MESSAGES.holding);
    expect((await book(t.app, asha.cookie, open.id, proof)).statusCode).toBe(201);
    const booked = await waitlist(asha.cookie, open.id);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(BOOKING_MESSAGES.alreadyBooked);

    // Unknown session, a mentor, nobody signed in.
    expect((await waitlist(asha.cookie, "no-such-session")).statusCode).toBe(404);
    expect((await waitlist(mentor.cookie, open.id)).statusCode).toBe(403);
    expect((await waitlist(undefined, open.id)).statusCode).toBe(401);

    // A full session that has started: booking is closed, so is its waitlist.
    const late = await student("Farhan Ali");
    t.clock.set(new Date(Date.parse(open.startsAt) + MINUTE));
    const started = await waitlist(late.cookie, open.id);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(BOOKING_MESSAGES.started);
    expect(
      await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.sessionId, open.id)),
    ).toEqual([]);
  });
});

describe("a freed seat", () => {
  it("is offered to the first in line when a hold expires: a 30-minute hold of theirs, an email, claimed by the proof", async () => {
    const [first, second] = [await student("Meera Joshi"), await student("Vivek Nair")];
    const { session } = await fullSession([first, second]);

    // The Book Now hold runs out; the sweep releases it and offers the seat to the first in line.
    const expiredAt = new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE);
    t.clock.set(expiredAt);
    await runLifecycle(t.app);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
    const offered = await hold(first.cookie, session.id, "GET");
    expect(offered.statusCode).toBe(200);
    expect(offered.json().offered).toBe(true);
    expect(Date.parse(offered.json().expiresAt) - expiredAt.getTime()).toBe(OFFER_MINUTES * MINUTE);
    // The payment page's POST answers the same hold.
    const again = await hold(first.cookie, session.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(offered.json());

    // The first left the line; the second moved up.
    expect((await waitlist(first.cookie, session.id, "GET")).json()).toEqual({ place: null, waiting: 1 });
    expect((await waitlist(second.cookie, session.id, "GET")).json()).toEqual({ place: 1, waiting: 1 });
    expect(await mine(first.cookie)).toEqual([
      {
        session: { id: session.id, title: session.title, startsAt: session.startsAt },
        place: null,
        offer: { expiresAt: offered.json().expiresAt },
      },
    ]);

    // The email: kept until when (IST), and the payment page's link.
    const [mail] = await mailsTo(t.app, first.email);
    expect(mail?.subject).toBe(`A seat is kept for you: ${session.title}`);
    expect(mail?.text).toContain("It is kept for you until");
    expect(mail?.text).toContain("IST");
    expect(mail?.text).toContain(`/payment/${session.id}`);
    expect(await mailsTo(t.app, second.email)).toEqual([]);

    // The proof turns the offered hold into the booking (29 minutes later, with every seat held).
    t.clock.set(new Date(expiredAt.getTime() + (OFFER_MINUTES - 1) * MINUTE));
    const booked = await book(t.app, first.cookie, session.id, proof);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await counters(session.id)).toEqual({ taken: 1, held: 0 });
    expect(await mine(first.cookie)).toEqual([]);
  });

  it("passes to the next in line when the offer is not claimed in 30 minutes", async () => {
    const [first, second] = [await student("Tanvi Rao"), await student("Ishita Das")];
    const { session } = await fullSession([first, second]);
    const start = Date.now();
    t.clock.set(new Date(start + (HOLD_MINUTES + 1) * MINUTE));
    await runLifecycle(t.app);
    expect((await hold(first.cookie, session.id, "GET")).json().offered).toBe(true);

    // Not yet: 29 minutes into the offer.
    t.clock.set(new Date(start + (HOLD_MINUTES + OFFER_MINUTES) * MINUTE));
    await runLifecycle(t.app);
    expect((await hold(second.cookie, session.id, "GET")).statusCode).toBe(404);

    t.clock.set(new Date(start + (HOLD_MINUTES + 1 + OFFER_MINUTES + 1) * MINUTE));
    const report = await runLifecycle(t.app);
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect((await hold(first.cookie, session.id, "GET")).statusCode).toBe(404);
    const passed = await hold(second.cookie, session.id, "GET");
    expect(passed.statusCode).toBe(200);
    expect(passed.json().offered).toBe(true);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 1 });
    expect((await waitlist(second.cookie, session.id, "GET")).json()).toEqual({ place: null, waiting: 0 });

    // The first's late proof finds no seat: it is kept for the second.
    const late = await book(t.app, first.cookie, session.id, proof);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BOOKING_MESSAGES.noSeats);
  });

  it("goes to the line before anyone's Book Now when an expired hold is released by the next hold", async () => {
    const waiting = await student("Nikhil Jain");
    const { session } = await fullSession([waiting]);
    const stranger = await student("Pooja Iyer");
    t.clock.set(new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE));
    const refused = await hold(stranger.cookie, session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.noSeats);
    // The refusal changed nothing; the sweep (every 15 seconds) offers the seat to the line.
    expect((await hold(waiting.cookie, session.id, "GET")).statusCode).toBe(404);
    await runLifecycle(t.app);
    expect((await hold(waiting.cookie, session.id, "GET")).json().offered).toBe(true);
    expect((await hold(stranger.cookie, session.id)).json().message).toBe(BOOKING_MESSAGES.noSeats);
  });

  it("is offered when a hold is let go, when a payment is disapproved, and when a student cancels", async () => {
    const [a, b, c] = [
      await student("Sneha Kulkarni"),
      await student("Aditya Rao"),
      await student("Riya Sen"),
    ];
    const session = await newSession(t.app, mentor.cookie, { seats: 2 });
    const holder = await student("Manav Shah");
    const payer = await student("Kiran Das");
    await hold(holder.cookie, session.id);
    const { paymentId } = await bookWithPayment(
      t.app,
      payer.cookie,
      admin.cookie,
      session.id,
      proof,
      "created",
    );
    for (const s of [a, b, c]) expect((await waitlist(s.cookie, session.id)).statusCode).toBe(201);

    // A hold let go at once (DELETE): the first in line gets it.
    expect((await hold(holder.cookie, session.id, "DELETE")).statusCode).toBe(204);
    expect((await hold(a.cookie, session.id, "GET")).json().offered).toBe(true);

    // A disapproval frees the payer's seat: the second in line gets it.
    expect((await decide(t.app, admin.cookie, paymentId, "failed")).statusCode).toBe(200);
    expect((await hold(b.cookie, session.id, "GET")).json().offered).toBe(true);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 2 });

    // b books with the offered hold; then cancels: the third in line gets the seat.
    const booked = await book(t.app, b.cookie, session.id, proof);
    expect(booked.statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booked.json().bookingId}/cancel`,
      headers: { cookie: b.cookie },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await hold(c.cookie, session.id, "GET")).json().offered).toBe(true);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 2 });
  });

  it("freed at the same moment, each seat goes to a different student, in the order of the line", async () => {
    const session = await newSession(t.app, mentor.cookie, { seats: 3 });
    const holders = [await student("Om Prakash"), await student("Zoya Khan"), await student("Rhea Paul")];
    for (const h of holders) expect((await hold(h.cookie, session.id)).statusCode).toBe(201);
    const line = [
      await student("Irfan Sheikh"),
      await student("Neha Bansal"),
      await student("Sahil Mehra"),
      await student("Tara Ghosh"),
    ];
    for (const s of line) expect((await waitlist(s.cookie, session.id)).statusCode).toBe(201);
    const released = await Promise.all(holders.map((h) => hold(h.cookie, session.id, "DELETE")));
    expect(released.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    const offered = await Promise.all(
      line.map(async (s) => (await hold(s.cookie, session.id, "GET")).json().offered === true),
    );
    expect(offered).toEqual([true, true, true, false]);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 3 });
    expect((await waitlist(line[3]?.cookie, session.id, "GET")).json()).toEqual({ place: 1, waiting: 1 });
  });

  it("is not offered within an hour of the start: it is anyone's to book then", async () => {
    const waiting = await student("Lakshmi Menon");
    const { session, holder } = await fullSession([waiting]);
    await startsIn(t.app, session.id, 59 * MINUTE);
    expect((await hold(holder.cookie, session.id, "DELETE")).statusCode).toBe(204);
    expect((await hold(waiting.cookie, session.id, "GET")).statusCode).toBe(404);
    expect(await counters(session.id)).toEqual({ taken: 0, held: 0 });
    expect((await waitlist(waiting.cookie, session.id, "GET")).json()).toEqual({ place: 1, waiting: 1 });
    expect(await mailsTo(t.app, waiting.email)).toEqual([]);
  });

  it("is offered to a student who already holds as many seats as anyone may", async () => {
    const busy = await student("Gaurav Pillai");
    const { session, holder } = await fullSession([busy]);
    for (let i = 0; i < MAX_HOLDS_PER_STUDENT; i++) {
      const other = await newSession(t.app, mentor.cookie);
      expect((await hold(busy.cookie, other.id)).statusCode).toBe(201);
    }
    const another = await newSession(t.app, mentor.cookie);
    expect((await hold(busy.cookie, another.id)).json().message).toBe(HOLD_MESSAGES.tooMany);
    expect((await hold(holder.cookie, session.id, "DELETE")).statusCode).toBe(204);
    expect((await hold(busy.cookie, session.id, "GET")).json().offered).toBe(true);
  });

  it("writes to a student who reads Hindi in Hindi", async () => {
    const hindi = await student("Arjun Nair");
    const chose = await t.app.inject({
      method: "POST",
      url: "/api/language",
      payload: { language: "hi" },
      headers: { cookie: hindi.cookie },
    });
    expect(chose.statusCode).toBe(204);
    const { session, holder } = await fullSession([hindi], { title: "NEET Biology: Genetics" });
    expect((await hold(holder.cookie, session.id, "DELETE")).statusCode).toBe(204);
    const [mail] = await mailsTo(t.app, hindi.email);
    expect(mail?.subject).toBe("आपके लिए एक सीट रखी गई है: NEET Biology: Genetics");
    expect(mail?.text).toContain("तक आपके लिए रखी गई है");
    expect(mail?.text).toContain(`/payment/${session.id}`);
  });
});
