import path from "node:path";
import { cookieOf, signedIn, signUpBody } from "@test-support/accounts";
import { readOutbox } from "@test-support/email-parser";
import { deliverEmails } from "@test-support/mail";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, studentProfiles, users, verifications } from "../../db/schema";
import { createAccount } from "./create-account";
import { ensureFirstAdmin } from "./ensure-first-admin";
import { INVITATION_DAYS, inviteUser } from "./invite-user";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie?: string) =>
  (await t.app.inject({ method: "GET", url: "/api/me", headers: cookie ? { cookie } : {} })).json().user;

/** The emails to `email` but a sign-up's "Verify your email" (email-verification.test.ts), oldest first. */
async function mailsTo(email: string) {
  await deliverEmails(t.app);
  return (await readOutbox(path.join(t.config.dataDir, "outbox"))).filter(
    (m) => m.to.includes(email) && !m.text.includes("/verify-email?"),
  );
}

function tokenFrom(text: string): string {
  const match = text.match(/\/reset-password\?mode=resetPassword&oobCode=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

const signIn = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { role: "student", rememberMe: false, ...body },
    headers,
  });

describe("sign up", () => {
  it("creates a student with a profile, signs them in with an httpOnly Lax cookie", async () => {
    const body = signUpBody({ email: "  Meera.Nair@Example.com " });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      name: "Asha Verma",
      email: "meera.nair@example.com",
      role: "student",
    });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/tc\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await me(cookieOf(res))).toMatchObject({
      email: "meera.nair@example.com",
      role: "student",
      image: null,
    });

    const [user] = await t.app.db.select().from(users).where(eq(users.email, "meera.nair@example.com"));
    expect(user?.phone).toBe("+919876543210");
    const [profile] = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user?.id ?? ""));
    expect(profile).toMatchObject({ domain: "General", interests: [] });
  });

  it("makes a student even when the body asks for another role", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: signUpBody({ role: "admin" }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe("student");
    expect((await me(cookieOf(res))).role).toBe("student");
  });

  it("names every missing field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: {} });
    expect(res.statusCode).toBe(400);
    const fields = res.json().issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "body.firstName",
        "body.lastName",
        "body.email",
        "body.phone",
        "body.password",
        "body.acceptTerms",
      ]),
    );
  });

  it.each([
    [{ confirmPassword: "something-else" }, "body.confirmPassword", "Passwords don't match!"],
    [
      { password: "short", confirmPassword: "short" },
      "body.password",
      "Password must be at least 8 characters.",
    ],
    [{ email: "not-an-email" }, "body.email", "Please enter a valid email address."],
    [{ phone: "12345" }, "body.phone", "Please enter a valid 10-digit mobile number."],
    [
      { acceptTerms: false },
      "body.acceptTerms",
      "Please accept the Terms and Conditions and the Privacy Policy.",
    ],
    [{ firstName: "   " }, "body.firstName", "Please fill in all required fields"],
  ])("refuses %o with a reason for %s", async (override, field, message) => {
    const body = signUpBody(override);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ field, message }));
    const rows = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email).toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it("refuses an email that is already registered, whatever its case, and keeps the first account", async () => {
    const body = signUpBody();
    expect((await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body })).statusCode).toBe(
      201,
    );
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: {
        ...body,
        email: body.email.toUpperCase(),
        password: "another-password",
        confirmPassword: "another-password",
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this email already exists. Please log in instead.");
    expect((await signIn({ email: body.email, password: body.password })).statusCode).toBe(200);
  });

  it("lets only one of two simultaneous sign-ups with one email through, without a 500", async () => {
    const body = signUpBody();
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe("sign in", () => {
  it("signs in with the right password and refuses a wrong one or an unknown email with one message", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    const ok = await signIn({ email: body.email, password: body.password });
    expect(ok.statusCode).toBe(200);
    expect(await me(cookieOf(ok))).toMatchObject({ email: body.email });

    const wrong = await signIn({ email: body.email, password: "not-the-password" });
    const unknown = await signIn({ email: "nobody.here@example.com", password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Invalid email or password.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("asks a mentor for their name", async () => {
    const res = await signIn({ role: "mentor", email: "rohan@example.com", password: "whatever-it-is" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({
        field: "body.name",
        message: "Name is required for mentor login",
      }),
    );
  });

  it("lets the account's role decide: a student who picks Mentor is refused and no session is left", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const before = await t.app.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user?.id ?? ""));
    const res = await signIn({
      role: "mentor",
      name: "Asha Verma",
      email: body.email,
      password: body.password,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("this is not a mentor account");
    expect(res.headers["set-cookie"]).toBeUndefined();
    const after = await t.app.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user?.id ?? ""));
    expect(after).toHaveLength(before.length);
  });

  it("refuses a mentor who picks Student, and lets an admin pick either", async () => {
    const mentor = await createAccount(t.app.db, {
      name: "Rohan Mehta",
      email: "rohan.mehta@example.com",
      role: "mentor",
      password: "mentor-password",
    });
    expect(mentor.id).toBeTruthy();
    const asStudent = await signIn({ email: "rohan.mehta@example.com", password: "mentor-password" });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().message).toBe("this is not a student account");
    const asMentor = await signIn({
      role: "mentor",
      name: "Rohan Mehta",
      email: "rohan.mehta@example.com",
      password: "mentor-password",
    });
    expect(asMentor.statusCode).toBe(200);

    await createAccount(t.app.db, {
      name: "Admin",
      email: "ops@example.com",
      role: "admin",
      password: "admin-password",
    });
    for (const role of ["student", "mentor"]) {
      const res = await signIn({ role, name: "Admin", email: "ops@example.com", password: "admin-password" });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe("admin");
    }
  });

  it("keeps the cookie for 30 days with Remember me, and for the browser session without", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    const remembered = String(
      (await signIn({ email: body.email, password: body.password, rememberMe: true })).headers["set-cookie"],
    );
    const session = String(
      (await signIn({ email: body.email, password: body.password, rememberMe: false })).headers["set-cookie"],
    );
    const maxAge = Number(remembered.match(/tc\.session_token=[^;]*;[^,]*?Max-Age=(\d+)/i)?.[1]);
    expect(maxAge).toBe(30 * 24 * 60 * 60);
    const tokenCookie =
      session.split(/,(?=\s*\w[\w.-]*=)/).find((c) => c.includes("tc.session_token=")) ?? "";
    expect(tokenCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("signs out: the cookie stops working", async () => {
    const { cookie } = await signedIn(t.app, "student");
    expect(await me(cookie)).not.toBeNull();
    const out = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
  });

  it("answers /api/me with null when signed out or with a forged cookie", async () => {
    expect(await me()).toBeNull();
    expect(await me("tc.session_token=forged.value")).toBeNull();
  });
});

describe("forgot and reset password", () => {
  it("answers an unknown email exactly like a known one, and mails only the known one", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    const known = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: body.email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "ghost@example.com" },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: "Password reset link sent to your email." });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo("ghost@example.com")).toHaveLength(0);
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toBe("Reset your Toppers Connect password");
    expect(mail?.text).toContain(`${t.config.publicUrl}/reset-password?mode=resetPassword&oobCode=`);
    expect(mail?.html).toContain("reset-password?mode=resetPassword&amp;oobCode=");
  });

  it("resets once with the emailed link, ends other sessions, and refuses the link a second time", async () => {
    const body = signUpBody();
    const signup = await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    const oldCookie = cookieOf(signup);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const [mail] = await mailsTo(body.email);
    const token = tokenFrom(mail?.text ?? "");

    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(check.json()).toEqual({ purpose: "reset", email: body.email });

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "jee-advanced-99" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe("Password has been reset successfully. Redirecting to login...");

    expect(await me(oldCookie)).toBeNull();
    expect((await signIn({ email: body.email, password: body.password })).statusCode).toBe(401);
    expect((await signIn({ email: body.email, password: "jee-advanced-99" })).statusCode).toBe(200);

    const reuse = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "third-password" },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe("Reset link is invalid or expired.");
    const recheck = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(recheck.statusCode).toBe(400);
  });

  it("refuses an expired link and a made-up one", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const token = tokenFrom((await mailsTo(body.email))[0]?.text ?? "");
    await t.app.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    for (const candidate of [token, "made-up-token"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: candidate, newPassword: "fresh-password" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Reset link is invalid or expired.");
    }
    expect((await signIn({ email: body.email, password: body.password })).statusCode).toBe(200);
  });

  it("refuses a new password that is too short, keeping the link usable", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const token = tokenFrom((await mailsTo(body.email))[0]?.text ?? "");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "short" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({
        field: "body.newPassword",
        message: "Password must be at least 8 characters.",
      }),
    );
    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(check.statusCode).toBe(200);
  });
});

