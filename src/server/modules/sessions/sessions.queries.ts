import {
  type MentorReview,
  normaliseCategory,
  reviewerName,
  SESSION_PAGE_REVIEWS,
  type SessionCard,
  type SessionListQuery,
  type SessionPage,
  type SessionType,
} from "@contract/sessions";
import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { feedbacks, LIST_EPOCH, mentorProfiles, sessions, users } from "../../db/schema";
import { isSearch, searchSessions } from "./session-search";
import { bookingClosedReason } from "./sessions.policy";

const sessionColumns = {
  id: sessions.id,
  title: sessions.title,
  description: sessions.description,
  subject: sessions.subject,
  subjects: sessions.subjects,
  category: sessions.category,
  startsAt: sessions.startsAt,
  durationMinutes: sessions.durationMinutes,
  type: sessions.type,
  seats: sessions.seats,
  seatsTaken: sessions.seatsTaken,
  seatsHeld: sessions.seatsHeld,
  price: sessions.price,
  status: sessions.status,
  cancelledAt: sessions.cancelledAt,
  cancelReason: sessions.cancelReason,
  mentorId: users.id,
  mentorName: users.name,
  mentorImage: users.image,
};

/**
 * Feedback counts while its author could give it (feedback.policy.ts): their payment is approved and
 * they joined the session, and it is not from the mentor's own account (`f.counted`, kept by the
 * database: migration 0018). A payment disapproved later (a fake proof, say) takes the student's
 * rating out of every figure. Joined to `feedbacks f`.
 */
export const COUNTED_FEEDBACK =
  sql.raw(`inner join bookings cb on cb.session_id = f.session_id and cb.student_id = f.student_id
    and cb.attended_at is not null and f.counted
  inner join payments cp on cp.booking_id = cb.id and cp.status = 'paid'`);

/** A session's rating: the mean of its counted feedback ratings (docs/product.md §9), null before any. */
export const sessionRating = sql<
  number | null
>`(select avg(f.rating)::float8 from feedbacks f ${COUNTED_FEEDBACK} where f.session_id = ${sessions.id})`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

/**
 * The mentor's page address and rating, from their profile (kept exact by the feedback trigger of
 * migration 0015). Subqueries by primary key rather than a join, so that every query selecting the
 * card's columns (the lists, the dashboards) gets them without joining anything more.
 */
