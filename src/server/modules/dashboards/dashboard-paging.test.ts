import { DASHBOARD_PAGE_SIZE } from "@contract/dashboards";
import { signedIn } from "@test-support/accounts";
import { book, decide, newSession, proofImage, startsIn } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";

/*
 * Dashboards page on the server (docs/product.md §2.12, §2.13, §10.11): a mentor with many sessions
 * (or a student with many bookings) gets them a page at a time, while the figures beside the list
 * count everything.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let mentor: Account;
let student: Account;
let admin: Account;
/** Fourteen sessions tomorrow, 09:00 to 22:00 IST, soonest first. */
let posted: { id: string; price: number }[];
const HOURS = Array.from({ length: 14 }, (_, i) => `${String(9 + i).padStart(2, "0")}:00`);

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const ids = (res: { json(): { sessions: { session: { id: string } }[] } }) =>
  res.json().sessions.map((s) => s.session.id);

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  student = await signedIn(t.app, "student", "Asha Verma");
  admin = await signedIn(t.app, "admin");
  await t.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, student.id));
  posted = [];
  for (const time of HOURS) posted.push(await newSession(t.app, mentor.cookie, { time, seats: 5 }));
});
afterAll(() => t?.close());

describe("the mentor's dashboard", () => {
  it("lists its sessions a page at a time, the figures counting them all", async () => {
    const last = posted[13];
    if (!last) throw new Error("no sessions");
    const proof = await proofImage();
    expect((await book(t.app, student.cookie, last.id, proof)).statusCode).toBe(201);

    const first = await get("/api/me/mentor-dashboard", mentor.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      total: 14,
      page: 1,
      pageSize: DASHBOARD_PAGE_SIZE,
      stats: { totalSessions: 14, activeStudents: 1 },
    });
    expect(ids(first)).toEqual(posted.slice(0, 12).map((s) => s.id));

    const second = await get("/api/me/mentor-dashboard?page=2", mentor.cookie);
    expect(ids(second)).toEqual(posted.slice(12).map((s) => s.id));
    expect(second.json().stats).toEqual(first.json().stats);
    expect(ids(await get("/api/me/mentor-dashboard?pageSize=24", mentor.cookie))).toHaveLength(14);
    expect(ids(await get("/api/me/mentor-dashboard?page=3", mentor.cookie))).toEqual([]);
  });

  it("refuses a page or a page size it does not offer, naming the field", async () => {
    for (const [query, field] of [
      ["pageSize=13", "query.pageSize"],
      ["pageSize=100000", "query.pageSize"],
      ["page=0", "query.page"],
      ["page=x", "query.page"],
    ] as const) {
      const res = await get(`/api/me/mentor-dashboard?${query}`, mentor.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
  });
});

describe("the student's dashboard", () => {
  it("pages the bookings live, upcoming soonest, then past latest, with figures and column counts over all", async () => {
    const proof = await proofImage();
    const booked: Record<string, string> = {};
    for (const session of posted.slice(0, 13)) {
      const res = await book(t.app, student.cookie, session.id, proof);
      expect(res.statusCode, res.body).toBe(201);
      booked[session.id] = res.json().paymentId;
    }
    const [live, older, newer, ...upcoming] = posted as [
      { id: string; price: number },
      { id: string; price: number },
      { id: string; price: number },
      ...{ id: string; price: number }[],
    ];
    // One session is live now; two ended, the newer yesterday; one of those was paid for.
    await startsIn(t.app, live.id, -5 * 60_000);
    await t.app.db.update(sessions).set({ status: "live" }).where(eq(sessions.id, live.id));
    for (const [session, daysAgo] of [
      [older, 2],
      [newer, 1],
    ] as const) {
      await startsIn(t.app, session.id, -daysAgo * 86_400_000);
      await t.app.db.update(sessions).set({ status: "completed" }).where(eq(sessions.id, session.id));
    }
    expect((await decide(t.app, admin.cookie, booked[older.id] ?? "", "paid")).statusCode).toBe(200);

    const first = await get("/api/me/dashboard", student.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      total: 14,
      page: 1,
      pageSize: 12,
      columns: { live: 1, upcoming: 11, past: 2 },
      stats: { enrolled: 14, live: 1, totalSpent: older.price },
    });
    expect(ids(first)).toEqual([live.id, ...upcoming.map((s) => s.id)].slice(0, 12));
    const second = await get("/api/me/dashboard?page=2", student.cookie);
    expect(ids(second)).toEqual([newer.id, older.id]);
    expect(second.json().stats).toEqual(first.json().stats);
    expect((await get("/api/me/dashboard?pageSize=7", student.cookie)).statusCode).toBe(400);
  });
});
