/**
 * `npx tsx bench/search-burst.ts [pglite] [postgres] [--before <server bundle>]`: the search burst of
 * the security review (docs/product.md §10.8, "Public reads under load"): 80 anonymous typo searches,
 * 40 at a time, each different so that no cache helps, on the marketplace of 100,000 sessions, with
 * `GET /api/health` asked one after the other the whole time. It prints, per database and build:
 * the health check alone and during the burst (p50, p99, max, non-200 answers), the bare Fastify
 * baseline measured the same way in the same run (the `× baseline` columns divide by its p50/p99),
 * and the searches' answers (200, 503 "busy", anything else) and times.
 *
 * `--before dist-before/server/main.js` measures that server bundle too, on the same seeded database
 * right before the current build (made with `npx tsx bench/lib/build-server.ts <commit> dist-before`).
 * Exits non-zero when any search or health answer is neither 200 nor 503, or a request fails.
 */
import path from "node:path";
import { Cleanup } from "./lib/cleanup";
import { type DatabaseKind, prepareDatabase } from "./lib/databases";
import { httpRequest, sleep } from "./lib/http";
import { adminUrlFromEnv } from "./lib/postgres";
import { seedMarketplace } from "./lib/seed";
import { BUILT_SERVER, ensureBuild, type ServerProcess, startBaseline } from "./lib/servers";
import { MARKETPLACE } from "./lib/session-list";
import { percentile } from "./lib/stats";
import { fixed, formatTable } from "./lib/table";

const SEARCHES = 80;
const AT_ONCE = 40;
/** Health checks alone, and the bare baseline, each this many times one after the other. */
const ALONE = 60;
/** The pause between two health checks (alone and during the burst). */
const HEALTH_GAP_MS = 25;
/** A request that takes longer than this is a failure of the run. */
const REQUEST_TIMEOUT_MS = 120_000;

/** 80 different typos of the subjects the marketplace holds: a letter left out, or two swapped. */
export function typoSearches(): string[] {
  const words = [
    "physics",
    "chemistry",
    "biology",
    "mathematics",
    "taxation",
    "accounting",
    "geography",
    "reasoning",
    "sketching",
    "aptitude",
  ];
  const typos = new Set<string>();
  for (const word of words) {
    for (let at = 1; at < word.length - 1; at++) {
      typos.add(word.slice(0, at) + word.slice(at + 1));
      typos.add(word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2));
    }
  }
  const all = [...typos].filter((typo) => !words.includes(typo));
  if (all.length < SEARCHES) throw new Error(`only ${all.length} different typos`);
  // Spread over the words rather than all of one word first.
  return all.sort((a, b) => hash(a) - hash(b)).slice(0, SEARCHES);
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

interface Timed {
  status: number;
  ms: number;
}

const summary = (samples: Timed[]) => {
  const ms = samples.map((s) => s.ms);
  return {
    count: samples.length,
    p50: ms.length ? percentile(ms, 50) : Number.NaN,
    p99: ms.length ? percentile(ms, 99) : Number.NaN,
    max: ms.length ? Math.max(...ms) : Number.NaN,
  };
};

async function get(url: string): Promise<Timed> {
  const res = await httpRequest("GET", url, { timeoutMs: REQUEST_TIMEOUT_MS });
  return { status: res.status, ms: res.ms };
}

async function oneAfterAnother(url: string, times: number): Promise<Timed[]> {
  const samples: Timed[] = [];
  for (let i = 0; i < times; i++) {
    samples.push(await get(url));
    await sleep(HEALTH_GAP_MS);
  }
  return samples;
}

interface BurstResult {
  build: string;
  database: string;
  healthAlone: Timed[];
  healthDuring: Timed[];
  searches: Timed[];
  wallMs: number;
}

async function burst(app: ServerProcess, build: string, database: string): Promise<BurstResult> {
  // Warm up: the first requests load code and fill caches.
  for (let i = 0; i < 5; i++) await get(`${app.url}/api/health`);
  await get(`${app.url}/api/sessions?type=group&q=warmup`);
  const healthAlone = await oneAfterAnother(`${app.url}/api/health`, ALONE);

  const queue = typoSearches().map((q) => `${app.url}/api/sessions?type=group&q=${encodeURIComponent(q)}`);
  const searches: Timed[] = [];
  const healthDuring: Timed[] = [];
  let running = true;
  const started = performance.now();
  const prober = (async () => {
    while (running) {
      healthDuring.push(await get(`${app.url}/api/health`));
      await sleep(HEALTH_GAP_MS);
    }
  })();
  const workers = Array.from({ length: AT_ONCE }, async () => {
    for (let url = queue.shift(); url; url = queue.shift()) searches.push(await get(url));
  });
  await Promise.all(workers);
  const wallMs = performance.now() - started;
  running = false;
  await prober;
  return { build, database, healthAlone, healthDuring, searches, wallMs };
}

