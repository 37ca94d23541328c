import { signUpBody } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { NUL_MESSAGE } from "./http/nul-guard";

// Routes that exist only in this test, to drive the shared error handling from the outside.
function addProbeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/probe",
    {
      schema: {
        body: z.object({ email: z.email(), seats: z.number().int().min(1).max(50) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ({ ok: true, seats: request.body.seats }),
  );
  app.get("/api/probe/crash", async () => {
    throw new Error("connection to 10.0.0.7 failed: password authentication failed for user app");
  });
}

describe("the API's shared behaviour", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: addProbeRoutes });
  });
  afterAll(() => t.close());

  it("answers a bad request with 400, each field and its reason", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/probe?page=0",
      payload: { email: "mentor@example.com", seats: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(res.json().issues).toEqual([{ field: "query.page", message: expect.stringContaining(">=1") }]);

    const body = await t.app.inject({
      method: "POST",
      url: "/api/probe",
      payload: { email: "x", seats: 51 },
    });
    expect(body.statusCode).toBe(400);
    const fields = body.json().issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(["body.email", "body.seats"]);
    expect(body.json().message).toContain("body.email");
  });

  it("names a missing body as the field at fault", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/probe", payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(["body.email", "body.seats"]);
  });

  it("answers malformed JSON with 400 and a plain reason", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/probe",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: "The request body is not valid JSON." });
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/probe",
      headers: { "content-type": "application/x-unknown" },
      payload: "x",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("This content type is not supported here.");
  });

  it("refuses text with a NUL character (PostgreSQL cannot store one) with 400, naming the field", async () => {
    const param = await t.app.inject({ method: "GET", url: "/api/sessions/a%00b" });
    expect(param.statusCode).toBe(400);
    expect(param.json().issues).toEqual([
      { field: "params.id", message: NUL_MESSAGE, code: "http.nulCharacter" },
    ]);
    const query = await t.app.inject({ method: "GET", url: "/api/sessions?type=group&category=NEET%00" });
    expect(query.statusCode).toBe(400);
    expect(query.json().issues).toEqual([
      { field: "query.category", message: NUL_MESSAGE, code: "http.nulCharacter" },
    ]);
    const body = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: signUpBody({ firstName: "As\u0000ha" }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().issues).toEqual([
      { field: "body.firstName", message: NUL_MESSAGE, code: "http.nulCharacter" },
    ]);
  });

  it("never shows internals in a 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/probe/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Something went wrong on our side. Please try again in a moment.",
      code: "http.serverError",
    });
    expect(res.body).not.toContain("10.0.0.7");
    expect(res.body).not.toContain("stack");
  });

  it("answers unknown API paths with a JSON 404, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/no-such-thing?x=1" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: "Not Found",
        message: `No route ${method} /api/no-such-thing.`,
      });
    }
  });

  it("sends security headers with a strict Content-Security-Policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("gives every answer a request id, keeping a sane one from a proxy", async () => {
    const own = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-42.abc" },
    });
    expect(passed.headers["x-request-id"]).toBe("lb-42.abc");
    const hostile = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("publishes the OpenAPI document and its browsable page", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe("3.1.0");
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(["/api/health", "/api/social"]));
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("swagger");
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});

describe("shutting down", () => {
  it("finishes a request in flight before closing", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const t = await createTestApp({
      beforeReady: (app) =>
        app.get("/api/probe/slow", async () => {
          arrived();
          await gate;
          return { done: true };
        }),
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/probe/slow`);
    await started;
    const closing = t.app.close();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await t.close();
  });
});
