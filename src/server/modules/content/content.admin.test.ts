import { injectAs, type Method, signedIn } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
});
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  injectAs(t.app, method, url, payload, cookie);

describe("content, FAQs and social links", () => {
  it("writes About Us for the public page and refuses an oversized text", async () => {
    const content = `## Who we are\n\nWritten at ${Date.now()}.`;
    const res = await call("PUT", "/api/admin/content/about-us", { content });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/content/about-us", undefined, null)).json().content).toBe(content);
    const tooLong = await call("PUT", "/api/admin/content/Terms", { content: "x".repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].field).toBe("body.content");
    expect((await call("PUT", "/api/admin/content/careers", { content })).statusCode).toBe(400);
  });

  it("replaces the FAQs in their new order, and a bad list changes nothing", async () => {
    const list = [
      { question: "Can I pay by card?", answer: "Not yet: payments are by UPI." },
      { question: "When do refunds apply?", answer: "Up to 24 hours before the session." },
    ];
    const res = await call("PUT", "/api/admin/faqs", { faqs: list });
    expect(res.json().map((f: { question: string }) => f.question)).toEqual(list.map((f) => f.question));
    const bad = await call("PUT", "/api/admin/faqs", { faqs: [...list, { question: " ", answer: "x" }] });
    expect(bad.statusCode).toBe(400);
    const publicFaqs = (await call("GET", "/api/faqs", undefined, null)).json();
    expect(publicFaqs.map((f: { question: string }) => f.question)).toEqual(list.map((f) => f.question));
  });

  it("keeps a Hindi version of a page beside the English one; Hindi readers get English until it is written", async () => {
    const english = `## Terms\n\nRefunds up to 24 hours before a session (${Date.now()}).`;
    expect((await call("PUT", "/api/admin/content/Terms", { content: english })).statusCode).toBe(200);
    // An emptied Hindi version (a new install ships one): a Hindi reader gets the English, marked so.
    expect(
      (await call("PUT", "/api/admin/content/Terms", { content: "", language: "hi" })).json().contentHi,
    ).toBe("");
    const before = (await call("GET", "/api/content/Terms?language=hi", undefined, null)).json();
    expect(before).toMatchObject({ content: english, language: "en" });

    const hindi = "## नियम\n\nसेशन से 24 घंटे पहले तक पूरा रिफ़ंड।";
    const saved = await call("PUT", "/api/admin/content/Terms", { content: hindi, language: "hi" });
    expect(saved.statusCode).toBe(200);
    // Writing the Hindi leaves the English as it was.
    expect(saved.json()).toMatchObject({ content: english, contentHi: hindi });
    expect((await call("GET", "/api/content/Terms?language=hi", undefined, null)).json()).toMatchObject({
      content: hindi,
      language: "hi",
    });
    expect((await call("GET", "/api/content/Terms", undefined, null)).json()).toMatchObject({
      content: english,
      language: "en",
    });
    expect((await call("GET", "/api/admin/content/Terms")).json()).toMatchObject({
      content: english,
      contentHi: hindi,
    });
    expect((await call("GET", "/api/content/Terms?language=fr", undefined, null)).statusCode).toBe(400);
  });

  it("shows a FAQ in Hindi only when both its Hindi question and answer are written", async () => {
    const list = [
      {
        question: "Can I pay by card?",
        answer: "Not yet: payments are by UPI.",
        questionHi: "क्या मैं कार्ड से पेमेंट कर सकता हूँ?",
        answerHi: "अभी नहीं: पेमेंट UPI से होता है।",
      },
      {
        question: "When do refunds apply?",
        answer: "Up to 24 hours before the session.",
        questionHi: "रिफ़ंड कब?",
      },
    ];
    expect((await call("PUT", "/api/admin/faqs", { faqs: list })).statusCode).toBe(200);
    const hindi = (await call("GET", "/api/faqs?language=hi", undefined, null)).json();
    expect(hindi).toEqual([
      expect.objectContaining({ question: list[0]?.questionHi, answer: list[0]?.answerHi, language: "hi" }),
      expect.objectContaining({ question: list[1]?.question, answer: list[1]?.answer, language: "en" }),
    ]);
    const edited = (await call("GET", "/api/admin/faqs")).json();
    expect(edited[1]).toMatchObject({ questionHi: "रिफ़ंड कब?", answerHi: "" });
  });
});
