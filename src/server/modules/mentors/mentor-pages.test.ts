import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { mentorDirectorySchema, mentorPageSchema } from "@contract/mentor-pages";
import { signedIn } from "@test-support/accounts";
import { newSession } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, feedbacks, mentorProfiles, payments, sessions, users } from "../../db/schema";

/**
 * Public mentor pages and the mentor directory (docs/decisions/017): what a visitor sees of a mentor, the
 * verified-topper badge only once an admin verified it, reviews of that mentor's sessions only, a
 * removed mentor's page gone (API and HTML), and the directory's filters, search, sorts and pages.
 */

const SHELL = `<!doctype html><html lang="en"><head><title>Toppers Connect</title><meta name="description" content="Live mentoring" /></head><body><div id="root"></div></body></html>`;

let t: TestContext;
let dist: string;
type Account = Awaited<ReturnType<typeof signedIn>>;
let kavya: Account;
let arjun: Account;
let meera: Account;
const slugOf = async (userId: string) =>
  (
    await t.app.db
      .select({ slug: mentorProfiles.slug })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, userId))
  )[0]?.slug ?? "";
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const putProfile = (mentor: Account, body: Record<string, unknown>) =>
  t.app.inject({
    method: "PUT",
    url: "/api/me/mentor-profile",
    headers: { cookie: mentor.cookie },
    payload: body,
  });

/**
 * A completed session of `mentor` that `students` paid for (approved) and attended, each leaving
 * `ratings[i]` with words.
 */
