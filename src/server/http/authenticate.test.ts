import { signedIn } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireUser, viewerOf } from "./authenticate";

// Probe routes that exist only here, guarded the way real routes are.
function addProbes(app: FastifyInstance) {
  app.get("/api/probe/anyone-signed-in", { preValidation: requireUser(app) }, async (request) => ({
    id: viewerOf(request).id,
  }));
  app.get("/api/probe/mentors", { preValidation: requireUser(app, "mentor", "admin") }, async () => ({
    ok: true,
  }));
  app.get("/api/probe/admins", { preValidation: requireUser(app, "admin") }, async () => ({ ok: true }));
}

describe("role guards", () => {
  let t: TestContext;
  let cookies: Record<"student" | "mentor" | "admin", string>;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: addProbes });
    cookies = {
      student: (await signedIn(t.app, "student")).cookie,
      mentor: (await signedIn(t.app, "mentor")).cookie,
      admin: (await signedIn(t.app, "admin")).cookie,
    };
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it.each([
    ["/api/probe/anyone-signed-in", { anonymous: 401, student: 200, mentor: 200, admin: 200 }],
    ["/api/probe/mentors", { anonymous: 401, student: 403, mentor: 200, admin: 200 }],
    ["/api/probe/admins", { anonymous: 401, student: 403, mentor: 403, admin: 200 }],
  ] as const)("%s answers each role as expected", async (url, expected) => {
    expect((await get(url)).statusCode).toBe(expected.anonymous);
    for (const role of ["student", "mentor", "admin"] as const) {
      const res = await get(url, cookies[role]);
      expect(res.statusCode, role).toBe(expected[role]);
      if (res.statusCode === 403) expect(res.json().message).toBe("You do not have access to this.");
    }
    expect((await get(url)).json().message).toBe("Please log in to continue.");
  });
});
