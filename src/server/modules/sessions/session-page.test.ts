import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SessionCard, SessionPage } from "@contract/sessions";
import { signedIn } from "@test-support/accounts";
import { bookWithPayment, giveFeedback, newSession, proofImage, runMeeting } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbacks, users } from "../../db/schema";

/**
 * The session page (docs/decisions/018) and the mentor on every card (part 4): the page's API answers
 * the card with its full description, the mentor's link, rating and three latest reviews (of that
 * mentor only, newest first, named "Ananya S."); the web app's /sessions/{id} carries its own title
 * and Open Graph tags, or is a 404.
 */

const SHELL = `<!doctype html><html lang="en"><head><title>Toppers Connect</title><meta name="description" content="The site." /></head><body><div id="root"></div></body></html>`;
const DESCRIPTION = `We will solve 25 NEET PYQs on rotational motion, torque and angular momentum.

Bring your doubts from the HC Verma chapter; we end with a 10-minute timed drill.`;

let t: TestContext;
let dist: string;
let kavya: Awaited<ReturnType<typeof signedIn>>;
let arjun: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
/** Kavya's session four students attended and rated, and her next one nobody has booked yet. */
let rated: { id: string };
let upcoming: { id: string; title: string };
let other: { id: string };

const getPage = (id: string) => t.app.inject({ method: "GET", url: `/api/sessions/${id}/page` });

/** Books `sessionId` for each student, runs the meeting with them, and has each rate it through the API. */
async function attendAndRate(
  mentorCookie: string,
  sessionId: string,
  ratings: { name: string; rating: number; text: string }[],
) {
  const proof = await proofImage();
  const students = [];
  for (const r of ratings) {
    const s = await signedIn(t.app, "student", r.name);
    await bookWithPayment(t.app, s.cookie, admin.cookie, sessionId, proof);
    students.push(s);
  }
  await runMeeting(
    t.app,
    mentorCookie,
    sessionId,
    students.map((s) => s.cookie),
  );
  for (const [i, r] of ratings.entries()) {
    const res = await giveFeedback(t.app, students[i]?.cookie, sessionId, {
      rating: r.rating,
      feedback: r.text,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return students;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "tc-dist-"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: "https://toppers.example" } });
  kavya = await signedIn(t.app, "mentor", "Kavya Reddy");
  arjun = await signedIn(t.app, "mentor", "Arjun Nair");
  admin = await signedIn(t.app, "admin");
  await t.app.db.update(users).set({ image: "/api/avatars/kavya?v=3" }).where(eq(users.id, kavya.id));

  rated = await newSession(t.app, kavya.cookie, { title: "NEET Physics: Rotational Motion Drill" });
  upcoming = await newSession(t.app, kavya.cookie, {
    title: "NEET Biology: Human Physiology in 90 Minutes",
    description: DESCRIPTION,
    price: 499,
    time: "19:00",
  });
  other = await newSession(t.app, arjun.cookie, { title: "JEE Maths: Definite Integrals" });

  const students = await attendAndRate(kavya.cookie, rated.id, [
    { name: "Rahul Gupta", rating: 3, text: "Good pace, but the torque part was rushed." },
    { name: "Ananya Sharma", rating: 5, text: "Finally understood angular momentum conservation." },
    { name: "Meera Iyer", rating: 4, text: "The timed drill at the end was very useful." },
    { name: "Farhan Qureshi", rating: 5, text: "Kavya ma'am explains every PYQ step by step." },
  ]);
  await attendAndRate(arjun.cookie, other.id, [
    { name: "Sneha Patil", rating: 1, text: "Arjun's session started late and ended early." },
  ]);
  // The four were written in this order; spread them over four months (the trigger keeps the totals:
  // only a rating or a session change moves them).
  for (const [i, s] of students.entries()) {
    await t.app.db
      .update(feedbacks)
      .set({ createdAt: new Date(`2026-${String(7 + i).padStart(2, "0")}-10T10:00:00+05:30`) })
      .where(eq(feedbacks.studentId, s.id));
  }
  t.app.sessionLists.clear();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the mentor on every card", () => {
  it("gives the mentor's page address, mean rating and number of reviews, from the feedback given", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/sessions?type=group" })).json() as {
      items: SessionCard[];
    };
    const byId = new Map(list.items.map((card) => [card.id, card]));
    // Kavya's ratings 3, 5, 4, 5 on one session show on all her cards, also the one nobody rated.
    for (const id of [rated.id, upcoming.id]) {
      expect(byId.get(id)?.mentor).toMatchObject({ slug: "kavya-reddy", rating: 4.25, reviews: 4 });
    }
    expect(byId.get(other.id)?.mentor).toMatchObject({ slug: "arjun-nair", rating: 1, reviews: 1 });
  });

  it("shows a mentor nobody has reviewed as having no rating and no reviews", async () => {
    const fresh = await signedIn(t.app, "mentor", "Kavya Reddy");
    const session = await newSession(t.app, fresh.cookie);
    const card = (await t.app.inject({ method: "GET", url: `/api/sessions/${session.id}` })).json();
    // A second Kavya Reddy gets her own address.
    expect(card.mentor).toMatchObject({ slug: "kavya-reddy-2", rating: null, reviews: 0 });
  });
});

