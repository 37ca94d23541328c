import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const INDEX = `<!doctype html><html lang="en"><head><title>Toppers Connect</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const page = (name: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><title>${name}</title></head><body><div id="root" data-prerendered=""><h1>${name}</h1></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("hello ".repeat(200))});`;

describe("serving the web app", () => {
  let t: TestContext;
  let dist: string;

  beforeAll(async () => {
    // A build as scripts/build.ts lays it out: hashed assets, each text file precompressed.
    dist = mkdtempSync(path.join(tmpdir(), "tc-dist-"));
    mkdirSync(path.join(dist, "assets"));
    const write = (name: string, content: string) => {
      writeFileSync(path.join(dist, name), content);
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
    };
    write("index.html", INDEX);
    write("assets/index-abc123.js", SCRIPT);
    // Prerendered public pages (scripts/build.ts): prerendered/<variant>/<path>.html, the home page
    // index.html; the variants are English, Hindi, and Hindi at its /hi address.
    for (const [folder, lang, mark] of [
      ["en", "en", ""],
      ["hi", "hi", " (hi)"],
      ["hi-address", "hi", " (/hi)"],
    ] as const) {
      mkdirSync(path.join(dist, `prerendered/${folder}/blogs`), { recursive: true });
      write(`prerendered/${folder}/index.html`, page(`Home${mark}`, lang));
      write(`prerendered/${folder}/terms.html`, page(`Terms${mark}`, lang));
      write(`prerendered/${folder}/blogs/some-article.html`, page(`Some article${mark}`, lang));
    }
    writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves hashed assets brotli-compressed with immutable caching", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("serves a prerendered public page's HTML for its path, without a query string", async () => {
    for (const [url, name] of [
      ["/", "Home"],
      ["/terms", "Terms"],
      ["/Terms", "Terms"],
      ["/terms/", "Terms"],
      ["/blogs/some-article", "Some article"],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "br", cookie: "lang=en" },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page(name));
    }
  });

  it("serves a page in the reader's language: the cookie's, else Accept-Language's, which the cookie then keeps", async () => {
    const get = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url, headers: { "accept-encoding": "", ...headers } });

    const first = await get("/terms", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(first.body).toBe(page("Terms (hi)", "hi"));
    expect(first.headers["set-cookie"]).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(first.headers.vary).toMatch(/Cookie/);

    const english = await get("/terms", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.body).toBe(page("Terms"));
    expect(english.headers["set-cookie"]).toMatch(/^lang=en;/);

    // A chosen language outranks the browser's, and is not set again.
    const chosen = await get("/terms", { cookie: "lang=en", "accept-language": "hi" });
    expect(chosen.body).toBe(page("Terms"));
    expect(chosen.headers["set-cookie"]).toBeUndefined();
    const hindi = await get("/", { cookie: "other=1; lang=hi" });
    expect(hindi.body).toBe(page("Home (hi)", "hi"));
  });

  it("serves the /hi address of a page in Hindi whatever the cookie says, and the shell under /hi", async () => {
    for (const [url, name] of [
      ["/hi", "Home (/hi)"],
      ["/hi/", "Home (/hi)"],
      ["/hi/terms", "Terms (/hi)"],
      ["/hi/blogs/some-article", "Some article (/hi)"],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "", cookie: "lang=en" },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page(name, "hi"));
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    const app = await t.app.inject({
      method: "GET",
      url: "/hi/booking-sessions?x=1",
      headers: { "accept-encoding": "" },
    });
    expect(app.statusCode).toBe(200);
    expect(app.body).toBe(INDEX);
    // A first visit through a /hi link keeps Hindi.
    expect(app.headers["set-cookie"]).toMatch(/^lang=hi;/);
    const missing = await t.app.inject({
      method: "GET",
      url: "/hi/no-such-page",
      headers: { "accept-encoding": "" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("serves the app shell for every other app route, never cached without revalidation", async () => {
    for (const url of [
      "/?from=mail",
      "/terms?x=1",
      "/Blogs/Some-Article",
      "/blogs/another-article",
      "/booking-sessions",
      "/payment/17?from=home",
      "/view-mentor/ananya.iyer@example.com",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("answers an unknown page with the app shell and 404, so the app shows its 404 page", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/no-such-page",
      headers: { "accept-encoding": "" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
  });

  it("never answers a missing file with the app shell", async () => {
    for (const url of ["/assets/missing-123.js", "/robots.txt", "/assets/index-abc123.css"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<html");
    }
  });

  it("keeps /api answers JSON even with a web build present", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No route GET /api/nothing-here.");
  });

  it("serves other public files with a short cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
