import { FEEDBACK_MESSAGES, ownFeedbackSchema, sessionDetailsSchema } from "@contract/feedback";
import { signedIn } from "@test-support/accounts";
import {
  bookWithPayment,
  giveFeedback,
  newSession,
  proofImage,
  runLifecycle,
  runMeeting,
  startsIn,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbacks } from "../../db/schema";

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let mentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const booked = (student: Account, sessionId: string, status: "created" | "paid" | "failed" = "paid") =>
  bookWithPayment(t.app, student.cookie, admin.cookie, sessionId, proof, status);
const feedback = (cookie: string | undefined, sessionId: string, body: Record<string, unknown>) =>
  giveFeedback(t.app, cookie, sessionId, body);

const words = "The rotational motion problems finally made sense.";

describe("giving feedback", () => {
  it("is only for students who hold a booking of the session", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const body = { rating: 5, feedback: words };
    const failed = await signedIn(t.app, "student");
    const stranger = await signedIn(t.app, "student");
    await booked(failed, session.id, "failed");

    const signedOut = await feedback(undefined, session.id, body);
    expect(signedOut.statusCode).toBe(401);
    expect((await get(`/api/sessions/${session.id}/feedback/mine`)).statusCode).toBe(401);
    expect((await feedback(mentor.cookie, session.id, body)).statusCode).toBe(403);
    expect((await feedback(admin.cookie, session.id, body)).statusCode).toBe(403);
    for (const student of [stranger, failed]) {
      const res = await feedback(student.cookie, session.id, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FEEDBACK_MESSAGES.notBooked);
    }
    const unknown = await feedback(stranger.cookie, "no-such-session", body);
    expect(unknown.statusCode).toBe(404);

    const rows = await t.app.db.select().from(feedbacks).where(eq(feedbacks.sessionId, session.id));
    expect(rows).toEqual([]);
    expect((await get(`/api/sessions/${session.id}`)).json().rating).toBeNull();
  });

  it("refuses a rating outside 1–5 or no words, naming the field", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const student = await signedIn(t.app, "student");
    await booked(student, session.id);

    for (const rating of [0, 6, 2.5, "4", null, -1]) {
      const res = await feedback(student.cookie, session.id, { rating, feedback: words });
      expect(res.statusCode, String(rating)).toBe(400);
      const issue = res.json().issues.find((i: { field: string }) => i.field === "body.rating");
      expect(issue, JSON.stringify(res.json())).toBeDefined();
      if (typeof rating === "number") expect(issue.message).toBe(FEEDBACK_MESSAGES.ratingRange);
    }
    for (const text of ["", "   \n\t "]) {
      const res = await feedback(student.cookie, session.id, { rating: 4, feedback: text });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { field: "body.feedback", message: FEEDBACK_MESSAGES.textRequired, code: "feedback.textRequired" },
      ]);
    }
    const missing = await feedback(student.cookie, session.id, { rating: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual(["body.feedback"]);

    expect((await get(`/api/sessions/${session.id}/feedback/mine`, student.cookie)).json()).toBeNull();
  });

  it("keeps one feedback per student and session: giving it again updates it", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const student = await signedIn(t.app, "student", "Priya Nair");
    await booked(student, session.id);
    await runMeeting(t.app, mentor.cookie, session.id, [student.cookie]);
    const mine = () => get(`/api/sessions/${session.id}/feedback/mine`, student.cookie);

    const none = await mine();
    expect(none.statusCode).toBe(200);
    expect(none.headers["cache-control"]).toBe("no-store");
    expect(none.json()).toBeNull();

    const first = await feedback(student.cookie, session.id, { rating: 2, feedback: `  ${words}  ` });
    expect(first.statusCode).toBe(200);
    expect(ownFeedbackSchema.parse(first.json())).toMatchObject({ rating: 2, feedback: words });
    expect((await mine()).json()).toEqual(first.json());

    const second = await feedback(student.cookie, session.id, {
      rating: 5,
      feedback: "Even better on a re-watch.",
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ rating: 5, feedback: "Even better on a re-watch." });
    expect((await mine()).json()).toEqual(second.json());
    expect(new Date(second.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.json().updatedAt).getTime(),
    );

    const rows = await t.app.db
      .select({ rating: feedbacks.rating })
      .from(feedbacks)
      .where(and(eq(feedbacks.sessionId, session.id), eq(feedbacks.studentId, student.id)));
    expect(rows).toEqual([{ rating: 5 }]);

    // Another student's feedback is not "mine".
    const other = await signedIn(t.app, "student");
    expect((await get(`/api/sessions/${session.id}/feedback/mine`, other.cookie)).json()).toBeNull();
  });

  it("makes the public card's rating the mean of the ratings at once", async () => {
    const session = await newSession(t.app, mentor.cookie, { title: "NEET Physics: Ratings Check" });
    const [first, second, third] = [
      await signedIn(t.app, "student"),
      await signedIn(t.app, "student"),
      await signedIn(t.app, "student"),
    ];
    for (const student of [first, second, third]) await booked(student, session.id);
    await runMeeting(t.app, mentor.cookie, session.id, [first.cookie, second.cookie, third.cookie]);

    const listed = async () =>
      (await get("/api/sessions?type=group&pageSize=50"))
        .json()
        .items.find((s: { id: string }) => s.id === session.id)?.rating;
    const card = async () => (await get(`/api/sessions/${session.id}`)).json().rating;

    // Read once so the list is cached; feedback must not wait for the cache to expire.
    expect(await listed()).toBeNull();
    expect(await card()).toBeNull();

    await feedback(first.cookie, session.id, { rating: 5, feedback: words });
    expect(await card()).toBe(5);
    expect(await listed()).toBe(5);
    await feedback(second.cookie, session.id, { rating: 4, feedback: words });
    await feedback(third.cookie, session.id, { rating: 4, feedback: words });
    expect(await card()).toBeCloseTo(13 / 3, 10);
    expect(await listed()).toBeCloseTo(13 / 3, 10);
    await feedback(first.cookie, session.id, { rating: 1, feedback: "On reflection, too fast." });
    expect(await card()).toBe(3);
    expect(await listed()).toBe(3);
  });

  it("stops counting a student's feedback once their payment is disapproved", async () => {
    // A fake proof holds a booking until an admin looks at it; its rating must not outlive the refusal.
    const session = await newSession(t.app, mentor.cookie);
    const honest = await signedIn(t.app, "student", "Priya Nair");
    const faker = await signedIn(t.app, "student", "Troll Account");
    await booked(honest, session.id);
    // Approved by mistake, joined, rated; the admin then finds the proof was fake.
    const fake = await booked(faker, session.id);
    await runMeeting(t.app, mentor.cookie, session.id, [honest.cookie, faker.cookie]);
    await feedback(honest.cookie, session.id, { rating: 5, feedback: words });
    await feedback(faker.cookie, session.id, { rating: 1, feedback: "Worst mentor ever." });
    expect((await get(`/api/sessions/${session.id}`)).json().rating).toBe(3);

    const refused = await t.app.inject({
      method: "POST",
      url: `/api/payments/${fake.paymentId}/decision`,
      payload: { status: "failed", reason: { code: "utrNotFound" } },
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(200);
    expect((await get(`/api/sessions/${session.id}`)).json().rating).toBe(5);
    const details = (await get(`/api/sessions/${session.id}/details`, mentor.cookie)).json();
    expect(details).toMatchObject({ booked: 1, attended: 1, feedbackCount: 1, averageRating: 5 });
    const dashboard = (await get("/api/me/mentor-dashboard", mentor.cookie)).json();
    expect(
      dashboard.sessions.find((s: { session: { id: string } }) => s.session.id === session.id),
    ).toMatchObject({
      feedbackCount: 1,
      session: { rating: 5 },
    });
  });
});

