import path from "node:path";
import { ADMIN_MESSAGES, HTTPS_URL_MESSAGE } from "@contract/admin";
import { AUTH_MESSAGES } from "@contract/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../../tests/support/accounts";
import { readOutbox } from "../../../../tests/support/email-parser";
import { deliverEmails } from "../../../../tests/support/mail";
import {
  bookWithPayment,
  giveFeedback,
  newSession,
  proofImage,
  runMeeting,
} from "../../../../tests/support/marketplace";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { contentPages, faqs, mentorApplications, sessions, socialLinks, users } from "../../db/schema";

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

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: cookie ? { cookie } : {},
  });

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

describe("only admins", () => {
  const endpoints: [Method, string, unknown?][] = [
    ["GET", "/api/admin/overview"],
    ["GET", "/api/admin/mentors"],
    ["POST", "/api/admin/mentors", mentorForm()],
    ["PUT", "/api/admin/mentors/x", mentorForm({ email: undefined })],
    ["DELETE", "/api/admin/mentors/x"],
    ["GET", "/api/admin/mentors/by-email/a%40example.com"],
    ["GET", "/api/admin/students"],
    ["GET", "/api/admin/students/by-email/a%40example.com"],
    ["GET", "/api/admin/sessions"],
    ["GET", "/api/admin/sessions/x/students"],
    ["GET", "/api/admin/payments"],
    ["PUT", "/api/admin/content/about-us", { content: "Hijacked" }],
    ["PUT", "/api/admin/faqs", { faqs: [] }],
    ["PUT", "/api/admin/social", { facebook: "", twitter: "", youtube: "", instagram: "", linkedin: "" }],
    ["GET", "/api/admin/applications"],
    ["GET", "/api/admin/applications/x/resume"],
    ["POST", "/api/admin/applications/x/approve", {}],
    ["POST", "/api/admin/applications/x/reject", {}],
  ];

  it("answers 401 signed out and 403 to a student and a mentor on every admin endpoint, changing nothing", async () => {
    const before = await t.app.db.select().from(contentPages).where(eq(contentPages.slug, "about-us"));
    const faqCount = (await t.app.db.select().from(faqs)).length;
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, payload, student.cookie)).statusCode, `${method} ${url} student`).toBe(
        403,
      );
      const asMentor = await call(method, url, payload, mentor.cookie);
      expect(asMentor.statusCode, `${method} ${url} mentor`).toBe(403);
      expect(asMentor.json().message).toBe("You do not have access to this.");
    }
    expect(await t.app.db.select().from(contentPages).where(eq(contentPages.slug, "about-us"))).toEqual(
      before,
    );
    expect((await t.app.db.select().from(faqs)).length).toBe(faqCount);
    // Refused before the body is looked at: a malformed body still gets 401/403, not a 400 that
    // would tell an outsider what a valid one looks like.
    const malformed = { email: "not-an-email", subjects: 42 };
    expect((await call("POST", "/api/admin/mentors", malformed, null)).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/mentors", malformed, student.cookie)).statusCode).toBe(403);
    expect(await t.app.db.select().from(socialLinks).where(sql`${socialLinks.url} is null`)).toHaveLength(0);
  });
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

  it("lists sessions by live, upcoming and ended with their students, and payments by status and domain", async () => {
    const title = `Organic Chemistry ${Date.now()}`;
    const session = await newSession(t.app, mentor.cookie, { title, category: "NEET", price: 350 });
    const buyer = await signedIn(t.app, "student", "Diya Sharma");
    const { paymentId } = await bookWithPayment(
      t.app,
      buyer.cookie,
      admin.cookie,
      session.id,
      proof,
      "created",
    );

    const upcoming = (
      await call("GET", `/api/admin/sessions?status=upcoming&q=${encodeURIComponent(title)}`)
    ).json();
    expect(upcoming.items.map((s: { id: string }) => s.id)).toEqual([session.id]);
    expect(upcoming.items[0]).toMatchObject({ mentorName: "Kavya Reddy", seatsTaken: 1, price: 350 });
    expect(
      (await call("GET", `/api/admin/sessions?status=live&q=${encodeURIComponent(title)}`)).json().total,
    ).toBe(0);
    expect(
      (await call("GET", `/api/admin/sessions?q=${encodeURIComponent(title)}&domain=JEE`)).json().total,
    ).toBe(0);

    const students = (await call("GET", `/api/admin/sessions/${session.id}/students`)).json();
    expect(students.students).toEqual([
      expect.objectContaining({
        name: "Diya Sharma",
        paymentId,
        paymentStatus: "created",
        amount: 350,
        attended: false,
      }),
    ]);
    expect((await call("GET", "/api/admin/sessions/nope/students")).statusCode).toBe(404);

    const [payment] = await t.app.db
      .execute(sql`select reference from payments where id = ${paymentId}`)
      .then((r) => (r as unknown as { rows: { reference: string }[] }).rows);
    const byRef = (await call("GET", `/api/admin/payments?q=${payment?.reference.toLowerCase()}`)).json();
    expect(byRef.items.map((p: { id: string }) => p.id)).toEqual([paymentId]);
    expect(byRef.items[0]).toMatchObject({
      studentName: "Diya Sharma",
      sessionTitle: title,
      amount: 350,
      status: "created",
    });
    const neetPending = (
      await call("GET", `/api/admin/payments?status=created&domain=NEET&q=${buyer.email}`)
    ).json();
    expect(neetPending.total).toBe(1);
    expect((await call("GET", `/api/admin/payments?status=paid&q=${buyer.email}`)).json().total).toBe(0);
    // A search's page past the end still says how many match.
    expect((await call("GET", `/api/admin/payments?q=${buyer.email}&page=4`)).json()).toMatchObject({
      items: [],
      total: 1,
    });
    expect((await call("GET", "/api/admin/payments?status=refundable")).statusCode).toBe(400);
    // Sorted by amount, cheapest first, both when searching and not.
    const second = await newSession(t.app, mentor.cookie, {
      title: `${title} II`,
      category: "NEET",
      price: 120,
    });
    await bookWithPayment(t.app, buyer.cookie, admin.cookie, second.id, proof, "created");
    const amounts = async (query: string) =>
      (await call("GET", `/api/admin/payments?${query}`))
        .json()
        .items.map((p: { amount: number }) => p.amount);
    expect(await amounts(`q=${buyer.email}&sort=amount`)).toEqual([120, 350]);
    expect(await amounts(`q=${buyer.email}&sort=amount&dir=desc`)).toEqual([350, 120]);
    const all = await amounts("sort=amount&pageSize=50");
    expect(all).toEqual([...all].sort((a: number, b: number) => a - b));
    // An empty search is no search: every payment, counted.
    const emptySearch = await call("GET", "/api/admin/payments?q=");
    expect(emptySearch.statusCode).toBe(200);
    expect(emptySearch.json().total).toBe(emptySearch.json().items.length);
    expect(emptySearch.json().total).toBeGreaterThan(0);

    await runMeeting(t.app, mentor.cookie, session.id);
    const ended = (
      await call("GET", `/api/admin/sessions?status=completed&q=${encodeURIComponent(title)}`)
    ).json();
    expect(ended.total).toBe(1);
  });

  it("counts from the records and charts the last 30 days", async () => {
    const res = await call("GET", "/api/admin/overview");
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    const [counted] = (
      (await t.app.db.execute(sql`select
        (select count(*) from users where role = 'mentor' and deactivated_at is null) as mentors,
        (select count(*) from payments where status = 'created') as pending`)) as unknown as {
        rows: { mentors: unknown; pending: unknown }[];
      }
    ).rows;
    expect(overview.counts.mentors).toBe(Number(counted?.mentors));
    expect(overview.counts.pendingPayments).toBe(Number(counted?.pending));
    expect(overview.daily).toHaveLength(30);
    const today = overview.daily[29];
    expect(today.bookings).toBeGreaterThan(0);
    expect(overview.sessionsByCategory).toHaveLength(9);
    expect(
      overview.sessionsByCategory.reduce((n: number, c: { sessions: number }) => n + c.sessions, 0),
    ).toBe(overview.counts.sessions);
  });
});

