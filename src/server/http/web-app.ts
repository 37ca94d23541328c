import fs from "node:fs";
import path from "node:path";
import {
  type Language,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
  splitLanguagePrefix,
} from "@contract/i18n";
import { isAppRoute } from "@contract/routes";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/errors";
import { languageCookie } from "./language";
import { type PageMetaRegistry, shellWithMeta } from "./page-meta";
import { compressedPage, createPageRenderer, type PageBody, shellWithPage } from "./page-render";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

/**
 * Serves the built React app: hashed files under /assets forever (their names change when their
 * content does), index.html always revalidated, each precompressed (.br/.gz written at build time)
 * when the browser accepts it. Returns the handler for paths no route matched, or undefined when
 * there is no build (API-only tests).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pageMeta?: PageMetaRegistry,
  /** The per-address limit of public reads, which a page head is (http/rate-limits.ts). */
  limitPageMeta?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): Promise<
  ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>) | undefined
> {
  if (!fs.existsSync(path.join(webDistDir, "index.html"))) {
    app.log.warn({ webDistDir }, "no web build found: serving the API only (run `npm run build`)");
    return undefined;
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    // A route per file, but none for the .br/.gz twins, which are found beside their original: a
    // third of the routes, and of the time spent registering them at start-up.
    globIgnore: ["**/*.br", "**/*.gz"],
    cacheControl: false,
    setHeaders(res, filePath) {
      // The path may be the precompressed twin (index.html.br): judge by the original name.
      const relative = path
        .relative(webDistDir, filePath)
        .split(path.sep)
        .join("/")
        .replace(/\.(br|gz)$/, "");
      if (relative.startsWith("assets/")) res.header("cache-control", IMMUTABLE);
      else if (relative.endsWith(".html")) res.header("cache-control", REVALIDATE);
      else res.header("cache-control", SHORT);
    },
  });

  const prerendered = prerenderedPages(webDistDir);
  const shell = fs.readFileSync(path.join(webDistDir, "index.html"), "utf8");
  const publicUrl = app.config.publicUrl;
  // Pages rendered with their data per request (page-render.ts), in the prerendered pages' frame.
  const renderer = createPageRenderer(app, webDistDir);
  const renderShell = renderer
    ? fs.readFileSync(path.resolve(webDistDir, "..", "render", "shell.html"), "utf8")
    : undefined;

  /** A page rendered with its data, compressed for the reader, with the cache rules of a page. */
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, html: string, page: PageBody) => {
    const pathname = splitLanguagePrefix(
      decodeURIComponentSafe(request.url.split("?", 1)[0] ?? "/"),
    ).pathname;
    const { body, encoding } = await compressedPage(
      withAlternates(html, pathname, publicUrl),
      request.headers["accept-encoding"],
    );
    for (const cookie of page.setCookies) reply.header("set-cookie", cookie);
    if (encoding) reply.header("content-encoding", encoding);
    reply.header("vary", "Cookie, Accept-Language, Accept-Encoding");
    return reply.code(200).header("cache-control", REVALIDATE).type("text/html; charset=utf-8").send(body);
  };
  const renderedBody = (request: FastifyRequest, pathname: string, language: Language) =>
    renderer && renderShell && renderer.renders(pathname)
      ? renderer.render(request, request.url, language)
      : Promise.resolve(undefined);

  // The shell for every route of the app; a public page's prerendered HTML (see scripts/build.ts)
  // instead, when there is one and the address has no query string (the page was rendered without
  // one). Unknown paths get the shell too, with 404, so the app shows its 404 page and crawlers see
  // the right status. A path that looks like a file is never the shell.
  //
  // The language: a /hi address is Hindi; any other follows the reader's cookie, and a first visit
  // (no cookie) its Accept-Language, which the cookie then keeps.
  return (request, reply) => {
    const [rawPath = "/", query] = request.url.split("?", 2);
    const split = splitLanguagePrefix(decodeURIComponentSafe(rawPath));
    const pathname = split.pathname;
    const chosen = languageFromCookieHeader(request.headers.cookie);
    const language: Language =
      split.language ?? chosen ?? languageFromAcceptLanguage(request.headers["accept-language"]);
    if (chosen === null) {
      reply.header("set-cookie", languageCookie(language));
    }
    reply.header("vary", "Cookie, Accept-Language");
    const about = isAppRoute(pathname) ? pageMeta?.match(pathname) : undefined;
    if (about) {
      // A page about one thing (a mentor, a session): its own head, or 404 when it does not exist.
      // Looking it up is a public read: limited per address, and refused when the database is too
      // busy (lib/public-reads.ts). Then the plain shell answers with that status: the app still
      // loads, and says so when its own requests are refused too.
      return (async () => {
        await limitPageMeta?.(request, reply);
        const meta = await about.resolve(about.params, { language });
        return { meta, page: meta ? await renderedBody(request, pathname, language) : undefined };
      })().then(
        ({ meta, page }) => {
          reply.header("cache-control", REVALIDATE).type("text/html; charset=utf-8");
          if (!meta) return reply.code(404).send(shell);
          const url = new URL(`${split.language === "hi" ? "/hi" : ""}${pathname}`, publicUrl).toString();
          if (page && renderShell) {
            return sendRendered(
              request,
              reply,
              shellWithPage(shellWithMeta(renderShell, meta, { url, language, publicUrl }), page),
              page,
            );
          }
          return reply.code(200).send(shellWithMeta(shell, meta, { url, language, publicUrl }));
        },
        (error: unknown) => {
          const status = error instanceof AppError ? error.statusCode : 0;
          if (status !== 429 && status !== 503) throw error;
          if (status === 503) reply.header("retry-after", "2");
          return reply
            .code(status)
            .header("cache-control", "no-store")
            .type("text/html; charset=utf-8")
            .send(shell);
        },
      );
    }
    if (isAppRoute(pathname)) {
      const folder = split.language === "hi" ? "hi-address" : language;
      const page = query === undefined ? prerenderedPage(prerendered, folder, pathname) : undefined;
      if (page === undefined && renderer?.renders(pathname)) {
        return renderedBody(request, pathname, language).then((rendered) =>
          rendered && renderShell
            ? sendRendered(request, reply, pageInShell(renderShell, rendered, language), rendered)
            : reply.code(200).header("cache-control", REVALIDATE).sendFile("index.html"),
        );
      }
      return reply
        .code(200)
        .header("cache-control", REVALIDATE)
        .sendFile(page ?? "index.html");
    }
    if (path.posix.extname(pathname) !== "") {
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send("Not found");
    }
    return reply.code(404).header("cache-control", REVALIDATE).sendFile("index.html");
  };
}