describe("who may give feedback, and when", () => {
  const body = { rating: 4, feedback: words };
  const eligibility = (cookie: string, sessionId: string) =>
    get(`/api/sessions/${sessionId}/feedback/eligibility`, cookie);

  it("only a student whose payment is approved and who joined, once the session has started", {
    timeout: 60_000,
  }, async () => {
    const session = await newSession(t.app, mentor.cookie, { title: "JEE Maths: Limits Drill" });
    const joined = await signedIn(t.app, "student", "Priya Nair");
    const absent = await signedIn(t.app, "student", "Arjun Rao");
    const pending = await signedIn(t.app, "student", "Meera Das");
    const stranger = await signedIn(t.app, "student", "Kabir Singh");
    await booked(joined, session.id);
    await booked(absent, session.id);
    await booked(pending, session.id, "created");

    const expectRefused = async (who: Account, reason: keyof typeof FEEDBACK_MESSAGES) => {
      const message = FEEDBACK_MESSAGES[reason];
      expect((await eligibility(who.cookie, session.id)).json()).toEqual({ allowed: false, reason, message });
      const res = await feedback(who.cookie, session.id, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    };

    // Before the start: nobody, and the reason says when.
    await expectRefused(joined, "notStarted");
    await expectRefused(pending, "notPaid");
    await expectRefused(stranger, "notBooked");

    // Live: whoever joined may rate at once; the one who has not joined yet may not.
    await startsIn(t.app, session.id, 2 * 60_000);
    const post = (step: string, cookie: string) =>
      t.app.inject({ method: "POST", url: `/api/sessions/${session.id}/${step}`, headers: { cookie } });
    expect((await post("start", mentor.cookie)).statusCode).toBe(200);
    await expectRefused(joined, "notJoined");
    expect((await post("join", joined.cookie)).statusCode).toBe(200);
    expect((await eligibility(joined.cookie, session.id)).json()).toEqual({
      allowed: true,
      reason: null,
      message: null,
    });
    expect((await feedback(joined.cookie, session.id, body)).statusCode).toBe(200);
    expect((await post("end", mentor.cookie)).statusCode).toBe(200);

    // Completed: the absent student still may not.
    await expectRefused(absent, "notJoined");
    await expectRefused(pending, "notPaid");
    const rows = await t.app.db.select().from(feedbacks).where(eq(feedbacks.sessionId, session.id));
    expect(rows.map((r) => r.studentId)).toEqual([joined.id]);
  });

  it("nobody, on a session the system cancelled, and the reason says so", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const student = await signedIn(t.app, "student");
    await booked(student, session.id);
    await startsIn(t.app, session.id, -61 * 60_000);
    await runLifecycle(t.app);
    expect((await eligibility(student.cookie, session.id)).json()).toMatchObject({
      allowed: false,
      reason: "cancelled",
      message: FEEDBACK_MESSAGES.cancelled,
    });
    expect((await feedback(student.cookie, session.id, body)).statusCode).toBe(403);
  });

  it("is asked by students only, about sessions that exist", async () => {
    const session = await newSession(t.app, mentor.cookie);
    expect((await get(`/api/sessions/${session.id}/feedback/eligibility`)).statusCode).toBe(401);
    expect((await eligibility(mentor.cookie, session.id)).statusCode).toBe(403);
    const student = await signedIn(t.app, "student");
    expect((await eligibility(student.cookie, "no-such-session")).statusCode).toBe(404);
  });
});

