/**
 * `npx tsx bench/statement-upload.ts [pglite|postgres]`: a statement upload through the database
 * (docs/decisions/025). The data of bench/statement-match.ts (a 10,000-line HDFC-style CSV; 5,000
 * payments awaiting verification; 300 payouts and refunds sent, awaiting their UTR) is written into
 * a fresh, migrated database; then each run uploads the file with the real command
 * (`uploadStatement`: parse, key and store the lines in one transaction) and asks for the review
 * (`reviewStatements`: read the lines and payments, match credits and debits), the two steps of
 * POST /api/admin/statements. Before each run the stored lines are deleted, so every upload stores
 * all 10,000 again. Timed with `performance.now()`, BENCH_RUNS (5) after 1 untimed; p50 and max.
 * PostgreSQL: the server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Target (docs/decisions/025): upload + review ≤ 3 s p50 on both databases.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { bankTransfers, bookings, payments, sessions, users } from "../src/server/db/schema";
import { createCommandRunner } from "../src/server/lib/unit-of-work";
import { reviewStatements } from "../src/server/modules/statements/statement-review";
import { uploadStatement } from "../src/server/modules/statements/upload-statement";
import { Cleanup } from "./lib/cleanup";
import { DATABASE_LABELS, type DatabaseKind, prepareDatabase } from "./lib/databases";
import { adminUrlFromEnv } from "./lib/postgres";
import { percentile } from "./lib/stats";
import { fixed, formatTable } from "./lib/table";
import { makeStatement, STATEMENT } from "./statement-match";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 3_000;
const NOW = new Date("2026-11-27T06:30:00Z");

async function seed(db: Database, data: ReturnType<typeof makeStatement>) {
  const adminId = "bench-admin";
  const mentorId = "bench-mentor";
  await db.insert(users).values([
    { id: adminId, name: "Neha Admin", email: "admin@bench.example", role: "admin", emailVerified: true },
    { id: mentorId, name: "Kavya Reddy", email: "mentor@bench.example", role: "mentor", emailVerified: true },
  ]);
  await db.insert(sessions).values({
    id: "bench-session",
    mentorId,
    title: "JEE Advanced Maths marathon",
    subject: "Mathematics",
    category: "JEE",
    startsAt: new Date(NOW.getTime() + 7 * 86_400_000),
    durationMinutes: 60,
    type: "group",
    seats: 50,
    price: 499,
  });
  const chunk = 500;
  for (let start = 0; start < data.payments.length; start += chunk) {
    const slice = data.payments.slice(start, start + chunk);
    await db.insert(users).values(
      slice.map((p) => ({
        id: `student-${p.id}`,
        name: p.studentName,
        email: `${p.id}@bench.example`,
        emailVerified: true,
      })),
    );
    await db.insert(bookings).values(
      slice.map((p) => ({
        id: `booking-${p.id}`,
        sessionId: "bench-session",
        studentId: `student-${p.id}`,
      })),
    );
    await db.insert(payments).values(
      slice.map((p) => ({
        id: p.id,
        bookingId: `booking-${p.id}`,
        amount: p.amount,
        utr: p.utr,
        reference: p.reference,
        proofKey: null,
        createdAt: p.createdAt,
      })),
    );
  }
  // The transfers are payouts here (a refund's transfer needs a refund-due payment; the matching is the same).
  await db.insert(bankTransfers).values(
    data.expected.transfers.map((t) => ({
      id: t.id,
      kind: "payout" as const,
      reference: t.reference,
      mentorId,
      payeeName: "Mentor",
      upiId: t.payeeVpa,
      amount: t.amount,
      exportedBy: adminId,
      exportedAt: NOW,
    })),
  );
  return adminId;
}

async function main() {
  const kind = (process.argv[2] ?? "pglite") as DatabaseKind;
  if (kind !== "pglite" && kind !== "postgres")
    throw new Error("usage: bench/statement-upload.ts [pglite|postgres]");
  const cleanup = new Cleanup();
  process.once("SIGINT", () => void cleanup.runAll().finally(() => process.exit(130)));
  try {
    const database = await prepareDatabase(kind, { cleanup, adminUrl: adminUrlFromEnv(), name: "statement" });
    const handle = await database.open();
    cleanup.add("database handle", () => handle.close());
    const db = handle.db;
    const data = makeStatement();
    const adminId = await seed(db, data);
    const commands = createCommandRunner({ db, clock: { now: () => NOW }, log: console });
    const file = { name: "hdfc-statement.csv", bytes: Buffer.from(data.csv) };
    const timings = { upload: [] as number[], review: [] as number[], total: [] as number[] };
    for (let run = 0; run <= RUNS; run++) {
      await db.execute(sql`delete from statement_lines`);
      await db.execute(sql`delete from bank_statements`);
      const started = performance.now();
      const stored = await uploadStatement(commands, db, adminId, file);
      const uploaded = performance.now();
      const review = await reviewStatements(db, NOW);
      const done = performance.now();
      if (stored.newLineCount !== STATEMENT.lines) throw new Error(`stored ${stored.newLineCount} lines`);
      if (review.result.matched.length !== data.expected.matched)
        throw new Error(`matched ${review.result.matched.length}, expected ${data.expected.matched}`);
      if (review.debits.paid.length !== STATEMENT.transfers)
        throw new Error(`debits paid ${review.debits.paid.length}, expected ${STATEMENT.transfers}`);
      if (run === 0) continue; // untimed
      timings.upload.push(uploaded - started);
      timings.review.push(done - uploaded);
      timings.total.push(done - started);
    }
    const pressure = fs.readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0];
    console.log(
      formatTable(
        ["step", "p50 ms", "max ms"],
        [
          [
            "upload (parse, key, store 10,000 lines)",
            fixed(percentile(timings.upload, 50)),
            fixed(Math.max(...timings.upload)),
          ],
          [
            "review (read, match credits and debits)",
            fixed(percentile(timings.review, 50)),
            fixed(Math.max(...timings.review)),
          ],
          ["upload + review", fixed(percentile(timings.total, 50)), fixed(Math.max(...timings.total))],
        ],
      ),
    );
    console.log(
      `${DATABASE_LABELS[kind]}: runs ${RUNS} (after 1 untimed), node ${process.version}, CPU pressure: ${pressure}`,
    );
    const p50 = percentile(timings.total, 50);
    if (p50 > TARGET_MS) {
      console.log(`target missed: upload + review p50 ${fixed(p50)} ms > ${TARGET_MS} ms`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup.runAll();
  }
}

await main();
