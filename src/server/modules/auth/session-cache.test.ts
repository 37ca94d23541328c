import { signedIn } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { users } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";

// The signed session cache (docs/decisions/030) as a user and an attacker meet it: every ending of
// a sign-in and every change of role holds at once, on this app and on a second app on the same
// database (a second process behind the load balancer) that had already served the cookie.

function addProbes(app: FastifyInstance) {
  app.get("/api/probe/signed-in", { preValidation: requireUser(app) }, async (request) => ({
    id: viewerOf(request).id,
    role: viewerOf(request).role,
  }));
  app.get("/api/probe/mentors", { preValidation: requireUser(app, "mentor") }, async () => ({ ok: true }));
  app.get("/api/probe/admins", { preValidation: requireUser(app, "admin") }, async () => ({ ok: true }));
}

let t: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ beforeReady: addProbes });
  other = await buildApp({ config: t.config, database: t.database, logger: false, clock: t.clock });
  addProbes(other);
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: "GET", url, headers: { cookie } });
const both = [
  ["this app", () => t.app],
  ["another app on the same database", () => other],
] as const;

/** The cookie with one of its values replaced. */
function withCookie(cookie: string, name: string, value: string): string {
  return cookie
    .split("; ")
    .map((pair) => (pair.startsWith(`${name}=`) ? `${name}=${value}` : pair))
    .join("; ");
}
const cookieValue = (cookie: string, name: string) =>
  cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? "";

