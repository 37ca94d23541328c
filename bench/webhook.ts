/**
 * `npx tsx bench/webhook.ts`: Razorpay's webhook route (docs/decisions/026) under 200 requests at
 * once, in this process (the app built from source, listening on 127.0.0.1), on PGlite and, when
 * BENCH_DATABASE_URL (default the local PostgreSQL) answers, on PostgreSQL. Each request is a signed
 * `payment.captured` event with an event id of its own, so every one is verified over its raw bytes,
 * recorded once and its job queued: the work a real webhook's answer waits for (the job itself runs
 * later and is not measured). Target (docs/decisions/026): p99 ≤ 50 ms. BENCH_DURATION seconds (default 10).
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { adminUrlFromEnv, createScratchDatabase, unreachable } from "./lib/postgres";
import { fixed, formatTable } from "./lib/table";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 200;
const TARGET_P99_MS = 50;
const WEBHOOK_SECRET = "bench-webhook-secret";

function signedEvent(): { body: string; headers: Record<string, string> } {
  const id = randomBytes(7).toString("hex");
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_Bench000000001",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: `pay_${id}`,
          entity: "payment",
          amount: 49_900,
          currency: "INR",
          status: "captured",
          order_id: `order_${id}`,
          method: "upi",
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex"),
      "x-razorpay-event-id": `evt_${id}`,
    },
  };
}

async function run(label: string, databaseUrl: string | undefined) {
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
    await autocannon({
      url: `${address}/api/webhooks/razorpay`,
      connections: 20,
      amount: 400,
      method: "POST",
      requests: [{ setupRequest: (r) => ({ ...r, ...signedEvent(), method: "POST" }) }],
    });
    const result = await autocannon({
      url: `${address}/api/webhooks/razorpay`,
      connections: CONNECTIONS,
      duration: DURATION,
      method: "POST",
      requests: [{ setupRequest: (r) => ({ ...r, ...signedEvent(), method: "POST" }) }],
    });
    const bad = result.non2xx + result.errors + result.timeouts;
    return {
      label,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      bad,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [await run("PGlite", undefined)];
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
  const missed = rows.filter((r) => r.p99 > TARGET_P99_MS || r.bad > 0);
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
