/**
 * `npx tsx bench/startup-phases.ts`: where the server's start-up time goes. Bundles
 * bench/lib/startup-phases-child.ts with esbuild (as the production build bundles the server),
 * runs it under plain node on a new data directory and again on that existing directory, and
 * prints the median of each phase: node boot, code import, PGlite open (initdb when new),
 * migrations, app build, listen, first health check. Writes bench/results/startup-phases.json.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { makeTempDir, READY_TIMEOUT_MS, ROOT, removeDir, serverEnv, WEB_DIST } from "./lib/servers";
import { median } from "./lib/stats";
import { fixed, formatTable } from "./lib/table";

const RUNS = Number(process.env.PHASES_RUNS ?? 3);
const OUT_DIR = path.join(ROOT, "bench/results/.startup-phases");
const RESULTS_FILE = path.join(ROOT, "bench/results/startup-phases.json");
const PHASES = [
  "nodeBoot",
  "importCode",
  "loadConfig",
  "openPglite",
  "migrate",
  "buildApp",
  "listen",
  "firstHealth",
  "total",
] as const;
type Phases = Record<(typeof PHASES)[number], number>;

function runChild(entry: string, dataDir: string): Phases {
  const env = serverEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT: "off",
    WEB_DIST_DIR: WEB_DIST,
    MIGRATIONS_DIR: path.join(ROOT, "src/server/db/migrations"),
  });
  const result = spawnSync(process.execPath, [entry], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: READY_TIMEOUT_MS,
  });
  const line = result.stdout?.trim().split("\n").at(-1) ?? "";
  if (result.status !== 0 || !line.startsWith("{")) {
    throw new Error(
      `start-up phase run failed (${result.status ?? result.signal ?? result.error?.message}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return JSON.parse(line) as Phases;
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("PHASES_RUNS must be a whole number >= 1");
  if (!fs.existsSync(path.join(WEB_DIST, "index.html")))
    throw new Error("no web build: run `npm run build` first");
  removeDir(OUT_DIR);
  try {
    // Inside the package so that node resolves the external packages from node_modules.
    await build({
      entryPoints: [path.join(ROOT, "bench/lib/startup-phases-child.ts")],
      outdir: OUT_DIR,
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    });
    const entry = path.join(OUT_DIR, "startup-phases-child.js");
    const fresh: Phases[] = [];
    const existing: Phases[] = [];
    for (let i = 0; i < RUNS; i++) {
      const dataDir = makeTempDir("toppers-bench-phases-");
      try {
        fresh.push(runChild(entry, dataDir));
        existing.push(runChild(entry, dataDir));
      } finally {
        removeDir(dataDir);
      }
      console.error(
        `phases ${i + 1}/${RUNS}: fresh ${fixed(fresh.at(-1)?.total ?? 0)} ms, existing ${fixed(existing.at(-1)?.total ?? 0)} ms`,
      );
    }
    const medians = (runs: Phases[]) =>
      Object.fromEntries(PHASES.map((phase) => [phase, median(runs.map((r) => r[phase]))])) as Phases;
    const freshMedian = medians(fresh);
    const existingMedian = medians(existing);
    const share = (value: number, total: number) => `${fixed((100 * value) / total)} %`;
    console.log(
      formatTable(
        ["phase (median ms)", "fresh dir", "share", "existing dir", "share"],
        PHASES.map((phase) => [
          phase,
          fixed(freshMedian[phase]),
          share(freshMedian[phase], freshMedian.total),
          fixed(existingMedian[phase]),
          share(existingMedian[phase], existingMedian.total),
        ]),
      ),
    );
    fs.writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, freshMedian, existingMedian, fresh, existing }, null, 2)}\n`,
    );
  } finally {
    removeDir(OUT_DIR);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("startup-phases: FAILED:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
