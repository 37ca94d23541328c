import { istDate } from "@contract/time";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows";
import type { Tx } from "../../lib/unit-of-work";

/** The two series (docs/decisions/027): receipts and tax invoices, and credit notes. */
export const SERIES = { receipt: "TCR", credit_note: "TCC" } as const;

/**
 * The Indian financial year (1 April – 31 March) of an instant, by its IST date, as the four digits
 * of its two years: 31 March 2027 23:59 IST is `2627`, 1 April 2027 00:00 IST is `2728`.
 */
export function financialYearOf(instant: Date): string {
  const [year, month] = istDate(instant).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, "0");
  return `${yy(start)}${yy(start + 1)}`;
}

/** `TCR/2627/000001`: 15 characters, 16 from the millionth document of a year on. */
export const formatNumber = (series: string, fy: string, seq: number) =>
  `${series}/${fy}/${String(seq).padStart(6, "0")}`;

/**
 * The next number of a series in a financial year, taken inside the caller's transaction. The
 * counter row is created or incremented by one statement that keeps it locked until the transaction
 * ends: another transaction issuing in the same series waits, then takes the next number; one that
 * rolls back gives its number back with it. So numbers have no gap and no duplicate.
 */
export async function nextNumber(
  tx: Tx,
  series: string,
  fy: string,
): Promise<{ seq: number; number: string }> {
  const [row] = await rowsOf<{ last: number }>(
    tx,
    sql`insert into receipt_counters (series, fy, last) values (${series}, ${fy}, 1)
      on conflict (series, fy) do update set last = receipt_counters.last + 1
      returning last`,
  );
  const seq = Number(row?.last);
  return { seq, number: formatNumber(series, fy, seq) };
}