async function heldSession(
  mentor: Account,
  category: string,
  students: Account[],
  ratings: number[],
  words: string,
) {
  const session = await newSession(t.app, mentor.cookie, { category, subject: "Physics" });
  await t.app.db.update(sessions).set({ status: "completed" }).where(eq(sessions.id, session.id));
  for (const [i, student] of students.entries()) {
    const bookingId = randomUUID();
    await t.app.db
      .insert(bookings)
      .values({ id: bookingId, sessionId: session.id, studentId: student.id, attendedAt: new Date() });
    await t.app.db
      .insert(payments)
      .values({ id: randomUUID(), bookingId, amount: 499, status: "paid", proofKey: "proofs/x.webp" });
    const rating = ratings[i];
    if (rating !== undefined) {
      await t.app.db.insert(feedbacks).values({
        id: randomUUID(),
        sessionId: session.id,
        studentId: student.id,
        rating,
        feedback: `${words} (${student.id.slice(0, 4)})`,
      });
    }
  }
  return session;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "tc-dist-"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  kavya = await signedIn(t.app, "mentor", "Kavya Reddy");
  arjun = await signedIn(t.app, "mentor", "Arjun Nair");
  meera = await signedIn(t.app, "mentor", "Meera Iyer");
  const ananya = await signedIn(t.app, "student", "Ananya Sharma");
  const vikram = await signedIn(t.app, "student", "Vikram Singh");
  expect(
    (
      await putProfile(kavya, {
        bio: "IIT Bombay CSE. I help JEE aspirants turn mock-test mistakes into marks.",
        subjects: ["Physics", "Mathematics"],
        education: "B.Tech, IIT Bombay",
        languages: ["te", "en", "hi", "te"],
      })
    ).statusCode,
  ).toBe(200);
  await putProfile(arjun, { bio: null, subjects: ["Chemistry"], education: null, languages: ["ml", "en"] });
  await putProfile(meera, { bio: null, subjects: ["Biology"], education: null, languages: ["ta"] });
  await t.app.db
    .update(mentorProfiles)
    .set({ rankExam: "JEE Advanced", rankAir: 214, rankYear: 2024, college: "IIT Bombay" })
    .where(eq(mentorProfiles.userId, kavya.id));
  // Kavya: two sessions held, two students (one twice), ratings 5, 4, 4 → 4.3 from 3.
  await heldSession(kavya, "IIT JEE", [ananya, vikram], [5, 4], "Her rotational motion tricks saved me");
  await heldSession(kavya, "IIT JEE", [ananya], [4], "Clear thermodynamics");
  // Arjun: one held, rated 5 → 5.0 from 1 (by rating after Kavya's three reviews, before Meera's
  // none; last by sessions held among the rated).
  await heldSession(arjun, "BITSAT", [vikram], [5], "Arjun's organic chemistry notes");
  // Meera: NEET, no reviews.
  await newSession(t.app, meera.cookie, { category: "NEET", subject: "Biology" });
  await newSession(t.app, kavya.cookie, { category: "IIT JEE", title: "JEE Advanced: Rotational Motion" });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a mentor's public page", () => {
  it("shows who they are, their rating, what they have done, only their reviews and upcoming sessions; the badge only once verified", async () => {
    const slug = await slugOf(kavya.id);
    expect(slug).toBe("kavya-reddy");
    const before = await get(`/api/mentors/by-slug/${slug}`);
    expect(before.statusCode).toBe(200);
    const page = mentorPageSchema.parse(before.json());
    expect(page).toMatchObject({
      name: "Kavya Reddy",
      subjects: ["Physics", "Mathematics"],
      languages: ["te", "en", "hi"],
      badge: null, // claimed, not verified
      rating: { average: 4.3, count: 3 },
      sessionsHeld: 2,
      studentsMentored: 2,
    });
    expect(page.reviews.map((r) => r.rating).sort()).toEqual([4, 4, 5]);
    expect(page.reviews.every((r) => !r.text.includes("Arjun"))).toBe(true);
    expect(page.reviews.map((r) => r.author).sort()).toEqual(["Ananya S.", "Ananya S.", "Vikram S."]);
    expect(page.reviews[0]?.month).toMatch(/^\d{4}-\d{2}$/);
    expect(page.upcoming.map((s) => s.title)).toEqual(["JEE Advanced: Rotational Motion"]);
    expect(JSON.stringify(page)).not.toMatch(/@example\.com|rankProof|payout/);

    await t.app.db
      .update(mentorProfiles)
      .set({ rankVerifiedAt: new Date(), rankVerifiedBy: null })
      .where(eq(mentorProfiles.userId, kavya.id));
    const after = mentorPageSchema.parse((await get(`/api/mentors/by-slug/${slug}`)).json());
    expect(after.badge).toEqual({ exam: "JEE Advanced", air: 214, year: 2024, college: "IIT Bombay" });
  });

  it("answers its address with its own title, description and Open Graph tags, in the reader's language", async () => {
    const slug = await slugOf(kavya.id);
    const en = await get(`/mentors/${slug}`, { cookie: "lang=en" });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain("<title>Kavya Reddy · AIR 214 · JEE Advanced 2024 | Toppers Connect</title>");
    expect(en.body).toContain('<meta property="og:title" content="Kavya Reddy · AIR 214 · JEE Advanced 2024');
    expect(en.body).toContain('content="IIT Bombay CSE. I help JEE aspirants');
    expect(en.body).toContain('<meta property="og:type" content="profile" />');
    const arjunSlug = await slugOf(arjun.id);
    const hi = await get(`/mentors/${arjunSlug}`, { cookie: "lang=hi" });
    expect(hi.body).toContain('<html lang="hi"');
    expect(hi.body).toContain("<title>Arjun Nair | Toppers Connect</title>");
    expect(hi.body).toContain("Toppers Connect पर टॉपर Arjun Nair के साथ Chemistry के लाइव सेशन बुक करें।");
  });

  it("is gone once an admin removes the mentor, and unknown slugs are 404 too", async () => {
    const removed = await signedIn(t.app, "mentor", "Rahul Verma");
    const slug = await slugOf(removed.id);
    expect((await get(`/api/mentors/by-slug/${slug}`)).statusCode).toBe(200);
    await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, removed.id));
    const api = await get(`/api/mentors/by-slug/${slug}`);
    expect(api.statusCode).toBe(404);
    const html = await get(`/mentors/${slug}`);
    expect(html.statusCode).toBe(404);
    expect(html.body).not.toContain("og:title");
    expect((await get("/api/mentors/by-slug/nobody-here")).statusCode).toBe(404);
    expect((await get("/mentors/nobody-here")).statusCode).toBe(404);
    const directory = mentorDirectorySchema.parse((await get("/api/mentors/directory?q=rahul")).json());
    expect(directory.items.map((m) => m.name)).not.toContain("Rahul Verma");
    const carousel = (await get("/api/mentors")).json() as { name: string }[];
    expect(carousel.map((m) => m.name)).not.toContain("Rahul Verma");
  });
});

