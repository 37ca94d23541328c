import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Language } from "@contract/i18n";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createAnswerCache } from "../lib/answer-cache";

/**
 * Pages the server renders with their data when they are asked for (docs/decisions/029): the
 * public pages that show data, which a link shared on WhatsApp opens, and the signed-in pages a
 * reader lands on. Every other page is prerendered at build time (it reads nothing but its address)
 * or rendered by the browser. Patterns as in @contract/routes, matched without regard to case.
 */
const RENDERED_PATTERNS = [
  /^\/booking-sessions\/?$/i,
  /^\/mentors\/?$/i,
  /^\/mentors\/[^/]+\/?$/i,
  /^\/sessions\/[^/]+\/?$/i,
  /^\/student-dashboard\/?$/i,
  /^\/mentor-dashboard\/?$/i,
  /^\/admin-dashboard\/?$/i,
  /^\/payment\/[^/]+\/?$/i,
  /^\/admin\/payments\/[^/]+\/?$/i,
];

/** The signed-in cookie (better-auth, cookie prefix "tc"; __Secure- over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?tc\.session_token=/;

/** How long rendering waits for the page's data before sending what it has (the browser asks for the rest). */
const DATA_DEADLINE_MS = 2_000;
/** A page rendered for nobody in particular is kept this long per address and language. */
const ANONYMOUS_TTL_MS = 2_000;

type RenderedPage =
  | {
      kind: "page";
      html: string;
      status: number;
      data: { queries: unknown; loaderData: Record<string, unknown> };
    }
  | { kind: "redirect" };

interface RenderBundle {
  renderPage(
    address: string,
    language: Language,
    send: (url: string, init: RequestInit) => Promise<Response>,
    deadline: number,
  ): Promise<RenderedPage>;
  formatDocumentTitle(pageTitle: string | null): string;
}

export interface PageBody {
  /** The page's HTML, to go inside #root. */
  html: string;
  /** The page's own title (its h1), for the document's title when nothing better is known. */
  title: string;
  /** The data the page was rendered with, for the browser to hydrate from (a JSON script's text). */
  dataScript: string;
  /**
   * The cookies the API set while answering the page's requests (a refreshed sign-in), for the
   * page's own answer to carry, as the browser's own requests would have. None on a shared page.
   */
  setCookies: string[];
}

export interface PageRenderer {
  /** Whether `pathname` (without its /hi prefix) is a page the server renders with its data. */
  renders(pathname: string): boolean;
  /**
   * The page at `address` (as requested: path, /hi prefix and query string) rendered with its data
   * for this request's reader, or undefined when it cannot be (then the browser renders it, as it
   * did before). Never throws.
   */
  render(request: FastifyRequest, address: string, language: Language): Promise<PageBody | undefined>;
}

const HTML_ESCAPES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/** The text of a piece of rendered HTML (a heading's, for the document's title); scripts/build.ts uses it too. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => HTML_ESCAPES[entity] ?? entity)
    .trim();
}

/**
 * JSON that can sit inside <script type="application/json">: nothing in it can close the element
 * or open a comment, whatever a bio or a title holds.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The renderer from the build's Node bundle of the app (scripts/build.ts writes it beside the web
 * build, in ../render), or undefined when the build has none. The bundle is loaded on first use,
 * not at start-up: start-up stays as fast as it was, and only a page that needs it pays once.
 */
export function createPageRenderer(app: FastifyInstance, webDistDir: string): PageRenderer | undefined {
  const bundlePath = path.resolve(webDistDir, "..", "render", "render.mjs");
  if (!fs.existsSync(bundlePath)) return undefined;
  let bundle: Promise<RenderBundle> | undefined;
  const load = () => {
    bundle ??= import(pathToFileURL(bundlePath).href) as Promise<RenderBundle>;
    return bundle;
  };
  const anonymous = createAnswerCache<PageBody | undefined>({ ttlMs: ANONYMOUS_TTL_MS, maxEntries: 200 });

  async function renderFor(request: FastifyRequest, address: string, language: Language) {
    const { renderPage, formatDocumentTitle } = await load();
    const headers: Record<string, string> = { accept: "application/json" };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    const acceptLanguage = request.headers["accept-language"];
    if (acceptLanguage) headers["accept-language"] = acceptLanguage;
    // The page's requests go through the whole API, as the browser's would: the same checks, the
    // same answers, the same per-address limits (counted for the reader's address).
    const setCookies: string[] = [];
    const send = async (url: string, init: RequestInit): Promise<Response> => {
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET") throw new Error(`rendering a page sent ${method} ${url}`);
      const answer = await app.inject({ method: "GET", url, headers, remoteAddress: request.ip });
      const cookies = answer.headers["set-cookie"];
      if (cookies !== undefined) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
      return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "") },
      });
    };
    const rendered = await renderPage(address, language, send, Date.now() + DATA_DEADLINE_MS);
    if (rendered.kind !== "page" || rendered.status !== 200) return undefined;
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered.html)?.[1];
    return {
      html: rendered.html,
      title: formatDocumentTitle(h1 === undefined ? null : textOf(h1)),
      dataScript: scriptSafeJson({ address, ...rendered.data }),
      setCookies,
    };
  }

  return {
    renders: (pathname) => RENDERED_PATTERNS.some((pattern) => pattern.test(pathname)),
    async render(request, address, language) {
      try {
        // A reader who is signed in gets a page of their own; everyone else shares one per
        // address and language for a moment, as the session list's answers are shared.
        if (SESSION_COOKIE.test(request.headers.cookie ?? ""))
          return await renderFor(request, address, language);
        return await anonymous.get(`${language}:${address}`, () => renderFor(request, address, language));
      } catch (error) {
        request.log.warn({ err: error, address }, "page not rendered on the server: the browser renders it");
        return undefined;
      }
    },
  };
}

/** Fills the app's shell (scripts/build.ts: the prerendered pages' frame) with a rendered page. */
export function shellWithPage(shell: string, page: PageBody): string {
  return shell.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" data-prerendered="">${page.html}</div>\n    <script type="application/json" id="page-data">${page.dataScript}</script>`,
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page compressed for the reader's browser (brotli, else gzip, else as it is), off the
 * main thread: the prerendered pages were compressed at build time, these cannot be.
 */
export async function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: "br" | "gzip" }> {
  const accepted = acceptEncoding ?? "";
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    return {
      body: await brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      encoding: "br",
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(body, { level: 6 }), encoding: "gzip" };
  return { body };
}