describe("the signed session cache", () => {
  it("is set at sign-in, httpOnly and Lax, beside the session cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: {
        firstName: "Kavya",
        lastName: "Iyer",
        email: `kavya.${Date.now()}@example.com`,
        phone: "9876543210",
        password: "a-long-password-1",
        confirmPassword: "a-long-password-1",
        acceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = [res.headers["set-cookie"]].flat().find((c) => String(c).startsWith("tc.session_data="));
    expect(data).toMatch(/HttpOnly/i);
    expect(data).toMatch(/SameSite=Lax/i);
  });

  it.each(both)("after sign-out the old cookie is refused on %s", async (_, app) => {
    const student = await signedIn(t.app, "student");
    expect(student.cookie).toContain("tc.session_data=");
    // Both apps have served this cookie before the sign-out.
    for (const [, each] of both)
      expect((await get(each(), "/api/probe/signed-in", student.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: student.cookie },
    });
    expect(out.statusCode).toBe(200);
    const res = await get(app(), "/api/probe/signed-in", student.cookie);
    expect(res.statusCode).toBe(401);
    expect((await get(app(), "/api/me", student.cookie)).json().user).toBeNull();
  });

  it.each(both)("after a password reset's sign-out everywhere, no old cookie works on %s", async (_, app) => {
    const student = await signedIn(t.app, "student");
    expect((await get(app(), "/api/probe/signed-in", student.cookie)).statusCode).toBe(200);
    // The reset ends every auth session of the account (better-auth's revokeSessionsOnPasswordReset).
    await t.app.auth.api.revokeSessions({ headers: new Headers({ cookie: student.cookie }) });
    expect((await get(app(), "/api/probe/signed-in", student.cookie)).statusCode).toBe(401);
  });

  it.each(both)("after demotion the old cookie cannot do the old role's work on %s", async (_, app) => {
    const admin = await signedIn(t.app, "admin");
    expect((await get(app(), "/api/probe/admins", admin.cookie)).statusCode).toBe(200);
    await t.app.db.update(users).set({ role: "student" }).where(eq(users.id, admin.id));
    expect((await get(app(), "/api/probe/admins", admin.cookie)).statusCode).toBe(403);
    // Still signed in, now as what the account is.
    const me = await get(app(), "/api/probe/signed-in", admin.cookie);
    expect(me.json()).toEqual({ id: admin.id, role: "student" });
  });

  it.each(both)("a promotion is seen at once on %s", async (_, app) => {
    const student = await signedIn(t.app, "student");
    expect((await get(app(), "/api/probe/mentors", student.cookie)).statusCode).toBe(403);
    await t.app.db.update(users).set({ role: "mentor" }).where(eq(users.id, student.id));
    expect((await get(app(), "/api/probe/mentors", student.cookie)).statusCode).toBe(200);
  });

  it.each(both)("a removed mentor is refused at once on %s", async (_, app) => {
    const admin = await signedIn(t.app, "admin");
    const mentor = await signedIn(t.app, "mentor");
    expect((await get(app(), "/api/probe/mentors", mentor.cookie)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/mentors/${mentor.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(app(), "/api/probe/mentors", mentor.cookie)).statusCode).toBe(401);
    expect((await get(app(), "/api/me", mentor.cookie)).json().user).toBeNull();
  });

  it.each(both)(
    "a deactivated account is refused at once on %s, even with its sessions left",
    async (_, app) => {
      const student = await signedIn(t.app, "student");
      expect((await get(app(), "/api/probe/signed-in", student.cookie)).statusCode).toBe(200);
      await t.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, student.id));
      expect((await get(app(), "/api/probe/signed-in", student.cookie)).statusCode).toBe(401);
    },
  );

  it("a changed detail (the language) shows on the next request, with a new cache", async () => {
    const student = await signedIn(t.app, "student");
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/language",
      payload: { language: "hi" },
      headers: { cookie: student.cookie },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const res = await get(other, "/api/me", student.cookie);
    expect(res.json().user.language).toBe("hi");
    expect(String(res.headers["set-cookie"])).toContain("tc.session_data=");
  });

  describe("a tampered cache cookie is refused", () => {
    it("a student's cache rewritten to say admin grants nothing", async () => {
      const student = await signedIn(t.app, "student");
      const data = cookieValue(student.cookie, "tc.session_data");
      const decoded = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
      expect(decoded.session.user.role).toBe("student");
      decoded.session.user.role = "admin";
      const forged = withCookie(
        student.cookie,
        "tc.session_data",
        Buffer.from(JSON.stringify(decoded)).toString("base64url"),
      );
      const res = await get(t.app, "/api/probe/admins", forged);
      expect(res.statusCode).toBe(403);
      // The forged cache is cleared and the session read from the database: the student as they are.
      expect(String(res.headers["set-cookie"])).toMatch(/tc\.session_data=;/);
      expect((await get(t.app, "/api/probe/signed-in", forged)).json()).toEqual({
        id: student.id,
        role: "student",
      });
    });

    it("another account's genuine cache beside one's own session answers as oneself", async () => {
      const admin = await signedIn(t.app, "admin");
      const student = await signedIn(t.app, "student");
      const mixed = withCookie(
        student.cookie,
        "tc.session_data",
        cookieValue(admin.cookie, "tc.session_data"),
      );
      expect((await get(t.app, "/api/probe/admins", mixed)).statusCode).toBe(403);
      expect((await get(t.app, "/api/probe/signed-in", mixed)).json().id).toBe(student.id);
    });

    it("a genuine cache without its session cookie signs nobody in", async () => {
      const admin = await signedIn(t.app, "admin");
      const dataOnly = `tc.session_data=${cookieValue(admin.cookie, "tc.session_data")}`;
      expect((await get(t.app, "/api/probe/admins", dataOnly)).statusCode).toBe(401);
    });
  });

  describe("read without better-auth (cookie-cache.ts)", () => {
    it("a genuine cache answers who this is from the cookie alone, exactly as getSession would", async () => {
      const student = await signedIn(t.app, "student");
      await t.app.auth.revocations.fresh();
      const user = t.app.auth.userFromCache(student.cookie);
      expect(user).toMatchObject({ id: student.id, role: "student" });
      const { response } = await t.app.auth.api.getSession({
        headers: new Headers({ cookie: student.cookie }),
        returnHeaders: true,
      });
      expect(user?.email).toBe(response?.user.email);
      expect(user?.name).toBe(response?.user.name);
    });

    it("anything it cannot vouch for goes to better-auth: forged, mismatched, expired or revoked", async () => {
      const student = await signedIn(t.app, "student");
      const admin = await signedIn(t.app, "admin");
      const data = cookieValue(student.cookie, "tc.session_data");
      const decoded = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
      const reencode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const cases = {
        "role rewritten": reencode({
          ...decoded,
          session: { ...decoded.session, user: { ...decoded.session.user, role: "admin" } },
        }),
        "expiry moved": reencode({ ...decoded, expiresAt: decoded.expiresAt + 3_600_000 }),
        "another account's cache": cookieValue(admin.cookie, "tc.session_data"),
        "not base64 JSON": "%%%",
      };
      for (const [name, value] of Object.entries(cases))
        expect(t.app.auth.userFromCache(withCookie(student.cookie, "tc.session_data", value)), name).toBe(
          undefined,
        );
      const token = cookieValue(student.cookie, "tc.session_token");
      const badToken = withCookie(
        student.cookie,
        "tc.session_token",
        token.replace(/^./, (c) => (c === "a" ? "b" : "a")),
      );
      expect(t.app.auth.userFromCache(badToken), "session cookie altered").toBeUndefined();
      expect(t.app.auth.userFromCache(student.cookie)).toBeDefined();
      // Signed out: once the revocation is read, the cookie is no longer vouched for.
      await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: student.cookie } });
      await t.app.auth.revocations.fresh();
      expect(t.app.auth.userFromCache(student.cookie), "after sign-out").toBeUndefined();
    });
  });
});
