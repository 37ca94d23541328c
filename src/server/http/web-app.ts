import fs from "node:fs";
import path from "node:path";
import { isAppRoute } from "@contract/routes";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

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
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined> {
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

  // The shell for every route of the app; a public page's prerendered HTML (see scripts/build.ts)
  // instead, when there is one and the address has no query string (the page was rendered without
  // one). Unknown paths get the shell too, with 404, so the app shows its 404 page and crawlers see
  // the right status. A path that looks like a file is never the shell.
  return (request, reply) => {
    const [rawPath = "/", query] = request.url.split("?", 2);
    const pathname = decodeURIComponentSafe(rawPath);
    if (isAppRoute(pathname)) {
      const page = query === undefined ? prerenderedPage(prerendered, pathname) : undefined;
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

/** Prerendered pages by path ("/", "/exam-details", "/blogs/some-slug") → file in the build. */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(webDistDir, "prerendered");
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const route = file.replace(/^prerendered/, "").replace(/\.html$/, "");
    pages.set(route === "/index" ? "/" : route, file);
  }
  return pages;
}

/**
 * The prerendered file for a path. Routes match regardless of case (/Terms is /terms), but only
 * one-segment paths are looked up that way: a parameter (a blog's slug) is read as written, and the
 * page for another spelling might differ.
 */
function prerenderedPage(pages: Map<string, string>, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const exact = pages.get(trimmed);
  if (exact !== undefined || trimmed.lastIndexOf("/") > 0) return exact;
  return pages.get(trimmed.toLowerCase());
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
