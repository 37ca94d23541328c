/**
 * `npx tsx bench/webhook.ts`: Razorpay's webhook route (docs/decisions/026) under 200 requests at
 * once, on PGlite and, when BENCH_DATABASE_URL (default the local PostgreSQL) answers, on
 * PostgreSQL. The app is built from source in this process and listens on 127.0.0.1; the load comes
 * from a worker thread (autocannon's `workers`), so it does not share the server's event loop. Each
 * request is a signed `payment.captured` event with an event id of its own, so every one is verified
 * over its raw bytes, recorded once and its job queued: the work a real webhook's answer waits for
 * (the job itself runs later and is not measured). Two loads: 200 connections kept busy for
 * BENCH_DURATION seconds (default 10), and 10 bursts of 200 requests sent together. Bare Fastify's
 * hello world under the same 200 connections, in a process of its own, is this machine's floor in
 * the same run. Target (docs/decisions/026): p99 ≤ 50 ms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { adminUrlFromEnv, createScratchDatabase, unreachable } from "./lib/postgres";
import { startBaseline } from "./lib/servers";
import { fixed, formatTable } from "./lib/table";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 200;
const BURSTS = 10;
const TARGET_P99_MS = 50;
const WEBHOOK_SECRET = "bench-webhook-secret";

/** The load: 200 connections from a worker thread, each request a new signed event. */
const SIGNED_WEBHOOK = path.join(import.meta.dirname, "lib/signed-webhook.cjs");
process.env.BENCH_WEBHOOK_SECRET = WEBHOOK_SECRET;

interface Row {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  bad: number;
  /** The server's event loop: the share of the time it was busy (sustained load only). */
  busy?: number;
}

async function load(
  url: string,
  options: { durationS?: number; amount?: number; connections?: number; signed: boolean },
) {
  const result = await autocannon({
    url,
    workers: 1,
    connections: options.connections ?? (options.amount ? 20 : CONNECTIONS),
    ...(options.amount ? { amount: options.amount } : { duration: options.durationS }),
    ...(options.signed ? { method: "POST", requests: [{ setupRequest: SIGNED_WEBHOOK }] } : {}),
  } as autocannon.Options);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Bare Fastify's hello world in a process of its own under the same load: this machine's floor. */
async function baseline(): Promise<Row[]> {
  const server = await startBaseline();
  try {
    const url = `${server.url}/`;
    await load(url, { amount: 400, signed: false });
    const label = "bare Fastify (GET /, floor)";
    const sustained = {
      label: `${label}, ${CONNECTIONS} kept busy`,
      ...(await load(url, { durationS: DURATION, signed: false })),
    };
    return [sustained, await bursts(label, url, false)];
  } finally {
    await server.stop();
  }
}

/**
 * 200 webhooks at once, BURSTS times: each connection sends one request, all together. The p99
 * reported is the worst burst's, p50 the median burst's.
 */
async function bursts(label: string, url: string, signed = true): Promise<Row> {
  const runs = [];
  for (let i = 0; i < BURSTS; i++) {
    runs.push(await load(url, { amount: CONNECTIONS, connections: CONNECTIONS, signed }));
  }
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    label: `${label}, ${CONNECTIONS} at once ×${BURSTS}`,
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    rps: Number.NaN,
    p50: p50s[Math.floor(p50s.length / 2)] ?? Number.NaN,
    p99: Math.max(...runs.map((r) => r.p99)),
    max: Math.max(...runs.map((r) => r.max)),
    bad: runs.reduce((sum, r) => sum + r.bad, 0),
  };
}

async function run(label: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tc-bench-webhook-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RAZORPAY_KEY_ID: "rzp_test_Bench0000000001",
    RAZORPAY_KEY_SECRET: "bench-key-secret",
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: "http://127.0.0.1:9",
  });
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolMax: 20 } : { dataDir });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.jobs.start({ work: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    // Warm up, then measure.
    const url = `${address}/api/webhooks/razorpay`;
    await load(url, { amount: 400, signed: true });
    const before = performance.eventLoopUtilization();
    const measured = await load(url, { durationS: DURATION, signed: true });
    const busy = performance.eventLoopUtilization(before).utilization;
    const sustained = { label: `${label}, ${CONNECTIONS} kept busy`, ...measured, busy };
    return [sustained, await bursts(label, url)];
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const floor = await baseline();
  const rows = [...floor, ...(await run("PGlite", undefined))];
  const adminUrl = adminUrlFromEnv();
  if (adminUrl && !(await unreachable(adminUrl))) {
    const scratch = await createScratchDatabase(adminUrl, `toppers_bench_${process.pid}_webhook`);
    try {
      rows.push(...(await run("PostgreSQL", scratch.url)));
    } finally {
      await scratch.drop();
    }
  }
  console.log(
    formatTable(
      ["database", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "non-2xx/errors", "server loop busy"],
      rows.map((r) => [
        r.label,
        String(r.requests),
        Number.isNaN(r.rps) ? "" : fixed(r.rps),
        fixed(r.p50),
        fixed(r.p99),
        fixed(r.max),
        String(r.bad),
        r.busy === undefined ? "" : `${Math.round(r.busy * 100)} %`,
      ]),
    ),
  );
  const missed = rows.slice(floor.length).filter((r) => r.p99 > TARGET_P99_MS || r.bad > 0);
  for (const r of missed)
    console.error(
      `MISSED: ${r.label} p99 ${fixed(r.p99)} ms (target ≤ ${TARGET_P99_MS} ms), ${r.bad} bad answers`,
    );
  if (missed.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
