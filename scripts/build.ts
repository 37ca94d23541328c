/**
 * Production build: the web app (Vite) into dist/web, precompressed; the server bundled with
 * esbuild into dist/server/main.js next to its SQL migrations.
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

const root = path.resolve(import.meta.dirname, "..");
// BUILD_DIR builds elsewhere (say, to run browser tests beside a teammate's build); default dist/.
// Keep it inside the project (e.g. dist-mine/): the server bundle finds its packages in node_modules.
const outDir = path.resolve(root, process.env.BUILD_DIR ?? "dist");
const webOut = path.join(outDir, "web");
const serverOut = path.join(outDir, "server");

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

async function main() {
  const started = performance.now();
  await viteBuild({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: webOut, emptyOutDir: true },
  });
  const compressed = precompress(webOut);

  rmSync(serverOut, { recursive: true, force: true });
  await esbuild({
    entryPoints: [path.join(root, "src/server/main.ts")],
    outfile: path.join(serverOut, "main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  cpSync(path.join(root, "src/server/db/migrations"), path.join(serverOut, "migrations"), {
    recursive: true,
  });

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `build: web app in ${path.relative(root, webOut)} (${compressed.count} files precompressed, ${kb(compressed.before)} → ${kb(compressed.brotli)} brotli), ` +
      `server in ${path.relative(root, serverOut)}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
