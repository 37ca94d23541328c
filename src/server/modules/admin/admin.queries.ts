import type { AdminOverview } from "@contract/admin";
import { CATEGORIES } from "@contract/sessions";
import { IST_ZONE } from "@contract/time";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { MONEY_KEPT } from "../../db/money";
import { rowsOf } from "../../db/rows";
import { HOLDS_SEAT } from "../../db/seats";

/*
 * The admin dashboard's overview: figures across people, sessions and payments, so it belongs to no
 * one domain. Each domain's admin table lives in its own module (`<module>.admin.queries.ts`).
 */

const DAYS = 30;

/** The day in India of an instant, as YYYY-MM-DD. */
function indianDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: IST_ZONE }).format(instant);
}

/** Counts come as text (bigint) from node-postgres and as numbers from PGlite. */
type Count = number | string;

interface CountsRow {
  mentors: Count;
  students: Count;
  sessions: Count;
  pending: Count;
  refunds_due: Count;
  refunds_due_amount: Count;
  refunded_amount: Count;
}

interface DayRow {
  day: string;
  bookings: Count;
  revenue: Count;
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
    rowsOf<CountsRow>(
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
    rowsOf<DayRow>(
      db,
      sql`select to_char(created_at at time zone ${IST_ZONE}, 'YYYY-MM-DD') as day,
        count(*) filter (where status in ${HOLDS_SEAT}) as bookings,
        coalesce(sum(amount) filter (where status in ${MONEY_KEPT}), 0) as revenue
      from payments
      where created_at >= (${days[0]}::date)::timestamp at time zone ${IST_ZONE}
      group by 1`,
    ),
    rowsOf<{ category: string; n: Count }>(
      db,
      sql`select category, count(*) as n from sessions group by category`,
    ),
  ]);
  const c: Partial<CountsRow> = counts[0] ?? {};
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