const ofMentorProfile = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${mentorProfiles} mp where mp.user_id = ${sessions.mentorId})`;
const mentorColumns = {
  mentorSlug: ofMentorProfile<string | null>(sql.raw("mp.slug")),
  mentorRatingCount: ofMentorProfile<number | null>(sql.raw("mp.rating_count")).mapWith(Number),
  mentorRatingTotal: ofMentorProfile<number | null>(sql.raw("mp.rating_total")).mapWith(Number),
};

/** Every column of a session card; the row type below follows from it. */
export const cardColumns = { ...sessionColumns, ...mentorColumns, rating: sessionRating };

type CardRow = Omit<
  { [K in keyof typeof sessionColumns]: (typeof sessionColumns)[K]["_"]["data"] },
  "mentorImage" | "cancelledAt" | "cancelReason"
> & {
  mentorImage: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  rating: number | null;
  mentorSlug: string | null;
  mentorRatingCount: number | null;
  mentorRatingTotal: number | null;
};

/** A session as every list shows it, judged at `now` (booking closes when it starts). */
export function toCard(row: CardRow, now: Date): SessionCard {
  const status = row.status;
  // docs/product.md §4: completed forces the available slots to 0 (and so does a cancellation).
  const seatsLeft =
    status === "completed" || status === "cancelled"
      ? 0
      : Math.max(0, row.seats - row.seatsTaken - row.seatsHeld);
  const closedReason = bookingClosedReason(row, now);
  const reviews = row.mentorRatingCount ?? 0;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    mentor: {
      id: row.mentorId,
      name: row.mentorName,
      image: row.mentorImage,
      slug: row.mentorSlug,
      rating: reviews > 0 ? (row.mentorRatingTotal ?? 0) / reviews : null,
      reviews,
    },
    subject: row.subject,
    subjects: row.subjects,
    category: row.category,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    type: row.type,
    seats: row.seats,
    seatsLeft,
    price: row.price,
    status,
    closed: closedReason !== null,
    closedReason,
    cancellation:
      row.cancelledAt && row.cancelReason
        ? { at: row.cancelledAt.toISOString(), reason: row.cancelReason }
        : null,
    rating: row.rating,
  };
}

/** What the filter compares with: the category and every subject, normalised (kept in `filter_keys`). */
export function filterKeysOf(session: { category: string; subject: string; subjects: readonly string[] }) {
  return [...new Set([session.category, session.subject, ...session.subjects].map(normaliseCategory))];
}

/** docs/product.md §2.10: the category filter ignores case and spaces and matches the category or any subject. */
function categoryMatches(category: string): SQL {
  return sql`${sessions.filterKeys} @> array[${normaliseCategory(category)}]::text[]`;
}

/**
 * The list counts at most this many sessions past the page (docs/decisions/028): beyond it the
 * answer says "500+" (`totalExact: false`). An exact count reads every matching row, which at
 * 100,000 sessions cost 5–10 times the page itself; counting up to 501 stops after 501.
 */
export const LIST_COUNT_CAP = 500;

/**
 * A page of the list and its total: exact (`totalExact`) when the list holds at most
 * LIST_COUNT_CAP sessions or this page is its last, otherwise a lower bound, at least
 * LIST_COUNT_CAP and more than the sessions up to the end of this page, so that there is a next
 * page exactly when page × pageSize < total, past the cap too.
 */
export type SessionList = { items: SessionCard[]; total: number; totalExact: boolean };

/**
 * One page and its total, from the page's rows (asked for one more than the page holds, which
 * tells whether a next page exists) and a count of matching rows that stops at `limit`. The count
 * runs only when the page cannot answer it: a page that is the last holds the rest of the list.
 */
export async function pageWithTotal(
  page: { page: number; pageSize: number },
  rows: (limit: number, offset: number) => Promise<CardRow[]>,
  countUpTo: (limit: number) => Promise<number>,
  now: Date,
): Promise<SessionList> {
  const offset = (page.page - 1) * page.pageSize;
  const found = await rows(page.pageSize + 1, offset);
  const hasNext = found.length > page.pageSize;
  const items = found.slice(0, page.pageSize).map((row) => toCard(row, now));
  if (!hasNext && (items.length > 0 || offset === 0)) {
    return { items, total: offset + items.length, totalExact: true };
  }
  const counted = await countUpTo(LIST_COUNT_CAP + 1);
  if (counted <= LIST_COUNT_CAP) return { items, total: counted, totalExact: true };
  return {
    items,
    total: Math.max(LIST_COUNT_CAP, offset + items.length + (hasNext ? 1 : 0)),
    totalExact: false,
  };
}

/** How many sessions match `where`, counting at most `limit` of them. */
export async function countSessionsUpTo(
  db: Pick<Database, "select">,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const matching = db
    .select({ one: sql<number>`1`.as("one") })
    .from(sessions)
    .where(where)
    .limit(limit)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * The booking page's list: one type, optionally one category, live and upcoming sessions first
 * (soonest first), then completed ones (most recent first); cancelled sessions leave it. The same
 * answer for every viewer.
 */
export async function listSessions(
  db: Database,
  query: { type: SessionType; category?: string | undefined; page: number; pageSize: number } & Partial<
    Omit<SessionListQuery, "type" | "category" | "page" | "pageSize">
  >,
  now: Date,
): Promise<SessionList> {
  // A search, a filter or a sort (docs/decisions/020) is session-search.ts's; the plain list stays as it was.
  if (isSearch(query)) return searchSessions(db, query, now);
  const where = and(
    eq(sessions.type, query.type),
    // With the next line, word for word the condition of sessions_listed_idx (migration 0026).
    ne(sessions.status, "cancelled"),
    // A one-to-one a student booked from a mentor's availability is theirs alone (docs/decisions/022).
    eq(sessions.kind, "posted"),
    query.category ? categoryMatches(query.category) : undefined,
  );
  // The expressions of sessions_listed_idx, word for word, so that the index serves the order.
  const listOrder = [
    asc(sessions.type),
    sql`(${sessions.status} = 'completed')`,
    sql`(case when ${sessions.status} = 'completed' then ${LIST_EPOCH} - ${sessions.startsAt} else ${sessions.startsAt} - ${LIST_EPOCH} end)`,
    asc(sessions.id),
  ];
  return pageWithTotal(
    query,
    (limit, offset) => {
      // The page's ids first, from the index alone (it carries the filter's and the order's
      // columns), then the cards of those few: skipped rows are never read from the table. (The
      // subquery's "sessions" is its own; the outer query's is the one joined below.)
      const ids = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(where)
        .orderBy(...listOrder)
        .limit(limit)
        .offset(offset)
        .as("page_ids");
      return db
        .select(cardColumns)
        .from(ids)
        .innerJoin(sessions, eq(sessions.id, ids.id))
        .innerJoin(users, eq(users.id, sessions.mentorId))
        .orderBy(...listOrder);
    },
    (limit) => countSessionsUpTo(db, where, limit),
    now,
  );
}

export async function getSessionCard(db: Database, id: string, now: Date): Promise<SessionCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.mentorId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row ? toCard(row, now) : null;
}

/**
 * The public session page (docs/decisions/018): the card (its full description included)
 * and the latest reviews of its mentor, over all their sessions, newest first, named only as
 * "Ananya S." with the month; null for an unknown session. A cancelled session still has its page.
 */
export async function getSessionPage(db: Database, id: string, now: Date): Promise<SessionPage | null> {
  const session = await getSessionCard(db, id, now);
  if (!session) return null;
  const rows = await db
    .select({
      id: feedbacks.id,
      rating: feedbacks.rating,
      text: feedbacks.feedback,
      name: users.name,
      month: sql<string>`to_char(${feedbacks.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`,
    })
    .from(feedbacks)
    .innerJoin(sessions, eq(sessions.id, feedbacks.sessionId))
    .leftJoin(users, eq(users.id, feedbacks.studentId))
    // Only reviews the mentor's rating counts (approved payment, not from the mentor's own account).
    .where(and(eq(sessions.mentorId, session.mentor.id), eq(feedbacks.counted, true)))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(SESSION_PAGE_REVIEWS);
  const reviews: MentorReview[] = rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.text,
    author: reviewerName(row.name),
    month: row.month,
  }));
  return { session, reviews };
}
