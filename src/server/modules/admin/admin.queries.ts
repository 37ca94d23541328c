import {
  type AdminApplication,
  type AdminMentor,
  type AdminOverview,
  type AdminPayment,
  type AdminSession,
  type AdminSessionGroup,
  type AdminStudent,
  CATEGORY_DOMAINS,
  type DomainFilter,
  type MentorSort,
  type PaymentSort,
  type SessionSort,
  type SessionStudents,
  type SortDirection,
  type StudentSort,
  type TablePage,
} from "@contract/admin";
import { MONEY_KEPT_STATUSES, type PaymentStatus } from "@contract/payments";
import type { AdminRefund, RefundWhy } from "@contract/refunds";
import { CATEGORIES } from "@contract/sessions";
import { IST_ZONE } from "@contract/time";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { HOLDS_SEAT } from "../../db/seats";

/*
 * The admin dashboard's tables (issue 7). Each page is one query for its rows (with the figures of
 * those rows only, from indexed subqueries) and one count of all matching rows. The filters are
 * written in SQL so that the planner sees them; `q` is escaped for LIKE.
 */

export interface TableParams {
  page: number;
  pageSize: number;
  q?: string | undefined;
  domain?: DomainFilter | undefined;
}

/** A table's chosen order (the contract's `sort` and `dir`); without `sort`, the table's own. */
export interface Sorted<K extends string> {
  sort?: K | undefined;
  dir?: SortDirection | undefined;
}

/**
 * `column dir, tieBreaker dir` for the chosen sort, else the table's own order. Columns are SQL
 * written here, never the request's text: `sort` is one of the contract's names.
 */
function orderOf<K extends string>(
  { sort, dir }: Sorted<K>,
  columns: Record<K, SQL>,
  tieBreaker: SQL,
  fallback: SQL,
): SQL {
  if (!sort) return fallback;
  const way = dir === "desc" ? sql.raw("desc") : sql.raw("asc");
  return sql`${columns[sort]} ${way}, ${tieBreaker} ${way}`;
}

/** Escape LIKE's wildcards so that a search for "50%" means those characters. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => `%${likeEscape(q)}%`;

type Row = Record<string, unknown>;

/**
 * The rows of a raw query. Both drivers (node-postgres and PGlite) answer with `rows`; the shared
 * Database type cannot say so, hence the one cast here.
 */
async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const where = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/** A session's domain filter: its category is one of the domain's categories. */
const categoryIn = (column: SQL, domain: DomainFilter | undefined) =>
  domain
    ? sql`${column} in (${sql.join(
        CATEGORY_DOMAINS[domain].map((c) => sql`${c}`),
        sql`, `,
      )})`
    : undefined;

async function page<T>(
  db: Database,
  params: TableParams,
  rowsQuery: (limit: number, offset: number) => SQL,
  countQuery: SQL,
  toRow: (row: Row) => T,
  options: { countInRows?: boolean } = {},
): Promise<TablePage<T>> {
  const offset = (params.page - 1) * params.pageSize;
  let rows: Row[];
  let total: number;
  if (options.countInRows) {
    // The rows query reads every match anyway (to sort them) and counts them as it goes
    // (`total_count`); a page past the end has no row to carry it, and counts apart.
    rows = await rowsOf(db, rowsQuery(params.pageSize, offset));
    total =
      rows.length > 0 ? Number(rows[0]?.total_count) : Number((await rowsOf(db, countQuery))[0]?.n ?? 0);
  } else {
    const [found, counted] = await Promise.all([
      rowsOf(db, rowsQuery(params.pageSize, offset)),
      rowsOf(db, countQuery),
    ]);
    rows = found;
    total = Number(counted[0]?.n ?? 0);
  }
  return { items: rows.map(toRow), total, page: params.page, pageSize: params.pageSize };
}

/**
 * "Money kept" (contract/payments.ts MONEY_KEPT_STATUSES: approved, and kept after a late
 * cancellation), for SQL: `p.status in ${MONEY_KEPT}`. Revenue and money spent count these; refunds,
 * due or paid, are not money kept.
 */
