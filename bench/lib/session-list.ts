/**
 * The public session list on a marketplace of 100,000 sessions: seeding, the in-process timing of
 * the uncached query, and the checks of the API's answers before they are measured.
 */
import { CATEGORIES, type SessionSort, type SessionType } from "@contract/sessions";
import { LIST_COUNT_CAP, listSessions } from "../../src/server/modules/sessions/sessions.queries";
import type { BenchDatabase } from "./databases";
import { httpGet } from "./http";
import { type MarketplaceSeed, normalised, seedMarketplace } from "./seed";
import type { ServerProcess } from "./servers";
import { mean, percentile } from "./stats";

export const MARKETPLACE = { mentors: 1_000, sessions: 100_000 };
/** Sequential in-process calls of listSessions() per query, after a few untimed ones. */
export const UNCACHED_CALLS = 200;
const UNCACHED_WARMUP = 10;

export interface ListQuery {
  /** Short name for the table. */
  name: string;
  path: string;
  query: {
    type: SessionType;
    category?: string;
    page: number;
    pageSize: number;
    q?: string;
    sort?: SessionSort;
  };
  expectedTotal(seed: MarketplaceSeed): number;
}

export const LIST_QUERIES: ListQuery[] = [
  {
    name: "group, page 1",
    path: "/api/sessions?type=group&page=1&pageSize=12",
    query: { type: "group", page: 1, pageSize: 12 },
    expectedTotal: (seed) => seed.totals.group,
  },
  {
    name: "onetoone NEET, page 3",
    path: "/api/sessions?type=onetoone&category=NEET&page=3&pageSize=12",
    query: { type: "onetoone", category: "NEET", page: 3, pageSize: 12 },
    expectedTotal: (seed) => seed.totals.onetooneNeet,
  },
  {
    // The search box (docs/decisions/020): a typo and an exam, every word through the trigram index.
    name: "group search physcs neet, soonest",
    path: "/api/sessions?type=group&q=physcs%20neet&sort=soonest&page=1&pageSize=12",
    query: { type: "group", q: "physcs neet", sort: "soonest", page: 1, pageSize: 12 },
    expectedTotal: (seed) => seed.totals.groupNeetPhysics,
  },
];

/**
 * 600 different list requests: both types × no category or one of the nine × pages 1–5 × page
 * sizes 10–15, the first pages people actually open. The server caches at most 500 list answers
 * and evicts the oldest first; requested in turn, each one has been evicted by the time it comes
 * round again, so every request runs the query (an upper bound on the cache's help: none).
 */
export function missPaths(): string[] {
  const paths: string[] = [];
  for (const type of ["group", "onetoone"])
    for (const category of ["", ...CATEGORIES])
      for (let page = 1; page <= 5; page++)
        for (let pageSize = 10; pageSize <= 15; pageSize++) {
          const filter = category ? `&category=${encodeURIComponent(category)}` : "";
          paths.push(`/api/sessions?type=${type}${filter}&page=${page}&pageSize=${pageSize}`);
        }
  // Interleave the kinds of request, so that no stretch of the run is all of one kind.
  return paths
    .map((path, i) => ({ path, key: (i * 7919) % paths.length }))
    .sort((a, b) => a.key - b.key)
    .map((p) => p.path);
}

export interface QueryTiming {
  name: string;
  calls: number;
  /** Calls per second, one at a time: 1000 / mean ms. */
  perSecond: number;
  meanMs: number;
  p50: number;
  p99: number;
  max: number;
}

export interface PreparedList {
  seed: MarketplaceSeed;
  uncached: QueryTiming[];
}

/**
 * Opens the benchmark's database in this process, migrates and seeds it, times listSessions()
 * without any cache (UNCACHED_CALLS sequential calls per query), and closes it again.
 */
export async function prepareList(db: BenchDatabase, log: (line: string) => void): Promise<PreparedList> {
  const opened = performance.now();
  const handle = await db.open();
  try {
    log(
      `  ${db.label}: opened and migrated in ${((performance.now() - opened) / 1000).toFixed(1)} s; seeding...`,
    );
    const seed = await seedMarketplace(handle, MARKETPLACE);
    log(
      `  ${db.label}: ${seed.mentors} mentors and ${seed.sessions} sessions seeded in ${(seed.seedMs / 1000).toFixed(1)} s ` +
        `(group ${seed.totals.group}, one-to-one NEET ${seed.totals.onetooneNeet})`,
    );
    const uncached: QueryTiming[] = [];
    for (const q of LIST_QUERIES) {
      const query = { ...q.query, category: q.query.category ? normalised(q.query.category) : undefined };
      for (let i = 0; i < UNCACHED_WARMUP; i++) await listSessions(handle.db, query, new Date());
      const times: number[] = [];
      for (let i = 0; i < UNCACHED_CALLS; i++) {
        const started = performance.now();
        const answer = await listSessions(handle.db, query, new Date());
        times.push(performance.now() - started);
        if (answer.items.length !== q.query.pageSize)
          throw new Error(`listSessions(${q.name}) gave ${answer.items.length} items`);
      }
      const meanMs = mean(times);
      uncached.push({
        name: q.name,
        calls: UNCACHED_CALLS,
        perSecond: 1000 / meanMs,
        meanMs,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: Math.max(...times),
      });
      log(`  ${db.label}: listSessions(${q.name}) uncached: p50 ${percentile(times, 50).toFixed(1)} ms`);
    }
    return { seed, uncached };
  } finally {
    await handle.close();
  }
}

/**
 * The total the list answers for `exact` matching sessions: the count up to LIST_COUNT_CAP, "500+"
 * beyond (docs/decisions/028; these first pages all have a next page).
 */
export function expectedListTotal(exact: number): { total: number; totalExact: boolean } {
  return exact <= LIST_COUNT_CAP
    ? { total: exact, totalExact: true }
    : { total: LIST_COUNT_CAP, totalExact: false };
}

/** The answer must be a full page of the right sessions, with the total the database holds (or "500+"). */
export async function checkListAnswer(
  app: ServerProcess,
  q: ListQuery,
  seed: MarketplaceSeed,
): Promise<void> {
  const response = await httpGet(`${app.url}${q.path}`, { timeoutMs: 30_000 });
  const fail = (why: string) => {
    throw new Error(
      `GET ${q.path}: ${why}. Answer: ${response.status} ${response.body.toString("utf8").slice(0, 300)}`,
    );
  };
  if (response.status !== 200) fail("expected 200");
  const body = JSON.parse(response.body.toString("utf8")) as {
    items: Array<{ type: string; category: string; status: string; startsAt: string }>;
    total: number;
    totalExact: boolean;
    page: number;
    pageSize: number;
  };
  if (body.items.length !== q.query.pageSize)
    fail(`expected ${q.query.pageSize} items, got ${body.items.length}`);
  const expected = expectedListTotal(q.expectedTotal(seed));
  if (body.total !== expected.total || body.totalExact !== expected.totalExact)
    fail(
      `expected total ${JSON.stringify(expected)} (${q.expectedTotal(seed)} in the database), got ${body.total}`,
    );
  if (body.page !== q.query.page) fail(`expected page ${q.query.page}`);
  for (const item of body.items) {
    if (item.type !== q.query.type) fail(`an item of type ${item.type}`);
    if (q.query.category && item.category !== q.query.category) fail(`an item of category ${item.category}`);
    if (item.status === "completed") fail("a completed session before the upcoming ones");
  }
  const starts = body.items.map((item) => Date.parse(item.startsAt));
  if (starts.some((t, i) => i > 0 && t < (starts[i - 1] as number))) fail("not soonest first");
}
