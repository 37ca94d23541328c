import path from "node:path";
import { ADMIN_MESSAGES } from "@contract/admin";
import { AUTH_MESSAGES } from "@contract/auth";
import { injectAs, type Method, signedIn } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { bookWithPayment, giveFeedback, newSession, proofImage, runMeeting } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  student = await signedIn(t.app, "student", "Arjun Nair");
  proof = await proofImage();
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (local: string) => `${local}.${Date.now()}.${++counter}@example.com`;

const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  injectAs(t.app, method, url, payload, cookie);

async function mailsTo(email: string) {
  await deliverEmails(t.app);
  return (await readOutbox(path.join(t.config.dataDir, "outbox"))).filter((m) => m.to.includes(email));
}

const mentorForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Ishaan Kapoor",
  email: uniqueEmail("ishaan"),
  phone: "98765 43210",
  bio: "AIR 212 in JEE Advanced 2025; now at IIT Bombay (Electrical).",
  subjects: ["Physics", "Mathematics"],
  expertise: ["Rotational mechanics", "Calculus"],
  education: "B.Tech, IIT Bombay (2025–2029)",
  domain: "JEE",
  ...overrides,
});

describe("mentors", () => {
  it("adds a new person as a mentor with an invitation (no password emailed) and lists them", async () => {
    const form = mentorForm();
    const res = await call("POST", "/api/admin/mentors", form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invited: true, message: ADMIN_MESSAGES.mentorAdded(form.email) });
    const [mail] = await mailsTo(form.email);
    expect(mail?.text).toMatch(/reset-password\?mode=resetPassword&oobCode=/);

    const list = await call("GET", `/api/admin/mentors?q=${encodeURIComponent(form.email)}`);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(list.json().items[0]).toMatchObject({
      name: "Ishaan Kapoor",
      email: form.email,
      subjects: ["Physics", "Mathematics"],
      expertise: ["Rotational mechanics", "Calculus"],
      domain: "JEE",
      sessions: 0,
      activated: false,
    });
    expect((await call("POST", "/api/admin/mentors", form)).json().message).toBe(
      ADMIN_MESSAGES.alreadyMentor,
    );
  });

  it("makes an existing student a mentor without a new account, and refuses an admin's email", async () => {
    const res = await call("POST", "/api/admin/mentors", mentorForm({ email: student.email }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: student.id,
      invited: false,
      message: ADMIN_MESSAGES.mentorPromoted("Arjun Nair"),
    });
    const [row] = await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, student.id));
    expect(row?.role).toBe("mentor");
    await t.app.db.update(users).set({ role: "student" }).where(eq(users.id, student.id));

    const refused = await call("POST", "/api/admin/mentors", mentorForm({ email: admin.email }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.adminCannotBeMentor);
  });

  it("answers a field and its reason for a bad form", async () => {
    const res = await call(
      "POST",
      "/api/admin/mentors",
      mentorForm({ email: "not-an-email", subjects: "Physics" }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(["body.email", "body.subjects"]));
  });

  it("edits everything but the email", async () => {
    const form = mentorForm();
    const { id } = (await call("POST", "/api/admin/mentors", form)).json();
    const res = await call("PUT", `/api/admin/mentors/${id}`, {
      ...mentorForm({
        name: "Ishaan K.",
        email: "changed@example.com",
        domain: "NEET",
        subjects: ["Biology"],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: "Ishaan K.",
      email: form.email,
      domain: "NEET",
      subjects: ["Biology"],
    });
    expect((await call("PUT", "/api/admin/mentors/nobody", mentorForm())).statusCode).toBe(404);
  });

  it("filters by domain and pages on the server", async () => {
    const tag = `Pager${Date.now()}`;
    for (let i = 0; i < 7; i++) {
      await call(
        "POST",
        "/api/admin/mentors",
        mentorForm({ name: `${tag} ${i}`, domain: i < 3 ? "GATE" : "UPSC" }),
      );
    }
    const page2 = (await call("GET", `/api/admin/mentors?q=${tag}&pageSize=10&page=1`)).json();
    expect(page2.total).toBe(7);
    const gate = (await call("GET", `/api/admin/mentors?q=${tag}&domain=GATE`)).json();
    expect(gate.total).toBe(3);
    expect(gate.items.every((m: { domain: string }) => m.domain === "GATE")).toBe(true);
    const bad = await call("GET", "/api/admin/mentors?pageSize=1000&domain=Physics");
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(["query.domain", "query.pageSize"]);
  });

  it("sorts by a column either way on the server, and refuses a column it cannot sort by", async () => {
    const tag = `Sorter${Date.now()}`;
    for (const name of ["Bhavna", "aarav", "Chetan"]) {
      await call("POST", "/api/admin/mentors", mentorForm({ name: `${tag} ${name}` }));
    }
    const names = async (query: string) =>
      (await call("GET", `/api/admin/mentors?q=${tag}&${query}`))
        .json()
        .items.map((m: { name: string }) => m.name.replace(`${tag} `, ""));
    // Newest first by default; by name without regard to case.
    expect(await names("")).toEqual(["Chetan", "aarav", "Bhavna"]);
    expect(await names("sort=name")).toEqual(["aarav", "Bhavna", "Chetan"]);
    expect(await names("sort=name&dir=desc")).toEqual(["Chetan", "Bhavna", "aarav"]);
    expect(await names("sort=joined&dir=asc")).toEqual(["Bhavna", "aarav", "Chetan"]);
    // Paging follows the order.
    expect(await names("sort=name&pageSize=10&page=1")).toEqual(["aarav", "Bhavna", "Chetan"]);

    for (const [url, field] of [
      ["/api/admin/mentors?sort=email", "query.sort"],
      ["/api/admin/students?sort=sessions", "query.sort"],
      ["/api/admin/payments?sort=name", "query.sort"],
      ["/api/admin/sessions?sort=start&dir=up", "query.dir"],
    ] as const) {
      const bad = await call("GET", url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual([field]);
    }
  });

  it("refuses to remove a mentor whose upcoming session has a booked student; removes one without", async () => {
    const busy = await signedIn(t.app, "mentor", "Meera Busy");
    const session = await newSession(t.app, busy.cookie, { category: "NEET" });
    await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, proof, "created");
    const refused = await call("DELETE", `/api/admin/mentors/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.mentorHasBookings);

    const idle = await signedIn(t.app, "mentor", "Vikram Idle");
    const unbooked = await newSession(t.app, idle.cookie);
    const removed = await call("DELETE", `/api/admin/mentors/${idle.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(ADMIN_MESSAGES.mentorRemoved);
    // Gone from every list, signed out, cannot sign in again; the account row stays.
    expect((await call("GET", `/api/admin/mentors?q=${encodeURIComponent(idle.email)}`)).json().total).toBe(
      0,
    );
    const publicList = (await call("GET", "/api/mentors", undefined, null)).json() as { id: string }[];
    expect(publicList.map((m) => m.id)).not.toContain(idle.id);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.id, unbooked.id))).toHaveLength(0);
    expect((await call("GET", "/api/me", undefined, idle.cookie)).json().user).toBeNull();
    const signIn = await call(
      "POST",
      "/api/auth/sign-in",
      { role: "mentor", name: "Vikram Idle", email: idle.email, password: idle.password, rememberMe: false },
      null,
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(AUTH_MESSAGES.deactivated);
    expect((await call("DELETE", `/api/admin/mentors/${idle.id}`)).statusCode).toBe(404);

    // Added again, the same account comes back.
    const back = await call("POST", "/api/admin/mentors", mentorForm({ email: idle.email }));
    expect(back.json()).toMatchObject({ id: idle.id, invited: false });
  });
});

describe("students, sessions, payments and the overview", () => {
  it("derives each student's figures and filters by domain", async () => {
    const tag = `Stud${Date.now()}`;
    const s1 = await signedIn(t.app, "student", `${tag} Ananya`);
    const s2 = await signedIn(t.app, "student", `${tag} Rahul`);
    await t.app.db.execute(sql`update student_profiles set domain = 'NEET' where user_id = ${s2.id}`);
    const session = await newSession(t.app, mentor.cookie, { price: 499 });
    await bookWithPayment(t.app, s1.cookie, admin.cookie, session.id, proof, "paid");
    const other = await newSession(t.app, mentor.cookie, { price: 299 });
    await bookWithPayment(t.app, s1.cookie, admin.cookie, other.id, proof, "failed");

    const all = (await call("GET", `/api/admin/students?q=${tag}`)).json();
    expect(all.total).toBe(2);
    const ananya = all.items.find((s: { id: string }) => s.id === s1.id);
    expect(ananya).toMatchObject({ enrolled: 1, totalSpent: 499, domain: "General" });
    const neet = (await call("GET", `/api/admin/students?q=${tag}&domain=NEET`)).json();
    expect(neet.items.map((s: { id: string }) => s.id)).toEqual([s2.id]);
  });
});

describe("profile views", () => {
  it("shows a mentor's computed rating and a student's sessions and payments by email", async () => {
    const teacher = await signedIn(t.app, "mentor", "Aditi Rao");
    const learner = await signedIn(t.app, "student", "Kabir Singh");
    const session = await newSession(t.app, teacher.cookie, { price: 250 });
    const { paymentId } = await bookWithPayment(
      t.app,
      learner.cookie,
      admin.cookie,
      session.id,
      proof,
      "paid",
    );
    await runMeeting(t.app, teacher.cookie, session.id, [learner.cookie]);
    expect(
      (await giveFeedback(t.app, learner.cookie, session.id, { rating: 4, feedback: "Clear." })).statusCode,
    ).toBe(200);

    const m = (
      await call("GET", `/api/admin/mentors/by-email/${encodeURIComponent(teacher.email.toUpperCase())}`)
    ).json();
    expect(m).toMatchObject({ name: "Aditi Rao", rating: 4, totalSessions: 1 });
    expect(m.sessions).toEqual([expect.objectContaining({ id: session.id, booked: 1, feedbacks: 1 })]);

    const s = (await call("GET", `/api/admin/students/by-email/${encodeURIComponent(learner.email)}`)).json();
    expect(s).toMatchObject({ name: "Kabir Singh", totalSpent: 250, enrolled: 1 });
    expect(s.sessions[0]).toMatchObject({ id: session.id, mentorName: "Aditi Rao", paymentStatus: "paid" });
    expect(s.payments).toEqual([expect.objectContaining({ id: paymentId, amount: 250, status: "paid" })]);

    const missing = await call("GET", "/api/admin/students/by-email/nobody%40example.com");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Student not found.");
    expect(
      (await call("GET", `/api/admin/mentors/by-email/${encodeURIComponent(learner.email)}`)).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/admin/mentors/by-email/not-an-email")).statusCode).toBe(400);
  });
});
