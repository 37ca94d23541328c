/**
 * `npx tsx bench/admin-tables.ts [pglite|postgres]`: the admin dashboard's table pages on a site of
 * 50,000 students and 100,000 payments (bench/lib/admin-tables.ts), one request at a time over HTTP
 * against the production build. Prints each page's p50/p99 and writes
 * bench/results/admin-tables-<database>.json. Target (docs/decisions/007): p99 under 200 ms on PGlite.
 */
import fs from "node:fs";
import path from "node:path";
import { ADMIN_SITE, adminCookie, seedAdminSite, timeAdminPages } from "./lib/admin-tables";
import { Cleanup } from "./lib/cleanup";
import { type DatabaseKind, prepareDatabase } from "./lib/databases";
import { adminUrlFromEnv } from "./lib/postgres";
import { ensureBuild, ROOT } from "./lib/servers";
import { fixed, formatTable } from "./lib/table";

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const TARGET_P99_MS = 200;

async function main() {
  const kind = (process.argv[2] ?? "pglite") as DatabaseKind;
  if (kind !== "pglite" && kind !== "postgres")
    throw new Error("usage: bench/admin-tables.ts [pglite|postgres]");
  const cleanup = new Cleanup();
  process.once("SIGINT", () => void cleanup.runAll().finally(() => process.exit(130)));
  try {
    await ensureBuild();
    const database = await prepareDatabase(kind, { cleanup, adminUrl: adminUrlFromEnv(), name: "admin" });
    const handle = await database.open();
    const { seedMs } = await seedAdminSite(handle);
    await handle.close();
    console.error(
      `bench: seeded ${ADMIN_SITE.students} students, ${ADMIN_SITE.payments} payments in ${fixed(seedMs / 1000, 1)} s`,
    );
    const app = await database.startApp();
    cleanup.add("app", () => app.stop());
    const cookie = await adminCookie(app);
    const timings = await timeAdminPages(app, cookie, CALLS);
    const pressure = fs.readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0];
    console.log(
      formatTable(
        ["page", "rows", "of", "mean ms", "p50 ms", "p99 ms", "max ms"],
        timings.map((t) => [
          t.name,
          String(t.rows),
          String(t.total),
          fixed(t.meanMs, 1),
          fixed(t.p50, 1),
          fixed(t.p99, 1),
          fixed(t.max, 1),
        ]),
      ),
    );
    const worst = Math.max(...timings.map((t) => t.p99));
    console.log(
      `${database.label}: worst p99 ${fixed(worst, 1)} ms (target < ${TARGET_P99_MS} ms); CPU pressure ${pressure}`,
    );
    const file = path.join(ROOT, `bench/results/admin-tables-${kind}.json`);
    fs.writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), database: database.label, site: ADMIN_SITE, calls: CALLS, pressure, timings }, null, 2)}\n`,
    );
    console.error(`bench: wrote ${path.relative(ROOT, file)}`);
  } finally {
    await cleanup.runAll();
  }
}

await main();