async function main() {
  const args = process.argv.slice(2);
  const beforeAt = args.indexOf("--before");
  const before = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
  if (beforeAt >= 0 && !before)
    throw new Error("--before needs a server bundle (dist-before/server/main.js)");
  const kinds = args.filter((a) => a === "pglite" || a === "postgres");
  const databases = (kinds.length ? kinds : ["pglite", "postgres"]) as DatabaseKind[];
  const builds: { name: string; entry: string }[] = [
    ...(before ? [{ name: "before", entry: before }] : []),
    { name: before ? "after" : "current", entry: BUILT_SERVER },
  ];

  const cleanup = new Cleanup();
  process.once("SIGINT", () => void cleanup.runAll().finally(() => process.exit(130)));
  const results: BurstResult[] = [];
  const problems: string[] = [];
  let baselineSamples: Timed[] = [];
  try {
    await ensureBuild();
    const baseline = await startBaseline();
    cleanup.add("baseline", () => baseline.stop());
    baselineSamples = await oneAfterAnother(`${baseline.url}/`, ALONE);
    for (const kind of databases) {
      const db = await prepareDatabase(kind, { cleanup, adminUrl: adminUrlFromEnv(), name: "search" });
      const handle = await db.open();
      try {
        const seed = await seedMarketplace(handle, MARKETPLACE);
        console.log(`${db.label}: ${seed.sessions} sessions seeded in ${fixed(seed.seedMs / 1000, 1)} s`);
      } finally {
        await handle.close();
      }
      for (const build of builds) {
        const app = await db.startApp(build.entry);
        cleanup.add(`${db.label} ${build.name} app`, () => app.stop());
        try {
          const result = await burst(app, build.name, db.label);
          results.push(result);
          console.log(
            `${db.label} ${build.name}: ${SEARCHES} searches in ${fixed(result.wallMs)} ms, health during: ` +
              `p99 ${fixed(summary(result.healthDuring).p99)} ms`,
          );
        } finally {
          await app.stop();
        }
      }
    }
    await baseline.stop();
  } finally {
    await cleanup.runAll();
  }

  const base = summary(baselineSamples);
  const times = (value: number, by: number) => `${fixed(value / by, 1)}×`;
  const rows: string[][] = [
    [
      "bare baseline GET / (one after another)",
      String(base.count),
      fixed(base.p50),
      fixed(base.p99),
      fixed(base.max),
      "1.0×",
      "1.0×",
      "",
      "",
    ],
  ];
  for (const r of results) {
    const label = `${r.database}, ${r.build}`;
    const alone = summary(r.healthAlone);
    const during = summary(r.healthDuring);
    const searches = summary(r.searches);
    const count = (samples: Timed[], pick: (status: number) => boolean) =>
      samples.filter((s) => pick(s.status)).length;
    rows.push([
      `${label}: GET /api/health alone`,
      String(alone.count),
      fixed(alone.p50),
      fixed(alone.p99),
      fixed(alone.max),
      times(alone.p50, base.p50 || 1),
      times(alone.p99, base.p99 || 1),
      String(count(r.healthAlone, (s) => s !== 200)),
      "",
    ]);
    rows.push([
      `${label}: GET /api/health during the burst`,
      String(during.count),
      fixed(during.p50),
      fixed(during.p99),
      fixed(during.max),
      times(during.p50, base.p50 || 1),
      times(during.p99, base.p99 || 1),
      String(count(r.healthDuring, (s) => s !== 200)),
      "",
    ]);
    rows.push([
      `${label}: ${SEARCHES} typo searches, ${AT_ONCE} at a time`,
      String(searches.count),
      fixed(searches.p50),
      fixed(searches.p99),
      fixed(searches.max),
      "",
      "",
      `${count(r.searches, (s) => s === 200)} / ${count(r.searches, (s) => s === 503)} / ${count(r.searches, (s) => s !== 200 && s !== 503)}`,
      fixed(r.wallMs),
    ]);
    for (const [what, samples] of [
      ["health", [...r.healthAlone, ...r.healthDuring]],
      ["search", r.searches],
    ] as const) {
      const bad = samples.filter((s) => s.status !== 200 && s.status !== 503);
      if (bad.length)
        problems.push(
          `${label}: ${bad.length} ${what} answers neither 200 nor 503 (${bad.map((b) => b.status).join(", ")})`,
        );
    }
  }
  console.log(
    `\n${formatTable(["run", "n", "p50 ms", "p99 ms", "max ms", "p50 × baseline", "p99 × baseline", "non-200 (searches: 200 / 503 / other)", "burst ms"], rows)}`,
  );
  for (const problem of problems) console.error(`PROBLEM: ${problem}`);
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
