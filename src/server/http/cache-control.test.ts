import { signedIn } from "@test-support/accounts";
import { bookWithPayment, form, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * API answers hold names, phones, emails and payments: no cache on the way (a proxy, a CDN, the
 * browser's disk) may keep one, unless its route says the answer is public and sets its own
 * Cache-Control. Checked on every GET operation of the OpenAPI document, as an admin (who may call
 * them all), with real ids where there are some to have.
 */

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  const mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  student = await signedIn(t.app, "student", "Arjun Nair");
  const session = await newSession(t.app, mentor.cookie);
  const image = await proofImage();
  const { bookingId, paymentId } = await bookWithPayment(
    t.app,
    student.cookie,
    admin.cookie,
    session.id,
    image,
    "created",
  );
  Object.assign(ids, {
    session: session.id,
    booking: bookingId,
    payment: paymentId,
    mentor: mentor.id,
    email: student.email,
  });
  const picture = form({}, image, "me.png");
  const avatar = await t.app.inject({
    method: "POST",
    url: "/api/me/avatar",
    payload: picture.payload,
    headers: { ...picture.headers, cookie: mentor.cookie },
  });
  if (avatar.statusCode !== 200) throw new Error(`avatar: ${avatar.statusCode} ${avatar.body}`);
  const about = await t.app.inject({
    method: "PUT",
    url: "/api/admin/content/about-us",
    payload: { content: "## Who we are" },
    headers: { cookie: admin.cookie },
  });
  if (about.statusCode !== 200) throw new Error(`content: ${about.statusCode} ${about.body}`);
});
afterAll(() => t.close());

/** Public answers whose routes set their own Cache-Control, and what it is. */
const OWN: Record<string, { url: () => string; cacheControl: string }> = {
  "GET /api/sessions": { url: () => "/api/sessions?type=onetoone", cacheControl: "no-cache" },
  "GET /api/social": { url: () => "/api/social", cacheControl: "no-cache" },
  "GET /api/faqs": { url: () => "/api/faqs", cacheControl: "no-cache" },
  "GET /api/content/{slug}": { url: () => "/api/content/about-us", cacheControl: "no-cache" },
  "GET /api/mentors": { url: () => "/api/mentors", cacheControl: "public, max-age=60" },
  "GET /api/mentors/directory": { url: () => "/api/mentors/directory", cacheControl: "public, max-age=60" },
  "GET /api/users/{id}/avatar": {
    url: () => `/api/users/${ids.mentor}/avatar`,
    cacheControl: "public, max-age=31536000, immutable",
  },
};

/** An id for a path parameter: a real one when the test made one, else one that matches nothing. */
function fill(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === "slug") return "about-us";
    if (name === "email") return encodeURIComponent(ids.email ?? "");
    if (path.includes("/payments/")) return ids.payment ?? "";
    if (path.includes("/bookings/")) return ids.booking ?? "";
    if (path.includes("/sessions/")) return ids.session ?? "";
    if (path.includes("/mentors/") || path.includes("/users/")) return ids.mentor ?? "";
    return "00000000-0000-4000-8000-000000000000";
  });
}

async function get(url: string, cookie = admin.cookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie } });
}

describe("Cache-Control on API answers", () => {
  it("is no-store on every GET operation whose route does not set its own", async () => {
    const doc = (await get("/api/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths)
      .filter(([, methods]) => "get" in methods)
      .map(([path]) => path);
    expect(operations.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const path of operations) {
      if (`GET ${path}` in OWN) continue;
      const res = await get(fill(path));
      const header = String(res.headers["cache-control"] ?? "(none)");
      if (!header.split(",").some((d) => d.trim() === "no-store"))
        wrong.push(`GET ${path} → ${res.statusCode}, cache-control ${header}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ["/api/me", "admin"],
    ["/api/admin/students", "admin"],
    ["/api/admin/mentors", "admin"],
    ["/api/admin/payments", "admin"],
    ["/api/admin/sessions", "admin"],
    ["/api/admin/overview", "admin"],
    ["/api/me/dashboard", "student"],
    ["/api/me/bookings", "student"],
  ])("is no-store on %s, with its personal answer (as %s)", async (url, as) => {
    const res = await get(url, as === "admin" ? admin.cookie : student.cookie);
    // Only an answer the route served counts here: a 404 would say nothing about these pages.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is no-store on an admin's payment, a refusal, an unknown API path and the OpenAPI document", async () => {
    const payment = await get(`/api/payments/${ids.payment}`);
    expect(payment.statusCode, payment.body).toBe(200);
    const refused = await t.app.inject({ method: "GET", url: "/api/admin/students" });
    expect(refused.statusCode).toBe(401);
    for (const res of [payment, refused, await get("/api/no-such-thing"), await get("/api/openapi.json")])
      expect(res.headers["cache-control"]).toMatch(/\bno-store\b/);
  });

  it.each(Object.entries(OWN))("keeps %s's own Cache-Control", async (_operation, { url, cacheControl }) => {
    const res = await t.app.inject({ method: "GET", url: url() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe(cacheControl);
  });
});