const MONEY_KEPT = sql.raw(`(${MONEY_KEPT_STATUSES.map((s) => `'${s}'`).join(", ")})`);

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

// Overview ----------------------------------------------------------------------------------------

const DAYS = 30;

/** The day in India of an instant, as YYYY-MM-DD. */
function indianDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: IST_ZONE }).format(instant);
}

/**
 * The four counts, and per Indian day over the last 30 days the bookings made (whose payment is not
 * failed) and the revenue (their verified payments), and sessions per category.
 */
export async function adminOverview(db: Database, now: Date): Promise<AdminOverview> {
  const days = Array.from({ length: DAYS }, (_, i) =>
    indianDay(new Date(now.getTime() - (DAYS - 1 - i) * 24 * 60 * 60 * 1000)),
  );
  const [counts, daily, categories] = await Promise.all([
    rowsOf(
      db,
      sql`select
      (select count(*) from users where role = 'mentor' and deactivated_at is null) as mentors,
      (select count(*) from users where role = 'student' and deactivated_at is null) as students,
      (select count(*) from sessions) as sessions,
      (select count(*) from payments where status = 'created') as pending,
      (select count(*) from payments where status = 'refund_due' and amount > 0) as refunds_due,
      (select coalesce(sum(amount), 0) from payments where status = 'refund_due' and amount > 0) as refunds_due_amount,
      (select coalesce(sum(amount), 0) from payments where status = 'refunded') as refunded_amount`,
    ),
    rowsOf(
      db,
      sql`select to_char(created_at at time zone ${IST_ZONE}, 'YYYY-MM-DD') as day,
        count(*) filter (where status in ${HOLDS_SEAT}) as bookings,
        coalesce(sum(amount) filter (where status in ${MONEY_KEPT}), 0) as revenue
      from payments
      where created_at >= (${days[0]}::date)::timestamp at time zone ${IST_ZONE}
      group by 1`,
    ),
    rowsOf(db, sql`select category, count(*) as n from sessions group by category`),
  ]);
  const c = counts[0] ?? {};
  const byDay = new Map(
    daily.map((r) => [String(r.day), { bookings: Number(r.bookings), revenue: Number(r.revenue) }]),
  );
  const byCategory = new Map(categories.map((r) => [String(r.category), Number(r.n)]));
  return {
    counts: {
      mentors: Number(c.mentors),
      students: Number(c.students),
      sessions: Number(c.sessions),
      pendingPayments: Number(c.pending),
    },
    refunds: {
      due: Number(c.refunds_due),
      dueAmount: Number(c.refunds_due_amount),
      refundedAmount: Number(c.refunded_amount),
    },
    daily: days.map((day) => ({ day, ...(byDay.get(day) ?? { bookings: 0, revenue: 0 }) })),
    sessionsByCategory: CATEGORIES.map((category) => ({ category, sessions: byCategory.get(category) ?? 0 })),
  };
}

// Mentors and students -----------------------------------------------------------------------------

const newestUsers = sql`u.created_at desc, u.id desc`;

const nameOrEmail = (q: string | undefined) =>
  q ? sql`(u.name ilike ${contains(q)} or u.email ilike ${contains(q)})` : undefined;

const mentorRows = (
  filter: SQL,
  limit: number,
  offset: number,
  order: SQL = newestUsers,
) => sql`select u.id, u.name, u.email, u.phone,
    u.image, m.bio, m.subjects, m.expertise, m.education, m.domain,
    (select count(*) from sessions s where s.mentor_id = u.id) as sessions,
    exists (select 1 from auth_accounts a where a.user_id = u.id and a.password is not null) as activated
  from users u inner join mentor_profiles m on m.user_id = u.id
  where ${filter}
  order by ${order}
  limit ${limit} offset ${offset}`;

const toMentor = (r: Row): AdminMentor => ({
  id: String(r.id),
  name: String(r.name),
  email: String(r.email),
  phone: text(r.phone),
  image: text(r.image),
  bio: text(r.bio),
  subjects: list(r.subjects),
  expertise: list(r.expertise),
  education: text(r.education),
  domain: String(r.domain),
  sessions: Number(r.sessions),
  activated: Boolean(r.activated),
});

