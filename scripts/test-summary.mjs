// The end of a test run, from the JSON reports of vitest and Playwright: each suite's total time,
// the slowest vitest files and tests and the slowest Playwright tests (so that a suite growing past
// its budget shows where the time went), then one closing line "tests: N passed, N failed" (and
// skipped when any). Exits 1 when a test failed or a report is missing.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const SLOWEST = 15;

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const relative = (file) => path.relative(process.cwd(), file) || file;

/** The `count` largest by `ms`, one line each: the time, then the name. */
function printSlowest(title, rows, count = SLOWEST) {
  const slowest = rows
    .filter((r) => Number.isFinite(r.ms))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\n${title}`);
  for (const r of slowest) console.log(`${seconds(r.ms).padStart(9)}  ${r.name}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read("reports/vitest.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);

  // A server test file runs in two projects (PGlite, PostgreSQL); the report names the file only,
  // and each test carries its project in `meta` (tests/support/report-project.ts).
  const files = [];
  const tests = [];
  let lastEnd = unit.startTime;
  for (const file of unit.testResults ?? []) {
    const project = file.assertionResults?.find((t) => t.meta?.project)?.meta.project;
    const where = `${relative(file.name)}${project ? ` [${project}]` : ""}`;
    files.push({ ms: file.endTime - file.startTime, name: where });
    lastEnd = Math.max(lastEnd, file.endTime ?? 0);
    for (const t of file.assertionResults ?? [])
      tests.push({ ms: t.duration, name: `${where} › ${t.fullName}` });
  }
  console.log(
    `\nvitest: ${minutes(lastEnd - unit.startTime)} from its start to its last test's end, ${files.length} files, ${tests.length} tests`,
  );
  printSlowest(`The ${SLOWEST} slowest vitest files (their tests' span, without the file's set-up):`, files);
  printSlowest(`The ${SLOWEST} slowest vitest tests:`, tests);
}

const e2e = read("reports/e2e.json");
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
  skipped += e2e.stats.skipped;

  const tests = [];
  const walk = (suite, titles) => {
    const inner = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          tests.push({
            ms: r.duration,
            name: `[${t.projectName}] ${spec.file}:${spec.line} › ${[...inner, spec.title].join(" › ")}`,
          });
    for (const child of suite.suites ?? []) walk(child, inner);
  };
  for (const suite of e2e.suites ?? []) walk(suite, []);
  console.log(`\nplaywright: ${minutes(e2e.stats.duration)} in all, ${tests.length} test runs`);
  printSlowest(`The ${SLOWEST} slowest Playwright tests:`, tests);
}

if (!unit || !e2e) {
  console.error("test summary: a report is missing (reports/vitest.json, reports/e2e.json)");
  process.exit(1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 ? 0 : 1);
