import { randomBytes } from "node:crypto";
import { AVAILABILITY_MESSAGES, type AvailabilityBody } from "@contract/availability";
import { HOLD_MESSAGES, HOLD_MINUTES } from "@contract/bookings";
import { signedIn } from "@test-support/accounts";
import { book, newSession, proofImage, runLifecycle } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isExclusionViolation } from "../../db/errors";
import { mentorProfiles, sessions } from "../../db/schema";

/*
 * One-to-one by availability (docs/decisions/022): the mentor's weekly IST ranges, notice,
 * buffer and away dates decide the free start times; a student books one with a hold in one step; the
 * database never lets a mentor be booked for overlapping times.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let student: Account;
let admin: Account;
let proof: Buffer;
const MINUTE = 60_000;

const every = (from: string, to: string) => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from, to }));
const settings = (overrides: Partial<AvailabilityBody> = {}): AvailabilityBody => ({
  windows: every("09:00", "12:00"),
  durations: [60],
  price: 799,
  minNoticeHours: 12,
  bufferMinutes: 15,
  awayDates: [],
  ...overrides,
});

/** A new mentor (with their page's slug) who has saved `body` as their availability. */
async function mentorWith(body: AvailabilityBody | null, name = "Meera Iyer") {
  const mentor = await signedIn(t.app, "mentor", name);
  const [profile] = await t.app.db
    .select({ slug: mentorProfiles.slug })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentor.id));
  if (body) {
    const saved = await save(mentor.cookie, body);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { ...mentor, slug: profile?.slug ?? "" };
}

const save = (cookie: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: "/api/mentor/availability",
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });

async function slots(slug: string, duration?: number) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/mentors/by-slug/${slug}/slots${duration ? `?duration=${duration}` : ""}`,
  });
  return res;
}

const startsOn = async (slug: string, date: string, duration?: number) =>
  ((await slots(slug, duration)).json() as { days: { date: string; starts: string[] }[] }).days.find(
    (day) => day.date === date,
  )?.starts ?? [];

const bookSlot = (cookie: string | undefined, slug: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/mentors/by-slug/${slug}/slots`,
    headers: cookie ? { cookie } : {},
    payload: { durationMinutes: 60, ...payload },
  });

beforeAll(async () => {
  t = await createTestApp();
  [student, admin] = [await signedIn(t.app, "student", "Ananya Sharma"), await signedIn(t.app, "admin")];
  proof = await proofImage();
});
afterAll(async () => t?.close());
// 09:00 IST on Tuesday 1 December 2026 unless a test says otherwise.
beforeEach(() => t.clock.set("2026-12-01T03:30:00Z"));

