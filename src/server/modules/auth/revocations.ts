import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { createFreshReads } from "../../lib/fresh-reads";

/** How long rows stay in auth_revocations, and how far back a starting process reads them. */
const KEEP_ROWS_SECONDS = 60 * 60;
/** How often one process deletes the rows older than that (any process may; it is idempotent). */
const DELETE_EVERY_MS = 10 * 60_000;

/** A Set-Cookie that mints the session cache (better-auth may split it into numbered chunks). */
const SETS_SESSION_DATA = /^(?:__Secure-)?tc\.session_data(?:\.\d+)?=/;

type Row = { horizon: string; id: string | null; user_id: string | null; session_id: string | null };

/**
 * What this process knows of the auth_revocations table (docs/decisions/030): the auth sessions
 * deleted and the users changed recently. A session cookie cache is trusted only after a read of
 * that table that began after the request arrived (`fresh`), so a sign-out, a password reset, a
 * removal or a role change committed before the request is always seen, in every process. The
 * reads are shared: however many requests wait, one query is in flight at a time, and each waiter
 * is answered by the first read that starts after it began waiting.
 */
export class RevocationLog {
  /** Deleted auth sessions, by id, with when this process learned of them. */
  private readonly sessions = new Map<string, number>();
  /** Per user, the revocation rows learned (id → when), whose list makes the cookie's stamp. */
  private readonly users = new Map<string, Map<string, number>>();
  /** The transaction horizon of the last read: every row of an older transaction has been read. */
  private horizon: string | null = null;
  private readonly reads = createFreshReads(() => this.read());
  private lastPrune = Date.now();
  private lastDelete = 0;
  /** Revocations learned so far, by this process: a mint that straddles one is not trusted. */
  learned = 0;

  constructor(
    private readonly db: Database,
    /** The cookie cache's lifetime: nothing older can still be presented. */
    private readonly maxAgeSeconds: number,
  ) {}

  /**
   * The cookie's stamp for this user: the revocations of them this process knows, as one string.
   * A cookie minted before one of them carries another stamp and is not trusted.
   */
  stamp(userId: string): string {
    const ids = this.users.get(userId);
    if (!ids || ids.size === 0) return "0";
    return [...ids.keys()].sort().join(".");
  }

  sessionRevoked(sessionId: string): boolean {
    return this.sessions.has(sessionId);
  }

  /**
   * The Set-Cookie values of a sign-in, or of a session lookup that read the database, to send.
   * When this process learned a revocation while better-auth was reading and minting (`learned`
   * moved past `learnedBefore`), the session cache it minted may carry what the revocation changed
   * under the new stamp: it is left out, so the next request reads the database instead.
   */
  cookiesToSend(setCookies: string[], learnedBefore: number): string[] {
    if (this.learned === learnedBefore) return setCookies;
    return setCookies.filter((cookie) => !SETS_SESSION_DATA.test(cookie));
  }

  /** Resolves after a read of the table that began after this call (shared: lib/fresh-reads.ts). */
  fresh(): Promise<void> {
    return this.reads.read("");
  }

  private async read(): Promise<void> {
    const keep = KEEP_ROWS_SECONDS;
    // One statement, so the horizon and the rows come from the same snapshot: every transaction
    // below the horizon had ended when it was taken, and one at or above it is read again next time.
    const rows = await rowsOf<Row>(
      this.db,
      sql`with h as (select pg_snapshot_xmin(pg_current_snapshot())::text as horizon)
        select h.horizon, r.id::text as id, r.user_id, r.session_id
        from h left join auth_revocations r on ${
          this.horizon === null
            ? sql`r.at > now() - make_interval(secs => ${keep})`
            : sql`r.tx >= ${this.horizon}::xid8`
        }`,
    );
    const now = Date.now();
    for (const row of rows) {
      if (row.id === null || row.user_id === null) continue;
      if (row.session_id !== null) {
        if (!this.sessions.has(row.session_id)) {
          this.sessions.set(row.session_id, now);
          this.learned++;
        }
        continue;
      }
      let ids = this.users.get(row.user_id);
      if (!ids) {
        ids = new Map();
        this.users.set(row.user_id, ids);
      }
      if (!ids.has(row.id)) {
        ids.set(row.id, now);
        this.learned++;
      }
    }
    const horizon = rows[0]?.horizon;
    if (horizon) this.horizon = horizon;
    this.prune(now);
    if (now - this.lastDelete > DELETE_EVERY_MS) {
      this.lastDelete = now;
      // Not awaited: nobody waiting for this read needs the old rows gone. A failure is retried
      // by a later read, and the rows are only a few.
      this.db
        .execute(
          sql`delete from auth_revocations where at < now() - make_interval(secs => ${KEEP_ROWS_SECONDS})`,
        )
        .catch(() => {
          this.lastDelete = 0;
        });
    }
  }

  /**
   * Forgets what no cookie can still carry: a cookie cache lives maxAge, so one minted before a
   * revocation has expired maxAge after it was learned; twice that leaves room for clocks that
   * differ between processes. A forgotten user revocation changes the stamp, which costs one
   * read of the database, never a stale answer.
   */
  private prune(now: number): void {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    const before = now - 2 * this.maxAgeSeconds * 1000;
    for (const [id, at] of this.sessions) if (at < before) this.sessions.delete(id);
    for (const [userId, ids] of this.users) {
      for (const [id, at] of ids) if (at < before) ids.delete(id);
      if (ids.size === 0) this.users.delete(userId);
    }
  }
}
