import { mentorDashboardSchema, studentDashboardSchema } from "@contract/dashboards";
import { DOMAINS, mentorProfileSchema, studentProfileSchema } from "@contract/profiles";
import { signedIn } from "@test-support/accounts";
import {
  bookWithPayment,
  giveFeedback,
  newSession,
  proofImage,
  runMeeting,
  startsIn,
} from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin");
  proof = await proofImage();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const put = (url: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url, payload, headers: cookie ? { cookie } : {} });

const paid = (student: Account, sessionId: string, status: "created" | "paid" | "failed" = "paid") =>
  bookWithPayment(t.app, student.cookie, admin.cookie, sessionId, proof, status);
const rate = async (student: Account, sessionId: string, rating: number) => {
  const res = await giveFeedback(t.app, student.cookie, sessionId, {
    rating,
    feedback: "Clear explanations of torque and angular momentum.",
  });
  expect(res.statusCode).toBe(200);
};

describe("the student dashboard", () => {
  it("derives its figures from the student's bookings and lists failed ones with their status", {
    timeout: 60_000,
  }, async () => {
    const mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
    const student = await signedIn(t.app, "student", "Priya Nair");
    const physics = await newSession(t.app, mentor.cookie, { price: 499, title: "NEET Physics: Optics" });
    const chemistry = await newSession(t.app, mentor.cookie, { price: 299, title: "NEET Chemistry: Moles" });
    const biology = await newSession(t.app, mentor.cookie, { price: 199, title: "NEET Biology: Genetics" });
    await startsIn(t.app, physics.id, 3 * DAY);
    await startsIn(t.app, chemistry.id, 2 * DAY);
    await startsIn(t.app, biology.id, 4 * DAY);
    const physicsBooking = await paid(student, physics.id, "paid");
    const chemistryBooking = await paid(student, chemistry.id, "created");
    const biologyBooking = await paid(student, biology.id, "failed");

    const res = await get("/api/me/dashboard", student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const dashboard = studentDashboardSchema.parse(res.json());
    // Total spent is money kept: the approved 499, not the pending 299 (docs/decisions/013).
    expect(dashboard.stats).toEqual({ enrolled: 2, attended: 0, live: 0, totalSpent: 499 });
    // Soonest first, the failed one included.
    expect(
      dashboard.sessions.map((s) => [s.session.id, s.paymentStatus, s.amount, s.bookingId, s.paymentId]),
    ).toEqual([
      [chemistry.id, "created", 299, chemistryBooking.bookingId, chemistryBooking.paymentId],
      [physics.id, "paid", 499, physicsBooking.bookingId, physicsBooking.paymentId],
      [biology.id, "failed", 199, biologyBooking.bookingId, biologyBooking.paymentId],
    ]);
    expect(dashboard.sessions[1]).toMatchObject({
      attended: false,
      myRating: null,
      session: { title: "NEET Physics: Optics", status: "upcoming", mentor: { name: "Rohan Mehta" } },
    });

    // A live session they paid for counts as live; joining it counts as attended.
    const live = await newSession(t.app, mentor.cookie, { price: 1000, title: "NEET Physics: Live Doubts" });
    await paid(student, live.id, "paid");
    await startsIn(t.app, live.id, 2 * MINUTE);
    const started = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${live.id}/start`,
      headers: { cookie: mentor.cookie },
    });
    expect(started.statusCode).toBe(200);
    const during = studentDashboardSchema.parse((await get("/api/me/dashboard", student.cookie)).json());
    expect(during.stats).toEqual({ enrolled: 3, attended: 0, live: 1, totalSpent: 1499 });
    expect(during.sessions[0]).toMatchObject({ session: { id: live.id, status: "live" }, attended: false });

    const joined = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${live.id}/join`,
      headers: { cookie: student.cookie },
    });
    expect(joined.statusCode).toBe(200);
    await rate(student, live.id, 4);
    const after = studentDashboardSchema.parse((await get("/api/me/dashboard", student.cookie)).json());
    expect(after.stats).toEqual({ enrolled: 3, attended: 1, live: 1, totalSpent: 1499 });
    expect(after.sessions[0]).toMatchObject({ attended: true, myRating: 4, session: { rating: 4 } });

    // Approving the failed payment again brings it back into the figures.
    const reapproved = await t.app.inject({
      method: "POST",
      url: `/api/payments/${biologyBooking.paymentId}/decision`,
      payload: { status: "paid" },
      headers: { cookie: admin.cookie },
    });
    expect(reapproved.statusCode).toBe(200);
    const last = studentDashboardSchema.parse((await get("/api/me/dashboard", student.cookie)).json());
    expect(last.stats).toMatchObject({ enrolled: 4, totalSpent: 1698 });
  });

  it("shows each student only their own bookings", async () => {
    const mentor = await signedIn(t.app, "mentor");
    const asha = await signedIn(t.app, "student", "Asha Verma");
    const kabir = await signedIn(t.app, "student", "Kabir Khan");
    const shared = await newSession(t.app, mentor.cookie, { price: 399 });
    const own = await newSession(t.app, mentor.cookie, { price: 599 });
    await paid(asha, shared.id, "paid");
    await paid(kabir, shared.id, "paid");
    await paid(kabir, own.id, "created");

    const ashas = studentDashboardSchema.parse((await get("/api/me/dashboard", asha.cookie)).json());
    expect(ashas.sessions.map((s) => s.session.id)).toEqual([shared.id]);
    expect(ashas.stats).toEqual({ enrolled: 1, attended: 0, live: 0, totalSpent: 399 });
    const kabirs = studentDashboardSchema.parse((await get("/api/me/dashboard", kabir.cookie)).json());
    expect(kabirs.sessions.map((s) => s.session.id).sort()).toEqual([shared.id, own.id].sort());
    // The pending 599 is not spent yet.
    expect(kabirs.stats.totalSpent).toBe(399);

    const fresh = await signedIn(t.app, "student");
    expect((await get("/api/me/dashboard", fresh.cookie)).json()).toEqual({
      stats: { enrolled: 0, attended: 0, live: 0, totalSpent: 0 },
      sessions: [],
      total: 0,
      columns: { live: 0, upcoming: 0, past: 0 },
      page: 1,
      pageSize: 12,
    });
  });

  it("is for students only", async () => {
    const mentor = await signedIn(t.app, "mentor");
    expect((await get("/api/me/dashboard")).statusCode).toBe(401);
    expect((await get("/api/me/dashboard", mentor.cookie)).statusCode).toBe(403);
    expect((await get("/api/me/dashboard", admin.cookie)).statusCode).toBe(403);
  });
});

