import { normaliseCategory, type SessionListQuery, TIMES_OF_DAY } from "@contract/sessions";
import { istDate, istDayEnd, istDayStart } from "@contract/time";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bayesianRating } from "../../db/ratings";
import { LIST_EPOCH, sessions, users } from "../../db/schema";
import { DAY_MS } from "../../lib/clock";
import { cardColumns, countSessionsUpTo, pageWithTotal, type SessionList } from "./sessions.queries";

/**
 * The booking page's search and filters (docs/decisions/020). Every word of the query must
 * be close to some word of the session's `search_text` (title, subjects, category, mentor's name;
 * kept by the trigger of migration 0016): pg_trgm's word_similarity at least SEARCH_SIMILARITY. The
 * query sets pg_trgm's threshold for the `<%` operator to it (for its transaction only), so that the
 * trigram index sessions_search_text_idx finds the candidates without reading every session.
 *
 * 0.55 lets "physcs" find Physics (0.57), "chemstry" find Chemistry (0.58) and "bio" find Biology
 * (0.75), while "bio" does not find BITSAT (0.5) and "physics" does not find Chemistry (0).
 * A swap of two letters ("physcis", 0.5) is not forgiven: a lower threshold lets short words
 * match too much.
 */
export const SEARCH_SIMILARITY = 0.55;

/**
 * At most this many words of a query count, each cut to MAX_WORD_LENGTH characters: every word is
 * one more trigram match and recheck of each candidate row, so this bounds what one search costs
 * (docs/product.md §10.8, "Public reads under load"). Five words and 24 letters hold any exam,
 * subject, topic or mentor's name a student types.
 */
const MAX_WORDS = 5;
const MAX_WORD_LENGTH = 24;

/** Words that say nothing about a session ("physics for neet"): dropped while other words remain. */
const STOP_WORDS = new Set(["a", "an", "and", "the", "for", "of", "in", "on", "to", "with", "by", "or"]);

/** The words of a query, lower case, without punctuation, stop words and repeats. */
export function searchWords(q: string | undefined): string[] {
  const words = [
    ...new Set(
      (q ?? "")
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join("")),
    ),
  ];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word) && word.length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

/** True when the query asks for more than the plain list (§2.10): `listSessions` then delegates here. */
export function isSearch(query: Partial<SessionListQuery>): boolean {
  return Boolean(searchWords(query.q).length > 0 || query.price || query.date || query.time || query.sort);
}

/** The instants [from, to) a date filter keeps, or null without one. */
export function dateWindow(query: SessionListQuery, now: Date): { from?: Date; to?: Date } | null {
  if (query.date === "today" || query.date === "week") {
    const from = istDayStart(istDate(now));
    return { from, to: new Date(from.getTime() + (query.date === "today" ? 1 : 7) * DAY_MS) };
  }
  if (query.date === "range") {
    return {
      from: query.from ? istDayStart(query.from) : undefined,
      to: query.to ? istDayEnd(query.to) : undefined,
    };
  }
  return null;
}

/** The start's hour in IST. */
const istHour = sql`extract(hour from ${sessions.startsAt} at time zone 'Asia/Kolkata')`;

/** The list's own order within open and within completed sessions: soonest open first, latest completed first. */
const listOrder = [
  sql`(${sessions.status} = 'completed')`,
  sql`(case when ${sessions.status} = 'completed' then ${LIST_EPOCH} - ${sessions.startsAt} else ${sessions.startsAt} - ${LIST_EPOCH} end)`,
];

/** The mentor's Bayesian rating score (db/ratings.ts: a few reviews cannot outrank a long record). */
const mentorRating = sql`(select ${bayesianRating(sql`mp.rating_count`, sql`mp.rating_total`)} from mentor_profiles mp where mp.user_id = ${sessions.mentorId})`;
const mentorReviews = sql`(select mp.rating_count from mentor_profiles mp where mp.user_id = ${sessions.mentorId})`;

/**
 * Searched, filtered, sorted and paged on the server. Open sessions (upcoming, live) always come
 * before completed ones, whatever the sort; cancelled sessions never show.
 */
export async function searchSessions(db: Database, query: SessionListQuery, now: Date): Promise<SessionList> {
  const words = searchWords(query.q);
  const parts: (SQL | undefined)[] = [
    eq(sessions.type, query.type),
    ne(sessions.status, "cancelled"),
    eq(sessions.kind, "posted"),
  ];
  if (query.category) {
    parts.push(sql`${sessions.filterKeys} @> array[${normaliseCategory(query.category)}]::text[]`);
  }
  for (const word of words) {
    // `<%` is word_similarity ≥ pg_trgm.word_similarity_threshold, which the transaction below sets
    // to SEARCH_SIMILARITY: the trigram index answers it, and each row is compared once per word
    // (a second, explicit word_similarity() doubled the cost of a broad search).
    parts.push(sql`${word} <% ${sessions.searchText}`);
  }
  if (query.price === "free") parts.push(eq(sessions.price, 0));
  if (query.price === "max" && query.maxPrice !== undefined) {
    parts.push(sql`${sessions.price} <= ${query.maxPrice}`);
  }
  const window = dateWindow(query, now);
  if (window?.from) parts.push(sql`${sessions.startsAt} >= ${window.from.toISOString()}`);
  if (window?.to) parts.push(sql`${sessions.startsAt} < ${window.to.toISOString()}`);
  if (query.time) {
    const { from, to } = TIMES_OF_DAY[query.time];
    parts.push(
      from < to
        ? sql`(${istHour} >= ${from} and ${istHour} < ${to})`
        : sql`(${istHour} >= ${from} or ${istHour} < ${to})`,
    );
  }
  const where = and(...parts);

  const sort =
    query.sort === "relevance" && words.length === 0
      ? "soonest"
      : (query.sort ?? (words.length > 0 ? "relevance" : "soonest"));
  // A word in the title counts twice: once for the title, once for the search text.
  const relevance = sql.join(
    words.map(
      (word) =>
        sql`word_similarity(${word}, lower(${sessions.title})) + word_similarity(${word}, ${sessions.searchText})`,
    ),
    sql` + `,
  );
  const [open, when] = listOrder as [SQL, SQL];
  const order: SQL[] =
    sort === "relevance"
      ? [open, sql`(${relevance}) desc`, when]
      : sort === "price"
        ? [open, asc(sessions.price), when]
        : sort === "rating"
          ? [open, desc(mentorRating), sql`${mentorReviews} desc`, when]
          : [open, when];

  // The total counts at most LIST_COUNT_CAP + 1 matches (docs/decisions/028): a broad search's
  // exact count rechecked every candidate, which cost far more than its first page.
  const run = (tx: Pick<Database, "select">) =>
    pageWithTotal(
      query,
      (limit, offset) =>
        tx
          .select(cardColumns)
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.mentorId))
          .where(where)
          .orderBy(...order, asc(sessions.id))
          .limit(limit)
          .offset(offset),
      (limit) => countSessionsUpTo(tx, where, limit),
      now,
    );
  if (words.length === 0) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SIMILARITY)}, true)`,
    );
    return run(tx);
  });
}
