/**
 * `npx tsx bench/webhook.ts`: Razorpay's webhook route (docs/decisions/026) under 200 requests at
 * once, in this process (the app built from source, listening on 127.0.0.1), on PGlite and, when
 * BENCH_DATABASE_URL (default the local PostgreSQL) answers, on PostgreSQL. Each request is a signed
 * `payment.captured` event with an event id of its own, so every one is verified over its raw bytes,
 * recorded once and its job queued: the work a real webhook's answer waits for (the job itself runs
 * later and is not measured). Target (docs/decisions/026): p99 ≤ 50 ms. BENCH_DURATION seconds (default 10).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
}

async function load(url: string, options: { durationS?: number; amount?: number; signed: boolean }) {
  const result = await autocannon({
    url,
    workers: 1,
    connections: options.amount ? 20 : CONNECTIONS,
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
async function baseline(): Promise<Row> {
  const server = await startBaseline();
  try {
    await load(`${server.url}/`, { amount: 400, signed: false });
    return {
      label: "bare Fastify (GET /, floor)",
      ...(await load(`${server.url}/`, { durationS: DURATION, signed: false })),
    };
  } finally {
    await server.stop();
  }
}

async function run(label: string, databaseUrl: string | undefined): Promise<Row> {
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
    return { label, ...(await load(url, { durationS: DURATION, signed: true })) };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [await baseline(), await run("PGlite", undefined)];
  const adminUrl = adminUrlFromEnv();
  if (adminUrl && !(await unreachable(adminUrl))) {
    const scratch = await createScratchDatabase(adminUrl, `toppers_bench_${process.pid}_webhook`);
    try {
      rows.push(await run("PostgreSQL", scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  console.log(
    formatTable(
      ["database", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "non-2xx/errors"],
      rows.map((r) => [
        r.label,
        String(r.requests),
        fixed(r.rps),
        fixed(r.p50),
        fixed(r.p99),
        fixed(r.max),
        String(r.bad),
      ]),
    ),
  );
  const missed = rows.slice(1).filter((r) => r.p99 > TARGET_P99_MS || r.bad > 0);
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
