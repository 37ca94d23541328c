import path from "node:path";
import { cookieOf, signedIn } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentorProfiles, users } from "../../db/schema";
import { createAccount } from "../auth/create-account";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  mentor = await signedIn(t.app, "mentor", "Zubin Signed-in Mentor");
  student = await signedIn(t.app, "student", "Zoya Student");
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (local: string) => `${local}.${Date.now()}.${++counter}@example.com`;

async function mailsTo(email: string) {
  await deliverEmails(t.app);
  return (await readOutbox(path.join(t.config.dataDir, "outbox"))).filter((m) => m.to.includes(email));
}

/** As the admin unless another cookie is given; `null` is signed out. */
const invite = (payload: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/users",
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });

const choices = (q?: string, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method: "GET",
    url: q === undefined ? "/api/mentor-choices" : `/api/mentor-choices?q=${encodeURIComponent(q)}`,
    headers: cookie ? { cookie } : {},
  });

const signIn = (role: "student" | "mentor", name: string, email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { role, name, email, password, rememberMe: false },
  });

describe("who may use the admin tools", () => {
  it("answers 401 signed out and 403 to students and mentors, creating and sending nothing", async () => {
    const email = uniqueEmail("intruder");
    const body = { name: "Sneaky Admin", email, role: "admin" };
    expect((await invite(body, null)).statusCode).toBe(401);
    expect((await invite(body, student.cookie)).statusCode).toBe(403);
    expect((await invite(body, mentor.cookie)).statusCode).toBe(403);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);

    expect((await choices(undefined, null)).statusCode).toBe(401);
    expect((await choices("a", student.cookie)).statusCode).toBe(403);
    expect((await choices("a", mentor.cookie)).statusCode).toBe(403);
  });
});

describe("POST /api/admin/users", () => {
  it("invites a mentor who sets a password from the emailed link and then signs in as a mentor", async () => {
    const email = uniqueEmail("kavya.reddy");
    const res = await invite({
      name: "  Kavya Reddy ",
      email: `  ${email.toUpperCase()} `,
      role: "mentor",
      phone: "91234 56789",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: `Invitation sent to ${email}.` });
    const { id } = res.json();

    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: "Kavya Reddy", email, role: "mentor", phone: "+919123456789" });
    expect(await t.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, id))).toHaveLength(1);

    // No password was chosen for them: nothing signs in yet.
    for (const guess of ["password", "correct-horse-battery"]) {
      expect((await signIn("mentor", "Kavya Reddy", email, guess)).statusCode).toBe(401);
    }

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("You're invited to Toppers Connect: set your password");
    expect(mails[0]?.text).toContain("Hi Kavya Reddy,");
    expect(mails[0]?.text).toContain("added as a mentor");
    const token = mails[0]?.text.match(/\/reset-password\?mode=resetPassword&oobCode=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(check.json()).toEqual({ purpose: "invitation", email });

    const set = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "jee-advanced-air-842" },
    });
    expect(set.statusCode, set.body).toBe(200);

    const signedInAsMentor = await signIn("mentor", "Kavya Reddy", email, "jee-advanced-air-842");
    expect(signedInAsMentor.statusCode, signedInAsMentor.body).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: cookieOf(signedInAsMentor) },
    });
    expect(me.json().user).toMatchObject({ id, name: "Kavya Reddy", email, role: "mentor" });

    // The link works once.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "someone-else-now" },
    });
    expect(again.statusCode).toBe(400);
    expect((await signIn("mentor", "Kavya Reddy", email, "someone-else-now")).statusCode).toBe(401);

    // The new mentor is one an admin can post for.
    expect((await choices("kavya")).json()).toEqual([{ id, name: "Kavya Reddy", email }]);
  });

  it("refuses an email that is taken (whatever its case) with 409, and sends no second email", async () => {
    const email = uniqueEmail("arjun.iyer");
    expect((await invite({ name: "Arjun Iyer", email, role: "student" })).statusCode).toBe(201);
    const taken = await invite({ name: "Arjun Again", email: email.toUpperCase(), role: "mentor" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain("already exists");
    const existing = await invite({ name: "Signed-in Student", email: student.email, role: "admin" });
    expect(existing.statusCode).toBe(409);

    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(student.email)).toHaveLength(0);
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([expect.objectContaining({ name: "Arjun Iyer", role: "student" })]);
    const [them] = await t.app.db.select().from(users).where(eq(users.email, student.email));
    expect(them?.role).toBe("student");
  });

  it.each([
    [{ email: "x@example.com", role: "mentor" }, "body.name"],
    [{ name: "   ", email: "x@example.com", role: "mentor" }, "body.name"],
    [{ name: "Ira", email: "not-an-email", role: "mentor" }, "body.email"],
    [{ name: "Ira", role: "mentor" }, "body.email"],
    [{ name: "Ira", email: "x@example.com", role: "superuser" }, "body.role"],
    [{ name: "Ira", email: "x@example.com" }, "body.role"],
    [{ name: "Ira", email: "x@example.com", role: "mentor", phone: "555-0100" }, "body.phone"],
  ])("refuses %o with 400 naming %s", async (body, field) => {
    const res = await invite(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    expect(await mailsTo("x@example.com")).toHaveLength(0);
  });
});

