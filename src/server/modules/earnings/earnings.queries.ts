import type {
  AdminPayoutRow,
  EarningsMonth,
  MentorEarnings,
  Payout,
  PayoutSort,
  SentTransfer,
} from "@contract/earnings";
import { IST_ZONE } from "@contract/time";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { MONEY_KEPT } from "../../db/money";
import { nameOrEmail, orderOf as tableOrder, tablePage } from "../../db/paging";
import { type Executor, rowsOf } from "../../db/rows";

/**
 * A mentor's earnings, derived from payments every time (docs/decisions/021): nothing is stored but
 * the payouts and each payment's commission rate. A payment counts when its money is kept (approved,
 * or kept after a late cancellation) and its session was held (`completed`); it counts in the IST
 * month of the session's start, at the commission rate stored when it was earned
 * (commission-rates.ts), so a change of the setting never restates a past month. A payment that stops
 * being kept (disapproved after the session) drops out of its month.
 */

type Row = Record<string, unknown>;

/**
 * The commission of a month: each payment's amount × the rate it was earned at / 100, summed, then
 * rounded half up to whole rupees once for the month (with one rate, round(gross × rate / 100), as
 * before rates were stored). A kept payment without a rate (none should be: they are stamped when
 * earned, and at start) counts at the setting `percent`.
 */
const monthCommission = (percent: number) =>
  sql`round(sum(p.amount::numeric * coalesce(p.commission_percent, ${percent}::integer)) / 100)::integer`;

/** Every (mentor, IST month) with counted payments: sessions, gross, commission and the first day earned. */
const earnedMonths = (percent: number, mentorId?: string) => sql`select s.mentor_id,
    to_char(s.starts_at at time zone ${IST_ZONE}, 'YYYY-MM') as month,
    count(distinct s.id)::integer as sessions,
    sum(p.amount)::integer as gross,
    ${monthCommission(percent)} as commission,
    min(to_char(s.starts_at at time zone ${IST_ZONE}, 'YYYY-MM-DD')) as first_day
  from payments p
    inner join bookings b on b.id = p.booking_id
    inner join sessions s on s.id = b.session_id
  where s.status = 'completed' and p.status in ${MONEY_KEPT}
    ${mentorId ? sql`and s.mentor_id = ${mentorId}` : sql``}
  group by s.mentor_id, 2`;

/**
 * One mentor's months (newest first), and the date of their first earning. `percent` is the setting,
 * used only for a kept payment that has no stored rate.
 */
export async function earningMonths(
  db: Executor,
  mentorId: string,
  percent: number,
): Promise<{ months: EarningsMonth[]; firstDay: string | null }> {
  const rows = await rowsOf<Row>(
    db,
    sql`select month, sessions, gross, first_day, commission
      from (${earnedMonths(percent, mentorId)}) m order by month desc`,
  );
  const months = rows.map((r) => {
    const gross = Number(r.gross);
    const cut = Number(r.commission);
    return { month: String(r.month), sessions: Number(r.sessions), gross, commission: cut, net: gross - cut };
  });
  const firstDay = rows.length > 0 ? (rows.map((r) => String(r.first_day)).sort()[0] ?? null) : null;
  return { months, firstDay };
}

const toPayout = (r: Row): Payout => ({
  id: String(r.id),
  amount: Number(r.amount),
  utr: String(r.utr),
  paidOn: String(r.paid_on).slice(0, 10),
  upiId: r.upi_id == null ? null : String(r.upi_id),
  createdAt: new Date(String(r.created_at)).toISOString(),
});

/**
 * Whole rupees sent to a mentor through the bank's bulk upload and not yet seen paid in a statement
 * (bank_transfers `sent`, docs/decisions/025). The balance counts them as paid out, so no money is
 * sent twice; once a statement shows one, it is a payout like any other.
 */
export async function sentAwaiting(db: Executor, mentorId: string): Promise<number> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select coalesce(sum(amount), 0)::integer as sent from bank_transfers
      where mentor_id = ${mentorId} and kind = 'payout' and status = 'sent'`,
  );
  return Number(row?.sent ?? 0);
}

/** The same transfers one by one, newest first: the mentor sees each on its way. */
export async function sentTransfersOf(db: Executor, mentorId: string): Promise<SentTransfer[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select id, amount, upi_id, exported_at from bank_transfers
      where mentor_id = ${mentorId} and kind = 'payout' and status = 'sent'
      order by exported_at desc, id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    amount: Number(r.amount),
    upiId: String(r.upi_id),
    sentAt: new Date(String(r.exported_at)).toISOString(),
  }));
}

export async function payoutsOf(db: Executor, mentorId: string): Promise<Payout[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select id, amount, utr, to_char(paid_on, 'YYYY-MM-DD') as paid_on, upi_id, created_at
      from payouts where mentor_id = ${mentorId} order by paid_on desc, created_at desc`,
  );
  return rows.map(toPayout);
}

