/**
 * `npm run bench`: HTTP throughput of the production build against a bare Fastify baseline, and
 * the start-up time of the built server, all in one run so that the ratios are comparable on a
 * noisy machine. Prints a table and writes bench/results/latest.json. See bench/README.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertAllOk, type Measurement, measure } from "./lib/autocannon";
import { type ColdStartResult, measureColdStarts } from "./lib/cold-start";
import { httpGet } from "./lib/http";
import {
  ensureBuild,
  makeTempDir,
  ROOT,
  removeDir,
  type ServerProcess,
  startBaseline,
  startBuiltApp,
  WEB_DIST,
} from "./lib/servers";
import { mean } from "./lib/stats";
import { fixed, formatTable } from "./lib/table";

const CONNECTIONS = 50;
const WARMUP_S = 2;
const COLD_START_RUNS = 3;
/** Above this relative difference between the two baseline runs, the run is flagged as noisy. */
const MAX_BASELINE_DRIFT = 0.2;
/** Above this share of time (%) that other work stalled the CPU just before the run, it is flagged. */
const MAX_CPU_PRESSURE_BEFORE = 25;
const RESULTS_FILE = path.join(ROOT, "bench/results/latest.json");

function durationFromEnv(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === "") return 10;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1 || !Number.isInteger(value)) {
    throw new Error(`BENCH_DURATION must be a whole number of seconds >= 1, not ${JSON.stringify(raw)}`);
  }
  return value;
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

/** Things to stop or delete, undone in reverse order whatever happens. */
class Cleanup {
  private readonly steps: Array<{ label: string; run: () => unknown }> = [];
  add(label: string, run: () => unknown): void {
    this.steps.push({ label, run });
  }
  async runAll(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`bench: cleanup of ${step.label} failed:`, error);
      }
    }
  }
}

async function checkHealth(app: ServerProcess): Promise<void> {
  const response = await httpGet(`${app.url}/api/health`);
  const body = JSON.parse(response.body.toString("utf8")) as { status?: string; database?: string };
  if (response.status !== 200 || body.status !== "ok" || body.database !== "pglite") {
    throw new Error(
      `GET /api/health: expected 200 {status: "ok", database: "pglite"}, got ${response.status} ${response.body}`,
    );
  }
}

/** `GET /` must be the precompressed index.html.br from the build, byte for byte. */
async function checkBrotliIndex(app: ServerProcess, headers: Record<string, string>): Promise<void> {
  const response = await httpGet(`${app.url}/`, { headers });
  const expected = fs.readFileSync(path.join(WEB_DIST, "index.html.br"));
  const encoding = response.headers["content-encoding"];
  if (response.status !== 200 || encoding !== "br") {
    throw new Error(
      `GET / with ${JSON.stringify(headers)}: expected 200 and content-encoding br, got ${response.status} and ${encoding}`,
    );
  }
  if (!response.body.equals(expected)) {
    throw new Error(
      `GET /: the body (${response.body.length} bytes) is not dist/web/index.html.br (${expected.length} bytes)`,
    );
  }
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

interface HttpRow extends Measurement {
  ratio: number;
}

async function main(): Promise<void> {
  const durationS = durationFromEnv();
  const cleanup = new Cleanup();
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping everything`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    ensureBuild();
    const startedAt = new Date();
    const loadBefore = os.loadavg();
    const pressureBefore = cpuPressure();

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
      log(`measuring ${step.name}: ${WARMUP_S} s warm-up + ${durationS} s, ${CONNECTIONS} connections...`);
      const m = await measure(step.name, { ...opts, url: step.url, headers: step.headers });
      assertAllOk(m);
      log(`  ${fixed(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
      return m;
    };

    // The app's benchmarks, run between the two baseline runs. Add new ones here.
    const targets: Target[] = [
      { name: "app GET /api/health", url: `${app.url}/api/health` },
      { name: "app GET / (br)", url: `${app.url}/`, headers: brotli },
    ];
    const first = await run({ name: "baseline GET / (first)", url: `${baseline.url}/` });
    const measured: Measurement[] = [];
    for (const target of targets) measured.push(await run(target));
    const last = await run({ name: "baseline GET / (last)", url: `${baseline.url}/` });
    // Still brotli after the load (nothing changed under us).
    await checkBrotliIndex(app, brotli);

    const baselineRps = mean([first.rps, last.rps]);
    // The two baseline runs disagree when other work competed for the CPU: ratios are then shaky.
    const baselineDrift = Math.abs(first.rps - last.rps) / baselineRps;
    const baselineRow: HttpRow = {
      ...first,
      name: "baseline GET / (mean of first and last)",
      rps: baselineRps,
      p50: mean([first.p50, last.p50]),
      p99: mean([first.p99, last.p99]),
      non2xx: first.non2xx + last.non2xx,
      errors: first.errors + last.errors,
      timeouts: first.timeouts + last.timeouts,
      totalRequests: first.totalRequests + last.totalRequests,
      bytesPerSecond: mean([first.bytesPerSecond, last.bytesPerSecond]),
      ratio: 1,
    };
    const withRatio = (m: Measurement): HttpRow => ({ ...m, ratio: m.rps / baselineRps });
    const httpRows: HttpRow[] = [baselineRow, ...measured.map(withRatio), withRatio(first), withRatio(last)];

    // Stop the load-test servers before timing start-ups: they would only add noise.
    await cleanup.runAll();

    log(`timing ${COLD_START_RUNS} cold starts (fresh directory, then existing directory)...`);
    const cold: ColdStartResult = await measureColdStarts(COLD_START_RUNS, log);

    const table = formatTable(
      ["benchmark", "req/s", "p50 ms", "p99 ms", "ratio", "ready ms"],
      [
        ...httpRows.map((r) => [
          r.name,
          fixed(r.rps),
          fixed(r.p50, 1),
          fixed(r.p99, 1),
          fixed(r.ratio, 2),
          "",
        ]),
        ["start to ready, fresh directory (median)", "", "", "", "", fixed(cold.fresh.medianMs)],
        ["start to ready, existing directory (median)", "", "", "", "", fixed(cold.existing.medianMs)],
      ],
    );
    console.log(
      `\nToppers Connect benchmarks, ${startedAt.toISOString()}, ${durationS} s per run, ${CONNECTIONS} connections\n`,
    );
    console.log(table);
    console.log(
      `\ncold-start runs (ms): fresh ${cold.fresh.runsMs.map((v) => fixed(v)).join(", ")}; ` +
        `existing ${cold.existing.runsMs.map((v) => fixed(v)).join(", ")}`,
    );
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
    console.log(
      `machine: ${os.availableParallelism()} CPUs, node ${process.version}, load average before ${loadBefore.map((v) => v.toFixed(2)).join(" ")}` +
        (pressureBefore ? `, CPU pressure before: ${pressureBefore}` : ""),
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
        cpuPressureAfter: cpuPressure(),
      },
      settings: { durationS, warmupS: WARMUP_S, connections: CONNECTIONS, coldStartRuns: COLD_START_RUNS },
      baselineDrift,
      http: httpRows,
      coldStart: cold,
    };
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    log(`results written to ${path.relative(ROOT, RESULTS_FILE)}`);
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
