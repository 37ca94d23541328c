import type { AdminPayment, PaymentSort } from "@contract/admin";
import type { PaymentStatus } from "@contract/payments";
import type { AdminRefund, RefundWhy } from "@contract/refunds";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { nameOrEmail, orderOf, type Sorted, type TableParams, tablePage, where } from "../../db/paging";
import { isoTime, rowsOf } from "../../db/rows";

/* The admin's views of payments: the Payments table, the Refunds queue and "approve and next". */

interface PaymentRow {
  total_count?: number | string;
  id: string;
  amount: number | string;
  status: string;
  reference: string;
  utr: string | null;
  created_at: Date | string;
  name: string;
  email: string;
  session_id: string;
  title: string;
  category: string;
}

export function listAdminPayments(
  db: Database,
  params: TableParams & Sorted<PaymentSort> & { status?: PaymentStatus | undefined },
) {
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
  return tablePage(db, params, {
    // The page's ids first, walking a (domain, status,) created_at index; then those rows' details.
    rows: (limit, offset) => sql`${withs(sql`picked as (
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
    count: matched
      ? sql`with ${matched} select count(*) as n from ${source} where ${filter}`
      : sql`select count(*) as n from payments p where ${filter}`,
    toItem: (r: PaymentRow): AdminPayment => ({
      id: String(r.id),
      studentName: String(r.name),
      email: String(r.email),
      sessionId: String(r.session_id),
      sessionTitle: String(r.title),
      category: String(r.category),
      amount: Number(r.amount),
      status: String(r.status),
      reference: String(r.reference),
      utr: r.utr ?? null,
      createdAt: isoTime(r.created_at),
    }),
    // A search's matches are all read to be sorted by date anyway: count them in the same pass. (An
    // empty `q`, as in "?q=", is no search: its rows carry no count.)
    countInRows: matched !== undefined,
  });
}

interface RefundRow {
  id: string;
  amount: number | string;
  refund_due_at: Date | string;
  decided_at: Date | string | null;
  was_paid: boolean;
  cancelled_at: Date | string | null;
  session_id: string;
  title: string;
  starts_at: Date | string;
  session_status: string;
  cancel_reason: string | null;
  session_cancelled_at: Date | string | null;
  rescheduled_at: Date | string | null;
  student_id: string;
  name: string;
  email: string;
  refund_upi_id: string | null;
}

/**
 * The Refunds queue (docs/product.md §10.15): payments due for a refund, oldest first by when they
 * became due (walking payments_refund_queue_idx), with why, whether an admin had verified the payment,
 * and where the money goes (the student's refund UPI id, null until they give one). Never a ₹0
 * payment: nothing is owed back (§10.13; one left due from before free bookings were never owed).
 */
export function listRefunds(db: Database, params: { page: number; pageSize: number }) {
  return tablePage(db, params, {
    rows: (limit, offset) => sql`with picked as (
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
    count: sql`select count(*) as n from payments where status = 'refund_due' and amount > 0`,
    toItem: (r: RefundRow): AdminRefund => ({
      paymentId: String(r.id),
      amount: Number(r.amount),
      refundDueAt: isoTime(r.refund_due_at),
      why: refundWhy(r),
      cancelReason: refundWhy(r) === "sessionCancelled" ? (r.cancel_reason ?? null) : null,
      // Only an approved payment is ever decided and then due for a refund (a disapproved one holds
      // no seat to give up), so a decision time means it was verified too.
      wasVerified: Boolean(r.was_paid) || r.decided_at !== null,
      student: {
        id: String(r.student_id),
        name: String(r.name),
        email: String(r.email),
        refundUpiId: r.refund_upi_id ?? null,
      },
      session: { id: String(r.session_id), title: String(r.title), startsAt: isoTime(r.starts_at) },
    }),
  });
}

/**
 * Why a refund is owed. The session's cancellation, when the payment became due with it (a booking
 * cancelled late, its money kept, is owed back when the session is then cancelled); otherwise the
 * student gave the booking up: after a reschedule when they cancelled at or after it moved.
 */
function refundWhy(r: RefundRow): RefundWhy {
  const at = (value: Date | string | null | undefined) =>
    value === null || value === undefined ? null : new Date(isoTime(value)).getTime();
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
    rowsOf<{ id: string }>(
      db,
      sql`select p.id from payments p where p.status = 'created' and ${condition}
        order by p.created_at asc, p.id asc limit 1`,
    );
  if (after) {
    const [here] = await rowsOf<{ id: string }>(db, sql`select id from payments where id = ${after}`);
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