/** GET /api/mentor/earnings. */
export async function mentorEarnings(
  db: Database,
  mentorId: string,
  percent: number,
): Promise<MentorEarnings> {
  const [{ months }, payouts, sentTransfers, profile] = await Promise.all([
    earningMonths(db, mentorId, percent),
    payoutsOf(db, mentorId),
    sentTransfersOf(db, mentorId),
    rowsOf<Row>(db, sql`select payout_upi_id from mentor_profiles where user_id = ${mentorId}`),
  ]);
  const sum = (pick: (m: EarningsMonth) => number) => months.reduce((total, m) => total + pick(m), 0);
  const paidOut = payouts.reduce((total, p) => total + p.amount, 0);
  const sent = sentTransfers.reduce((total, t) => total + t.amount, 0);
  const net = sum((m) => m.net);
  const upi = profile[0]?.payout_upi_id;
  return {
    commissionPercent: percent,
    months,
    totals: {
      sessions: sum((m) => m.sessions),
      gross: sum((m) => m.gross),
      commission: sum((m) => m.commission),
      net,
      paidOut,
    },
    payouts,
    sentAwaitingUtr: sent,
    sentTransfers,
    balance: net - paidOut - sent,
    payoutUpiId: upi == null ? null : String(upi),
  };
}

export interface PayoutListParams {
  page: number;
  pageSize: number;
  q?: string;
  domain?: string;
  sort?: PayoutSort;
  dir: "asc" | "desc";
}

const payoutRows = (
  percent: number,
  { q, domain }: Pick<PayoutListParams, "q" | "domain">,
  order: SQL,
  limit?: number,
  offset = 0,
) =>
  sql`with months as (${earnedMonths(percent)}),
    earned as (
      select mentor_id, sum(gross - commission)::integer as net, min(first_day) as first_day
      from months group by mentor_id
    ),
    paid as (select mentor_id, sum(amount)::integer as paid_out from payouts group by mentor_id),
    sent as (
      select mentor_id, sum(amount)::integer as sent from bank_transfers
      where kind = 'payout' and status = 'sent' group by mentor_id
    )
  select u.id, u.name, u.email, m.payout_upi_id, coalesce(e.net, 0) as net,
    coalesce(p.paid_out, 0) as paid_out, coalesce(s.sent, 0) as sent,
    coalesce(e.net, 0) - coalesce(p.paid_out, 0) - coalesce(s.sent, 0) as balance,
    e.first_day, count(*) over () as total_count
  from users u
    inner join mentor_profiles m on m.user_id = u.id
    left join earned e on e.mentor_id = u.id
    left join paid p on p.mentor_id = u.id
    left join sent s on s.mentor_id = u.id
  where u.role = 'mentor'
    and (u.deactivated_at is null or e.net is not null or p.paid_out is not null)
    ${domain ? sql`and m.domain = ${domain}` : sql``}
    ${q ? sql`and ${nameOrEmail(q)}` : sql``}
  order by ${order}
  ${limit === undefined ? sql`` : sql`limit ${limit} offset ${offset}`}`;

const toRow = (r: Row): AdminPayoutRow => ({
  mentorId: String(r.id),
  name: String(r.name),
  email: String(r.email),
  net: Number(r.net),
  paidOut: Number(r.paid_out),
  sentAwaitingUtr: Number(r.sent),
  balance: Number(r.balance),
  upiId: r.payout_upi_id == null ? null : String(r.payout_upi_id),
  firstEarning: r.first_day == null ? null : String(r.first_day),
});

/** The admin table's order: the chosen column (then the mentor's id), else the largest balance first. */
const orderOf = (params: Pick<PayoutListParams, "sort" | "dir">): SQL =>
  tableOrder(
    params,
    { name: sql`lower(u.name)`, net: sql`net`, paidOut: sql`paid_out`, balance: sql`balance` },
    sql`u.id`,
    sql`balance desc, lower(u.name) asc, u.id asc`,
  );

/** GET /api/admin/payouts: every mentor's net earned, paid out and balance, one page of them. */
export function listPayouts(db: Database, percent: number, params: PayoutListParams) {
  return tablePage(db, params, {
    rows: (limit, offset) => payoutRows(percent, params, orderOf(params), limit, offset),
    count: sql`select count(*) as n from (${payoutRows(percent, params, orderOf(params))}) listed`,
    toItem: toRow,
    // Every mentor's figures are summed to be sorted anyway: the rows carry the count.
    countInRows: true,
  });
}

/** Every row of the admin list (the CSV), in the table's order. */
export function allPayoutRows(
  db: Database,
  percent: number,
  params: Pick<PayoutListParams, "q" | "domain" | "sort" | "dir">,
): Promise<AdminPayoutRow[]> {
  return allPayoutRowsIn(db, percent, params);
}

/** The same, in a transaction too. */
export async function allPayoutRowsIn(
  db: Executor,
  percent: number,
  params: Pick<PayoutListParams, "q" | "domain" | "sort" | "dir">,
): Promise<AdminPayoutRow[]> {
  return (await rowsOf<Row>(db, payoutRows(percent, params, orderOf(params)))).map(toRow);
}