const activeMentor = sql`u.role = 'mentor' and u.deactivated_at is null`;

export function listMentors(
  db: Database,
  params: TableParams & Sorted<MentorSort>,
): Promise<TablePage<AdminMentor>> {
  const order = orderOf(
    params,
    { name: sql`lower(u.name)`, sessions: sql`sessions`, joined: sql`u.created_at` },
    sql`u.id`,
    newestUsers,
  );
  const filter = where([
    activeMentor,
    nameOrEmail(params.q),
    params.domain ? sql`m.domain = ${params.domain}` : undefined,
  ]);
  return page(
    db,
    params,
    (limit, offset) => mentorRows(filter, limit, offset, order),
    sql`select count(*) as n from users u inner join mentor_profiles m on m.user_id = u.id where ${filter}`,
    toMentor,
  );
}

/** One active mentor as a row of the table, or null. */
export async function getAdminMentor(db: Database, id: string): Promise<AdminMentor | null> {
  const [row] = await rowsOf(db, mentorRows(sql`${activeMentor} and u.id = ${id}`, 1, 0));
  return row ? toMentor(row) : null;
}

export function listStudents(
  db: Database,
  params: TableParams & Sorted<StudentSort>,
): Promise<TablePage<AdminStudent>> {
  // The same order twice: choosing the page's ids (u), then sorting those rows (picked).
  const orderIn = (table: SQL) =>
    orderOf(
      params,
      { name: sql`lower(${table}.name)`, joined: sql`${table}.created_at` },
      sql`${table}.id`,
      sql`${table}.created_at desc, ${table}.id desc`,
    );
  // Every student has a profile (createAccount writes both): join it only to filter by domain.
  const profile = params.domain ? sql`inner join student_profiles sp on sp.user_id = u.id` : sql``;
  const filter = where([
    sql`u.role = 'student' and u.deactivated_at is null`,
    nameOrEmail(params.q),
    params.domain ? sql`sp.domain = ${params.domain}` : undefined,
  ]);
  return page(
    db,
    params,
    // The page's ids first (an index walk, even deep into the list), then the figures of those only.
    (limit, offset) => sql`with picked as (
        select u.id, u.created_at, u.name from users u ${profile}
        where ${filter}
        order by ${orderIn(sql`u`)}
        limit ${limit} offset ${offset}
      )
      select u.id, u.name, u.email, u.phone, u.image, u.created_at, sp.domain, sp.education_level,
        held.enrolled, held.total_spent
      from picked
      inner join users u on u.id = picked.id
      inner join student_profiles sp on sp.user_id = u.id
      cross join lateral (
        select count(*) filter (where p.status in ${HOLDS_SEAT}) as enrolled,
          coalesce(sum(p.amount) filter (where p.status in ${MONEY_KEPT}), 0) as total_spent
        from bookings b inner join payments p on p.booking_id = b.id
        where b.student_id = u.id
      ) held
      order by ${orderIn(sql`picked`)}`,
    sql`select count(*) as n from users u ${profile} where ${filter}`,
    (r) => ({
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      phone: text(r.phone),
      image: text(r.image),
      domain: String(r.domain),
      educationLevel: text(r.education_level),
      enrolled: Number(r.enrolled),
      totalSpent: Number(r.total_spent),
      joinedAt: iso(r.created_at),
    }),
  );
}

// Sessions -------------------------------------------------------------------------------------------

