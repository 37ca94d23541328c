/**
 * A production build in a folder of its own (BENCH_DIST_DIR), so that the benchmark can measure
 * fresh code without overwriting dist/, which teammates' browser tests run against: the project's
 * own `scripts/build.ts` with `BUILD_DIR` set, plus a `node_modules` link in that folder, since the
 * server bundle leaves its packages external (and the prerender step bundles inside the folder).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function buildInto(root: string, outDir: string): void {
  const started = performance.now();
  fs.mkdirSync(outDir, { recursive: true });
  const modules = path.join(outDir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, "node_modules"), modules, "dir");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"],
    {
      cwd: root,
      env: { ...process.env, BUILD_DIR: outDir },
      stdio: "inherit",
      timeout: 600_000,
    },
  );
  if (result.status !== 0) {
    throw new Error(`BUILD_DIR=${outDir} scripts/build.ts failed (status ${result.status ?? result.signal})`);
  }
  console.error(`bench: built into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// `npx tsx bench/lib/build.ts <dir>`: build into <dir> (default $BENCH_DIST_DIR).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const target = process.argv[2] ?? process.env.BENCH_DIST_DIR;
  if (!target) {
    console.error("usage: npx tsx bench/lib/build.ts <dir> (or set BENCH_DIST_DIR)");
    process.exit(2);
  }
  try {
    buildInto(path.resolve(import.meta.dirname, "../.."), path.resolve(target));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
