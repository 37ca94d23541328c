import { injectAs, type Method, signedIn } from "@test-support/accounts";
import { bookWithPayment, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages, faqs, socialLinks } from "../../db/schema";

/*
 * Every admin endpoint, whichever module serves it, is refused to everyone but admins; and the
 * overview, which counts across people, sessions and payments. Each domain's admin screens are
 * tested beside their code.
 */

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  student = await signedIn(t.app, "student", "Arjun Nair");
  // A booking made today, for the overview's chart.
  const session = await newSession(t.app, mentor.cookie, { price: 350 });
  await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, await proofImage(), "created");
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (local: string) => `${local}.${Date.now()}.${++counter}@example.com`;

const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  injectAs(t.app, method, url, payload, cookie);

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

describe("students, sessions, payments and the overview", () => {
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
