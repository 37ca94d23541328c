import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { signedIn } from "@test-support/accounts";
import { newSession } from "@test-support/marketplace";
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitHealthy,
} from "@test-support/server-process";
import { lockSessions } from "@test-support/slow-reads";
import {
  createTestApp,
  createTestDatabase,
  type TestContext,
  testDatabaseKind,
} from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { mentorProfiles } from "../../src/server/db/schema";
import { HTTP_MESSAGES } from "../../src/server/lib/message-codes";
import { searchWords } from "../../src/server/modules/sessions/session-search";

/**
 * The public reads anyone can make expensive (docs/product.md §10.8, "Public reads under load"):
 * the session list and its search, the mentor directory, the session and mentor pages and their
 * page heads. Each address has a generous limit of them per minute, a search's words are bounded,
 * they use only part of the database (the rest stays free for the health check and for writes), and
 * one that cannot be served in time is a 503 "busy", never a 500.
 */

const SHELL = `<!doctype html><html lang="en"><head><title>Toppers Connect</title><meta name="description" content="The site." /></head><body><div id="root"></div></body></html>`;

describe("public reads: the per-address limit", () => {
  let t: TestContext;
  let dist: string;
  let session: { id: string };
  let slug: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "tc-dist-"));
    writeFileSync(path.join(dist, "index.html"), SHELL);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, RATE_LIMIT_READ_MAX: "5" } });
    const mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
    session = await newSession(t.app, mentor.cookie, { title: "NEET Physics: Optics" });
    const [profile] = await t.app.db
      .select({ slug: mentorProfiles.slug })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentor.id));
    slug = profile?.slug ?? "";
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const from = (remoteAddress: string, url: string) => t.app.inject({ method: "GET", url, remoteAddress });

  it("counts the list, the search, the directory and the pages together, then answers 429 saying so; another address is not held back", async () => {
    const reads = [
      "/api/sessions?type=group",
      "/api/sessions?type=group&q=optcs",
      "/api/mentors/directory?q=kavya",
      `/api/sessions/${session.id}/page`,
      `/api/mentors/by-slug/${slug}`,
    ];
    for (const url of reads) expect((await from("203.0.113.50", url)).statusCode, url).toBe(200);

    const refused = await from("203.0.113.50", "/api/sessions?type=group&q=physics");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: HTTP_MESSAGES.tooManyReads, code: "http.tooManyReads" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The page heads too: the app's shell without the page's own head, with the same status.
    const head = await from("203.0.113.50", `/sessions/${session.id}`);
    expect(head.statusCode).toBe(429);
    expect(head.body).toContain('<div id="root">');
    expect((await from("203.0.113.50", `/mentors/${slug}`)).statusCode).toBe(429);

    for (const url of [...reads.slice(1), `/sessions/${session.id}`]) {
      expect((await from("203.0.113.51", url)).statusCode, url).toBe(200);
    }
  });
});

describe("public reads: the cost of a search", () => {
  it("counts at most five words of a query, each cut to 24 characters", () => {
    expect(searchWords("physics chemistry biology maths botany zoology")).toEqual([
      "physics",
      "chemistry",
      "biology",
      "maths",
      "botany",
    ]);
    expect(searchWords(`${"x".repeat(80)} neet`)).toEqual(["x".repeat(24), "neet"]);
  });

  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
    await newSession(t.app, mentor.cookie, { title: "NEET Physics: Optics", category: "NEET" });
  });
  afterAll(() => t.close());

  it("searches the first five words only: words after them do not narrow the list", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/sessions?type=group&q=${encodeURIComponent("neet physics optics rohan mehta zzzzqqq")}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: { title: string }) => s.title)).toEqual(["NEET Physics: Optics"]);
    const directory = await t.app.inject({
      method: "GET",
      url: `/api/mentors/directory?q=${encodeURIComponent(`rohan mehta ${"zq ".repeat(20)}`)}`,
    });
    expect(directory.statusCode).toBe(200);
    expect(directory.json().items.map((m: { name: string }) => m.name)).toEqual(["Rohan Mehta"]);
  });
});

