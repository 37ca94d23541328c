// One closing line for the whole test run, from the JSON reports of vitest and Playwright:
// "tests: N passed, N failed" (and skipped when any).
import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read("reports/vitest.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
const e2e = read("reports/e2e.json");
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
  skipped += e2e.stats.skipped;
}
if (!unit || !e2e) {
  console.error("test summary: a report is missing (reports/vitest.json, reports/e2e.json)");
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 ? 0 : 1);