describe("content, FAQs and social links", () => {
  it("writes About Us for the public page and refuses an oversized text", async () => {
    const content = `## Who we are\n\nWritten at ${Date.now()}.`;
    const res = await call("PUT", "/api/admin/content/about-us", { content });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/content/about-us", undefined, null)).json().content).toBe(content);
    const tooLong = await call("PUT", "/api/admin/content/Terms", { content: "x".repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].field).toBe("body.content");
    expect((await call("PUT", "/api/admin/content/careers", { content })).statusCode).toBe(400);
  });

  it("replaces the FAQs in their new order, and a bad list changes nothing", async () => {
    const list = [
      { question: "Can I pay by card?", answer: "Not yet: payments are by UPI." },
      { question: "When do refunds apply?", answer: "Up to 24 hours before the session." },
    ];
    const res = await call("PUT", "/api/admin/faqs", { faqs: list });
    expect(res.json().map((f: { question: string }) => f.question)).toEqual(list.map((f) => f.question));
    const bad = await call("PUT", "/api/admin/faqs", { faqs: [...list, { question: " ", answer: "x" }] });
    expect(bad.statusCode).toBe(400);
    const publicFaqs = (await call("GET", "/api/faqs", undefined, null)).json();
    expect(publicFaqs.map((f: { question: string }) => f.question)).toEqual(list.map((f) => f.question));
  });

  it("keeps a Hindi version of a page beside the English one; Hindi readers get English until it is written", async () => {
    const english = `## Terms\n\nRefunds up to 24 hours before a session (${Date.now()}).`;
    expect((await call("PUT", "/api/admin/content/Terms", { content: english })).statusCode).toBe(200);
    // An emptied Hindi version (a new install ships one): a Hindi reader gets the English, marked so.
    expect(
      (await call("PUT", "/api/admin/content/Terms", { content: "", language: "hi" })).json().contentHi,
    ).toBe("");
    const before = (await call("GET", "/api/content/Terms?language=hi", undefined, null)).json();
    expect(before).toMatchObject({ content: english, language: "en" });

    const hindi = "## नियम\n\nसेशन से 24 घंटे पहले तक पूरा रिफ़ंड।";
    const saved = await call("PUT", "/api/admin/content/Terms", { content: hindi, language: "hi" });
    expect(saved.statusCode).toBe(200);
    // Writing the Hindi leaves the English as it was.
    expect(saved.json()).toMatchObject({ content: english, contentHi: hindi });
    expect((await call("GET", "/api/content/Terms?language=hi", undefined, null)).json()).toMatchObject({
      content: hindi,
      language: "hi",
    });
    expect((await call("GET", "/api/content/Terms", undefined, null)).json()).toMatchObject({
      content: english,
      language: "en",
    });
    expect((await call("GET", "/api/admin/content/Terms")).json()).toMatchObject({
      content: english,
      contentHi: hindi,
    });
    expect((await call("GET", "/api/content/Terms?language=fr", undefined, null)).statusCode).toBe(400);
  });

  it("shows a FAQ in Hindi only when both its Hindi question and answer are written", async () => {
    const list = [
      {
        question: "Can I pay by card?",
        answer: "Not yet: payments are by UPI.",
        questionHi: "क्या मैं कार्ड से पेमेंट कर सकता हूँ?",
        answerHi: "अभी नहीं: पेमेंट UPI से होता है।",
      },
      {
        question: "When do refunds apply?",
        answer: "Up to 24 hours before the session.",
        questionHi: "रिफ़ंड कब?",
      },
    ];
    expect((await call("PUT", "/api/admin/faqs", { faqs: list })).statusCode).toBe(200);
    const hindi = (await call("GET", "/api/faqs?language=hi", undefined, null)).json();
    expect(hindi).toEqual([
      expect.objectContaining({ question: list[0]?.questionHi, answer: list[0]?.answerHi, language: "hi" }),
      expect.objectContaining({ question: list[1]?.question, answer: list[1]?.answer, language: "en" }),
    ]);
    const edited = (await call("GET", "/api/admin/faqs")).json();
    expect(edited[1]).toMatchObject({ questionHi: "रिफ़ंड कब?", answerHi: "" });
  });

  it("takes https links only, clears empty ones, and writes nothing when one is refused", async () => {
    const links = {
      facebook: "https://www.facebook.com/toppersconnect",
      twitter: "",
      youtube: "https://www.youtube.com/@toppersconnect",
      instagram: "https://www.instagram.com/toppersconnect",
      linkedin: "https://www.linkedin.com/company/toppersconnect",
    };
    const res = await call("PUT", "/api/admin/social", links);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...links, twitter: null });
    const refused = await call("PUT", "/api/admin/social", {
      ...links,
      facebook: "https://www.facebook.com/changed",
      twitter: "javascript:alert(1)",
      youtube: "http://youtube.com/x",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual(
      expect.arrayContaining([
        { field: "body.twitter", message: HTTPS_URL_MESSAGE, code: "module.httpsUrl" },
        { field: "body.youtube", message: HTTPS_URL_MESSAGE, code: "module.httpsUrl" },
      ]),
    );
    expect((await call("GET", "/api/social", undefined, null)).json().facebook).toBe(links.facebook);
  });
});

