/**
 * `npm run bench`: HTTP throughput of the production build against a bare Fastify baseline (the
 * health check, the web app's shell, the public session list over 100,000 sessions on PGlite and on
 * PostgreSQL), 1,000 students booking one 50-seat session at once, peak memory, and the start-up time
 * of the built server, all in one run so that the ratios are comparable on a noisy machine. Prints
 * a table and writes bench/results/latest.json. See bench/README.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADMIN_PAYMENT_PAGES, ADMIN_SITE, adminCookie, seedAdminSite } from "./lib/admin-tables";
import { assertAllOk, type Measurement, measure } from "./lib/autocannon";
import { type BookingResult, benchBookingContention, CONTENTION } from "./lib/booking";
import { Cleanup } from "./lib/cleanup";
import { type ColdStartResult, measureColdStarts } from "./lib/cold-start";
import { type BenchDatabase, DATABASE_LABELS, type DatabaseKind, prepareDatabase } from "./lib/databases";
import { httpGet } from "./lib/http";
import { adminUrlFromEnv, serverVersion, unreachable } from "./lib/postgres";
import {
  acceptFigures,
  compareWithRecorded,
  describeSlower,
  type RunFigure,
  readRecorded,
} from "./lib/recorded";
import {
  DIST_DIR,
  ensureBuild,
  makeTempDir,
  peakRssMiB,
  ROOT,
  removeDir,
  type ServerProcess,
  startBaseline,
  startBuiltApp,
  WEB_DIST,
} from "./lib/servers";
import {
  checkListAnswer,
  LIST_QUERIES,
  MARKETPLACE,
  missPaths,
  type PreparedList,
  prepareList,
  type QueryTiming,
  UNCACHED_CALLS,
} from "./lib/session-list";
import { mean } from "./lib/stats";
import { fixed, formatTable } from "./lib/table";

const CONNECTIONS = 50;
/** Connections of the list's cache-miss run. */
const MISS_CONNECTIONS = 10;
const WARMUP_S = 2;
const COLD_START_RUNS = 3;
/** Above this relative difference between the two baseline runs, the run is flagged as noisy. */
const MAX_BASELINE_DRIFT = 0.2;
/** Above this share of time (%) that other work stalled the CPU just before the run, it is flagged. */
const MAX_CPU_PRESSURE_BEFORE = 25;
const RESULTS_FILE = path.join(ROOT, "bench/results/latest.json");
/** The last accepted figures, row by row (bench/lib/recorded.ts); BENCH_ACCEPT=1 writes this run's in. */
const RECORDED_FILE = path.join(ROOT, "bench/baseline.json");
/** Targets (docs/decisions/008 and 012): the list at ≥ 0.3 of the baseline, the hold burst's p99 under 300 ms. */
const LIST_RATIO_TARGET = 0.3;
const BOOKING_P99_TARGET_MS = 300;
/**
 * docs/decisions/028: the uncached list's first page under 10 ms in-process, and the
 * 600 different pages, all cache misses, at 500 req/s or more on PostgreSQL.
 */
const LIST_FIRST_PAGE_P50_TARGET_MS = 10;
const LIST_MISSES_RPS_TARGET = 500;
/** docs/decisions/008: the admin table pages answer under 50 ms p99 (at 100,000 payments). */
const ADMIN_P99_TARGET_MS = 50;
/**
 * Connections of the admin tables' run: one, so that p99 is the time an admin's page takes. PGlite
 * answers one query at a time, so with 5 connections each page would mostly wait for the others
 * (24 req/s, p50 200 ms in a busy run of Nov 22, where one at a time takes 20–60 ms).
 */
const ADMIN_CONNECTIONS = 1;

