import {
  type AdminSession,
  type AdminSessionGroup,
  CATEGORY_DOMAINS,
  type DomainFilter,
  type SessionSort,
  type SessionStudents,
} from "@contract/admin";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contains, orderOf, type Sorted, type TableParams, tablePage, where } from "../../db/paging";
import { isoTime, rowsOf } from "../../db/rows";

/* The admin's views of sessions: the Sessions table and one session's students. */

/** A session's domain filter: its category is one of the domain's categories. */
const categoryIn = (column: SQL, domain: DomainFilter | undefined) =>
  domain
    ? sql`${column} in (${sql.join(
        CATEGORY_DOMAINS[domain].map((c) => sql`${c}`),
        sql`, `,
      )})`
    : undefined;

interface SessionRow {
  id: string;
  title: string;
  category: string;
  subject: string;
  starts_at: Date | string;
  duration_minutes: number | string;
  type: string;
  status: string;
  seats: number | string;
  seats_taken: number | string;
  price: number | string;
  cancel_reason: string | null;
  mentor_name: string;
  mentor_email: string;
  mentor_slug: string | null;
}

export function listAdminSessions(
  db: Database,
  params: TableParams & Sorted<SessionSort> & { status: AdminSessionGroup },
) {
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
  return tablePage(db, params, {
    rows: (limit, offset) => sql`select s.id, s.title, s.category, s.subject, s.starts_at, s.duration_minutes,
        s.type, s.status, s.seats, s.seats_taken, s.price, s.cancel_reason,
        u.name as mentor_name, u.email as mentor_email,
        (select mp.slug from mentor_profiles mp where mp.user_id = s.mentor_id) as mentor_slug
      from sessions s inner join users u on u.id = s.mentor_id
      where ${filter}
      order by ${order}
      limit ${limit} offset ${offset}`,
    count: sql`select count(*) as n from sessions s inner join users u on u.id = s.mentor_id where ${filter}`,
    toItem: (r: SessionRow): AdminSession => ({
      id: String(r.id),
      title: String(r.title),
      mentorName: String(r.mentor_name),
      mentorEmail: String(r.mentor_email),
      mentorSlug: r.mentor_slug ?? null,
      category: String(r.category),
      subject: String(r.subject),
      startsAt: isoTime(r.starts_at),
      durationMinutes: Number(r.duration_minutes),
      type: String(r.type),
      status: String(r.status),
      seats: Number(r.seats),
      seatsTaken: Number(r.seats_taken),
      price: Number(r.price),
      cancelReason: r.cancel_reason ?? null,
    }),
  });
}

interface SessionStudentRow {
  id: string;
  name: string;
  email: string;
  payment_id: string;
  status: string;
  amount: number | string;
  created_at: Date | string;
  attended_at: Date | string | null;
}

/** Everyone who booked one session, with their payment and whether they joined; null: no session. */
export async function sessionStudents(db: Database, sessionId: string): Promise<SessionStudents | null> {
  const [row] = await rowsOf<{ id: string; title: string }>(
    db,
    sql`select id, title from sessions where id = ${sessionId}`,
  );
  if (!row) return null;
  const students = await rowsOf<SessionStudentRow>(
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
    students: students.map((r) => ({
      studentId: String(r.id),
      name: String(r.name),
      email: String(r.email),
      paymentId: String(r.payment_id),
      paymentStatus: String(r.status),
      amount: Number(r.amount),
      bookedAt: isoTime(r.created_at),
      attended: r.attended_at !== null,
    })),
  };
}
