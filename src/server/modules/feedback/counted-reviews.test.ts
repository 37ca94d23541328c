import { FEEDBACK_MESSAGES } from "@contract/feedback";
import { mentorDirectorySchema, mentorPageSchema } from "@contract/mentor-pages";
import { signedIn } from "@test-support/accounts";
import {
  bookWithPayment,
  decide,
  giveFeedback,
  newSession,
  proofImage,
  runMeeting,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { feedbacks, mentorProfiles, users } from "../../db/schema";

/**
 * Reviews that mean something (docs/product.md "Public mentor pages and the mentor directory"): a
 * review counts in a mentor's public rating, and shows on the public pages, only from a student who
 * paid (approved) and joined, from an account that is not the mentor's own (the same inbox, phone
 * or UPI id), and only while its payment stays approved.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  // Every booking here comes from one address, and uploads are rate-limited per address.
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: "1000" } });
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const call = (method: "GET" | "PUT", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An account with the given email and phone, as stored (sign-up stores them so). */
async function account(
  role: "mentor" | "student",
  name: string,
  who: { email?: string; phone?: string } = {},
) {
  const created = await signedIn(t.app, role, name);
  if (who.email || who.phone) await t.app.db.update(users).set(who).where(eq(users.id, created.id));
  return created;
}

const studentProfile = (student: Account, fields: { phone?: string; refundUpiId?: string }) =>
  call("PUT", "/api/me/student-profile", student.cookie, {
    interests: [],
    educationLevel: null,
    goal: null,
    domain: "General",
    phone: null,
    ...fields,
  });
const payoutUpi = (mentor: Account, upiId: string) =>
  call("PUT", "/api/mentor/payout-upi", mentor.cookie, { upiId });

/** A session of `mentor` that each student paid for (approved) and joined, now completed. */
async function attended(mentor: Account, students: Account[]) {
  const session = await newSession(t.app, mentor.cookie, { title: "NEET Physics: Rotational Motion Drill" });
  const payments: string[] = [];
  for (const student of students)
    payments.push((await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, proof)).paymentId);
  await runMeeting(
    t.app,
    mentor.cookie,
    session.id,
    students.map((s) => s.cookie),
  );
  return { sessionId: session.id, payments };
}

const review = (student: Account, sessionId: string, rating = 5) =>
  giveFeedback(t.app, student.cookie, sessionId, {
    rating,
    feedback: "The torque problems finally made sense.",
  });

/** What a visitor sees of the mentor: the page's rating and reviews, the session page's, the directory's. */
async function seen(mentor: Account, sessionId: string) {
  const [{ slug } = { slug: "" }] = await t.app.db
    .select({ slug: mentorProfiles.slug })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, mentor.id));
  const page = mentorPageSchema.parse((await call("GET", `/api/mentors/by-slug/${slug}`)).json());
  const sessionPage = (await call("GET", `/api/sessions/${sessionId}/page`)).json();
  const directory = mentorDirectorySchema.parse(
    (await call("GET", "/api/mentors/directory?pageSize=48")).json(),
  );
  return {
    rating: page.rating,
    reviews: page.reviews.length,
    sessionPage: { reviews: sessionPage.reviews.length, card: sessionPage.session.mentor.reviews },
    directory: directory.items.find((m) => m.id === mentor.id)?.rating,
  };
}
const none = { average: null, count: 0 };