describe("GET /api/sessions/:id/page", () => {
  it("answers anyone with the card, the full description and the mentor's three latest reviews", async () => {
    const res = await getPage(upcoming.id);
    expect(res.statusCode).toBe(200);
    const page = res.json() as SessionPage;
    expect(page.session).toMatchObject({
      id: upcoming.id,
      title: upcoming.title,
      description: DESCRIPTION,
      price: 499,
      seatsLeft: 30,
      closedReason: null,
      mentor: { name: "Kavya Reddy", slug: "kavya-reddy", image: "/api/avatars/kavya?v=3" },
    });
    // Reviews of Kavya over all her sessions, newest first, three of four; never Arjun's.
    expect(page.reviews).toEqual([
      {
        id: expect.any(String),
        rating: 5,
        text: "Kavya ma'am explains every PYQ step by step.",
        author: "Farhan Q.",
        month: "2026-10",
      },
      {
        id: expect.any(String),
        rating: 4,
        text: "The timed drill at the end was very useful.",
        author: "Meera I.",
        month: "2026-09",
      },
      {
        id: expect.any(String),
        rating: 5,
        text: "Finally understood angular momentum conservation.",
        author: "Ananya S.",
        month: "2026-08",
      },
    ]);
  });

  it("names no student in full and gives away no account of theirs", async () => {
    const body = (await getPage(rated.id)).body;
    for (const leaked of ["Sharma", "Qureshi", "Iyer", "@example.com", "studentId"]) {
      expect(body).not.toContain(leaked);
    }
  });

  it("still shows a cancelled session, as cancelled; an unknown one is a 404", async () => {
    const doomed = await newSession(t.app, arjun.cookie, { title: "JEE Chemistry: Mole Concept" });
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${doomed.id}/cancel`,
      headers: { cookie: arjun.cookie },
      payload: { reason: "I have my convocation that evening" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const page = (await getPage(doomed.id)).json() as SessionPage;
    expect(page.session).toMatchObject({ status: "cancelled", closed: true, closedReason: "cancelled" });
    expect(page.session.cancellation?.reason).toBe("I have my convocation that evening");
    expect(page.reviews.map((r) => r.text)).toEqual(["Arjun's session started late and ended early."]);

    const unknown = await getPage("no-such-session");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "Session not found" });
  });
});

describe("the web app's /sessions/:id", () => {
  it("carries the session's title, when it is (IST), its price and the mentor's photo for sharing", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/sessions/${upcoming.id}`,
      headers: { cookie: "lang=en" },
    });
    expect(res.statusCode).toBe(200);
    const page = (await getPage(upcoming.id)).json() as SessionPage;
    const startsAt = new Date(page.session.startsAt);
    const date = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
      startsAt,
    );
    expect(res.body).toContain(
      `<meta property="og:title" content="NEET Biology: Human Physiology in 90 Minutes with Kavya Reddy | Toppers Connect" />`,
    );
    expect(res.body).toMatch(
      /<meta property="og:description" content="NEET session with Kavya Reddy on [^"]+ IST, ₹499\./,
    );
    expect(res.body).toContain(date);
    expect(res.body).toContain("7:00 pm IST");
    expect(res.body).toContain(
      `<meta property="og:image" content="https://toppers.example/api/avatars/kavya?v=3" />`,
    );
  });

  it("speaks Hindi at its /hi address, and is a 404 for an unknown session", async () => {
    const hindi = await t.app.inject({ method: "GET", url: `/hi/sessions/${upcoming.id}` });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain(`<html lang="hi"`);
    expect(hindi.body).toContain("Kavya Reddy के साथ NEET Biology: Human Physiology in 90 Minutes");
    expect(hindi.body).toContain("₹499");

    const unknown = await t.app.inject({ method: "GET", url: "/sessions/no-such-session" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain("og:title");
  });
});
