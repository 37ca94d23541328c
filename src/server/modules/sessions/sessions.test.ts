import { signedIn } from "@test-support/accounts";
import { book, decide, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";

let t: TestContext;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let otherMentor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  otherMentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  admin = await signedIn(t.app, "admin");
  student = await signedIn(t.app, "student");
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Organic Chemistry: Named Reactions in 60 Minutes",
  subject: "Chemistry",
  category: "IIT JEE",
  subjects: ["Organic Chemistry"],
  date: tomorrow(),
  time: "18:00",
  durationMinutes: 60,
  price: 499,
  description: "Aldol, Cannizzaro, Reimer–Tiemann and the traps JEE Main sets around them.",
  type: "group",
  seats: 30,
  ...overrides,
});

const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/sessions", payload, headers: cookie ? { cookie } : {} });

describe("POST /api/sessions", () => {
  it("lets a mentor post as themself, at the IST time chosen", async () => {
    const res = await post(mentor.cookie, body({ mentorId: otherMentor.id }));
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card).toMatchObject({
      title: "Organic Chemistry: Named Reactions in 60 Minutes",
      mentor: { id: mentor.id, name: "Rohan Mehta" },
      seats: 30,
      seatsLeft: 30,
      price: 499,
      status: "upcoming",
      closed: false,
      category: "IIT JEE",
      subjects: ["Organic Chemistry"],
    });
    expect(card.startsAt).toBe(new Date(`${tomorrow()}T18:00:00+05:30`).toISOString());
  });

  it("makes a one-to-one session one seat, whatever is sent", async () => {
    const res = await post(mentor.cookie, body({ type: "onetoone", seats: 40 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: "onetoone", seats: 1, seatsLeft: 1 });
  });

  it("lets an admin post for a mentor, and only for a mentor", async () => {
    const ok = await post(admin.cookie, body({ mentorId: otherMentor.id }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().mentor.id).toBe(otherMentor.id);
    const none = await post(admin.cookie, body());
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toContainEqual({ field: "body.mentorId", message: "Choose a mentor." });
    const notMentor = await post(admin.cookie, body({ mentorId: student.id }));
    expect(notMentor.statusCode).toBe(400);
  });

  it("refuses to post a session for a removed mentor, whoever asks", async () => {
    const leaving = await signedIn(t.app, "mentor", "Ishaan Kapoor");
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/mentors/${leaving.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const res = await post(admin.cookie, body({ mentorId: leaving.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        field: "body.mentorId",
        message: "This mentor has been removed, so no session can be posted for them.",
        code: "postSession.mentorRemoved",
      },
    ]);
    // Their own cookie died with the removal.
    expect((await post(leaving.cookie, body())).statusCode).toBe(401);
    // Had it not (an account deactivated by other means), the account is not signed in any more
    // either: sign-in reads deactivation with the session (docs/decisions/030).
    const other = await signedIn(t.app, "mentor", "Tara Bose");
    await t.app.db.execute(sql`update users set deactivated_at = now() where id = ${other.id}`);
    const own = await post(other.cookie, body());
    expect(own.statusCode).toBe(401);
    const [{ n } = { n: -1 }] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from sessions where mentor_id = ${leaving.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(0);
  });

  it("refuses students and visitors", async () => {
    expect((await post(student.cookie, body())).statusCode).toBe(403);
    expect((await post(undefined, body())).statusCode).toBe(401);
  });

  it.each([
    [{ title: "" }, "body.title"],
    [{ seats: 51 }, "body.seats"],
    [{ seats: 0 }, "body.seats"],
    [{ seats: undefined }, "body.seats"],
    [{ price: -1 }, "body.price"],
    [{ price: 99.5 }, "body.price"],
    [{ time: "08:00" }, "body.time"],
    [{ time: "18:30" }, "body.time"],
    [{ durationMinutes: 45 }, "body.durationMinutes"],
    [{ category: "Cooking" }, "body.category"],
    [{ date: "2020-01-01" }, "body.date"],
  ])("refuses %o, naming %s", async (override, field) => {
    const res = await post(mentor.cookie, body(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
  });
});

describe("GET /api/sessions", () => {
  it("filters by type and category ignoring case and spaces, matching subjects too, upcoming first", async () => {
    const local = await createTestApp();
    try {
      const m = await signedIn(local.app, "mentor");
      const mk = (o: Record<string, unknown>) =>
        local.app.inject({
          method: "POST",
          url: "/api/sessions",
          payload: body(o),
          headers: { cookie: m.cookie },
        });
      const neet = (
        await mk({ title: "NEET Biology: Genetics", category: "NEET", subject: "Biology", subjects: [] })
      ).json();
      const cat = (
        await mk({ title: "CAT Quant Shortcuts", category: "CAT Mentorship", subject: "Quant", subjects: [] })
      ).json();
      const jee = (
        await mk({ title: "JEE Physics", category: "IIT JEE", subject: "Physics", subjects: ["NEET"] })
      ).json();
      await mk({ title: "One to one", type: "onetoone", category: "NEET" });
      // A completed session sorts after the upcoming ones.
      await local.app.db.update(sessions).set({ status: "completed" }).where(eq(sessions.id, neet.id));

      const list = async (query: string) =>
        (await local.app.inject({ method: "GET", url: `/api/sessions?${query}` })).json();
      const all = await list("type=group");
      expect(all.total).toBe(3);
      expect(all.items.map((s: { id: string }) => s.id).at(-1)).toBe(neet.id);
      expect(all.items.find((s: { id: string }) => s.id === neet.id)).toMatchObject({
        seatsLeft: 0,
        closed: true,
      });

      const neetList = await list("type=group&category=neet");
      expect(neetList.items.map((s: { id: string }) => s.id).sort()).toEqual([neet.id, jee.id].sort());
      const catList = await list(`type=group&category=${encodeURIComponent("catmentorship")}`);
      expect(catList.items.map((s: { id: string }) => s.id)).toEqual([cat.id]);
      const spaced = await list(`type=group&category=${encodeURIComponent("IIT  jee")}`);
      expect(spaced.items.map((s: { id: string }) => s.id)).toEqual([jee.id]);

      const one = await list("type=onetoone");
      expect(one.total).toBe(1);
      const paged = await list("type=group&pageSize=2&page=2");
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it("refuses a bad query with the field at fault", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/sessions?type=party&pageSize=500" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual([
      "query.type",
      "query.pageSize",
    ]);
  });

  it("answers one session, or 404", async () => {
    const created = (await post(mentor.cookie, body())).json();
    expect((await t.app.inject({ method: "GET", url: `/api/sessions/${created.id}` })).json().id).toBe(
      created.id,
    );
    const missing = await t.app.inject({ method: "GET", url: "/api/sessions/nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Session not found");
  });
});

describe("GET /api/sessions, as others change the sessions", () => {
  type Card = { id: string; seatsLeft: number; closed: boolean; status: string };
  const listOf = async (app: TestContext["app"], query: string) => {
    const res = await app.inject({ method: "GET", url: `/api/sessions?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Card[]; total: number };
  };

  it("shows a booking's seat at once, and the seat freed by a disapproval at once", async () => {
    const created = (
      await post(
        mentor.cookie,
        body({ title: "Seat counting", subject: "Seat Count Check", subjects: [], seats: 3 }),
      )
    ).json();
    const query = `type=group&category=${encodeURIComponent("seat count check")}`;
    const seatsLeft = async () =>
      (await listOf(t.app, query)).items.find((s) => s.id === created.id)?.seatsLeft;
    expect(await seatsLeft()).toBe(3);

    const booked = await book(t.app, student.cookie, created.id, await proofImage());
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await seatsLeft()).toBe(2);

    const { paymentId } = booked.json();
    expect((await decide(t.app, admin.cookie, paymentId, "paid")).statusCode).toBe(200);
    expect(await seatsLeft()).toBe(2);
    expect((await decide(t.app, admin.cookie, paymentId, "failed")).statusCode).toBe(200);
    expect(await seatsLeft()).toBe(3);
  });

  it("shows a newly posted session at once", async () => {
    const query = `type=group&category=${encodeURIComponent("Fresh Subject")}`;
    expect((await listOf(t.app, query)).total).toBe(0);
    const created = (await post(mentor.cookie, body({ subject: "Fresh Subject", subjects: [] }))).json();
    const list = await listOf(t.app, query);
    expect(list.items.map((s) => s.id)).toEqual([created.id]);
  });

  it("matches the main subject too, ignoring case and spaces", async () => {
    const created = (
      await post(
        mentor.cookie,
        body({ title: "Reaction mechanisms", subject: "Organic Chemistry", category: "NEET", subjects: [] }),
      )
    ).json();
    for (const category of ["organicchemistry", " Organic  chemistry ", "ORGANIC CHEMISTRY"]) {
      const list = await listOf(t.app, `type=group&category=${encodeURIComponent(category)}`);
      expect(
        list.items.map((s) => s.id),
        category,
      ).toContain(created.id);
    }
    const other = await listOf(t.app, `type=group&category=${encodeURIComponent("Inorganic Chemistry")}`);
    expect(other.items.map((s) => s.id)).not.toContain(created.id);
  });

  it("sorts open sessions soonest first, then completed ones latest first, page after page", async () => {
    const local = await createTestApp();
    try {
      const m = await signedIn(local.app, "mentor");
      const hour = 3_600_000;
      const now = Date.now();
      const make = async (title: string, startsAt: number, status: "upcoming" | "live" | "completed") => {
        const res = await local.app.inject({
          method: "POST",
          url: "/api/sessions",
          payload: body({ title }),
          headers: { cookie: m.cookie },
        });
        expect(res.statusCode, res.body).toBe(201);
        const { id } = res.json() as { id: string };
        await local.app.db
          .update(sessions)
          .set({ startsAt: new Date(startsAt), status })
          .where(eq(sessions.id, id));
        return id;
      };
      // Posted in an order unlike the expected one.
      const lastWeek = await make("Completed last week", now - 7 * 24 * hour, "completed");
      const inThreeDays = await make("In three days", now + 72 * hour, "upcoming");
      const yesterday = await make("Completed yesterday", now - 24 * hour, "completed");
      const tomorrowId = await make("Tomorrow", now + 24 * hour, "upcoming");
      const liveNow = await make("Live now", now - 0.5 * hour, "live");
      const inTwoDays = await make("In two days", now + 48 * hour, "upcoming");
      local.app.sessionLists.clear();

      const expected = [liveNow, tomorrowId, inTwoDays, inThreeDays, yesterday, lastWeek];
      const all = await listOf(local.app, "type=group&pageSize=50");
      expect(all.items.map((s) => s.id)).toEqual(expected);
      expect(all.items.slice(4).every((s) => s.status === "completed" && s.closed && s.seatsLeft === 0)).toBe(
        true,
      );
      const paged: string[] = [];
      for (const page of [1, 2, 3])
        paged.push(...(await listOf(local.app, `type=group&pageSize=2&page=${page}`)).items.map((s) => s.id));
      expect(paged).toEqual(expected);
    } finally {
      await local.close();
    }
  });
});

describe("GET /api/sessions, beyond 500 sessions (docs/decisions/028)", () => {
  type Page = { items: { id: string }[]; total: number; totalExact: boolean; page: number; pageSize: number };

  it('says "500+" where counting would cost more than the page, and pages on to the last session', async () => {
    const local = await createTestApp();
    try {
      const m = await signedIn(local.app, "mentor", "Meera Iyer");
      // Written straight into the table: 1,031 sessions through the API would take minutes.
      const insert = (subject: string, key: string, n: number) =>
        local.app.db.execute(sql`
          insert into sessions (id, mentor_id, title, subject, category, filter_keys, starts_at,
            duration_minutes, type, seats, price)
          select ${key} || '-' || g, ${m.id}, 'Capcount ' || ${subject} || ' drill ' || g, ${subject}, 'NEET',
            array['neet', ${key}]::text[], now() + make_interval(hours => 24 + g), 60, 'group', 10, 100 + g
          from generate_series(1, ${n}) as g`);
      await insert("Five Hundred Exactly", "fivehundredexactly", 500);
      await insert("Over The Cap", "overthecap", 531);
      local.app.sessionLists.clear();
      const list = async (query: string) => {
        const res = await local.app.inject({ method: "GET", url: `/api/sessions?type=group&${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Page;
      };

      // Up to 500 the count is exact; at 501 and more the answer is "at least 500".
      expect(await list("category=fivehundredexactly")).toMatchObject({ total: 500, totalExact: true });
      const first = await list("category=overthecap");
      expect(first).toMatchObject({ total: 500, totalExact: false, page: 1, pageSize: 12 });
      expect(first.items).toHaveLength(12);
      expect(await list("")).toMatchObject({ total: 500, totalExact: false });

      // Past the cap, the total stays above what is shown while a next page exists…
      const deep = await list("category=overthecap&page=44");
      expect(deep.items).toHaveLength(12);
      expect(deep).toMatchObject({ total: 529, totalExact: false });
      // …and the last page knows the exact total; a page beyond the end is empty with no next page.
      expect(await list("category=overthecap&page=45")).toMatchObject({ total: 531, totalExact: true });
      const beyond = await list("category=overthecap&page=50");
      expect(beyond.items).toEqual([]);
      expect(beyond.page * beyond.pageSize).toBeGreaterThanOrEqual(beyond.total);

      // The client's rule (a next page while page × pageSize < total) walks every session once.
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const answer = await list(`category=overthecap&pageSize=50&page=${page}`);
        seen.push(...answer.items.map((s) => s.id));
        if (answer.page * answer.pageSize >= answer.total) break;
        expect(page).toBeLessThan(20);
      }
      expect(seen).toHaveLength(531);
      expect(new Set(seen).size).toBe(531);

      // A search counts the same way: a broad one says "500+", a narrow one is exact.
      expect(await list("q=capcount&sort=price")).toMatchObject({ total: 500, totalExact: false });
      const narrow = await list("q=capcount&category=fivehundredexactly&sort=price&pageSize=50&page=10");
      expect(narrow).toMatchObject({ total: 500, totalExact: true });
      expect(narrow.items).toHaveLength(50);
    } finally {
      await local.close();
    }
  });
});
