import { AVAILABILITY_MESSAGES, type AvailabilityBody } from "@contract/availability";
import { SESSION_DAYS_AHEAD_MAX, SESSION_MESSAGES } from "@contract/sessions";
import { signedIn } from "@test-support/accounts";
import { newSession, sessionBody } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorAvailability, mentorProfiles, sessions, users } from "../../db/schema";

/*
 * Dates with sane bounds (docs/product.md §5): every date the API takes lies between 2000-01-01 and
 * 2099-12-31 or is a 400 naming its field, never a 500 (year 0 or 10000 cannot be stored); a session
 * is posted or moved at most SESSION_DAYS_AHEAD_MAX days ahead; a one-to-one on a day the mentor's
 * page offers (the next 30).
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let mentor: Account & { slug: string };
let student: Account;

const EXTREMES = ["0000-01-01", "0001-01-01", "1999-12-31", "9999-12-31", "2100-01-01", "2026-02-30"];
const DAY = 86_400_000;
/** The IST date `days` from today. */
const inDays = (days: number) =>
  new Date(Date.now() + days * DAY + 5.5 * 3_600_000).toISOString().slice(0, 10);

const refusedNaming = (res: { statusCode: number; body: string; json(): unknown }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  const { issues } = res.json() as { issues: { field: string; message: string }[] };
  expect(
    issues.map((i) => i.field),
    res.body,
  ).toContain(field);
  return issues.find((i) => i.field === field)?.message;
};
const sessionCount = async () => (await t.app.db.select({ n: count() }).from(sessions))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  const account = await signedIn(t.app, "mentor", "Meera Iyer");
  const [profile] = await t.app.db
    .select({ slug: mentorProfiles.slug })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, account.id));
  mentor = { ...account, slug: profile?.slug ?? "" };
  student = await signedIn(t.app, "student", "Asha Verma");
  await t.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, student.id));
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
    headers: { cookie: mentor.cookie },
    payload: availability,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

describe("the session list's date filter", () => {
  it.each(EXTREMES.flatMap((date) => [["from", date] as const, ["to", date] as const]))(
    "refuses %s=%s, naming it",
    async (field, date) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/sessions?type=group&date=range&${field}=${date}`,
      });
      refusedNaming(res, `query.${field}`);
    },
  );

  it("takes the bounds themselves", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/sessions?type=group&date=range&from=2000-01-01&to=2099-12-31",
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("posting and moving a session", () => {
  it.each(EXTREMES)("refuses the date %s, naming body.date; nothing is written", async (date) => {
    const before = await sessionCount();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sessions",
      headers: { cookie: mentor.cookie },
      payload: sessionBody({ date }),
    });
    refusedNaming(res, "body.date");
    expect(await sessionCount()).toBe(before);
  });

  it(`refuses a start more than ${SESSION_DAYS_AHEAD_MAX} days ahead, posted or moved to`, async () => {
    const far = inDays(SESSION_DAYS_AHEAD_MAX + 2);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/sessions",
      headers: { cookie: mentor.cookie },
      payload: sessionBody({ date: far }),
    });
    expect(refusedNaming(posted, "body.date")).toBe(SESSION_MESSAGES.tooFarAhead);
    // The last day in reach is fine.
    const near = await newSession(t.app, mentor.cookie, {
      date: inDays(SESSION_DAYS_AHEAD_MAX - 1),
      time: "10:00",
    });

    const session = await newSession(t.app, mentor.cookie, { date: inDays(3), time: "11:00" });
    for (const date of [far, "9999-12-31", "0000-01-01"]) {
      const moved = await t.app.inject({
        method: "PATCH",
        url: `/api/sessions/${session.id}`,
        headers: { cookie: mentor.cookie },
        payload: { date, time: "11:00" },
      });
      refusedNaming(moved, "body.date");
    }
    const [row] = await t.app.db
      .select({ startsAt: sessions.startsAt })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    expect(row?.startsAt.toISOString()).toBe(session.startsAt);
    expect(near.id).toBeTruthy();
  });
});

describe("a one-to-one time", () => {
  it.each([...EXTREMES, inDays(-1), inDays(30), inDays(400)])(
    "on %s is refused naming body.date; nothing is written",
    async (date) => {
      const before = await sessionCount();
      const res = await t.app.inject({
        method: "POST",
        url: `/api/mentors/by-slug/${mentor.slug}/slots`,
        headers: { cookie: student.cookie },
        payload: { date, time: "10:00", durationMinutes: 60 },
      });
      refusedNaming(res, "body.date");
      expect(await sessionCount()).toBe(before);
    },
  );

  it("is booked on the last day offered", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/mentors/by-slug/${mentor.slug}/slots`,
      headers: { cookie: student.cookie },
      payload: { date: inDays(29), time: "10:00", durationMinutes: 60 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("names the day when it is outside the days shown", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/mentors/by-slug/${mentor.slug}/slots`,
      headers: { cookie: student.cookie },
      payload: { date: inDays(45), time: "10:00", durationMinutes: 60 },
    });
    expect(refusedNaming(res, "body.date")).toBe(AVAILABILITY_MESSAGES.dayNotOffered);
  });
});

describe("a mentor's away dates", () => {
  it.each(EXTREMES)("refuses %s, naming body.awayDates.0; nothing is written", async (date) => {
    const [before] = await t.app.db
      .select()
      .from(mentorAvailability)
      .where(eq(mentorAvailability.mentorId, mentor.id));
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/mentor/availability",
      headers: { cookie: mentor.cookie },
      payload: {
        windows: [{ day: 1, from: "09:00", to: "12:00" }],
        durations: [60],
        price: 799,
        minNoticeHours: 12,
        bufferMinutes: 15,
        awayDates: [date],
      },
    });
    refusedNaming(res, "body.awayDates.0");
    const [after] = await t.app.db
      .select()
      .from(mentorAvailability)
      .where(eq(mentorAvailability.mentorId, mentor.id));
    expect(after).toEqual(before);
  });
});