export function listAdminSessions(
  db: Database,
  params: TableParams & Sorted<SessionSort> & { status: AdminSessionGroup },
): Promise<TablePage<AdminSession>> {
  const filter = where([
    // docs/product.md §2.14 compares statuses without case: ours are stored lower-case (a check constraint
    // says so) and the query's status is lower-cased by its schema, so equality is enough.
    sql`s.status = ${params.status}`,
    params.q ? sql`(s.title ilike ${contains(params.q)} or u.name ilike ${contains(params.q)})` : undefined,
    categoryIn(sql`s.category`, params.domain),
  ]);
  // Ended and cancelled sessions latest first; live and upcoming soonest first.
  const order = orderOf(
    params,
    { start: sql`s.starts_at`, price: sql`s.price` },
    sql`s.id`,
    params.status === "completed" || params.status === "cancelled"
      ? sql`s.starts_at desc, s.id desc`
      : sql`s.starts_at asc, s.id asc`,
  );
  return page(
    db,
    params,
    (limit, offset) => sql`select s.id, s.title, s.category, s.subject, s.starts_at, s.duration_minutes,
        s.type, s.status, s.seats, s.seats_taken, s.price, s.cancel_reason,
        u.name as mentor_name, u.email as mentor_email,
        (select mp.slug from mentor_profiles mp where mp.user_id = s.mentor_id) as mentor_slug
      from sessions s inner join users u on u.id = s.mentor_id
      where ${filter}
      order by ${order}
      limit ${limit} offset ${offset}`,
    sql`select count(*) as n from sessions s inner join users u on u.id = s.mentor_id where ${filter}`,
    (r) => ({
      id: String(r.id),
      title: String(r.title),
      mentorName: String(r.mentor_name),
      mentorEmail: String(r.mentor_email),
      mentorSlug: text(r.mentor_slug),
      category: String(r.category),
      subject: String(r.subject),
      startsAt: iso(r.starts_at),
      durationMinutes: Number(r.duration_minutes),
      type: String(r.type),
      status: String(r.status),
      seats: Number(r.seats),
      seatsTaken: Number(r.seats_taken),
      price: Number(r.price),
      cancelReason: text(r.cancel_reason),
    }),
  );
}

/** Everyone who booked one session, with their payment and whether they joined; null: no session. */
export async function sessionStudents(db: Database, sessionId: string): Promise<SessionStudents | null> {
  const [row] = await rowsOf(db, sql`select id, title from sessions where id = ${sessionId}`);
  if (!row) return null;
  const students = await rowsOf(
    db,
    sql`select u.id, u.name, u.email, p.id as payment_id, p.status, p.amount,
      b.created_at, b.attended_at
    from bookings b
    inner join payments p on p.booking_id = b.id
    inner join users u on u.id = b.student_id
    where b.session_id = ${sessionId}
    order by b.created_at asc, b.id asc`,
  );
  return {
    session: { id: String(row.id), title: String(row.title) },
    students: students.map((r) => {
      return {
        studentId: String(r.id),
        name: String(r.name),
        email: String(r.email),
        paymentId: String(r.payment_id),
        paymentStatus: String(r.status),
        amount: Number(r.amount),
        bookedAt: iso(r.created_at),
        attended: r.attended_at !== null,
      };
    }),
  };
}

// Payments -------------------------------------------------------------------------------------------

