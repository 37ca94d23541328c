/**
 * The last accepted figures (bench/baseline.json): the figures last written into bench/README.md,
 * row by row, in a form the run can compare with. A row of this run that is worse than its
 * recorded figure by more than the row's noise margin is printed as "SLOWER than last recorded".
 *
 * A margin is a judgement from the spread seen between quiet runs of the same code on this machine
 * (bench/README.md, "Slower than last recorded"), not a statistical test: it catches a regression
 * of the size that matters (the uncached list going from 223 to 122 req/s) without calling out
 * every run's jitter. On a busy machine (the run's own warnings) any SLOWER line may be the machine.
 */
import fs from "node:fs";

/** Which figure of a row is compared: throughput (higher is better) or a latency (lower is better). */
export type RecordedMetric = "rps" | "p50" | "p99" | "ready";

export interface RecordedRow {
  metric: RecordedMetric;
  value: number;
  /** Relative margin: 0.25 means "slower" only beyond 25 % worse than `value`. */
  noise: number;
  /** Where the figure was written: the README section and run it comes from. */
  source: string;
}

export interface RecordedFigures {
  /** What the file is, for someone who opens it. */
  about: string;
  rows: Record<string, RecordedRow>;
}

/** A figure of this run, by the row's name as the table prints it. */
export interface RunFigure {
  name: string;
  rps?: number | undefined;
  p50?: number | undefined;
  p99?: number | undefined;
  ready?: number | undefined;
}

export interface Comparison {
  name: string;
  metric: RecordedMetric;
  recorded: number;
  now: number;
  /** Positive when worse: the share by which this run is slower than the recorded figure. */
  worse: number;
  noise: number;
  slower: boolean;
}

export function readRecorded(file: string): RecordedFigures | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8")) as RecordedFigures;
}

const HIGHER_IS_BETTER: Record<RecordedMetric, boolean> = { rps: true, p50: false, p99: false, ready: false };

/** Every row of this run that has a recorded figure, compared with it. */
export function compareWithRecorded(recorded: RecordedFigures, figures: RunFigure[]): Comparison[] {
  const comparisons: Comparison[] = [];
  for (const figure of figures) {
    const row = recorded.rows[figure.name];
    const now = row ? figure[row.metric] : undefined;
    if (!row || now === undefined || !Number.isFinite(now) || row.value <= 0) continue;
    // Worse as a share of the recorded figure: 122 req/s against 223 is 45 % worse; 56 ms against
    // 8.5 ms is 559 % worse.
    const worse = HIGHER_IS_BETTER[row.metric]
      ? (row.value - now) / row.value
      : (now - row.value) / row.value;
    comparisons.push({
      name: figure.name,
      metric: row.metric,
      recorded: row.value,
      now,
      worse,
      noise: row.noise,
      slower: worse > row.noise,
    });
  }
  return comparisons;
}

const UNITS: Record<RecordedMetric, string> = { rps: "req/s", p50: "ms p50", p99: "ms p99", ready: "ms" };

export function describeSlower(c: Comparison): string {
  const digits = c.metric === "rps" || c.metric === "ready" ? 0 : 1;
  return (
    `SLOWER than last recorded: ${c.name}: ${c.now.toFixed(digits)} ${UNITS[c.metric]}, ` +
    `recorded ${c.recorded.toFixed(digits)} (${(100 * c.worse).toFixed(0)} % worse, noise margin ${(100 * c.noise).toFixed(0)} %)`
  );
}

/**
 * The recorded figures with this run's in place of the old ones, for the rows this run measured
 * (BENCH_ACCEPT=1): margins and rows this run did not measure are kept.
 */
export function acceptFigures(
  recorded: RecordedFigures,
  figures: RunFigure[],
  source: string,
): RecordedFigures {
  const rows = { ...recorded.rows };
  for (const figure of figures) {
    const row = rows[figure.name];
    const now = row ? figure[row.metric] : undefined;
    if (row && now !== undefined && Number.isFinite(now)) rows[figure.name] = { ...row, value: now, source };
  }
  return { ...recorded, rows };
}
