import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { signedIn } from "@test-support/accounts";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const INDEX = `<!doctype html><html lang="en"><head><title>Toppers Connect</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const SHELL = `<!doctype html><html lang="en"><head><title>Toppers Connect</title><script defer src="/assets/boot-1.js" data-entry="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for the build's Node bundle of the app (scripts/build.ts writes the real one from
 * src/web/app/prerender/render.tsx; the browser tests render real pages with it). Like the real
 * one, it asks the API through `send` and answers the page's HTML with what it got: here, who is
 * signed in (GET /api/me), and a line a visitor may have written, which must not break the page.
 */
const BUNDLE = `
export async function renderPage(address, language, send) {
  if (address.includes("broken")) throw new Error("a page that cannot be rendered");
  const answer = await send("/api/me", { method: "GET", credentials: "same-origin" });
  const { user } = await answer.json();
  const who = user ? user.name : "visitor";
  const bio = "</script><script>alert(1)</script><!--";
  return {
    kind: "page",
    status: 200,
    html: "<main><h1>Mentors for " + who + "</h1><p>" + language + " " + address + "</p></main>",
    data: { queries: { queries: [{ queryKey: ["auth", "current-user"], state: { data: user } }], bio }, loaderData: { pages: null } },
  };
}
export function formatDocumentTitle(title) { return title + " | Toppers Connect"; }
`;

function pageData(html: string): { address: string; queries: { bio: string; queries: unknown[] } } {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error("no page data in the page");
  return JSON.parse(json);
}

describe("pages rendered with their data", () => {
  let t: TestContext;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "tc-render-"));
    const web = path.join(root, "web");
    mkdirSync(path.join(web, "assets"), { recursive: true });
    mkdirSync(path.join(root, "render"));
    writeFileSync(path.join(web, "index.html"), INDEX);
    writeFileSync(path.join(root, "render", "shell.html"), SHELL);
    writeFileSync(path.join(root, "render", "render.mjs"), BUNDLE);
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends the page in its frame with the data it was rendered with, which nothing in it can break out of", async () => {
    const res = await t.app.inject({ method: "GET", url: "/mentors?exam=neet" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(html).toContain('<div id="root" data-prerendered=""><main><h1>Mentors for visitor</h1>');
    expect(html).toContain("<title>Mentors for visitor | Toppers Connect</title>");
    expect(html).toContain('<script defer src="/assets/boot-1.js"');
    // The visitor's line travels as data, never as markup: one script element closes the data.
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = pageData(html);
    expect(data.address).toBe("/mentors?exam=neet");
    expect(data.queries.bio).toBe("</script><script>alert(1)</script><!--");
  });

  it("renders a Hindi address in Hindi, compressed when the browser takes brotli", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/hi/booking-sessions",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain("<p>hi /hi/booking-sessions</p>");
  });

  it("renders a signed-in reader's page as theirs, and never shows it to anyone else", async () => {
    const student = await signedIn(t.app, "student", "Meera Iyer");
    const theirs = await t.app.inject({
      method: "GET",
      url: "/mentors",
      headers: { cookie: student.cookie },
    });
    expect(theirs.body).toContain("<h1>Mentors for Meera Iyer</h1>");
    // The same address at once, signed out: the visitor's page, not the student's.
    const visitor = await t.app.inject({ method: "GET", url: "/mentors" });
    expect(visitor.body).toContain("<h1>Mentors for visitor</h1>");
    expect(visitor.body).not.toContain("Meera");
    expect(visitor.headers["set-cookie"] ?? "").not.toMatch(/tc\.session/);
  });

  it("carries the sign-in's refreshed cookies, as the page's own requests would have", async () => {
    const student = await signedIn(t.app, "student", "Farah Khan");
    // Only the session's own cookie: its signed cache has to be made again (docs/decisions/030).
    const session = student.cookie.split("; ").filter((pair) => pair.startsWith("tc.session_token="));
    const res = await t.app.inject({
      method: "GET",
      url: "/mentors",
      headers: { cookie: session.join("; ") },
    });
    expect(res.body).toContain("<h1>Mentors for Farah Khan</h1>");
    expect(String(res.headers["set-cookie"] ?? "")).toMatch(/tc\.session_data=/);
  });

  it("falls back to the app's shell when a page cannot be rendered", async () => {
    const res = await t.app.inject({ method: "GET", url: "/mentors/broken" });
    // Mentor pages have their own head (page-meta): an unknown mentor is 404 either way.
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({ method: "GET", url: "/booking-sessions?broken=1" });
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(INDEX);
  });

  it("leaves pages that are not rendered on the server to the browser", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
