import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages, faqs } from "../../db/schema";
import { createAccount } from "../auth/create-account";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("public content", () => {
  it.each([
    ["about-us", "About Us"],
    ["Terms", "Terms and Conditions"],
    ["privacy-policy", "Privacy Policy"],
  ])("serves the default %s page that a new install ships with", async (slug, title) => {
    const res = await t.app.inject({ method: "GET", url: `/api/content/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ slug, title });
    expect(page.content.split(/\s+/).length).toBeGreaterThan(150);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("states the refund rule and the UPI verification in the shipped texts", async () => {
    const terms = (await t.app.inject({ method: "GET", url: "/api/content/Terms" })).json().content as string;
    expect(terms).toMatch(/24 hours/);
    expect(terms).toMatch(/UPI/);
    const privacy = (await t.app.inject({ method: "GET", url: "/api/content/privacy-policy" })).json()
      .content as string;
    expect(privacy).toMatch(/payment (proof|screenshot)/i);
  });

  it("ships every default page and FAQ in Hindi too, and names the language cookie in the privacy policy", async () => {
    for (const slug of ["about-us", "Terms", "privacy-policy"]) {
      const page = (await t.app.inject({ method: "GET", url: `/api/content/${slug}?language=hi` })).json();
      expect(page.language, slug).toBe("hi");
      expect(page.content.match(/[\u0900-\u097F]/g)?.length ?? 0, slug).toBeGreaterThan(500);
      expect(page.content.split(/\s+/).length, slug).toBeGreaterThan(150);
    }
    const terms = (await t.app.inject({ method: "GET", url: "/api/content/Terms?language=hi" })).json()
      .content;
    expect(terms).toMatch(/24 घंटे पहले तक/);
    const privacy = (await t.app.inject({ method: "GET", url: "/api/content/privacy-policy" })).json()
      .content;
    expect(privacy).toMatch(
      /We use two cookies: a sign-in cookie that keeps you logged in, and one that remembers the language you chose\./,
    );
    const faqs = (await t.app.inject({ method: "GET", url: "/api/faqs?language=hi" })).json();
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    for (const faq of faqs) {
      expect(faq.language).toBe("hi");
      expect(faq.question).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("refuses an unknown page name with the reason", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/content/careers" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe("params.slug");
  });

  it("answers 404 when a page row is gone", async () => {
    await t.app.db.delete(contentPages).where(eq(contentPages.slug, "about-us"));
    const res = await t.app.inject({ method: "GET", url: "/api/content/about-us" });
    expect(res.statusCode).toBe(404);
  });

  it("lists at least eight FAQs in their order", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/faqs" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; question: string; answer: string }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    const rows = await t.app.db.select().from(faqs);
    const byId = new Map(rows.map((r) => [r.id, r.position]));
    const positions = list.map((f) => byId.get(f.id) ?? -1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const faq of list) expect(faq.question.endsWith("?")).toBe(true);
  });
});

describe("GET /api/mentors", () => {
  it("lists mentors with their public fields only", async () => {
    const { id } = await createAccount(t.app.db, {
      name: "Ananya Iyer",
      email: "ananya.iyer@example.com",
      role: "mentor",
      password: "a-secret-password",
      mentor: {
        bio: "AIR 112 in NEET 2025; now at AIIMS Delhi.",
        subjects: ["Biology", "Chemistry"],
        education: "MBBS, AIIMS Delhi",
      },
    });
    await createAccount(t.app.db, { name: "Student One", email: "student.one@example.com", role: "student" });
    const res = await t.app.inject({ method: "GET", url: "/api/mentors" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toEqual([
      {
        id,
        name: "Ananya Iyer",
        bio: "AIR 112 in NEET 2025; now at AIIMS Delhi.",
        image: null,
        subjects: ["Biology", "Chemistry"],
        education: "MBBS, AIIMS Delhi",
        slug: "ananya-iyer",
        rating: { average: null, count: 0 },
      },
    ]);
    expect(res.body).not.toContain("ananya.iyer@example.com");
  });
});
