import { randomUUID } from "node:crypto";
import { mentorDirectorySchema } from "@contract/mentor-pages";
import { signedIn } from "@test-support/accounts";
import { newSession } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, feedbacks, payments, sessions } from "../../db/schema";

/**
 * "Best rated first" with few reviews (docs/product.md "Public mentor pages and the mentor
 * directory"): a Bayesian average orders the directory and the session search, so that two 5-star
 * reviews (a mentor's friends, or their second account) do not put a mentor above one with a long
 * record; the numbers shown stay the real mean and count.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let neha: Account; // twelve reviews, 4.5 on average
let sahil: Account; // two reviews, both 5 stars
let nehasNext = "";
let sahilsNext = "";

const get = (url: string) => t.app.inject({ method: "GET", url });

/** A completed session of `mentor`, paid for (approved) and attended by one new student per rating. */
async function heldWith(mentor: Account, ratings: number[]) {
  const session = await newSession(t.app, mentor.cookie);
  await t.app.db.update(sessions).set({ status: "completed" }).where(eq(sessions.id, session.id));
  for (const rating of ratings) {
    const student = await signedIn(t.app, "student", "Ananya Sharma");
    const bookingId = randomUUID();
    await t.app.db
      .insert(bookings)
      .values({ id: bookingId, sessionId: session.id, studentId: student.id, attendedAt: new Date() });
    await t.app.db
      .insert(payments)
      .values({ id: randomUUID(), bookingId, amount: 499, status: "paid", proofKey: "proofs/x.webp" });
    await t.app.db.insert(feedbacks).values({
      id: randomUUID(),
      sessionId: session.id,
      studentId: student.id,
      rating,
      feedback: "Clear and patient.",
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  neha = await signedIn(t.app, "mentor", "Neha Kapoor");
  sahil = await signedIn(t.app, "mentor", "Sahil Verma");
  await heldWith(neha, [5, 4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 4]);
  await heldWith(sahil, [5, 5]);
  nehasNext = (await newSession(t.app, neha.cookie, { title: "NEET Biology: Genetics in One Evening" })).id;
  sahilsNext = (await newSession(t.app, sahil.cookie, { title: "NEET Biology: Plant Physiology Sprint" })).id;
});
afterAll(() => t.close());

describe("best rated first", () => {
  it("puts twelve reviews at 4.5 above two at 5.0 in the directory, showing each real mean", async () => {
    const res = await get("/api/mentors/directory?sort=rating");
    expect(res.statusCode).toBe(200);
    const items = mentorDirectorySchema.parse(res.json()).items;
    expect(items.map((m) => [m.name, m.rating])).toEqual([
      ["Neha Kapoor", { average: 4.5, count: 12 }],
      ["Sahil Verma", { average: 5, count: 2 }],
    ]);
    // Rating is the directory's default order.
    const byDefault = mentorDirectorySchema.parse((await get("/api/mentors/directory")).json()).items;
    expect(byDefault.map((m) => m.name)).toEqual(["Neha Kapoor", "Sahil Verma"]);
  });

  it("orders the session search's sort=rating the same way, cards showing the real mean", async () => {
    const res = await get("/api/sessions?type=group&sort=rating");
    expect(res.statusCode).toBe(200);
    const open = (res.json().items as { id: string; mentor: { rating: number; reviews: number } }[]).filter(
      (card) => card.id === nehasNext || card.id === sahilsNext,
    );
    expect(open.map((card) => [card.id, card.mentor.rating, card.mentor.reviews])).toEqual([
      [nehasNext, 4.5, 12],
      [sahilsNext, 5, 2],
    ]);
  });
});