describe("a used link ends the user's other links", () => {
  const tokensIn = async (email: string) => (await mailsTo(email)).map((m) => tokenFrom(m.text ?? ""));
  const setPassword = (token: string, newPassword: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });

  async function expectDead(token: string) {
    const res = await setPassword(token, "from-the-old-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Reset link is invalid or expired.");
    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe("Reset link is invalid or expired.");
  }

  it("after a reset with the newer of two reset links, the older one is refused and changes nothing", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const [older] = await tokensIn(body.email);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const newer = (await tokensIn(body.email)).find((token) => token !== older);
    if (!older || !newer) throw new Error("expected two reset links");

    expect((await setPassword(newer, "jee-main-newer")).statusCode).toBe(200);
    await expectDead(older);
    expect((await signIn({ email: body.email, password: "from-the-old-email" })).statusCode).toBe(401);
    expect((await signIn({ email: body.email, password: "jee-main-newer" })).statusCode).toBe(200);
  });

  it("after a reset link sets the first password, the invitation sent before it is refused", async () => {
    const email = `invited.${Date.now()}@example.com`;
    await inviteUser(t.app.commands, {
      name: "Meera Iyer",
      email,
      role: "mentor",
      mentor: { subjects: ["Chemistry"] },
    });
    const [invitation] = await tokensIn(email);
    // The invitation got lost; they ask for a reset link instead and use that.
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    const reset = (await tokensIn(email)).find((token) => token !== invitation);
    if (!invitation || !reset) throw new Error("expected an invitation and a reset link");

    expect((await setPassword(reset, "meera-chosen-password")).statusCode).toBe(200);
    await expectDead(invitation);
    const as = (password: string) => signIn({ role: "mentor", name: "Meera Iyer", email, password });
    expect((await as("from-the-old-email")).statusCode).toBe(401);
    expect((await as("meera-chosen-password")).statusCode).toBe(200);
  });
});