describe("mentor applications", () => {
  const PDF = Buffer.from(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );

  async function apply(email: string, withResume = true) {
    const boundary = "----admin-test";
    const fields = {
      name: "Sneha Kulkarni",
      email,
      phone: "+91 91234 56789",
      dob: "2005-06-02",
      education: "MBBS (1st year), AIIMS Delhi. NEET-UG 2025: AIR 96.",
      experience: "Ran a free Biology doubt group for 40 NEET droppers.",
    };
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const body = Buffer.concat([
      Buffer.from(parts.join("")),
      ...(withResume
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="sneha.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
            PDF,
            Buffer.from("\r\n"),
          ]
        : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/mentor-applications",
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  it("approves an application once: the applicant becomes a mentor and is invited", async () => {
    const email = uniqueEmail("sneha");
    const id = await apply(email);
    const listed = (await call("GET", "/api/admin/applications?status=new&pageSize=50")).json();
    const item = listed.items.find((a: { id: string }) => a.id === id);
    expect(item).toMatchObject({ email, status: "new", resumeName: "sneha.pdf" });

    const resume = await call("GET", item.resumeUrl);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers["content-type"]).toBe("application/pdf");
    expect(resume.headers["content-disposition"]).toBe('attachment; filename="sneha.pdf"');
    expect(resume.rawPayload.equals(PDF)).toBe(true);

    const approved = await call("POST", `/api/admin/applications/${id}/approve`, { domain: "NEET" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(ADMIN_MESSAGES.applicationApproved(email));
    const mentors = (await call("GET", `/api/admin/mentors?q=${encodeURIComponent(email)}`)).json();
    expect(mentors.items[0]).toMatchObject({ name: "Sneha Kulkarni", domain: "NEET", activated: false });
    const mails = await mailsTo(email);
    expect(mails.some((m) => /oobCode=/.test(m.text ?? ""))).toBe(true);

    const again = await call("POST", `/api/admin/applications/${id}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.applicationDecided);
    const decided = (await call("GET", "/api/admin/applications?status=approved")).json();
    expect(decided.items.find((a: { id: string }) => a.id === id)).toMatchObject({ decidedBy: "Neha Admin" });
  });

  it("rejects, and an approval that cannot create the mentor leaves the application new", async () => {
    const rejected = await apply(uniqueEmail("rejected"), false);
    expect((await call("POST", `/api/admin/applications/${rejected}/reject`, {})).json().message).toBe(
      ADMIN_MESSAGES.applicationRejected,
    );
    expect((await call("GET", `/api/admin/applications/${rejected}/resume`)).statusCode).toBe(404);

    const adminsOwn = await apply(admin.email, false);
    const refused = await call("POST", `/api/admin/applications/${adminsOwn}/approve`, {});
    expect(refused.statusCode).toBe(409);
    const [row] = await t.app.db
      .select({ status: mentorApplications.status })
      .from(mentorApplications)
      .where(eq(mentorApplications.id, adminsOwn));
    expect(row?.status).toBe("new");
    expect((await call("POST", "/api/admin/applications/unknown/approve", {})).statusCode).toBe(404);
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
