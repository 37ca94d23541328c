/**
 * `npx tsx bench/booking.ts [pglite|postgres]`: only the booking burst of `npm run bench` (1,000
 * students hold at once for 50 seats, then the 50 holders upload their proofs; bench/lib/booking.ts), on the production build, for profiling it
 * on its own (with BENCH_CPU_PROF=/tmp/prof the app writes a V8 CPU profile). Prints the figures
 * and exits non-zero when the burst does not end with exactly 50 seats sold.
 */
import { benchBookingContention } from "./lib/booking";
import { Cleanup } from "./lib/cleanup";
import { type DatabaseKind, prepareDatabase } from "./lib/databases";
import { adminUrlFromEnv } from "./lib/postgres";
import { ensureBuild } from "./lib/servers";
import { fixed } from "./lib/table";

async function main() {
  const kind = (process.argv[2] ?? "pglite") as DatabaseKind;
  if (kind !== "pglite" && kind !== "postgres") throw new Error("usage: bench/booking.ts [pglite|postgres]");
  const cleanup = new Cleanup();
  process.once("SIGINT", () => void cleanup.runAll().finally(() => process.exit(130)));
  try {
    await ensureBuild();
    const db = await prepareDatabase(kind, { cleanup, adminUrl: adminUrlFromEnv(), name: "booking" });
    const r = await benchBookingContention(db, {
      log: (line) => console.log(line),
      onApp: (app) => cleanup.add(`${db.label} booking app`, () => app.stop()),
    });
    console.log(
      `${r.name}: wall ${fixed(r.wallMs)} ms; p50 ${fixed(r.p50)} ms, p99 ${fixed(r.p99)} ms, max ${fixed(r.max)} ms`,
    );
    console.log(
      `  201 × ${r.created.count}: p50 ${fixed(r.created.p50)}, p99 ${fixed(r.created.p99)} ms; ` +
        `409 × ${r.refused.count}: p50 ${fixed(r.refused.p50)}, p99 ${fixed(r.refused.p99)} ms; peak RSS ${fixed(r.peakRssMiB ?? Number.NaN)} MiB`,
    );
    console.log(
      `  floors, the same burst: GET /api/health p50 ${fixed(r.floors.health.p50)}, p99 ${fixed(r.floors.health.p99)} ms; ` +
        `a signed-in read p50 ${fixed(r.floors.signedIn.p50)}, p99 ${fixed(r.floors.signedIn.p99)} ms`,
    );
    console.log(
      `  then ${r.proofs.count} proof uploads at once: p50 ${fixed(r.proofs.p50)}, p99 ${fixed(r.proofs.p99)}, max ${fixed(r.proofs.max)} ms, all within ${fixed(r.proofs.wallMs)} ms`,
    );
    for (const problem of r.problems) console.error(`PROBLEM: ${problem}`);
    if (r.problems.length) process.exitCode = 1;
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