describe("a review from the mentor's own account", () => {
  it("is refused, by the same inbox, phone or UPI id, and nothing is written", {
    timeout: 60_000,
  }, async () => {
    const rohan = await account("mentor", "Rohan Mehta", {
      email: "rohan.mehta@gmail.com",
      phone: "+919876543210",
    });
    expect((await payoutUpi(rohan, "rohan@okaxis")).statusCode).toBe(200);
    // Gmail ignores dots and a +tag, and googlemail.com is gmail.com: the same inbox.
    const sameInbox = await account("student", "R Mehta", { email: "r.o.hanmehta+reviews@googlemail.com" });
    const samePhone = await account("student", "Rahul Mehta");
    expect((await studentProfile(samePhone, { phone: "098765-43210" })).statusCode).toBe(200);
    const sameUpi = await account("student", "Ronnie Mehta");
    expect((await studentProfile(sameUpi, { refundUpiId: "ROHAN@okaxis" })).statusCode).toBe(200);
    // Alike but not the same: another Gmail name, a phone one digit off, another UPI id.
    const fan = await account("student", "Priya Nair", { email: "rohan.mehta.fan@gmail.com" });
    expect(
      (await studentProfile(fan, { phone: "98765 43211", refundUpiId: "rohan@okicici" })).statusCode,
    ).toBe(200);
    const { sessionId } = await attended(rohan, [sameInbox, samePhone, sameUpi, fan]);

    for (const twin of [sameInbox, samePhone, sameUpi]) {
      const asked = await call("GET", `/api/sessions/${sessionId}/feedback/eligibility`, twin.cookie);
      expect(asked.json()).toEqual({
        allowed: false,
        reason: "mentorAccount",
        message: FEEDBACK_MESSAGES.mentorAccount,
      });
      const refused = await review(twin, sessionId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: FEEDBACK_MESSAGES.mentorAccount,
        code: "feedback.mentorAccount",
      });
    }
    expect((await review(fan, sessionId, 4)).statusCode).toBe(200);

    const rows = await t.app.db.select().from(feedbacks).where(eq(feedbacks.sessionId, sessionId));
    expect(rows.map((r) => r.studentId)).toEqual([fan.id]);
    expect(await seen(rohan, sessionId)).toEqual({
      rating: { average: 4, count: 1 },
      reviews: 1,
      sessionPage: { reviews: 1, card: 1 },
      directory: { average: 4, count: 1 },
    });
  });

  it("stops counting once the link shows later, from either side, and stays out", {
    timeout: 60_000,
  }, async () => {
    const kavya = await account("mentor", "Kavya Reddy");
    expect((await payoutUpi(kavya, "kavya@okhdfc")).statusCode).toBe(200);
    const ananya = await account("student", "Ananya Sharma");
    const vikram = await account("student", "Vikram Singh");
    expect((await studentProfile(vikram, { refundUpiId: "vikram@oksbi" })).statusCode).toBe(200);
    const meera = await account("student", "Meera Das");
    const { sessionId } = await attended(kavya, [ananya, vikram, meera]);
    for (const [student, rating] of [
      [ananya, 5],
      [vikram, 5],
      [meera, 3],
    ] as const)
      expect((await review(student, sessionId, rating)).statusCode).toBe(200);
    expect((await seen(kavya, sessionId)).rating).toEqual({ average: 4.3, count: 3 });

    // Ananya gives Kavya's payout UPI id as her refund UPI id: the same money, one person.
    expect((await studentProfile(ananya, { refundUpiId: "Kavya@OKHDFC" })).statusCode).toBe(200);
    expect(await seen(kavya, sessionId)).toMatchObject({ rating: { average: 4, count: 2 }, reviews: 2 });
    // Kavya sets Vikram's refund UPI id as her payout UPI id.
    expect((await payoutUpi(kavya, "vikram@oksbi")).statusCode).toBe(200);
    expect(await seen(kavya, sessionId)).toEqual({
      rating: { average: 3, count: 1 },
      reviews: 1,
      sessionPage: { reviews: 1, card: 1 },
      directory: { average: 3, count: 1 },
    });

    // Removing the link again does not make them two people: the reviews stay out, even rewritten.
    expect((await studentProfile(ananya, { refundUpiId: "" })).statusCode).toBe(200);
    expect((await payoutUpi(kavya, "kavya@okaxis")).statusCode).toBe(200);
    expect((await review(ananya, sessionId, 4)).statusCode).toBe(200);
    expect((await seen(kavya, sessionId)).rating).toEqual({ average: 3, count: 1 });
    const kept = await t.app.db.select().from(feedbacks).where(eq(feedbacks.sessionId, sessionId));
    expect(
      kept
        .filter((r) => r.fromMentorAccount)
        .map((r) => r.studentId)
        .sort(),
    ).toEqual([ananya.id, vikram.id].sort());
  });

  it("stops counting when the refund UPI id given while cancelling another booking is the mentor's", {
    timeout: 60_000,
  }, async () => {
    const arjun = await account("mentor", "Arjun Nair");
    expect((await payoutUpi(arjun, "arjun@okaxis")).statusCode).toBe(200);
    const priya = await account("student", "Priya Iyer");
    const { sessionId: held } = await attended(arjun, [priya]);
    expect((await review(priya, held)).statusCode).toBe(200);
    expect((await seen(arjun, held)).rating).toEqual({ average: 5, count: 1 });

    const next = await newSession(t.app, arjun.cookie, { title: "NEET Physics: Optics Drill" });
    const { bookingId } = await bookWithPayment(t.app, priya.cookie, admin.cookie, next.id, proof);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: priya.cookie },
      payload: { refundUpiId: "arjun@okaxis" },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await seen(arjun, held)).rating).toEqual(none);
  });
});

describe("a review whose payment is disapproved after it", () => {
  it("leaves the public rating and pages, and comes back when the payment is approved again", {
    timeout: 60_000,
  }, async () => {
    const sneha = await account("mentor", "Sneha Kulkarni");
    const kabir = await account("student", "Kabir Khan");
    const {
      sessionId,
      payments: [paymentId = ""],
    } = await attended(sneha, [kabir]);
    expect((await review(kabir, sessionId, 4)).statusCode).toBe(200);
    const counted = {
      rating: { average: 4, count: 1 },
      reviews: 1,
      sessionPage: { reviews: 1, card: 1 },
      directory: { average: 4, count: 1 },
    };
    expect(await seen(sneha, sessionId)).toEqual(counted);

    expect((await decide(t.app, admin.cookie, paymentId, "failed")).statusCode).toBe(200);
    expect(await seen(sneha, sessionId)).toEqual({
      rating: none,
      reviews: 0,
      sessionPage: { reviews: 0, card: 0 },
      directory: none,
    });
    // The review itself is kept (the student and admins still have it), only not counted.
    expect(await t.app.db.select().from(feedbacks).where(eq(feedbacks.sessionId, sessionId))).toHaveLength(1);

    expect((await decide(t.app, admin.cookie, paymentId, "paid")).statusCode).toBe(200);
    expect(await seen(sneha, sessionId)).toEqual(counted);
  });
});