describe("a new link ends the links sent before it", () => {
  const setPassword = (token: string, newPassword: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
  const resetTokensIn = async (email: string) => (await mailsTo(email)).map((m) => tokenFrom(m.text));

  it("refuses an older reset link as soon as a newer one is issued, and the newer one works", async () => {
    const body = signUpBody();
    await t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload: body });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const [older] = await resetTokensIn(body.email);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const newer = (await resetTokensIn(body.email)).find((token) => token !== older);
    if (!older || !newer) throw new Error("expected two reset links");

    // Someone who got hold of the older email cannot use it, not even to look at it.
    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${older}` });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toBe("Reset link is invalid or expired.");
    const stale = await setPassword(older, "from-the-older-email");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe("Reset link is invalid or expired.");
    expect((await signIn({ email: body.email, password: "from-the-older-email" })).statusCode).toBe(401);
    expect((await signIn({ email: body.email, password: body.password })).statusCode).toBe(200);

    expect((await setPassword(newer, "from-the-newer-email")).statusCode).toBe(200);
    expect((await signIn({ email: body.email, password: "from-the-newer-email" })).statusCode).toBe(200);
  });
});

describe("invitations and the first admin", () => {
  it("invites without emailing a password: the link sets the first one and lives 7 days", async () => {
    const { id } = await inviteUser(t.app.commands, {
      name: "Kavya Reddy",
      email: "Kavya.Reddy@example.com",
      role: "mentor",
      mentor: { subjects: ["Physics"] },
    });
    expect(
      await signIn({
        role: "mentor",
        name: "Kavya",
        email: "kavya.reddy@example.com",
        password: "anything-at-all",
      }),
    ).toMatchObject({ statusCode: 401 });
    const [mail] = await mailsTo("kavya.reddy@example.com");
    expect(mail?.subject).toContain("invited");
    expect(mail?.text).toMatch(/expires in 7 days/);
    expect(`${mail?.text} ${mail?.html}`).not.toMatch(/temporary password|your password is/i);
    const token = tokenFrom(mail?.text ?? "");
    const [row] = await t.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_DAYS);

    expect(
      (await t.app.inject({ method: "GET", url: `/api/auth/reset-password?token=${token}` })).json(),
    ).toEqual({
      purpose: "invitation",
      email: "kavya.reddy@example.com",
    });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/reset-password",
          payload: { token, newPassword: "kavya-first-password" },
        })
      ).statusCode,
    ).toBe(200);
    const res = await signIn({
      role: "mentor",
      name: "Kavya Reddy",
      email: "kavya.reddy@example.com",
      password: "kavya-first-password",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id, role: "mentor" });
  });

  it("creates the first admin once, from ADMIN_EMAIL and ADMIN_PASSWORD, without logging the password", async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m) };
    const admin = { email: "founder@example.com", password: "first-admin-password" };
    const first = await ensureFirstAdmin(t.app.db, admin, log);
    const again = await ensureFirstAdmin(t.app.db, admin, log);
    expect([first, again]).toEqual(expect.arrayContaining(["exists"]));
    expect(lines.join("\n")).not.toContain(admin.password);
    const admins = await t.app.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins.length).toBeGreaterThanOrEqual(1);
  });
});

describe("protection", () => {
  it("refuses a state-changing request from another site", async () => {
    const body = signUpBody();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: body,
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Requests from other sites are not allowed.");
    expect(await t.app.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    const same = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: signUpBody(),
      headers: { origin: t.config.publicUrl },
    });
    expect(same.statusCode).toBe(201);
  });
});

describe("rate limits", () => {
  it("answers 429 with a clear message after too many sign-in attempts", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: "3" } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          payload: { role: "student", email: "someone@example.com", password: "wrong-password" },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json().message).toBe("Too many attempts. Please wait a minute and try again.");
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it("limits sign-in attempts per account, from any number of addresses, whatever the email's case", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SIGNIN_ACCOUNT_MAX: "10" } });
    try {
      const victim = signUpBody();
      await createAccount(limited.app.db, {
        name: "Asha Verma",
        email: victim.email,
        role: "student",
        password: victim.password,
      });
      // Someone guessing the password from a new address each time, writing the email differently.
      const spellings = [victim.email, ` ${victim.email.toUpperCase()} `, `${victim.email} `];
      const attempt = (i: number, email: string, password: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          remoteAddress: `198.51.100.${i + 1}`,
          payload: { role: "student", email, password },
        });
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await attempt(i, spellings[i % spellings.length] as string, `guess-number-${i}`);
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().message).toBe(
            "Too many sign-in attempts for this account. Please wait 15 minutes and try again.",
          );
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
      expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
      // Even the right password waits, so that a guess that happens to be right is not told so.
      expect((await attempt(50, victim.email, victim.password)).statusCode).toBe(429);

      // Another account, from one of the same addresses, is not affected.
      const other = signUpBody();
      await createAccount(limited.app.db, {
        name: "Rahul Nair",
        email: other.email,
        role: "student",
        password: other.password,
      });
      expect((await attempt(0, other.email, other.password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
