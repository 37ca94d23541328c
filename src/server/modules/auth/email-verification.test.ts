import { VERIFY_EMAIL_MESSAGES } from "@contract/auth";
import { cookieOf, signedIn, signUpBody } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, users } from "../../db/schema";
import { VERIFICATION_EMAILS_PER_HOUR, VERIFY_EMAIL_HOURS } from "./email-verification";
import { ensureFirstAdmin } from "./ensure-first-admin";
import { inviteUser } from "./invite-user";

/*
 * Verifying an account's email (docs/product.md §2.23): sign-up emails a link in the account's
 * language; the link (on any device, signed in or not) verifies the email once; a signed-in account
 * may ask for a new one, within limits; a reset or invitation link proves the mailbox too.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const me = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().user;

const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/sign-up", payload, headers });

const verify = (token: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/verify-email",
    payload: { token },
    headers: cookie ? { cookie } : {},
  });

const resend = (cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/verification-email",
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

/** The verification links emailed to `email`, oldest first, as URLs. */
async function linksTo(email: string): Promise<URL[]> {
  return (await mailsTo(t.app, email))
    .map((mail) => mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0])
    .filter((link): link is string => link !== undefined)
    .map((link) => new URL(link));
}
const tokenOf = (link: URL | undefined) => link?.searchParams.get("token") ?? "";
const emailVerifiedOf = async (email: string) =>
  (await t.app.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email)))[0]?.v;

describe("signing up", () => {
  it("emails a link that verifies the email once, from any device, and brings the student back", async () => {
    const body = signUpBody({ next: "/payment/ses_123?from=card" });
    const res = await signUp(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.emailVerified).toBe(false);
    const cookie = cookieOf(res);
    expect((await me(cookie)).emailVerified).toBe(false);

    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.subject).toBe("Verify your email for Toppers Connect");
    expect(mail?.text).toContain(body.email);
    expect(mail?.text).toContain(`${VERIFY_EMAIL_HOURS} hours`);
    const [link] = await linksTo(body.email);
    expect(`${link?.origin}${link?.pathname}`).toBe(new URL("/verify-email", t.config.publicUrl).toString());
    expect(link?.searchParams.get("next")).toBe("/payment/ses_123?from=card");

    // Opened on a phone where nobody is signed in.
    const done = await verify(tokenOf(link));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: VERIFY_EMAIL_MESSAGES.verified });
    expect((await me(cookie)).emailVerified).toBe(true);

    const again = await verify(tokenOf(link), cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: VERIFY_EMAIL_MESSAGES.linkInvalid,
      code: "verifyEmail.linkInvalid",
    });
  });

  it("writes the email in the account's language, with a link to the Hindi page", async () => {
    const body = signUpBody({ firstName: "आशा" });
    expect((await signUp(body, { cookie: "lang=hi" })).statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.subject).toBe("Toppers Connect के लिए अपना ईमेल वेरिफ़ाई करें");
    expect(mail?.text).toContain("नमस्ते आशा Verma,");
    const [link] = await linksTo(body.email);
    expect(link?.pathname).toBe("/hi/verify-email");
    expect(link?.searchParams.has("next")).toBe(false);
  });

  it("refuses a `next` that leaves the site, naming the field, and makes no account", async () => {
    for (const next of [
      "//evil.example/x",
      "https://evil.example/",
      "/\t/evil.example/",
      "javascript:alert(1)",
    ]) {
      const body = signUpBody({ next });
      const res = await signUp(body);
      expect(res.statusCode, next).toBe(400);
      expect(res.json().issues).toEqual([
        expect.objectContaining({ field: "body.next", code: "auth.nextNotOnSite" }),
      ]);
      expect(await emailVerifiedOf(body.email)).toBeUndefined();
      expect(await mailsTo(t.app, body.email)).toEqual([]);
    }
  });

  it("refuses an expired link and a made-up one, and verifies nothing", async () => {
    const body = signUpBody();
    await signUp(body);
    const [link] = await linksTo(body.email);
    t.clock.set(new Date(Date.now() + VERIFY_EMAIL_HOURS * 3_600_000 + 60_000));
    for (const token of [tokenOf(link), "made-up-token"]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VERIFY_EMAIL_MESSAGES.linkInvalid);
    }
    expect(await emailVerifiedOf(body.email)).toBe(false);
    const missing = await t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([expect.objectContaining({ field: "body.token" })]);
  });
});

