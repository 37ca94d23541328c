import type { AvailabilityBody } from "@contract/availability";
import { TEXT_MESSAGES } from "@contract/text";
import { signedIn, signUpBody } from "@test-support/accounts";
import { newSession, sessionBody } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentorProfiles, sessions, users } from "../../src/server/db/schema";

/*
 * One rule for people's texts (docs/product.md §5, src/contract/text.ts): a name, title, subject or
 * question is one line without control, separator or bidi characters; a multi-line text keeps its
 * line breaks and refuses the rest. A refusal is a 400 naming the field, and writes nothing.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let mentor: Account;
let student: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin");
  mentor = await signedIn(t.app, "mentor", "Meera Iyer");
  student = await signedIn(t.app, "student", "Ananya Sharma");
});
afterAll(async () => t?.close());

type Answer = Awaited<ReturnType<TestContext["app"]["inject"]>>;
/** A 400 whose issues name exactly `field`, with the rule's message and its code. */
function expectRefused(res: Answer, field: string, message: string = TEXT_MESSAGES.singleLine) {
  expect(res.statusCode, res.body).toBe(400);
  const issues = res.json().issues as { field: string; message: string; code?: string }[];
  expect(issues.map((issue) => issue.field)).toEqual([field]);
  expect(issues[0]).toMatchObject({
    message,
    code: message === TEXT_MESSAGES.singleLine ? "text.singleLine" : "text.controlCharacters",
  });
}

const sessionCount = async () => (await t.app.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;

describe("a name is one line", () => {
  it("refuses a sign-up whose first or last name has a line break, and makes no account", async () => {
    for (const [field, value] of [
      ["firstName", "Asha\r\nBcc: everyone@example.com"],
      ["lastName", "Ver\nma"],
      ["firstName", "As\u000Bha"],
      ["lastName", "Verma\u2028Sharma"],
      ["firstName", "\u202Eahsa"],
    ] as const) {
      const body = signUpBody({ [field]: value });
      const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
      expectRefused(res, `body.${field}`);
      expect(res.headers["set-cookie"]).toBeUndefined();
      const made = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      expect(made, JSON.stringify(value)).toEqual([]);
    }
    // Spaces around a name are trimmed, and Hindi names (with their joiners) are welcome.
    const body = signUpBody({ firstName: "  आशा  ", lastName: "व\u200Dर्मा\n" });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.name).toBe("आशा व\u200Dर्मा");
  });

  it("refuses a mentor's name with a line break at sign-in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { role: "mentor", name: "Meera\nIyer", email: "someone@example.com", password: "whatever-1" },
    });
    expectRefused(res, "body.name");
  });

  it("refuses an admin's new mentor, and an edit, whose name has a line break", async () => {
    const email = `new.mentor.${Date.now()}@example.com`;
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/mentors",
      headers: { cookie: admin.cookie },
      payload: { name: "Rohan\r\nMehta", email, subjects: ["Physics"] },
    });
    expectRefused(added, "body.name");
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const invited = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      headers: { cookie: admin.cookie },
      payload: { name: "Rohan\u0085Mehta", email, role: "mentor" },
    });
    expectRefused(invited, "body.name");

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/admin/mentors/${mentor.id}`,
      headers: { cookie: admin.cookie },
      payload: { name: "Meera\nIyer", subjects: ["Physics", "Che\nmistry"] },
    });
    expect(edited.statusCode).toBe(400);
    expect(
      edited
        .json()
        .issues.map((issue: { field: string }) => issue.field)
        .sort(),
    ).toEqual(["body.name", "body.subjects.1"]);
    const [row] = await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, mentor.id));
    expect(row?.name).toBe("Meera Iyer");
  });
});

describe("a title or subject is one line", () => {
  it("refuses a session whose title or subject has a line break or a bidi override, and posts nothing", async () => {
    const before = await sessionCount();
    for (const [field, value] of [
      ["title", "Rotational Motion\r\nX-Injected: yes"],
      ["title", "Physics \u202Efdp.exe"],
      ["subject", "Phy\nsics"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/sessions",
        headers: { cookie: mentor.cookie },
        payload: sessionBody({ [field]: value }),
      });
      expectRefused(res, `body.${field}`);
    }
    expect(await sessionCount()).toBe(before);
  });

  it("refuses an edit that puts a line break in the title, and keeps the old one", async () => {
    const posted = await newSession(t.app, mentor.cookie, { title: "Thermodynamics Drill" });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/sessions/${posted.id}`,
      headers: { cookie: mentor.cookie },
      payload: { title: "Thermodynamics\nDrill" },
    });
    expectRefused(res, "body.title");
    const [row] = await t.app.db
      .select({ title: sessions.title })
      .from(sessions)
      .where(eq(sessions.id, posted.id));
    expect(row?.title).toBe("Thermodynamics Drill");
  });

  it("keeps the line breaks of a description and refuses its other control characters", async () => {
    const kept = await newSession(t.app, mentor.cookie, {
      description: "Line one.\nLine two.\r\nLine three.",
    });
    const [row] = await t.app.db
      .select({ description: sessions.description })
      .from(sessions)
      .where(eq(sessions.id, kept.id));
    expect(row?.description).toBe("Line one.\nLine two.\r\nLine three.");

    const before = await sessionCount();
    for (const value of ["Bell \u0007 here", "Hidden \u202E override", "Escape \u001B[31m"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/sessions",
        headers: { cookie: mentor.cookie },
        payload: sessionBody({ description: value }),
      });
      expectRefused(res, "body.description", TEXT_MESSAGES.controlCharacters);
    }
    expect(await sessionCount()).toBe(before);
  });

  it("refuses a FAQ question with a line break, keeping the FAQs as they were", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/faqs" });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/faqs",
      headers: { cookie: admin.cookie },
      payload: { faqs: [{ question: "How do I pay?\nReally?", answer: "By UPI.\nThen upload the proof." }] },
    });
    expectRefused(res, "body.faqs.0.question");
    expect((await t.app.inject({ method: "GET", url: "/api/faqs" })).json()).toEqual(before.json());
  });

  it("refuses a rank's college with a line break", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/mentor/rank",
      headers: { cookie: mentor.cookie },
      payload: { exam: "JEE Advanced", air: 214, year: 2024, college: "IIT\nBombay" },
    });
    expectRefused(res, "body.college");
  });
});