/** Until `count` statements wait for the lock on sessions (PostgreSQL). */
async function waitersOnLock(database: DatabaseHandle, count: number) {
  for (let i = 0; i < 400; i++) {
    const waiting = (await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((waiting.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} searches waited for the lock`);
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | undefined;
}

/** One GET on a connection of its own (no keep-alive pool), its JSON answer. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const retryAfter = res.headers["retry-after"];
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        });
      });
      res.on("error", reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

/** A mentor and 5,000 sessions of theirs, two hours apart: a typo search matches and rechecks them all. */
async function seedBurst(database: DatabaseHandle) {
  await database.db.execute(sql`insert into users (id, name, email, role)
    values ('burst-mentor', 'Meera Iyer', 'burst.mentor@example.com', 'mentor')`);
  await database.db.execute(sql`insert into sessions (id, mentor_id, title, subject, subjects, category,
      filter_keys, starts_at, duration_minutes, type, seats, price, status)
    select 'burst-' || g, 'burst-mentor', 'NEET Physics: Optics drill ' || g, 'Physics', '{}', 'NEET',
      array['neet', 'physics'], now() + interval '2 days' + g * interval '2 hours', 60, 'group', 10,
      100 + g % 900, 'upcoming'
    from generate_series(1, 5000) as g`);
}

/**
 * A real server process, reached over HTTP as a load balancer reaches it: on PGlite a statement
 * holds the server's only thread, so when requests arrive and in what order only shows over real
 * connections. PostgreSQL: its own database, kept open here to hold the lock.
 */
describe("public reads under a burst", () => {
  let server: ServerProcess;
  let dataDir: string;
  let database: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "tc-burst-"));
    if (testDatabaseKind === "postgres") {
      const made = await createTestDatabase();
      database = made.database;
      drop = made.drop;
      await seedBurst(made.database);
      const url = made.database.kind === "postgres" ? made.database.client.options.connectionString : "";
      server = await startServerProcess(dataDir, { DATABASE_URL: url ?? "" });
    } else {
      const handle = await openDatabase({ dataDir });
      try {
        await migrateDatabase(handle);
        await seedBurst(handle);
      } finally {
        await handle.close();
      }
      server = await startServerProcess(dataDir, {});
    }
    await waitHealthy(server, Date.now() + 50_000);
  }, 60_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PostgreSQL: the searches are made slow by a lock held on the sessions table (each waits for it,
  // holding a connection of the pool, as a costly query would). PGlite: each rechecks 5,000 rows
  // while the server's thread does nothing else.
  it("leaves the health check free while 40 different searches are in flight, and answers each 200 or 503, never 500", async () => {
    const lock = database ? await lockSessions(database) : null;
    let answered = 0;
    const searches: Promise<Answer>[] = [];
    // Forty typo searches at once, each different (its own page) so that no cache can help, each on
    // its own connection as forty anonymous visitors send them.
    for (let i = 0; i < 40; i++) {
      searches.push(
        get(`${server.base}/api/sessions?type=group&q=physcs&page=${i + 1}`).then((answer) => {
          answered += 1;
          return answer;
        }),
      );
    }
    let health: Answer;
    let inFlight: number;
    try {
      if (database) await waitersOnLock(database, 2);
      health = await get(`${server.base}/api/health`);
      inFlight = 40 - answered;
    } finally {
      await lock?.release();
    }
    expect(health.status).toBe(200);
    expect(health.body.status).toBe("ok");
    // The health check did not wait for the burst to be answered.
    expect(inFlight).toBeGreaterThan(0);
    const answers = await Promise.all(searches);
    expect(answers.map((a) => a.status).filter((code) => code !== 200 && code !== 503)).toEqual([]);
    // Some were told to come back rather than queued without end.
    const busy = answers.find((a) => a.status === 503);
    expect(busy?.body).toMatchObject({ message: HTTP_MESSAGES.busy, code: "http.busy" });
    expect(busy?.retryAfter).toBe("2");
    // Afterwards the site answers as usual.
    expect((await get(`${server.base}/api/sessions?type=group&q=optics`)).status).toBe(200);
  });
});