/**
 * The page's twins in the other language, for search engines (as the prerendered pages have them,
 * scripts/build.ts): English at the address without a prefix, Hindi at its /hi address.
 */
function withAlternates(html: string, pathname: string, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, "");
  const english = `${origin}${pathname}`;
  const hindi = `${origin}/hi${pathname === "/" ? "" : pathname}`;
  const links = [
    `<link rel="alternate" hreflang="en" href="${escapeHtml(english)}" />`,
    `<link rel="alternate" hreflang="hi" href="${escapeHtml(hindi)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(english)}" />`,
  ].join("\n    ");
  return html.replace("</head>", () => `    ${links}\n  </head>`);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A rendered page in the frame, in its language, titled after its heading. */
function pageInShell(frame: string, page: PageBody, language: Language): string {
  return shellWithPage(
    frame
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`),
    page,
  );
}

/**
 * Prerendered pages by variant and path ("en:/", "hi:/exam-details", "hi-address:/blogs/some-slug")
 * → file in the build (prerendered/<variant>/..., see scripts/build.ts).
 */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(webDistDir, "prerendered");
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const [, folder, ...rest] = file.replace(/\.html$/, "").split("/");
    const route = `/${rest.join("/")}`;
    pages.set(`${folder}:${route === "/index" ? "/" : route}`, file);
  }
  return pages;
}

/**
 * The prerendered file for a path. Routes match regardless of case (/Terms is /terms), but only
 * one-segment paths are looked up that way: a parameter (a blog's slug) is read as written, and the
 * page for another spelling might differ.
 */
function prerenderedPage(pages: Map<string, string>, folder: string, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const exact = pages.get(`${folder}:${trimmed}`);
  if (exact !== undefined || trimmed.lastIndexOf("/") > 0) return exact;
  return pages.get(`${folder}:${trimmed.toLowerCase()}`);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