describe("a new link", () => {
  it("is sent to a signed-in account on request, ends the older links, and carries `next` on", async () => {
    const body = signUpBody();
    const cookie = cookieOf(await signUp(body));
    const res = await resend(cookie, { next: "/payment/ses_9" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: VERIFY_EMAIL_MESSAGES.linkSent });
    const [older, newer] = await linksTo(body.email);
    expect(newer?.searchParams.get("next")).toBe("/payment/ses_9");

    expect((await verify(tokenOf(older))).statusCode).toBe(400);
    expect(await emailVerifiedOf(body.email)).toBe(false);
    expect((await verify(tokenOf(newer))).statusCode).toBe(200);
    expect(await emailVerifiedOf(body.email)).toBe(true);

    // Verified: nothing more to send.
    const done = await resend(cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(VERIFY_EMAIL_MESSAGES.alreadyVerified);
    expect(await linksTo(body.email)).toHaveLength(2);
  });

  it("needs someone signed in, and a `next` of this site", async () => {
    const signedOut = await t.app.inject({ method: "POST", url: "/api/auth/verification-email" });
    expect(signedOut.statusCode).toBe(401);
    const student = await signedIn(t.app, "student", "Asha Verma", { emailVerified: false });
    const away = await resend(student.cookie, { next: "//evil.example" });
    expect(away.statusCode).toBe(400);
    expect(away.json().issues).toEqual([expect.objectContaining({ field: "body.next" })]);
    expect(await linksTo(student.email)).toEqual([]);
  });

  it(`goes out at most ${VERIFICATION_EMAILS_PER_HOUR} times an hour to one account`, async () => {
    const body = signUpBody();
    const cookie = cookieOf(await signUp(body));
    for (let i = 1; i < VERIFICATION_EMAILS_PER_HOUR; i++)
      expect((await resend(cookie)).statusCode).toBe(200);
    const refused = await resend(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: VERIFY_EMAIL_MESSAGES.tooMany,
      code: "verifyEmail.tooMany",
    });
    const links = await linksTo(body.email);
    expect(links).toHaveLength(VERIFICATION_EMAILS_PER_HOUR);
    // The refusal sent nothing and ended nothing: the newest link still works.
    expect((await verify(tokenOf(links.at(-1)))).statusCode).toBe(200);

    // An hour later the account may ask again (were it still unverified).
    await t.app.db.update(users).set({ emailVerified: false }).where(eq(users.email, body.email));
    await t.app.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(emailOutbox.recipient, body.email));
    expect((await resend(cookie)).statusCode).toBe(200);
  });
});

describe("other proofs of the mailbox", () => {
  it("verifies the email of someone who sets their password from an invitation or a reset link", async () => {
    const email = `invited.${Date.now()}@example.com`;
    await inviteUser(t.app.commands, { name: "Kavya Reddy", email, role: "mentor" });
    expect(await emailVerifiedOf(email)).toBe(false);
    const token = (await mailsTo(t.app, email))[0]?.text.match(/oobCode=([\w-]+)/)?.[1] ?? "";
    const set = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "kavya-first-password" },
    });
    expect(set.statusCode).toBe(200);
    expect(await emailVerifiedOf(email)).toBe(true);

    const body = signUpBody();
    await signUp(body);
    const [link] = await linksTo(body.email);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: body.email } });
    const reset = (await mailsTo(t.app, body.email))
      .map((mail) => mail.text.match(/oobCode=([\w-]+)/)?.[1])
      .find(Boolean);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/reset-password",
          payload: { token: reset, newPassword: "a-brand-new-one" },
        })
      ).statusCode,
    ).toBe(200);
    expect(await emailVerifiedOf(body.email)).toBe(true);
    // The verification link has nothing left to do.
    expect((await verify(tokenOf(link))).statusCode).toBe(400);
  });

  it("counts the first admin of the settings as verified", async () => {
    const admin = { email: `founder.${Date.now()}@example.com`, password: "first-admin-password" };
    await t.app.db.execute(sql`update users set role = 'student' where role = 'admin'`);
    expect(await ensureFirstAdmin(t.app.db, admin, { info: () => {} })).toBe("created");
    expect(await emailVerifiedOf(admin.email)).toBe(true);
  });
});