describe("the student profile", () => {
  const valid = {
    interests: [" Physics ", "Physics", "Organic Chemistry"],
    educationLevel: " Class 12 (CBSE) ",
    goal: "  A seat at AIIMS Delhi through NEET 2026 ",
    domain: "NEET",
    phone: "098765-43210",
  };

  it("starts empty and keeps what the student saves, cleaned", async () => {
    const student = await signedIn(t.app, "student", "Priya Nair");
    const empty = await get("/api/me/student-profile", student.cookie);
    expect(empty.statusCode).toBe(200);
    expect(studentProfileSchema.parse(empty.json())).toEqual({
      name: "Priya Nair",
      email: student.email,
      phone: null,
      image: null,
      interests: [],
      educationLevel: null,
      goal: null,
      domain: "General",
      refundUpiId: null,
      state: null,
    });

    const saved = await put("/api/me/student-profile", student.cookie, valid);
    expect(saved.statusCode).toBe(200);
    const expected = {
      name: "Priya Nair",
      email: student.email,
      phone: "+919876543210",
      image: null,
      interests: ["Physics", "Organic Chemistry"],
      educationLevel: "Class 12 (CBSE)",
      goal: "A seat at AIIMS Delhi through NEET 2026",
      domain: "NEET",
      refundUpiId: null,
      state: null,
    };
    expect(saved.json()).toEqual(expected);
    expect((await get("/api/me/student-profile", student.cookie)).json()).toEqual(expected);

    // Blank fields clear; editing replaces the previous values.
    const cleared = await put("/api/me/student-profile", student.cookie, {
      interests: [],
      educationLevel: "  ",
      goal: null,
      domain: "JEE",
      phone: " ",
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      phone: null,
      interests: [],
      educationLevel: null,
      goal: null,
      domain: "JEE",
    });
    expect((await get("/api/me/student-profile", student.cookie)).json()).toEqual(cleared.json());

    // Every domain of the contract is accepted.
    for (const domain of DOMAINS) {
      const res = await put("/api/me/student-profile", student.cookie, { ...valid, domain });
      expect(res.statusCode, domain).toBe(200);
      expect(res.json().domain).toBe(domain);
    }
  });

  it("refuses an unknown domain or a phone that is not an Indian mobile, naming the field", async () => {
    const student = await signedIn(t.app, "student");
    const before = (await get("/api/me/student-profile", student.cookie)).json();

    const domain = await put("/api/me/student-profile", student.cookie, { ...valid, domain: "MBA" });
    expect(domain.statusCode).toBe(400);
    expect(domain.json().issues.map((i: { field: string }) => i.field)).toContain("body.domain");

    for (const phone of ["12345", "5876543210", "+1 415 555 0100", "98765abcde"]) {
      const res = await put("/api/me/student-profile", student.cookie, { ...valid, phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().issues).toEqual([
        {
          field: "body.phone",
          message: "Please enter a valid 10-digit mobile number.",
          code: "module.validMobile",
        },
      ]);
    }

    const blankInterest = await put("/api/me/student-profile", student.cookie, {
      ...valid,
      interests: ["  "],
    });
    expect(blankInterest.statusCode).toBe(400);
    expect(blankInterest.json().issues[0].field).toMatch(/^body\.interests/);

    // Nothing was saved by the refused edits.
    expect((await get("/api/me/student-profile", student.cookie)).json()).toEqual(before);
  });

  it("keeps a refund UPI id: checked, trimmed, kept when left out, removed when blank", async () => {
    const student = await signedIn(t.app, "student");
    const saved = await put("/api/me/student-profile", student.cookie, {
      ...valid,
      refundUpiId: " priya.nair-99@okhdfcbank ",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().refundUpiId).toBe("priya.nair-99@okhdfcbank");
    // An edit without the field (an older page) leaves it alone.
    expect((await put("/api/me/student-profile", student.cookie, valid)).json().refundUpiId).toBe(
      "priya.nair-99@okhdfcbank",
    );
    for (const refundUpiId of ["priya", "@okaxis", "priya@", "priya@1bank", "pr iya@okaxis", "a@okaxis"]) {
      const res = await put("/api/me/student-profile", student.cookie, { ...valid, refundUpiId });
      expect(res.statusCode, refundUpiId).toBe(400);
      expect(res.json().issues).toMatchObject([
        { field: "body.refundUpiId", message: "Please enter a valid UPI id, such as name@okbank." },
      ]);
    }
    const cleared = await put("/api/me/student-profile", student.cookie, { ...valid, refundUpiId: "  " });
    expect(cleared.json().refundUpiId).toBeNull();
  });

  it("keeps the student's state for receipts: a state code, kept when left out, removed with null", async () => {
    const student = await signedIn(t.app, "student");
    const saved = await put("/api/me/student-profile", student.cookie, { ...valid, state: "27" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().state).toBe("27");
    // The payment page's own question reads the same state.
    expect((await get("/api/student/state", student.cookie)).json()).toEqual({ state: "27" });
    expect((await put("/api/me/student-profile", student.cookie, valid)).json().state).toBe("27");
    const unknown = await put("/api/me/student-profile", student.cookie, { ...valid, state: "99" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toMatchObject([{ field: "body.state" }]);
    expect(
      (await put("/api/me/student-profile", student.cookie, { ...valid, state: null })).json().state,
    ).toBeNull();
  });

  it("is for students only", async () => {
    const mentor = await signedIn(t.app, "mentor");
    expect((await get("/api/me/student-profile")).statusCode).toBe(401);
    expect((await get("/api/me/student-profile", mentor.cookie)).statusCode).toBe(403);
    expect((await put("/api/me/student-profile", undefined, valid)).statusCode).toBe(401);
    expect((await put("/api/me/student-profile", mentor.cookie, valid)).statusCode).toBe(403);
    expect((await put("/api/me/student-profile", admin.cookie, valid)).statusCode).toBe(403);
  });
});

describe("the mentor dashboard", () => {
  it("computes its figures from the mentor's own sessions, bookings and feedback", {
    timeout: 60_000,
  }, async () => {
    const mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
    const rival = await signedIn(t.app, "mentor", "Kavya Iyer");

    const empty = await get("/api/me/mentor-dashboard", mentor.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["cache-control"]).toBe("no-store");
    expect(mentorDashboardSchema.parse(empty.json())).toMatchObject({
      stats: { totalSessions: 0, activeStudents: 0, rating: null },
      profile: {
        name: "Rohan Mehta",
        email: mentor.email,
        image: null,
        bio: null,
        subjects: [],
        education: null,
      },
      sessions: [],
    });

    const [s1, s2, s3, s4, s5] = [
      await signedIn(t.app, "student", "Priya Nair"),
      await signedIn(t.app, "student", "Arjun Rao"),
      await signedIn(t.app, "student", "Meera Das"),
      await signedIn(t.app, "student", "Vikram Singh"),
      await signedIn(t.app, "student", "Asha Verma"),
    ];
    const a = await newSession(t.app, mentor.cookie, { title: "A: Electrostatics" });
    const b = await newSession(t.app, mentor.cookie, { title: "B: Magnetism" });
    const soon = await newSession(t.app, mentor.cookie, { title: "C: Optics" });
    const later = await newSession(t.app, mentor.cookie, { title: "D: Modern Physics" });
    const live = await newSession(t.app, mentor.cookie, { title: "E: Doubt Clinic" });
    const rivals = await newSession(t.app, rival.cookie, { title: "Rival: Thermodynamics" });

    await paid(s1, a.id);
    await paid(s2, a.id);
    await paid(s1, b.id);
    await paid(s3, soon.id, "failed");
    await paid(s4, later.id, "created");
    await paid(s5, rivals.id);
    await paid(s1, rivals.id);

    await runMeeting(t.app, mentor.cookie, a.id, [s1.cookie, s2.cookie]);
    await runMeeting(t.app, mentor.cookie, b.id, [s1.cookie]);
    await runMeeting(t.app, rival.cookie, rivals.id, [s5.cookie, s1.cookie]);
    await startsIn(t.app, a.id, -2 * DAY);
    await startsIn(t.app, b.id, -1 * DAY);
    await startsIn(t.app, live.id, -10 * MINUTE);
    const started = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${live.id}/start`,
      headers: { cookie: mentor.cookie },
    });
    expect(started.statusCode).toBe(200);
    await startsIn(t.app, soon.id, 3 * MINUTE);
    await startsIn(t.app, later.id, 2 * DAY);

    await rate(s1, a.id, 5);
    await rate(s2, a.id, 3);
    await rate(s1, b.id, 2);
    await rate(s5, rivals.id, 1);
    await rate(s1, rivals.id, 1);

    const before = Date.now();
    const res = await get("/api/me/mentor-dashboard", mentor.cookie);
    expect(res.statusCode).toBe(200);
    const dashboard = mentorDashboardSchema.parse(res.json());
    // Rating: session A's mean 4 and session B's 2 give 3 (not 10/3, the mean of all three ratings).
    expect(dashboard.stats).toEqual({ totalSessions: 5, activeStudents: 3, rating: 3 });
    expect(Math.abs(new Date(dashboard.now).getTime() - before)).toBeLessThan(60_000);

    // Live first, then upcoming soonest first, then completed latest first; nobody else's sessions.
    const rows = dashboard.sessions.map((s) => ({
      id: s.session.id,
      status: s.session.status,
      booked: s.booked,
      feedbackCount: s.feedbackCount,
      canStart: s.canStart,
      rating: s.session.rating,
      started: s.startedAt !== null,
    }));
    expect(rows).toEqual([
      {
        id: live.id,
        status: "live",
        booked: 0,
        feedbackCount: 0,
        canStart: false,
        rating: null,
        started: true,
      },
      {
        id: soon.id,
        status: "upcoming",
        booked: 0,
        feedbackCount: 0,
        canStart: true,
        rating: null,
        started: false,
      },
      {
        id: later.id,
        status: "upcoming",
        booked: 1,
        feedbackCount: 0,
        canStart: false,
        rating: null,
        started: false,
      },
      {
        id: b.id,
        status: "completed",
        booked: 1,
        feedbackCount: 1,
        canStart: false,
        rating: 2,
        started: true,
      },
      {
        id: a.id,
        status: "completed",
        booked: 2,
        feedbackCount: 2,
        canStart: false,
        rating: 4,
        started: true,
      },
    ]);
    expect(dashboard.sessions.every((s) => s.session.mentor.id === mentor.id)).toBe(true);

    const rivalsView = mentorDashboardSchema.parse(
      (await get("/api/me/mentor-dashboard", rival.cookie)).json(),
    );
    expect(rivalsView.stats).toEqual({ totalSessions: 1, activeStudents: 2, rating: 1 });
    expect(rivalsView.sessions.map((s) => s.session.id)).toEqual([rivals.id]);
  });

  it("enables Start only inside the window, judged by the server's clock", async () => {
    const mentor = await signedIn(t.app, "mentor");
    const session = await newSession(t.app, mentor.cookie);
    const canStart = async () =>
      mentorDashboardSchema.parse((await get("/api/me/mentor-dashboard", mentor.cookie)).json()).sessions[0]
        ?.canStart;
    for (const [offset, expected] of [
      [6 * MINUTE, false],
      [4 * MINUTE, true],
      [-59 * MINUTE, true],
      [-61 * MINUTE, false],
    ] as const) {
      await startsIn(t.app, session.id, offset);
      expect(await canStart(), `${offset / MINUTE} minutes`).toBe(expected);
    }
  });

  it("is for mentors only", async () => {
    const student = await signedIn(t.app, "student");
    expect((await get("/api/me/mentor-dashboard")).statusCode).toBe(401);
    expect((await get("/api/me/mentor-dashboard", student.cookie)).statusCode).toBe(403);
    expect((await get("/api/me/mentor-dashboard", admin.cookie)).statusCode).toBe(403);
  });
});

describe("the mentor profile", () => {
  it("keeps the mentor's bio, subjects and education, cleaned, and shows them on the dashboard", async () => {
    const mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
    const body = {
      bio: "  AIR 212 in JEE Advanced 2021; I have taught mechanics to 400 students. ",
      subjects: [" Physics ", "Physics", "Mathematics"],
      education: " B.Tech, IIT Bombay ",
    };
    const res = await put("/api/me/mentor-profile", mentor.cookie, body);
    expect(res.statusCode).toBe(200);
    const expected = {
      name: "Rohan Mehta",
      email: mentor.email,
      image: null,
      bio: "AIR 212 in JEE Advanced 2021; I have taught mechanics to 400 students.",
      subjects: ["Physics", "Mathematics"],
      education: "B.Tech, IIT Bombay",
      languages: [],
    };
    expect(mentorProfileSchema.parse(res.json())).toEqual(expected);
    expect((await get("/api/me/mentor-dashboard", mentor.cookie)).json().profile).toEqual(expected);

    const cleared = await put("/api/me/mentor-profile", mentor.cookie, {
      bio: " ",
      subjects: [],
      education: null,
    });
    expect(cleared.json()).toEqual({ ...expected, bio: null, subjects: [], education: null });
    expect((await get("/api/me/mentor-dashboard", mentor.cookie)).json().profile).toEqual(cleared.json());

    const tooLong = await put("/api/me/mentor-profile", mentor.cookie, { ...body, bio: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].field).toBe("body.bio");
  });

  it("is for mentors only", async () => {
    const student = await signedIn(t.app, "student");
    const body = { bio: null, subjects: [], education: null };
    expect((await put("/api/me/mentor-profile", undefined, body)).statusCode).toBe(401);
    expect((await put("/api/me/mentor-profile", student.cookie, body)).statusCode).toBe(403);
    expect((await put("/api/me/mentor-profile", admin.cookie, body)).statusCode).toBe(403);
  });
});