function durationFromEnv(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === "") return 10;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || !Number.isInteger(value)) {
    throw new Error(`BENCH_DURATION must be a whole number of seconds >= 1, not ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * BENCH_ONLY=list: the two baseline runs and the session list's rows only (seeded databases,
 * in-process and HTTP), no health or `GET /`, admin table, booking bursts or cold starts: a few
 * minutes instead of many, for work on the list.
 */
function onlyFromEnv(): "list" | undefined {
  const raw = process.env.BENCH_ONLY;
  if (raw === undefined || raw === "") return undefined;
  if (raw === "list") return raw;
  throw new Error(`BENCH_ONLY must be "list" or unset, not ${JSON.stringify(raw)}`);
}

const log = (line: string) => console.error(`bench: ${line}`);

/** Linux CPU pressure ("some avg10=… avg60=…"): how much other work competed for the CPU. */
function cpuPressure(): string | undefined {
  try {
    return fs.readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0];
  } catch {
    return undefined;
  }
}

async function checkHealth(app: ServerProcess, database: DatabaseKind = "pglite"): Promise<void> {
  const response = await httpGet(`${app.url}/api/health`);
  const body = JSON.parse(response.body.toString("utf8")) as { status?: string; database?: string };
  if (response.status !== 200 || body.status !== "ok" || body.database !== database) {
    throw new Error(
      `GET /api/health: expected 200 {status: "ok", database: "${database}"}, got ${response.status} ${response.body}`,
    );
  }
}

/** `GET /` must be the precompressed index.html.br from the build, byte for byte. */
async function checkBrotliIndex(app: ServerProcess, headers: Record<string, string>): Promise<void> {
  const response = await httpGet(`${app.url}/`, { headers });
  // Home is prerendered at build time (decision 005): `/` is that page, precompressed.
  const expected = fs.readFileSync(path.join(WEB_DIST, "prerendered/en/index.html.br"));
  const encoding = response.headers["content-encoding"];
  if (response.status !== 200 || encoding !== "br") {
    throw new Error(
      `GET / with ${JSON.stringify(headers)}: expected 200 and content-encoding br, got ${response.status} and ${encoding}`,
    );
  }
  if (!response.body.equals(expected)) {
    throw new Error(
      `GET /: the body (${response.body.length} bytes) is not dist/web/prerendered/en/index.html.br (${expected.length} bytes)`,
    );
  }
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  paths?: string[];
  connections?: number;
  timeoutS?: number;
}

interface HttpRow extends Measurement {
  ratio: number;
  /** Peak RSS of the server process that answered, read at the end of its load. */
  peakRssMiB?: number | undefined;
}

/** One database's list benchmark: its seed, the in-process timings, and its HTTP rows. */
interface ListRun {
  kind: DatabaseKind;
  label: string;
  db: BenchDatabase;
  prepared: PreparedList;
  measured: Measurement[];
  peakRssMiB?: number | undefined;
}

/** Stop a server that must have exited cleanly, after reading its peak RSS. */
async function stopApp(app: ServerProcess): Promise<number | undefined> {
  const peak = peakRssMiB(app);
  const code = await app.stop();
  if (code !== 0)
    throw new Error(`${app.name} exited with ${code} after SIGTERM. Its output:\n${app.output()}`);
  return peak;
}

async function main(): Promise<void> {
  const durationS = durationFromEnv();
  const only = onlyFromEnv();
  const cleanup = new Cleanup();
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping everything`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    await ensureBuild();
    const startedAt = new Date();
    const loadBefore = os.loadavg();
    const pressureBefore = cpuPressure();

    // PostgreSQL rows only where a PostgreSQL answers.
    const adminUrl = adminUrlFromEnv();
    const pgProblem = adminUrl ? await unreachable(adminUrl) : "BENCH_DATABASE_URL=off";
    const pgVersion = adminUrl && !pgProblem ? await serverVersion(adminUrl) : undefined;
    const kinds: DatabaseKind[] = pgProblem ? ["pglite"] : ["pglite", "postgres"];
    const pgSkipped = pgProblem
      ? `PostgreSQL rows skipped: ${adminUrl ? `${adminUrl.replace(/\/\/[^@/]*@/, "//…@")} is unreachable (${pgProblem})` : pgProblem}`
      : undefined;
    if (pgSkipped) log(pgSkipped);

    // Seed the list databases first: the time between the two baseline runs is measurements only.
    log(
      `seeding ${MARKETPLACE.sessions} sessions on ${kinds.map((k) => DATABASE_LABELS[k]).join(" and ")}...`,
    );
    const lists: ListRun[] = [];
    for (const kind of kinds) {
      const db = await prepareDatabase(kind, { cleanup, adminUrl, name: "list" });
      const prepared = await prepareList(db, log);
      lists.push({ kind, label: db.label, db, prepared, measured: [] });
    }

    const adminDb = only ? undefined : await prepareDatabase("pglite", { cleanup, adminUrl, name: "admin" });
    if (adminDb) {
      log(
        `seeding the admin site on PGlite: ${ADMIN_SITE.students} students, ${ADMIN_SITE.payments} payments...`,
      );
      const handle = await adminDb.open();
      try {
        await seedAdminSite(handle);
      } finally {
        await handle.close();
      }
    }

    log("starting the baseline and the built app...");
    const baseline = await startBaseline();
    cleanup.add("baseline", () => baseline.stop());
    const appDir = makeTempDir();
    cleanup.add(appDir, () => removeDir(appDir));
    const app = await startBuiltApp({ dataDir: appDir });
    cleanup.add("app", () => app.stop());

    const brotli = { "accept-encoding": "br, gzip" };
    await checkHealth(app);
    await checkBrotliIndex(app, brotli);

    const opts = { connections: CONNECTIONS, durationS, warmupS: WARMUP_S };
    const run = async (step: Target): Promise<Measurement> => {
      const connections = step.connections ?? CONNECTIONS;
      log(`measuring ${step.name}: ${WARMUP_S} s warm-up + ${durationS} s, ${connections} connections...`);
      const m = await measure(step.name, {
        ...opts,
        connections,
        url: step.url,
        headers: step.headers,
        paths: step.paths,
        timeoutS: step.timeoutS,
      });
      assertAllOk(m);
      log(`  ${fixed(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
      return m;
    };

    // The app's benchmarks, run between the two baseline runs. Add new ones here.
    const targets: Target[] = only
      ? []
      : [
          { name: "app GET /api/health", url: `${app.url}/api/health` },
          { name: "app GET / (br)", url: `${app.url}/`, headers: brotli },
        ];
    const first = await run({ name: "baseline GET / (first)", url: `${baseline.url}/` });
    const measured: Measurement[] = [];
    for (const target of targets) measured.push(await run(target));
    // Still brotli after the load (nothing changed under us).
    await checkBrotliIndex(app, brotli);
    const appPeak = await stopApp(app);

    // The public session list on 100,000 sessions, one app process per database.
    for (const list of lists) {
      const listApp = await list.db.startApp();
      cleanup.add(`${list.label} list app`, () => listApp.stop());
      await checkHealth(listApp, list.kind);
      for (const q of LIST_QUERIES) await checkListAnswer(listApp, q, list.prepared.seed);
      for (const q of LIST_QUERIES) {
        list.measured.push(
          await run({ name: `${list.label} 100k: GET ${q.path}`, url: `${listApp.url}${q.path}` }),
        );
      }
      // Fewer connections and a longer timeout: at 50 connections, a queue of queries that each
      // take tens of ms on a busy machine makes the last ones wait beyond autocannon's 10 s.
      const paths = missPaths();
      list.measured.push(
        await run({
          name: `${list.label} 100k: ${paths.length} different list pages, all cache misses (${MISS_CONNECTIONS} conn.)`,
          url: `${listApp.url}/api/sessions`,
          paths,
          connections: MISS_CONNECTIONS,
          timeoutS: 30,
        }),
      );
      list.peakRssMiB = await stopApp(listApp);
    }

    // The admin payments table at 100,000 payments (PGlite), its pages and filters in turn.
    let admin: { measured: Measurement; peak: number | undefined } | undefined;
    if (adminDb) {
      const adminApp = await adminDb.startApp();
      cleanup.add("admin tables app", () => adminApp.stop());
      const measured = await run({
        name: `PGlite ${ADMIN_SITE.payments / 1000}k payments: admin payments table, ${ADMIN_PAYMENT_PAGES.length} pages (${ADMIN_CONNECTIONS} conn.)`,
        url: `${adminApp.url}/api/admin/payments`,
        headers: { cookie: await adminCookie(adminApp) },
        paths: ADMIN_PAYMENT_PAGES,
        connections: ADMIN_CONNECTIONS,
        timeoutS: 30,
      });
      admin = { measured, peak: await stopApp(adminApp) };
    }

    const last = await run({ name: "baseline GET / (last)", url: `${baseline.url}/` });
    const baselinePeak = peakRssMiB(baseline);

    const baselineRps = mean([first.rps, last.rps]);
    // The two baseline runs disagree when other work competed for the CPU: ratios are then shaky.
    const baselineDrift = Math.abs(first.rps - last.rps) / baselineRps;
    const baselineRow: HttpRow = {
      ...first,
      name: "baseline GET / (mean of first and last)",
      rps: baselineRps,
      p50: mean([first.p50, last.p50]),
      p99: mean([first.p99, last.p99]),
      max: Math.max(first.max, last.max),
      non2xx: first.non2xx + last.non2xx,
      errors: first.errors + last.errors,
      timeouts: first.timeouts + last.timeouts,
      totalRequests: first.totalRequests + last.totalRequests,
      bytesPerSecond: mean([first.bytesPerSecond, last.bytesPerSecond]),
      ratio: 1,
      peakRssMiB: baselinePeak,
    };
    const withRatio = (m: Measurement, peak?: number): HttpRow => ({
      ...m,
      ratio: m.rps / baselineRps,
      peakRssMiB: peak,
    });
    const appRows = measured.map((m) => withRatio(m, appPeak));
    const listRows = lists.map((list) => list.measured.map((m) => withRatio(m, list.peakRssMiB)));
    const adminRow = admin ? withRatio(admin.measured, admin.peak) : undefined;
    const httpRows: HttpRow[] = [
      baselineRow,
      ...appRows,
      ...listRows.flat(),
      ...(adminRow ? [adminRow] : []),
      withRatio(first),
      withRatio(last),
    ];

    // Not compared with the baseline: a burst of bookings, one per student.
    const bookings: BookingResult[] = [];
    for (const kind of only ? [] : kinds) {
      log(
        `booking contention on ${DATABASE_LABELS[kind]}: ${CONTENTION.students} students, ${CONTENTION.seats} seats...`,
      );
      const db = await prepareDatabase(kind, { cleanup, adminUrl, name: "booking" });
      const result = await benchBookingContention(db, {
        log,
        onApp: (bookingApp) => cleanup.add(`${db.label} booking app`, () => bookingApp.stop()),
      });
      log(
        `  ${result.created.count} × 201, ${result.refused.count} × 409 in ${fixed(result.wallMs)} ms; ` +
          `p50 ${fixed(result.p50)} ms, p99 ${fixed(result.p99)} ms, max ${fixed(result.max)} ms`,
      );
      bookings.push(result);
    }

    // Stop the load-test servers before timing start-ups: they would only add noise.
    await cleanup.runAll();

    let cold: ColdStartResult | undefined;
    if (!only) {
      log(`timing ${COLD_START_RUNS} cold starts (fresh directory, then existing directory)...`);
      cold = await measureColdStarts(COLD_START_RUNS, log);
    }

    const mib = (value: number | undefined) => (value === undefined ? "" : fixed(value));
    const httpLine = (r: HttpRow) => [
      r.name,
      fixed(r.rps),
      fixed(r.p50, 1),
      fixed(r.p99, 1),
      fixed(r.max),
      fixed(r.ratio, 2),
      mib(r.peakRssMiB),
      "",
    ];
    const queryLine = (label: string, t: QueryTiming) => [
      `${label} 100k: listSessions(${t.name}) in-process, uncached`,
      fixed(t.perSecond),
      fixed(t.p50, 1),
      fixed(t.p99, 1),
      fixed(t.max),
      "-",
      "",
      "",
    ];
    const table = formatTable(
      ["benchmark", "req/s", "p50 ms", "p99 ms", "max ms", "ratio", "peak RSS MiB", "ready ms"],
      [
        ...[baselineRow, ...appRows].map(httpLine),
        ...lists.flatMap((list, i) => [
          ...(listRows[i] ?? []).map(httpLine),
          ...list.prepared.uncached.map((t) => queryLine(list.label, t)),
        ]),
        ...(adminRow ? [httpLine(adminRow)] : []),
        ...[withRatio(first, baselinePeak), withRatio(last, baselinePeak)].map(httpLine),
        ...bookings.flatMap((b) => [
          [
            b.name,
            fixed(b.perSecond),
            fixed(b.p50, 1),
            fixed(b.p99, 1),
            fixed(b.max),
            "n/a",
            mib(b.peakRssMiB),
            "",
          ],
          ...(
            [
              ["floor: the same burst on GET /api/health", b.floors.health],
              ["floor: the same burst on a signed-in read (GET …/hold, 404)", b.floors.signedIn],
            ] as const
          ).map(([label, f]) => [
            `${label} (${b.database})`,
            "",
            fixed(f.p50, 1),
            fixed(f.p99, 1),
            fixed(f.max),
            "n/a",
            "",
            "",
          ]),
          [
            `then the ${b.proofs.count} holders' proof uploads at once (${b.database})`,
            fixed((b.proofs.count * 1000) / b.proofs.wallMs),
            fixed(b.proofs.p50, 1),
            fixed(b.proofs.p99, 1),
            fixed(b.proofs.max),
            "n/a",
            "",
            "",
          ],
        ]),
        ...(cold
          ? [
              [
                "start to ready, fresh directory (median)",
                "",
                "",
                "",
                "",
                "",
                "",
                fixed(cold.fresh.medianMs),
              ],
              [
                "start to ready, existing directory (median)",
                "",
                "",
                "",
                "",
                "",
                "",
                fixed(cold.existing.medianMs),
              ],
            ]
          : []),
      ],
    );
    console.log(
      `\nToppers Connect benchmarks, ${startedAt.toISOString()}, ${durationS} s per run, ${CONNECTIONS} connections\n`,
    );
    console.log(table);
    if (only) console.log(`\nBENCH_ONLY=${only}: the list's rows and the baseline only.`);
    if (cold) {
      console.log(
        `\ncold-start runs (ms): fresh ${cold.fresh.runsMs.map((v) => fixed(v)).join(", ")}; ` +
          `existing ${cold.existing.runsMs.map((v) => fixed(v)).join(", ")}`,
      );
    }
    console.log(
      `in-process rows: ${UNCACHED_CALLS} sequential listSessions() calls in the benchmark process, no HTTP and no ` +
        "answer cache; req/s there is calls per second one at a time (1000 / mean ms).",
    );
    for (const b of bookings) {
      console.log(
        `booking (${b.database}): holds ${b.created.count} × 201 (p50 ${fixed(b.created.p50)} ms, p99 ${fixed(b.created.p99)} ms), ` +
          `${b.refused.count} × 409 (p50 ${fixed(b.refused.p50)} ms, p99 ${fixed(b.refused.p99)} ms), all within ${fixed(b.wallMs)} ms; ` +
          `${b.proofs.count} proof uploads p50 ${fixed(b.proofs.p50)} ms, p99 ${fixed(b.proofs.p99)} ms, all within ${fixed(b.proofs.wallMs)} ms; ` +
          `seats_taken ${b.outcome.seatsTaken}, seats_held ${b.outcome.seatsHeld}, ${b.outcome.bookings} bookings, ${b.outcome.payments} payments; ` +
          `proof ${fixed(b.proofBytes / 1024)} KiB; ${b.students} sign-ins took ${fixed(b.signInMs / 1000, 1)} s`,
      );
    }
    if (pgSkipped) console.log(`\n${pgSkipped}`);

    // Targets.
    const missed: string[] = [];
    for (const rows of listRows) {
      for (const row of rows.slice(0, LIST_QUERIES.length)) {
        if (row.ratio < LIST_RATIO_TARGET)
          missed.push(`${row.name}: ratio ${fixed(row.ratio, 2)} < ${LIST_RATIO_TARGET}`);
      }
    }
    for (const list of lists) {
      const firstPage = list.prepared.uncached[0];
      if (firstPage && firstPage.p50 >= LIST_FIRST_PAGE_P50_TARGET_MS)
        missed.push(
          `${list.label} listSessions(${firstPage.name}) in-process: p50 ${fixed(firstPage.p50, 1)} ms, target under ${LIST_FIRST_PAGE_P50_TARGET_MS} ms`,
        );
    }
    const pgMisses = lists.find((list) => list.kind === "postgres")?.measured.at(-1);
    if (pgMisses && pgMisses.rps < LIST_MISSES_RPS_TARGET)
      missed.push(`${pgMisses.name}: ${fixed(pgMisses.rps)} req/s, target ${LIST_MISSES_RPS_TARGET} or more`);
    if (adminRow && adminRow.p99 >= ADMIN_P99_TARGET_MS)
      missed.push(`${adminRow.name}: p99 ${fixed(adminRow.p99)} ms, target under ${ADMIN_P99_TARGET_MS} ms`);
    for (const b of bookings) {
      if (b.p99 >= BOOKING_P99_TARGET_MS)
        missed.push(`${b.name}: p99 ${fixed(b.p99)} ms, target under ${BOOKING_P99_TARGET_MS} ms`);
    }
    console.log(
      missed.length
        ? `\nTARGETS MISSED:\n${missed.map((m) => `  - ${m}`).join("\n")}`
        : `\ntargets met: list ratio >= ${LIST_RATIO_TARGET}, list page 1 in-process < ${LIST_FIRST_PAGE_P50_TARGET_MS} ms, ` +
            `list misses on PostgreSQL >= ${LIST_MISSES_RPS_TARGET} req/s, admin table p99 < ${ADMIN_P99_TARGET_MS} ms, hold p99 < ${BOOKING_P99_TARGET_MS} ms`,
    );

    // Against the last accepted figures (bench/baseline.json, the figures of bench/README.md).
    const figures: RunFigure[] = [
      ...httpRows.map((r) => ({ name: r.name, rps: r.rps, p50: r.p50, p99: r.p99 })),
      ...lists.flatMap((list) =>
        list.prepared.uncached.map((t) => ({
          name: `${list.label} 100k: listSessions(${t.name}) in-process, uncached`,
          rps: t.perSecond,
          p50: t.p50,
          p99: t.p99,
        })),
      ),
      ...bookings.map((b) => ({ name: b.name, rps: b.perSecond, p50: b.p50, p99: b.p99 })),
      ...(cold
        ? [
            { name: "start to ready, fresh directory (median)", ready: cold.fresh.medianMs },
            { name: "start to ready, existing directory (median)", ready: cold.existing.medianMs },
          ]
        : []),
    ];
    const recorded = readRecorded(RECORDED_FILE);
    const comparisons = recorded ? compareWithRecorded(recorded, figures) : [];
    const slower = comparisons.filter((c) => c.slower);
    if (!recorded) console.log(`\nno ${path.relative(ROOT, RECORDED_FILE)}: nothing to compare with`);
    else if (slower.length) console.log(`\n${slower.map(describeSlower).join("\n")}`);
    else
      console.log(
        `\nnot slower than last recorded: ${comparisons.length} rows compared with ${path.relative(ROOT, RECORDED_FILE)}, each within its noise margin`,
      );
    if (recorded && process.env.BENCH_ACCEPT === "1") {
      const source = `npm run bench, ${startedAt.toISOString()}, build ${path.relative(ROOT, DIST_DIR) || DIST_DIR}`;
      fs.writeFileSync(
        RECORDED_FILE,
        `${JSON.stringify(acceptFigures(recorded, figures, source), null, 2)}\n`,
      );
      log(`BENCH_ACCEPT=1: this run's figures written to ${path.relative(ROOT, RECORDED_FILE)}`);
    }

    const busyBefore = Number(/avg10=([\d.]+)/.exec(pressureBefore ?? "")?.[1] ?? 0);
    if (busyBefore > MAX_CPU_PRESSURE_BEFORE) {
      console.log(
        `\nWARNING: other work held the CPU ${fixed(busyBefore)} % of the time just before this run (Linux CPU ` +
          "pressure): every figure, ratios included, is unreliable. Run again when the machine is quieter.",
      );
    }
    if (baselineDrift > MAX_BASELINE_DRIFT) {
      console.log(
        `\nWARNING: the first and last baseline runs differ by ${fixed(100 * baselineDrift)} %: the machine was busy ` +
          "during this run, so its ratios are unreliable. Run again when it is quieter.",
      );
    }
    const pressureAfter = cpuPressure();
    console.log(
      `machine: ${os.availableParallelism()} CPUs, node ${process.version}, load average before ${loadBefore.map((v) => v.toFixed(2)).join(" ")}` +
        (pressureBefore ? `, CPU pressure before: ${pressureBefore}` : "") +
        (pressureAfter ? `, after: ${pressureAfter}` : "") +
        (pgVersion ? `, PostgreSQL ${pgVersion}` : "") +
        `, build ${path.relative(ROOT, DIST_DIR) || DIST_DIR}`,
    );

    const results = {
      date: startedAt.toISOString(),
      machine: {
        nproc: os.availableParallelism(),
        cpu: os.cpus()[0]?.model,
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        totalMemMiB: Math.round(os.totalmem() / 2 ** 20),
        loadAvgBefore: loadBefore,
        loadAvgAfter: os.loadavg(),
        cpuPressureBefore: pressureBefore,
        cpuPressureAfter: pressureAfter,
        postgres: pgVersion ?? null,
      },
      build: DIST_DIR,
      settings: {
        durationS,
        warmupS: WARMUP_S,
        connections: CONNECTIONS,
        coldStartRuns: COLD_START_RUNS,
        marketplace: MARKETPLACE,
        uncachedCalls: UNCACHED_CALLS,
        contention: CONTENTION,
      },
      baselineDrift,
      http: httpRows,
      sessionList: lists.map((list) => ({
        database: list.label,
        seed: list.prepared.seed,
        uncached: list.prepared.uncached,
        peakRssMiB: list.peakRssMiB,
      })),
      postgresSkipped: pgSkipped ?? null,
      booking: bookings,
      targetsMissed: missed,
      slowerThanRecorded: slower,
      coldStart: cold,
    };
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    log(`results written to ${path.relative(ROOT, RESULTS_FILE)}`);

    const wrong = bookings.flatMap((b) => b.problems.map((p) => `${b.name}: ${p}`));
    if (wrong.length)
      throw new Error(`booking under contention went wrong:\n${wrong.map((w) => `  - ${w}`).join("\n")}`);
  } finally {
    await cleanup.runAll();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("bench: FAILED:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