describe("GET /api/mentor-choices", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const make = async (key: string, name: string, email: string, role: "mentor" | "student" | "admin") => {
      ids[key] = (await createAccount(t.app.db, { name, email, role })).id;
    };
    await make("rohan", "Rohan Mehta", "rohan_m@toppers.example", "mentor");
    await make("rohanx", "Rohan Xavier", "rohanxm@toppers.example", "mentor");
    await make("top1", "Top 1% Ranker", "ranker@toppers.example", "mentor");
    await make("top10", "Top 10 Ranker", "ten@toppers.example", "mentor");
    await make("studentRohan", "Rohan Student", "rohan.student@toppers.example", "student");
    await make("adminRohan", "Rohan Admin", "rohan.admin@toppers.example", "admin");
  });

  const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((m) => m.name);

  it("lists only mentors, with their name and email, in name order", async () => {
    const res = await choices();
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; name: string; email: string }[];
    const mentors = await t.app.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.role, "mentor"));
    expect(list).toHaveLength(mentors.length);
    expect(new Set(list.map((m) => m.id))).toEqual(new Set(mentors.map((m) => m.id)));
    expect(list).toContainEqual({ id: ids.rohan, name: "Rohan Mehta", email: "rohan_m@toppers.example" });
    for (const id of [student.id, admin.id, ids.studentRohan, ids.adminRohan])
      expect(list.map((m) => m.id)).not.toContain(id);
    const order = list.map((m) => m.name);
    expect(order.indexOf("Rohan Mehta")).toBeLessThan(order.indexOf("Rohan Xavier"));
    expect(order.indexOf("Rohan Xavier")).toBeLessThan(order.indexOf("Top 1% Ranker"));
    expect(order.indexOf("Top 10 Ranker")).toBeLessThan(order.indexOf("Zubin Signed-in Mentor"));
  });

  it("filters by name or email, ignoring case", async () => {
    expect(names(await choices("ROHAN"))).toEqual(["Rohan Mehta", "Rohan Xavier"]);
    expect(names(await choices("  xAvIeR "))).toEqual(["Rohan Xavier"]);
    expect(names(await choices("TEN@TOPPERS"))).toEqual(["Top 10 Ranker"]);
    expect(await (await choices("nobody-like-this")).json()).toEqual([]);
  });

  it("takes % and _ as the characters themselves", async () => {
    expect(names(await choices("%"))).toEqual(["Top 1% Ranker"]);
    expect(names(await choices("1%"))).toEqual(["Top 1% Ranker"]);
    expect(names(await choices("n_m"))).toEqual(["Rohan Mehta"]);
    expect(names(await choices("_"))).toEqual(["Rohan Mehta"]);
    expect(names(await choices("\\"))).toEqual([]);
  });

  it("answers at most 50", async () => {
    await Promise.all(
      Array.from({ length: 55 }, (_, i) =>
        createAccount(t.app.db, {
          name: `Batch Mentor ${String(i).padStart(2, "0")}`,
          email: `batch.${i}@toppers.example`,
          role: "mentor",
        }),
      ),
    );
    const list = names(await choices("batch"));
    expect(list).toHaveLength(50);
    expect(list[0]).toBe("Batch Mentor 00");
    expect(list[49]).toBe("Batch Mentor 49");
  });
});
