import type { AdminMentor, AdminStudent, MentorSort, StudentSort } from "@contract/admin";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { MONEY_KEPT } from "../../db/money";
import { nameOrEmail, orderOf, type Sorted, type TableParams, tablePage, where } from "../../db/paging";
import { isoTime, rowsOf } from "../../db/rows";
import { HOLDS_SEAT } from "../../db/seats";

/* The admin's tables of people: mentors and students. */

const newestUsers = sql`u.created_at desc, u.id desc`;

interface MentorRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  bio: string | null;
  subjects: string[] | null;
  expertise: string[] | null;
  education: string | null;
  domain: string;
  sessions: number | string;
  activated: boolean;
}

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

const list = (value: string[] | null): string[] => (Array.isArray(value) ? value.map(String) : []);

const toMentor = (r: MentorRow): AdminMentor => ({
  id: String(r.id),
  name: String(r.name),
  email: String(r.email),
  phone: r.phone ?? null,
  image: r.image ?? null,
  bio: r.bio ?? null,
  subjects: list(r.subjects),
  expertise: list(r.expertise),
  education: r.education ?? null,
  domain: String(r.domain),
  sessions: Number(r.sessions),
  activated: Boolean(r.activated),
});

const activeMentor = sql`u.role = 'mentor' and u.deactivated_at is null`;

export function listMentors(db: Database, params: TableParams & Sorted<MentorSort>) {
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
  return tablePage(db, params, {
    rows: (limit, offset) => mentorRows(filter, limit, offset, order),
    count: sql`select count(*) as n from users u inner join mentor_profiles m on m.user_id = u.id where ${filter}`,
    toItem: toMentor,
  });
}

/** One active mentor as a row of the table, or null. */
export async function getAdminMentor(db: Database, id: string): Promise<AdminMentor | null> {
  const [row] = await rowsOf<MentorRow>(db, mentorRows(sql`${activeMentor} and u.id = ${id}`, 1, 0));
  return row ? toMentor(row) : null;
}

interface StudentRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  created_at: Date | string;
  domain: string;
  education_level: string | null;
  enrolled: number | string;
  total_spent: number | string;
}

export function listStudents(db: Database, params: TableParams & Sorted<StudentSort>) {
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
  return tablePage(db, params, {
    // The page's ids first (an index walk, even deep into the list), then the figures of those only.
    rows: (limit, offset) => sql`with picked as (
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
    count: sql`select count(*) as n from users u ${profile} where ${filter}`,
    toItem: (r: StudentRow): AdminStudent => ({
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      phone: r.phone ?? null,
      image: r.image ?? null,
      domain: String(r.domain),
      educationLevel: r.education_level ?? null,
      enrolled: Number(r.enrolled),
      totalSpent: Number(r.total_spent),
      joinedAt: isoTime(r.created_at),
    }),
  });
}