describe("a one-to-one's subject and topic are one line", () => {
  const settings: AvailabilityBody = {
    windows: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "09:00", to: "12:00" })),
    durations: [60],
    price: 799,
    minNoticeHours: 12,
    bufferMinutes: 15,
    awayDates: [],
  };
  // 09:00 IST on Tuesday 1 December 2026.
  beforeEach(() => t.clock.set("2026-12-01T03:30:00Z"));

  it("refuses a slot whose subject or topic has a line break, makes no session, and books the clean one", async () => {
    const oneToOne = await signedIn(t.app, "mentor", "Kavya Reddy");
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/mentor/availability",
      headers: { cookie: oneToOne.cookie },
      payload: settings as unknown as Record<string, unknown>,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.db
      .update(mentorProfiles)
      .set({ subjects: ["Physics"] })
      .where(eq(mentorProfiles.userId, oneToOne.id));
    const [profile] = await t.app.db
      .select({ slug: mentorProfiles.slug })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, oneToOne.id));
    const url = `/api/mentors/by-slug/${profile?.slug}/slots`;
    const slot = { date: "2026-12-03", time: "10:00", durationMinutes: 60 };

    const before = await sessionCount();
    for (const [field, value] of [
      ["topic", "Rotational motion\r\nBcc: everyone@example.com"],
      ["topic", "Doubts\u2029and more"],
      ["subject", "Phys\nics"],
      ["topic", "\u2066hidden\u2069"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie: student.cookie },
        payload: { ...slot, subject: "Physics", [field]: value },
      });
      expectRefused(res, `body.${field}`);
    }
    expect(await sessionCount()).toBe(before);

    const clean = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie: student.cookie },
      payload: { ...slot, subject: "Physics", topic: "  Rotational motion doubts  " },
    });
    expect(clean.statusCode, clean.body).toBe(201);
    const [made] = await t.app.db
      .select({ description: sessions.description })
      .from(sessions)
      .where(eq(sessions.id, clean.json().sessionId));
    expect(made?.description).toBe("Rotational motion doubts");
  });
});