describe("session details", () => {
  it("shows the session's mentor and admins the bookings, attendance and feedback", {
    timeout: 60_000,
  }, async () => {
    const session = await newSession(t.app, mentor.cookie, { title: "NEET Physics: Details" });
    const priya = await signedIn(t.app, "student", "Priya Nair");
    const arjun = await signedIn(t.app, "student", "Arjun Rao");
    const meera = await signedIn(t.app, "student", "Meera Das");
    const failed = await signedIn(t.app, "student", "Vikram Singh");
    await booked(priya, session.id);
    await booked(arjun, session.id);
    await booked(meera, session.id, "created");
    await booked(failed, session.id, "failed");

    const url = `/api/sessions/${session.id}/details`;
    const before = sessionDetailsSchema.parse((await get(url, mentor.cookie)).json());
    expect(before).toMatchObject({
      session: { id: session.id, title: "NEET Physics: Details", status: "upcoming", rating: null },
      startedAt: null,
      endedAt: null,
      booked: 3,
      attended: 0,
      feedbackCount: 0,
      averageRating: null,
      feedbacks: [],
    });

    // Priya and Arjun join the live session (Priya twice); Meera's payment is still pending.
    await runMeetingWithJoins(session.id, [priya, priya, arjun]);
    await feedback(priya.cookie, session.id, { rating: 5, feedback: "Loved the worked examples." });
    await feedback(arjun.cookie, session.id, {
      rating: 2,
      feedback: "Too fast for me, the recording would help.",
    });

    const res = await get(url, mentor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const details = sessionDetailsSchema.parse(res.json());
    expect(details).toMatchObject({
      session: { status: "completed", rating: 3.5 },
      booked: 3,
      attended: 2,
      feedbackCount: 2,
      averageRating: 3.5,
    });
    expect(details.startedAt).not.toBeNull();
    expect(details.endedAt).not.toBeNull();
    expect(
      details.feedbacks
        .map((f) => [f.studentName, f.rating, f.feedback])
        .sort((x, y) => Number(y[1]) - Number(x[1])),
    ).toEqual([
      ["Priya Nair", 5, "Loved the worked examples."],
      ["Arjun Rao", 2, "Too fast for me, the recording would help."],
    ]);
    expect(details.feedbacks.every((f) => f.studentImage === null)).toBe(true);

    const viaAdmin = await get(url, admin.cookie);
    expect(viaAdmin.statusCode).toBe(200);
    expect(viaAdmin.json()).toEqual(res.json());
  });

  it("is hidden from students, other mentors and the signed out; unknown sessions are not found", async () => {
    const session = await newSession(t.app, mentor.cookie);
    const student = await signedIn(t.app, "student");
    await booked(student, session.id);
    const otherMentor = await signedIn(t.app, "mentor", "Kavya Iyer");
    const url = `/api/sessions/${session.id}/details`;

    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, student.cookie)).statusCode).toBe(403);
    const stranger = await get(url, otherMentor.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("Only the session's mentor or an admin can do that.");

    for (const cookie of [mentor.cookie, admin.cookie]) {
      const unknown = await get("/api/sessions/no-such-session/details", cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("Session not found");
    }
  });
});

/** Starts the session's meeting, lets each student join in turn, then ends it. */
async function runMeetingWithJoins(sessionId: string, joiners: Account[]) {
  await startsIn(t.app, sessionId, 2 * 60_000);
  const inject = (url: string, cookie: string) => t.app.inject({ method: "POST", url, headers: { cookie } });
  expect((await inject(`/api/sessions/${sessionId}/start`, mentor.cookie)).statusCode).toBe(200);
  for (const student of joiners) {
    expect((await inject(`/api/sessions/${sessionId}/join`, student.cookie)).statusCode).toBe(200);
  }
  expect((await inject(`/api/sessions/${sessionId}/end`, mentor.cookie)).statusCode).toBe(200);
}