describe("a mentor's availability", () => {
  it("is the defaults before any is saved, and offers nothing", async () => {
    const mentor = await mentorWith(null);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/mentor/availability",
      headers: { cookie: mentor.cookie },
    });
    expect(own.json()).toEqual({
      windows: [],
      durations: [60],
      price: 0,
      minNoticeHours: 12,
      bufferMinutes: 15,
      awayDates: [],
      updatedAt: null,
    });
    expect((await slots(mentor.slug)).json()).toMatchObject({ offered: false, days: [] });
    const refused = await bookSlot(student.cookie, mentor.slug, { date: "2026-12-02", time: "09:00" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AVAILABILITY_MESSAGES.notOffered);
  });

  it("is saved whole and read back in order; past away dates are dropped", async () => {
    const mentor = await mentorWith(null);
    const res = await save(
      mentor.cookie,
      settings({
        windows: [
          { day: 3, from: "18:00", to: "21:00" },
          { day: 1, from: "07:30", to: "09:00" },
        ],
        durations: [90, 30, 30],
        awayDates: ["2026-12-25", "2026-11-20", "2026-12-24"],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AVAILABILITY_MESSAGES.saved);
    expect(res.json().availability).toMatchObject({
      windows: [
        { day: 1, from: "07:30", to: "09:00" },
        { day: 3, from: "18:00", to: "21:00" },
      ],
      durations: [30, 90],
      awayDates: ["2026-12-24", "2026-12-25"],
      price: 799,
    });
  });

  it("refuses bad input with the field and the reason, and keeps what was saved", async () => {
    const mentor = await mentorWith(settings());
    const cases: [object, string, string][] = [
      [
        settings({ windows: [{ day: 2, from: "12:00", to: "10:00" }] }),
        "body.windows.0.to",
        AVAILABILITY_MESSAGES.endAfterStart,
      ],
      [
        settings({ windows: [{ day: 2, from: "10:15", to: "11:00" }] }),
        "body.windows.0.from",
        AVAILABILITY_MESSAGES.halfHour,
      ],
      [
        settings({
          windows: [
            { day: 2, from: "09:00", to: "12:00" },
            { day: 2, from: "11:30", to: "13:00" },
          ],
        }),
        "body.windows.1.from",
        AVAILABILITY_MESSAGES.windowsOverlap,
      ],
      [settings({ durations: [] }), "body.durations", AVAILABILITY_MESSAGES.durationsRequired],
      [settings({ durations: [45] }), "body.durations.0", AVAILABILITY_MESSAGES.durationUnknown],
      [settings({ bufferMinutes: 7 }), "body.bufferMinutes", AVAILABILITY_MESSAGES.bufferRange],
      [settings({ minNoticeHours: 200 }), "body.minNoticeHours", AVAILABILITY_MESSAGES.noticeRange],
      [settings({ price: -1 }), "body.price", AVAILABILITY_MESSAGES.priceNegative],
      [settings({ awayDates: ["25/12/2026"] }), "body.awayDates.0", AVAILABILITY_MESSAGES.dateFormat],
    ];
    for (const [payload, field, message] of cases) {
      const res = await save(mentor.cookie, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues).toContainEqual(expect.objectContaining({ field, message }));
    }
    const own = await t.app.inject({
      method: "GET",
      url: "/api/mentor/availability",
      headers: { cookie: mentor.cookie },
    });
    expect(own.json().windows).toHaveLength(7);
  });

  it("is the mentor's own: students and visitors cannot read or set it", async () => {
    expect((await save(student.cookie, settings())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/mentor/availability", payload: settings() }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/mentor/availability",
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("free start times", () => {
  it("follow IST days, not UTC ones: 01:30 IST on Tuesday is still Monday in UTC", async () => {
    // 20:00 UTC on Monday 30 November = 01:30 IST on Tuesday 1 December.
    t.clock.set("2026-11-30T20:00:00Z");
    const mentor = await mentorWith(
      settings({
        windows: [
          { day: 2, from: "00:00", to: "02:00" },
          { day: 1, from: "22:00", to: "24:00" },
        ],
        durations: [30],
        minNoticeHours: 0,
        bufferMinutes: 0,
      }),
    );
    const answer = (await slots(mentor.slug)).json() as {
      duration: number;
      days: { date: string; starts: string[] }[];
    };
    expect(answer.duration).toBe(30);
    // Today (IST Tuesday): from now to the range's end. Then every Monday night and Tuesday early morning.
    expect(answer.days.slice(0, 3)).toEqual([
      { date: "2026-12-01", starts: ["01:30"] },
      { date: "2026-12-07", starts: ["22:00", "22:30", "23:00", "23:30"] },
      { date: "2026-12-08", starts: ["00:00", "00:30", "01:00", "01:30"] },
    ]);
    // 30 days from today: the last Monday is 28 December, the last Tuesday 29 December.
    expect(answer.days.at(-1)?.date).toBe("2026-12-29");
    // 23:30 IST on a Monday is 18:00 UTC the same day.
    const booked = await bookSlot(student.cookie, mentor.slug, {
      date: "2026-12-07",
      time: "23:30",
      durationMinutes: 30,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, booked.json().sessionId));
    expect(row?.startsAt.toISOString()).toBe("2026-12-07T18:00:00.000Z");
  });

  it("keep the minimum notice, to the minute", async () => {
    const mentor = await mentorWith(settings({ minNoticeHours: 12 }));
    // 09:00 IST: twelve hours ahead is 21:00 today, after today's range; tomorrow's whole range.
    expect(await startsOn(mentor.slug, "2026-12-01")).toEqual([]);
    expect(await startsOn(mentor.slug, "2026-12-02")).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    // 21:00 IST: 09:00 tomorrow is exactly twelve hours away, so still offered; a minute later it is not.
    t.clock.set("2026-12-01T15:30:00Z");
    expect((await startsOn(mentor.slug, "2026-12-02"))[0]).toBe("09:00");
    t.clock.set("2026-12-01T15:31:00Z");
    expect((await startsOn(mentor.slug, "2026-12-02"))[0]).toBe("09:30");
    const late = await bookSlot(student.cookie, mentor.slug, { date: "2026-12-02", time: "09:00" });
    expect(late.statusCode).toBe(400);
    expect(late.json().issues).toContainEqual(
      expect.objectContaining({ field: "body.time", message: AVAILABILITY_MESSAGES.slotUnavailable }),
    );
  });

  it("keep the buffer around the mentor's sessions, and leave out away dates", async () => {
    const mentor = await mentorWith(
      settings({ windows: every("08:00", "14:00"), bufferMinutes: 15, minNoticeHours: 0 }),
    );
    // A group session on Thursday 3 December, 10:00–11:00 IST.
    await newSession(t.app, mentor.cookie, { date: "2026-12-03", time: "10:00", durationMinutes: 60 });
    expect(await startsOn(mentor.slug, "2026-12-03")).toEqual([
      "08:00",
      "08:30",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
    ]);
    // Thirty minutes long, starts closer in: 09:00–09:30 leaves its 15 minutes before 10:00.
    const short = await mentorWith(
      settings({ windows: every("08:00", "14:00"), durations: [30, 60], minNoticeHours: 0 }),
    );
    await newSession(t.app, short.cookie, { date: "2026-12-03", time: "10:00", durationMinutes: 60 });
    expect(await startsOn(short.slug, "2026-12-03", 30)).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
    ]);

    const saved = await save(
      mentor.cookie,
      settings({ windows: every("08:00", "14:00"), minNoticeHours: 0, awayDates: ["2026-12-03"] }),
    );
    expect(saved.statusCode).toBe(200);
    const days = ((await slots(mentor.slug)).json() as { days: { date: string }[] }).days.map((d) => d.date);
    expect(days).toContain("2026-12-02");
    expect(days).not.toContain("2026-12-03");
    expect(days).toContain("2026-12-04");
  });

  it("are for the lengths offered only, of active mentors only", async () => {
    const mentor = await mentorWith(settings());
    const res = await slots(mentor.slug, 90);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AVAILABILITY_MESSAGES.durationNotOffered);
    const refused = await bookSlot(student.cookie, mentor.slug, {
      date: "2026-12-02",
      time: "09:00",
      durationMinutes: 90,
    });
    expect(refused.json().issues).toContainEqual(
      expect.objectContaining({
        field: "body.durationMinutes",
        message: AVAILABILITY_MESSAGES.durationNotOffered,
      }),
    );
    expect((await slots("no-such-mentor")).statusCode).toBe(404);
  });
});

describe("booking a time", () => {
  it("makes the student's own one-to-one with a hold in one step; asking again answers the same hold", async () => {
    const mentor = await mentorWith(
      settings({ price: 899, windows: every("09:00", "13:00") }),
      "Kabir Sethi",
    );
    await t.app.db
      .update(mentorProfiles)
      .set({ subjects: ["Physics", "Chemistry"] })
      .where(eq(mentorProfiles.userId, mentor.id));
    const asked = {
      date: "2026-12-02",
      time: "10:00",
      subject: "chemistry",
      topic: "Organic reaction mechanisms",
    };
    const first = await bookSlot(student.cookie, mentor.slug, asked);
    expect(first.statusCode, first.body).toBe(201);
    const { sessionId, hold } = first.json() as { sessionId: string; hold: { expiresAt: string } };
    expect(Date.parse(hold.expiresAt)).toBe(Date.parse("2026-12-01T03:30:00Z") + HOLD_MINUTES * MINUTE);
    const again = await bookSlot(student.cookie, mentor.slug, asked);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({
      kind: "slot",
      type: "onetoone",
      title: "One-to-one: Chemistry",
      subject: "Chemistry",
      description: "Organic reaction mechanisms",
      price: 899,
      seats: 1,
      seatsHeld: 1,
      bufferMinutes: 15,
      startsAt: new Date("2026-12-02T04:30:00Z"),
    });
    // The time and the buffer around it are no longer offered, to anyone.
    expect(await startsOn(mentor.slug, "2026-12-02")).toEqual(["11:30", "12:00"]);
    const other = await signedIn(t.app, "student", "Rahul Gupta");
    const taken = await bookSlot(other.cookie, mentor.slug, asked);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AVAILABILITY_MESSAGES.slotTaken);
    // It is the student's alone: not in the lists, nor among the mentor's upcoming sessions.
    const list = await t.app.inject({ method: "GET", url: "/api/sessions?type=onetoone&pageSize=50" });
    expect(list.json().items.map((s: { id: string }) => s.id)).not.toContain(sessionId);
    const page = await t.app.inject({ method: "GET", url: `/api/mentors/by-slug/${mentor.slug}` });
    expect(page.json().upcoming).toEqual([]);

    // The proof turns the hold into the booking, at the slot's price.
    const booked = await book(t.app, student.cookie, sessionId, proof);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().amount).toBe(899);
    expect(await startsOn(mentor.slug, "2026-12-02")).toEqual(["11:30", "12:00"]);
  });

  it("refuses a subject the mentor does not teach, and a signed-out visitor or a mentor", async () => {
    const mentor = await mentorWith(settings());
    await t.app.db
      .update(mentorProfiles)
      .set({ subjects: ["Biology"] })
      .where(eq(mentorProfiles.userId, mentor.id));
    const res = await bookSlot(student.cookie, mentor.slug, {
      date: "2026-12-02",
      time: "09:00",
      subject: "History",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({ field: "body.subject", message: AVAILABILITY_MESSAGES.subjectUnknown }),
    );
    expect((await bookSlot(undefined, mentor.slug, { date: "2026-12-02", time: "09:00" })).statusCode).toBe(
      401,
    );
    expect(
      (await bookSlot(mentor.cookie, mentor.slug, { date: "2026-12-02", time: "09:00" })).statusCode,
    ).toBe(403);
  });

  it("frees the time when the hold runs out: the slot is deleted and the time offered again", async () => {
    const mentor = await mentorWith(settings());
    const late = await signedIn(t.app, "student", "Tanvi Rao");
    const res = await bookSlot(late.cookie, mentor.slug, { date: "2026-12-02", time: "09:00" });
    expect(res.statusCode).toBe(201);
    expect(await startsOn(mentor.slug, "2026-12-02")).not.toContain("09:00");

    t.clock.set(new Date(Date.parse("2026-12-01T03:30:00Z") + (HOLD_MINUTES + 1) * MINUTE));
    await runLifecycle(t.app);
    // Never booked, it leaves nothing behind (slot-abuse.test.ts has the rest).
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, res.json().sessionId));
    expect(row).toBeUndefined();
    expect(await startsOn(mentor.slug, "2026-12-02")).toContain("09:00");
    // Someone else books it; the late student's proof finds no session and stores nothing.
    const other = await signedIn(t.app, "student", "Farhan Ali");
    expect(
      (await bookSlot(other.cookie, mentor.slug, { date: "2026-12-02", time: "09:00" })).statusCode,
    ).toBe(201);
    expect((await book(t.app, late.cookie, res.json().sessionId, proof)).statusCode).toBe(404);
  });

  it("a student holds at most three seats, slots included", async () => {
    const mentor = await mentorWith(settings({ bufferMinutes: 0 }));
    const busy = await signedIn(t.app, "student", "Ishita Das");
    for (const time of ["09:00", "10:00", "11:00"]) {
      expect((await bookSlot(busy.cookie, mentor.slug, { date: "2026-12-03", time })).statusCode).toBe(201);
    }
    const fourth = await bookSlot(busy.cookie, mentor.slug, { date: "2026-12-04", time: "09:00" });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(HOLD_MESSAGES.tooMany);
  });
});

describe("never two bookings at once", () => {
  it("the database refuses a slot overlapping another of the mentor's sessions, whoever writes it", async () => {
    const mentor = await mentorWith(settings());
    const booked = await bookSlot(student.cookie, mentor.slug, { date: "2026-12-05", time: "10:00" });
    expect(booked.statusCode).toBe(201);
    const row = (id: string, kind: "slot" | "posted", startsAt: string) => ({
      id,
      mentorId: mentor.id,
      title: "One-to-one: Physics",
      subject: "Physics",
      category: "NEET",
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      type: "onetoone" as const,
      seats: 1,
      price: 0,
      kind,
    });
    const id = () => randomBytes(9).toString("base64url");
    // A slot at 10:30 IST overlaps the 10:00 one; so does a posted session at 10:00.
    for (const attempt of [
      row(id(), "slot", "2026-12-05T05:00:00Z"),
      row(id(), "posted", "2026-12-05T04:30:00Z"),
    ]) {
      const error = await t.app.db
        .insert(sessions)
        .values(attempt)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isExclusionViolation(error), String(error)).toBe(true);
    }
    // The slot's buffer is its own: 11:00 is inside it (11:00–11:15), 11:15 is not.
    const inBuffer = await t.app.db
      .insert(sessions)
      .values(row(id(), "slot", "2026-12-05T05:30:00Z"))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isExclusionViolation(inBuffer)).toBe(true);
    await t.app.db.insert(sessions).values(row(id(), "slot", "2026-12-05T05:45:00Z"));
  });

  it("posting or moving a group session onto a booked one-to-one is refused with a clear message", async () => {
    const mentor = await mentorWith(settings());
    expect(
      (await bookSlot(student.cookie, mentor.slug, { date: "2026-12-06", time: "10:00" })).statusCode,
    ).toBe(201);
    const post = await t.app.inject({
      method: "POST",
      url: "/api/sessions",
      headers: { cookie: mentor.cookie },
      payload: {
        title: "NEET Physics: Rotational Motion Drill",
        subject: "Physics",
        category: "NEET",
        date: "2026-12-06",
        time: "10:00",
        durationMinutes: 90,
        price: 499,
        type: "group",
        seats: 30,
      },
    });
    expect(post.statusCode).toBe(409);
    expect(post.json()).toMatchObject({
      message: AVAILABILITY_MESSAGES.overlapsOneToOne,
      issues: [
        expect.objectContaining({ field: "body.date", message: AVAILABILITY_MESSAGES.overlapsOneToOne }),
      ],
    });
    // An admin posting for the mentor is refused the same way.
    const forMentor = await newSession(t.app, mentor.cookie, { date: "2026-12-06", time: "15:00" });
    const moved = await t.app.inject({
      method: "PATCH",
      url: `/api/sessions/${forMentor.id}`,
      headers: { cookie: admin.cookie },
      payload: { date: "2026-12-06", time: "09:00", durationMinutes: 90 },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(AVAILABILITY_MESSAGES.overlapsOneToOne);
    // Two posted sessions may still overlap: the mentor's own choice.
    await newSession(t.app, mentor.cookie, { date: "2026-12-06", time: "15:00" });
  });
});
