import { signedIn } from "@test-support/accounts";
import { newSession } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorProfiles, sessions, users } from "../../db/schema";

/**
 * The booking page's search (docs/decisions/020): typos forgiven in titles, subjects,
 * categories and mentor names, ranked; price, IST day and time-of-day filters; sorts; paged on the
 * server; the plain list unchanged.
 */

let t: TestContext;
let kavyaId: string;
let arjunId: string;
const ids: Record<string, string> = {};

// "Now" is 1 December 2026, 11:30 AM IST. Dec 1 (IST) ends at 2026-12-01T18:30Z.
const NOW = "2026-12-01T06:00:00Z";

beforeAll(async () => {
  t = await createTestApp();
  const arjun = await signedIn(t.app, "mentor", "Arjun Mehta");
  const kavya = await signedIn(t.app, "mentor", "Kavya Reddy");
  kavyaId = kavya.id;
  arjunId = arjun.id;
  const post = async (key: string, cookie: string, fields: Record<string, unknown>, startsAt: string) => {
    const { id } = await newSession(t.app, cookie, fields);
    await t.app.db
      .update(sessions)
      .set({ startsAt: new Date(startsAt) })
      .where(eq(sessions.id, id));
    ids[key] = id;
  };
  // Physics in its title and subject; the last minute of Dec 1 in IST (11:59 PM, night).
  await post("rotation", arjun.cookie, { price: 499 }, "2026-12-01T18:29:00Z");
  // Physics only as a subject; sooner (7 PM IST Dec 1, evening).
  await post(
    "mock",
    arjun.cookie,
    { title: "JEE Advanced Mock Review", subject: "Physics", category: "IIT JEE", price: 999 },
    "2026-12-01T13:30:00Z",
  );
  // Free; midnight starting Dec 2 in IST (night).
  await post(
    "organic",
    arjun.cookie,
    { title: "Organic Chemistry Doubts", subject: "Chemistry", price: 0 },
    "2026-12-01T18:30:00Z",
  );
  // Kavya's: 2 PM IST Dec 7 (afternoon) and 9 AM IST Dec 8 (morning).
  await post(
    "cell",
    kavya.cookie,
    { title: "Cell Structure in One Sitting", subject: "Biology", subjects: ["Zoology"], price: 299 },
    "2026-12-07T08:30:00Z",
  );
  await post(
    "maths",
    kavya.cookie,
    { title: "BITSAT Speed Maths", subject: "Mathematics", category: "BITSAT", price: 199 },
    "2026-12-08T03:30:00Z",
  );
  // One-to-one: never in the group tab's answers.
  await post(
    "solo",
    arjun.cookie,
    { title: "Physics One-to-One", type: "onetoone", seats: undefined },
    "2026-12-02T04:30:00Z",
  );
  t.clock.set(NOW);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/sessions?type=group&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { id: string }[]; total: number };
  return {
    keys: body.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id)),
    total: body.total,
  };
};