export function listAdminPayments(
  db: Database,
  params: TableParams & Sorted<PaymentSort> & { status?: PaymentStatus | undefined },
): Promise<TablePage<AdminPayment>> {
  const q = params.q;
  // The same order twice: choosing the page's ids (p), then sorting those rows (picked).
  const orderIn = (table: SQL) =>
    orderOf(
      params,
      { date: sql`${table}.created_at`, amount: sql`${table}.amount` },
      sql`${table}.id`,
      sql`${table}.created_at desc, ${table}.id desc`,
    );
  const filter = where([
    params.status ? sql`p.status = ${params.status}` : undefined,
    params.domain ? sql`p.domain = ${params.domain}` : undefined,
  ]);
  // A search (a booking reference, a UTR, or part of the student's name or email) first collects its
  // matches, each through its own index, as a set the planner knows the size of: given the same test
  // as one OR, PostgreSQL walked the whole date index and checked every payment.
  const matched = q
    ? sql`matched as materialized (
        select id, created_at, amount, status, domain from payments where reference = ${q.toUpperCase()}
        union select id, created_at, amount, status, domain from payments where utr = ${q}
        union select sp.id, sp.created_at, sp.amount, sp.status, sp.domain
          from payments sp inner join bookings sb on sb.id = sp.booking_id
          where sb.student_id in (select u.id from users u where u.role = 'student' and ${nameOrEmail(q)})
      )`
    : undefined;
  // The matches carry what the filters and the order read, so they need no second look at payments.
  const source = matched ? sql`matched p` : sql`payments p`;
  const withs = (next: SQL) => (matched ? sql`with ${matched}, ${next}` : sql`with ${next}`);
  return page(
    db,
    params,
    // The page's ids first, walking a (domain, status,) created_at index; then those rows' details.
    (limit, offset) => sql`${withs(sql`picked as (
        select p.id, p.created_at, p.amount ${q ? sql`, count(*) over () as total_count` : sql``}
        from ${source}
        where ${filter}
        order by ${orderIn(sql`p`)}
        limit ${limit} offset ${offset}
      )`)}
      select ${q ? sql`picked.total_count,` : sql``} p.id, p.amount, p.status, p.reference, p.utr, p.created_at,
        u.name, u.email, s.id as session_id, s.title, s.category
      from picked
      inner join payments p on p.id = picked.id
      inner join bookings b on b.id = p.booking_id
      inner join sessions s on s.id = b.session_id
      inner join users u on u.id = b.student_id
      order by ${orderIn(sql`picked`)}`,
    matched
      ? sql`with ${matched} select count(*) as n from ${source} where ${filter}`
      : sql`select count(*) as n from payments p where ${filter}`,
    (r) => ({
      id: String(r.id),
      studentName: String(r.name),
      email: String(r.email),
      sessionId: String(r.session_id),
      sessionTitle: String(r.title),
      category: String(r.category),
      amount: Number(r.amount),
      status: String(r.status),
      reference: String(r.reference),
      utr: text(r.utr),
      createdAt: iso(r.created_at),
    }),
    // A search's matches are all read to be sorted by date anyway: count them in the same pass. (An
    // empty `q`, as in "?q=", is no search: its rows carry no count.)
    { countInRows: matched !== undefined },
  );
}

// Refunds --------------------------------------------------------------------------------------------

/**
 * The Refunds queue (docs/product.md §10.15): payments due for a refund, oldest first by when they
 * became due (walking payments_refund_queue_idx), with why, whether an admin had verified the payment,
 * and where the money goes (the student's refund UPI id, null until they give one). Never a ₹0
 * payment: nothing is owed back (§10.13; one left due from before free bookings were never owed).
 */
export function listRefunds(
  db: Database,
  params: { page: number; pageSize: number },
): Promise<TablePage<AdminRefund>> {
  return page(
    db,
    params,
    (limit, offset) => sql`with picked as (
        select p.id, p.refund_due_at from payments p
        where p.status = 'refund_due' and p.amount > 0
        order by p.refund_due_at asc, p.id asc
        limit ${limit} offset ${offset}
      )
      select p.id, p.amount, p.refund_due_at, p.decided_at,
        exists (select 1 from payment_decisions d where d.payment_id = p.id and d.to_status = 'paid') as was_paid,
        b.cancelled_at, s.id as session_id, s.title, s.starts_at, s.status as session_status,
        s.cancel_reason, s.cancelled_at as session_cancelled_at, s.rescheduled_at, u.id as student_id, u.name, u.email, sp.refund_upi_id
      from picked
      inner join payments p on p.id = picked.id
      inner join bookings b on b.id = p.booking_id
      inner join sessions s on s.id = b.session_id
      inner join users u on u.id = b.student_id
      left join student_profiles sp on sp.user_id = u.id
      order by picked.refund_due_at asc, picked.id asc`,
    sql`select count(*) as n from payments where status = 'refund_due' and amount > 0`,
    (r) => ({
      paymentId: String(r.id),
      amount: Number(r.amount),
      refundDueAt: iso(r.refund_due_at),
      why: refundWhy(r),
      cancelReason: refundWhy(r) === "sessionCancelled" ? text(r.cancel_reason) : null,
      // Only an approved payment is ever decided and then due for a refund (a disapproved one holds
      // no seat to give up), so a decision time means it was verified too.
      wasVerified: Boolean(r.was_paid) || r.decided_at !== null,
      student: {
        id: String(r.student_id),
        name: String(r.name),
        email: String(r.email),
        refundUpiId: text(r.refund_upi_id),
      },
      session: { id: String(r.session_id), title: String(r.title), startsAt: iso(r.starts_at) },
    }),
  );
}

