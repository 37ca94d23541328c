/**
 * Production build: the web app (Vite) into dist/web, its public pages prerendered into
 * dist/web/prerendered, everything precompressed; the server bundled with esbuild into
 * dist/server/main.js next to its SQL migrations.
 */

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build as viteBuild } from "vite";
import { textOf } from "../src/server/http/page-render";
import { bundleServer } from "./server-bundle";

const root = path.resolve(import.meta.dirname, "..");
// BUILD_DIR builds elsewhere (say, to run browser tests beside a teammate's build); default dist/.
// Keep it inside the project (e.g. dist-mine/): the server bundle finds its packages in node_modules.
const outDir = path.resolve(root, process.env.BUILD_DIR ?? "dist");
const webOut = path.join(outDir, "web");
const serverOut = path.join(outDir, "server");
// The app bundled for Node: it prerenders the public pages here, and the server renders pages with
// their data from it per request (src/server/http/page-render.ts finds it beside the web build).
const renderOut = path.join(outDir, "render");

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

function precompress(dir: string): { count: number; before: number; brotli: number } {
  let count = 0;
  let before = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 256) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
    before += content.length;
    brotli += br.length;
  }
  return { count, before, brotli };
}

/**
 * Each public page is prerendered three times: in English and in Hindi for its address without a
 * prefix (which follows the reader's choice), and in Hindi for its /hi address (whose links keep
 * the prefix). The server picks one (web-app.ts).
 */
const VARIANTS = [
  { folder: "en", language: "en", prefixed: false },
  { folder: "hi", language: "hi", prefixed: false },
  { folder: "hi-address", language: "hi", prefixed: true },
] as const;

/** Where the prerendered HTML of a page lives, relative to the web build (see web-app.ts). */
export function prerenderedFile(folder: string, pathname: string): string {
  return pathname === "/"
    ? `prerendered/${folder}/index.html`
    : `prerendered/${folder}${pathname.toLowerCase().replace(/\/$/, "")}.html`;
}

/**
 * The alternate-language links of a page: absolute when PUBLIC_URL is known at build time (search
 * engines want them so), else relative to the site.
 */
function alternateLinks(pathname: string): string {
  const origin = (process.env.PUBLIC_URL ?? "").replace(/\/+$/, "");
  const english = `${origin}${pathname}`;
  const hindi = `${origin}/hi${pathname === "/" ? "" : pathname}`;
  return [
    `<link rel="alternate" hreflang="en" href="${english}" />`,
    `<link rel="alternate" hreflang="hi" href="${hindi}" />`,
    `<link rel="alternate" hreflang="x-default" href="${english}" />`,
  ]
    .map((link) => `    ${link}\n`)
    .join("");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The built index.html made into the frame of a prerendered page: instead of the app's entry and
 * its modulepreloads (which the browser would fetch, at high priority, before the first paint), a
 * small async script (src/web/app/prerender/boot.js, hashed into assets/): it runs as soon as it
 * arrives, makes the menu work while the page is still being parsed, and starts the app once the
 * page has been painted. The page's HTML goes into the empty #root.
 */
function prerenderShell(index: string): string {
  if (!index.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");
  // The entry is the last module script (a bundler may put its runtime in one before it, which
  // the entry imports itself).
  const modules = [...index.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  const entry = modules.at(-1);
  if (!entry?.[1]) throw new Error("index.html has no module script");
  const preloads = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const boot = readFileSync(path.join(root, "src/web/app/prerender/boot.js"));
  const bootName = `assets/boot-${createHash("sha256").update(boot).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(path.join(webOut, bootName), boot);
  let shell = index;
  for (const script of modules) shell = shell.replace(script[0], "");
  // The entry imports its chunks itself; one more round trip costs less than preloading them all
  // from script, which measured as a long task of its own on a throttled phone (bench/README.md).
  for (const preload of preloads) shell = shell.replace(preload[0], "");
  return shell.replace(
    "</head>",
    // data-start: when boot.js starts the app (on a touch that needs it, or when the browser is
    // idle), which the budgets' test reads (tests/e2e/budgets.spec.ts).
    `  <script async src="/${bootName}" data-entry="${entry[1]}" data-start="idle"></script>\n  </head>`,
  );
}

/**
 * Renders each public page (src/web/app/prerender/render.tsx, bundled for Node into dist/render,
 * inside the project so that it finds node_modules) into a copy of the built index.html: the first
 * paint then shows the page without waiting for any JavaScript, which hydrates it afterwards.
 */
async function prerenderPages(): Promise<number> {
  const scratch = renderOut;
  await viteBuild({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: path.join(root, "src/web/app/prerender/render.tsx"),
      outDir: scratch,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "render.mjs" } },
    },
  });
  try {
    const entry = (await import(pathToFileURL(path.join(scratch, "render.mjs")).href)) as {
      prerender: (
        pathname: string,
        language: "en" | "hi",
        prefixed: boolean,
      ) => Promise<{ html: string; status: number }>;
      prerenderedPaths: () => string[];
      formatDocumentTitle: (pageTitle: string | null) => string;
    };
    const shell = prerenderShell(readFileSync(path.join(webOut, "index.html"), "utf8"));
    // The server renders some pages per request into the same frame (src/server/http/page-render.ts).
    writeFileSync(path.join(scratch, "shell.html"), shell);
    const pagePaths = entry.prerenderedPaths();
    for (const variant of VARIANTS) {
      for (const pathname of pagePaths) {
        const { html, status } = await entry.prerender(pathname, variant.language, variant.prefixed);
        if (status !== 200)
          throw new Error(`prerendering ${pathname} (${variant.folder}) answered ${status}`);
        // The title the page sets once running (useDocumentTitle: its h1, or the home page's own).
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
        const title = entry.formatDocumentTitle(pathname === "/" || h1 === undefined ? null : textOf(h1));
        const page = shell
          .replace('<html lang="en">', `<html lang="${variant.language}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace("</head>", () => `${alternateLinks(pathname)}  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${html}</div>`);
        const file = path.join(webOut, prerenderedFile(variant.folder, pathname));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    }
    return pagePaths.length * VARIANTS.length;
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

async function main() {
  const started = performance.now();
  await viteBuild({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: webOut, emptyOutDir: true },
  });
  const prerendered = await prerenderPages();
  const compressed = precompress(webOut);

  rmSync(serverOut, { recursive: true, force: true });
  await bundleServer(serverOut);

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `build: web app in ${path.relative(root, webOut)} (${prerendered} pages prerendered, ${compressed.count} files precompressed, ${kb(compressed.before)} → ${kb(compressed.brotli)} brotli), ` +
      `server in ${path.relative(root, serverOut)}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