describe("GET /api/sessions with a search", () => {
  it("forgives typos in subjects and finds categories, subject prefixes and mentor names", async () => {
    expect(await list("q=physcs")).toEqual({ keys: ["rotation", "mock"], total: 2 });
    expect((await list("q=chemstry")).keys).toEqual(["organic"]);
    // Every word must match: NEET (the category) and bio~Biology (a subject).
    expect((await list("q=neet%20bio")).keys).toEqual(["cell"]);
    expect((await list("q=Kavya")).keys).toEqual(["cell", "maths"]);
    expect((await list("q=bio")).keys).toEqual(["cell"]); // not BITSAT
    expect((await list("q=astronomy")).total).toBe(0);
    // Stop words do not have to match; the description is not searched.
    expect((await list("q=physics%20for%20neet")).keys).toEqual(["rotation"]);
  });

  it("ranks a title match above a subject-only match, whatever the dates", async () => {
    expect((await list("q=physics")).keys).toEqual(["rotation", "mock"]);
    expect((await list("q=physics&sort=soonest")).keys).toEqual(["mock", "rotation"]);
  });

  it("filters by IST days: today, this week (today and the next six days) and a range", async () => {
    expect((await list("date=today")).keys).toEqual(["mock", "rotation"]);
    expect((await list("date=week")).keys).toEqual(["mock", "rotation", "organic", "cell"]);
    expect((await list("date=range&from=2026-12-08&to=2026-12-08")).keys).toEqual(["maths"]);
    expect((await list("date=range&from=2026-12-02")).keys).toEqual(["organic", "cell", "maths"]);
    expect((await list("date=range&to=2026-12-01")).keys).toEqual(["mock", "rotation"]);
  });

  it("filters by time of day in IST", async () => {
    expect((await list("time=morning")).keys).toEqual(["maths"]);
    expect((await list("time=afternoon")).keys).toEqual(["cell"]);
    expect((await list("time=evening")).keys).toEqual(["mock"]);
    expect((await list("time=night")).keys).toEqual(["rotation", "organic"]);
  });

  it("filters by price and sorts by price and by the mentor's rating", async () => {
    expect((await list("price=free")).keys).toEqual(["organic"]);
    expect((await list("price=max&maxPrice=299")).keys).toEqual(["organic", "cell", "maths"]);
    expect((await list("sort=price")).keys).toEqual(["organic", "maths", "cell", "rotation", "mock"]);
    // Kavya 4.5 over 2 reviews, Arjun 3 over 1: Kavya's sessions first, each mentor's soonest first.
    await t.app.db
      .update(mentorProfiles)
      .set({ ratingCount: 2, ratingTotal: 9 })
      .where(eq(mentorProfiles.userId, kavyaId));
    await t.app.db
      .update(mentorProfiles)
      .set({ ratingCount: 1, ratingTotal: 3 })
      .where(eq(mentorProfiles.userId, arjunId));
    t.app.sessionLists.clear();
    expect((await list("sort=rating")).keys).toEqual(["cell", "maths", "mock", "rotation", "organic"]);
  });

  it("pages on the server with the total of every match", async () => {
    const first = await list("q=neet&pageSize=2");
    const second = await list("q=neet&pageSize=2&page=2");
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.keys, ...second.keys].sort()).toEqual(["cell", "organic", "rotation"]);
  });

  it("finds a renamed mentor's sessions by the new name (the trigger keeps every writer right)", async () => {
    await t.app.db.update(users).set({ name: "Kavya Iyer" }).where(eq(users.id, kavyaId));
    t.app.sessionLists.clear();
    expect((await list("q=iyer")).keys).toEqual(["cell", "maths"]);
    // A changed title is searched at once.
    await t.app.db
      .update(sessions)
      .set({ title: "Genetics Sprint" })
      .where(eq(sessions.id, ids.cell ?? ""));
    t.app.sessionLists.clear();
    expect((await list("q=genetcs")).keys).toEqual(["cell"]);
  });

  it("keeps the plain list, and a form sent with empty fields, exactly as before", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/sessions?type=group" });
    expect(plain.json().items.map((item: { id: string }) => item.id)).toEqual(
      ["mock", "rotation", "organic", "cell", "maths"].map((key) => ids[key]),
    );
    const emptyForm = await t.app.inject({
      method: "GET",
      url: "/api/sessions?type=group&q=&price=&maxPrice=&date=&from=&to=&time=&sort=",
    });
    expect(emptyForm.body).toBe(plain.body);
    expect((await list("category=neet")).keys).toEqual(["rotation", "organic", "cell"]);
  });

  it("answers bad values with 400 naming the field", async () => {
    const bad: [string, string][] = [
      [`q=${"a".repeat(81)}`, "query.q"],
      ["price=cheap", "query.price"],
      ["price=max", "query.maxPrice"],
      ["price=max&maxPrice=-5", "query.maxPrice"],
      ["date=range", "query.from"],
      ["date=range&from=2026-12-09&to=2026-12-08", "query.to"],
      ["date=range&from=2026-13-01", "query.from"],
      ["time=noon", "query.time"],
      ["sort=popular", "query.sort"],
    ];
    for (const [query, field] of bad) {
      const res = await t.app.inject({ method: "GET", url: `/api/sessions?type=group&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().issues.map((issue: { field: string }) => issue.field),
        query,
      ).toEqual([field]);
    }
  });
});