describe("the mentor directory", () => {
  const names = async (query: string) => {
    const res = await get(`/api/mentors/directory?${query}`);
    expect(res.statusCode).toBe(200);
    return mentorDirectorySchema.parse(res.json()).items.map((m) => m.name);
  };

  it("filters by exam, subject and language, and finds names and subjects despite typos", async () => {
    expect(await names("exam=NEET")).toEqual(["Meera Iyer"]);
    expect((await names("exam=IIT+JEE")).sort()).toEqual(["Kavya Reddy"]);
    expect(await names("subject=chemistry")).toEqual(["Arjun Nair"]);
    expect((await names("language=en")).sort()).toEqual(["Arjun Nair", "Kavya Reddy"]);
    expect(await names("language=ta&subject=biology")).toEqual(["Meera Iyer"]);
    expect(await names("q=kavia")).toEqual(["Kavya Reddy"]);
    expect(await names("q=chemstry")).toEqual(["Arjun Nair"]);
    expect(await names("q=zzqx")).toEqual([]);
  });

  it("sorts by rating or by sessions held, and pages on the server", async () => {
    const top3 = (list: string[]) =>
      list.filter((n) => ["Kavya Reddy", "Arjun Nair", "Meera Iyer"].includes(n));
    // By the Bayesian score (db/ratings.ts): Kavya (5, 4, 4) 3.5, Arjun (5) 3.33, Meera (none) 3.
    expect(top3(await names("sort=rating"))).toEqual(["Kavya Reddy", "Arjun Nair", "Meera Iyer"]);
    expect(top3(await names("sort=sessions"))).toEqual(["Kavya Reddy", "Arjun Nair", "Meera Iyer"]);
    const first = mentorDirectorySchema.parse((await get("/api/mentors/directory?pageSize=2&page=1")).json());
    const second = mentorDirectorySchema.parse(
      (await get("/api/mentors/directory?pageSize=2&page=2")).json(),
    );
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items.map((m) => m.name)).toEqual(["Meera Iyer"]);
    const kavyaEntry = first.items.find((m) => m.name === "Kavya Reddy");
    expect(kavyaEntry).toMatchObject({
      sessionsHeld: 2,
      rating: { average: 4.3, count: 3 },
      exams: ["IIT JEE"],
    });
  });

  it("refuses a bad sort, exam or language with 400 naming the field", async () => {
    const sort = await get("/api/mentors/directory?sort=price");
    expect(sort.statusCode).toBe(400);
    expect(sort.json().issues[0].field).toBe("query.sort");
    expect((await get("/api/mentors/directory?language=xx")).json().issues[0].field).toBe("query.language");
    expect((await get("/api/mentors/directory?exam=Olympiad")).json().issues[0].field).toBe("query.exam");
  });
});

describe("mentors' languages and the home carousel", () => {
  it("keeps the languages a mentor sets, refuses unknown ones, and leaves them when left out", async () => {
    const bad = await putProfile(meera, { bio: null, subjects: [], education: null, languages: ["klingon"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toMatch(/^body\.languages/);
    const kept = await putProfile(meera, { bio: null, subjects: ["Biology"], education: null });
    expect(kept.json().languages).toEqual(["ta"]);
  });

  it("links each carousel mentor to their page with their rating", async () => {
    const carousel = (await get("/api/mentors")).json() as {
      name: string;
      slug: string;
      rating: { average: number | null; count: number };
    }[];
    expect(carousel.find((m) => m.name === "Kavya Reddy")).toMatchObject({
      slug: "kavya-reddy",
      rating: { average: 4.3, count: 3 },
    });
    expect(carousel.find((m) => m.name === "Meera Iyer")?.rating).toEqual({ average: null, count: 0 });
  });
});