/**
 * Why a refund is owed. The session's cancellation, when the payment became due with it (a booking
 * cancelled late, its money kept, is owed back when the session is then cancelled); otherwise the
 * student gave the booking up: after a reschedule when they cancelled at or after it moved.
 */
function refundWhy(r: Row): RefundWhy {
  const at = (value: unknown) =>
    value === null || value === undefined ? null : new Date(iso(value)).getTime();
  const dueAt = at(r.refund_due_at);
  const sessionCancelledAt = at(r.session_cancelled_at);
  const bookingCancelledAt = at(r.cancelled_at);
  if (sessionCancelledAt !== null && (bookingCancelledAt === null || (dueAt ?? 0) >= sessionCancelledAt))
    return "sessionCancelled";
  if (bookingCancelledAt === null) return "sessionCancelled";
  const movedAt = at(r.rescheduled_at);
  return movedAt !== null && bookingCancelledAt >= movedAt ? "afterReschedule" : "studentCancelled";
}

/**
 * "Approve and next": the payment awaiting verification that comes after `after` in the queue's
 * order (oldest first), else the oldest other one (those before it were left waiting); null: none.
 * Both walk payments_status_created_idx.
 */
export async function nextPendingPayment(db: Database, after: string | undefined): Promise<string | null> {
  const oldest = (condition: SQL) =>
    rowsOf(
      db,
      sql`select p.id from payments p where p.status = 'created' and ${condition}
        order by p.created_at asc, p.id asc limit 1`,
    );
  if (after) {
    const [here] = await rowsOf(db, sql`select id from payments where id = ${after}`);
    if (here) {
      // Compared in SQL: the stored times have microseconds, which a JavaScript Date drops.
      const [next] = await oldest(
        sql`(p.created_at, p.id) > (select h.created_at, h.id from payments h where h.id = ${after})`,
      );
      if (next) return String(next.id);
      const [first] = await oldest(sql`p.id <> ${after}`);
      return first ? String(first.id) : null;
    }
  }
  const [first] = await oldest(sql`true`);
  return first ? String(first.id) : null;
}

// Mentor applications ----------------------------------------------------------------------------------

export function resumeUrl(id: string): string {
  return `/api/admin/applications/${encodeURIComponent(id)}/resume`;
}

export function listApplications(
  db: Database,
  params: { page: number; pageSize: number; status: "new" | "approved" | "rejected" },
): Promise<TablePage<AdminApplication>> {
  // New ones oldest first (a queue); decided ones latest decision first.
  const order = params.status === "new" ? sql`a.created_at asc, a.id asc` : sql`a.decided_at desc, a.id desc`;
  return page(
    db,
    params,
    (limit, offset) => sql`select a.*, d.name as decided_by_name
      from mentor_applications a left join users d on d.id = a.decided_by
      where a.status = ${params.status}
      order by ${order}
      limit ${limit} offset ${offset}`,
    sql`select count(*) as n from mentor_applications a where a.status = ${params.status}`,
    (r) => ({
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      phone: String(r.phone),
      dob: String(r.dob),
      education: String(r.education),
      experience: String(r.experience),
      resumeName: text(r.resume_name),
      resumeUrl: r.resume_key ? resumeUrl(String(r.id)) : null,
      rank:
        r.rank_exam !== null && r.rank_air !== null && r.rank_year !== null
          ? {
              exam: String(r.rank_exam),
              air: Number(r.rank_air),
              year: Number(r.rank_year),
              college: text(r.college),
            }
          : null,
      rankProofUrl: r.rank_proof_key
        ? `/api/admin/applications/${encodeURIComponent(String(r.id))}/rank-proof`
        : null,
      status: String(r.status) as AdminApplication["status"],
      createdAt: iso(r.created_at),
      decidedAt: r.decided_at === null ? null : iso(r.decided_at),
      decidedBy: text(r.decided_by_name),
    }),
  );
}
