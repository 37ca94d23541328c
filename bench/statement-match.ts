/**
 * `npx tsx bench/statement-match.ts`: reading and matching a bank statement (docs/decisions/025), in
 * this process, with no database: a synthetic HDFC-style CSV of 10,000 lines (8,000 credits, 2,000
 * debits) parsed with `parseStatement`, its credits matched against 5,000 waiting payments with
 * `matchStatement`, and its debits against 300 payouts and refunds with `matchDebits`. Each run is
 * timed with `performance.now()` after 2 untimed ones; prints p50 and max per step (BENCH_RUNS,
 * default 9) and checks the review's counts, which the data fixes. Target (docs/decisions/025): parse + match
 * ≤ 3 s p50. The database side of an upload (reading the payments, storing the lines) is not in it.
 */
import fs from "node:fs";
import path from "node:path";
import { matchDebits } from "../src/server/modules/statements/match-debits";
import { matchStatement, type WaitingPayment } from "../src/server/modules/statements/match-statement";
import { parseStatement } from "../src/server/modules/statements/parse-statement";
import type { StatementLine } from "../src/server/modules/statements/statement-line";
import { percentile } from "./lib/stats";
import { fixed, formatTable } from "./lib/table";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARMUP_RUNS = 2;
const TARGET_MS = 3_000;

export const STATEMENT = { lines: 10_000, credits: 8_000, payments: 5_000, transfers: 300 } as const;

const NOW = new Date("2026-11-27T06:30:00Z");
const DAY_MS = 86_400_000;
const FIRST = ["Asha", "Rohan", "Priya", "Arjun", "Kavya", "Imran", "Sneha", "Vikram", "Meera", "Aditya"];
const LAST = ["Verma", "Iyer", "Nair", "Reddy", "Menon", "Khan", "Patil", "Singh", "Krishnan", "Rao", "Das"];
/**
 * BENCH_ONE_PRICE=1: every payment and every stranger's UPI credit ₹499, the worst case for the
 * suggestions (each credit nobody claims is compared with every payment of its three days).
 */
const PRICES = process.env.BENCH_ONE_PRICE === "1" ? [499] : [199, 299, 499, 699, 999, 1_499];
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A small deterministic generator (mulberry32), so that every run and machine has the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Row {
  date: string;
  narration: string;
  debit: number;
  credit: number;
  ref: string;
}

/**
 * The data: 5,000 payments over the last 30 days, 60 % with the student's UTR. Of them, 3,000 are
 * paid with their UTR if they gave one (the reference in the note half the time) or else with the
 * reference, 600 with the reference only (run into the note: "TOPPERSCONNECTTC…"),
 * 200 with another amount (conflicts), 300 by a payer whose name is the student's as the bank
 * writes it (suggestions), and 900 have no credit. 100 credits carry a UTR that two payments claim.
 * The other credits come from strangers (NEFT, other UPI); 2,000 debits pay 300 payouts/refunds and
 * other things.
 */
export function makeStatement(): { csv: string; payments: WaitingPayment[]; expected: Expected } {
  const next = random(27);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const utrs = new Set<string>();
  const newUtr = () => {
    for (;;) {
      const utr = String(400_000_000_000 + Math.floor(next() * 99_999_999_999));
      if (!utrs.has(utr)) {
        utrs.add(utr);
        return utr;
      }
    }
  };
  const newReference = () => `TC${Array.from({ length: 8 }, () => pick([...CROCKFORD])).join("")}`;
  const istDay = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);

  const payments: WaitingPayment[] = [];
  for (let i = 0; i < STATEMENT.payments; i++) {
    payments.push({
      id: `pay-${String(i).padStart(5, "0")}`,
      amount: pick(PRICES),
      utr: next() < 0.6 ? newUtr() : null,
      reference: newReference(),
      createdAt: new Date(NOW.getTime() - Math.floor(next() * 30 * DAY_MS)),
      studentName: `${pick(FIRST)} ${pick(LAST)}`,
    });
  }

  const rows: Row[] = [];
  const upi = (day: string, name: string, utr: string, note: string, rupees: number) => {
    const vpa = `${name.replace(/\s+/g, "").toLowerCase()}@okhdfcbank`;
    rows.push({
      date: day,
      narration: `UPI-${name.toUpperCase()}-${vpa.toUpperCase()}-HDFC0001234-${utr}-${note}`,
      debit: 0,
      credit: rupees,
      ref: `0000${utr}`,
    });
  };
  const expected = { matched: 0, amountDiffers: 0, utrClaimedTwice: 0, suggestedPayments: 0 };
  let p = 0;
  const take = (count: number, pay: (payment: WaitingPayment) => void) => {
    for (const end = p + count; p < end; p++) pay(payments[p] as WaitingPayment);
  };
  // Paid with the student's UTR when they gave one (half with the reference in the note too), else
  // with the reference in the note.
  take(3_000, (payment) => {
    const day = istDay(payment.createdAt);
    if (payment.utr !== null) {
      const note = next() < 0.5 ? `TOPPERS CONNECT ${payment.reference}` : "UPI";
      upi(day, payment.studentName, payment.utr, note, payment.amount);
    } else upi(day, payment.studentName, newUtr(), `TOPPERS CONNECT ${payment.reference}`, payment.amount);
    expected.matched++;
  });
  take(600, (payment) => {
    upi(
      istDay(payment.createdAt),
      payment.studentName,
      newUtr(),
      `TOPPERSCONNECT${payment.reference}`,
      payment.amount,
    );
    expected.matched++;
  });
  take(200, (payment) => {
    const utr = payment.utr ?? newUtr();
    upi(
      istDay(payment.createdAt),
      payment.studentName,
      utr,
      `TOPPERS CONNECT ${payment.reference}`,
      payment.amount + 200,
    );
    expected.amountDiffers++;
  });
  take(300, (payment) => {
    // The bank writes the name surname first; the student typed no UTR we could use.
    const [first = "", last = ""] = payment.studentName.split(" ");
    upi(istDay(payment.createdAt), `${last} ${first}`, newUtr(), "PAYMENT", payment.amount);
    expected.suggestedPayments++;
  });
  // The rest have no credit. Then 100 UTRs that two students typed (the second one copied it).
  const copied = payments
    .slice(p)
    .filter((payment) => payment.utr !== null)
    .slice(0, 200);
  for (let i = 0; i + 1 < copied.length; i += 2) {
    const [first, second] = [copied[i] as WaitingPayment, copied[i + 1] as WaitingPayment];
    second.utr = first.utr;
    upi(istDay(first.createdAt), first.studentName, first.utr as string, "UPI", first.amount);
    expected.utrClaimedTwice++;
  }
  // Strangers' money in, to 8,000 credits: NEFT transfers and UPI from people who booked nothing.
  while (rows.length < STATEMENT.credits) {
    const day = istDay(new Date(NOW.getTime() - Math.floor(next() * 30 * DAY_MS)));
    if (next() < 0.3) {
      rows.push({
        date: day,
        narration: `NEFT CR-SBIN0001234-${pick(FIRST).toUpperCase()} ${pick(LAST).toUpperCase()}-TUITION-SBINN${Math.floor(next() * 1e9)}`,
        debit: 0,
        credit: 1_000 + Math.floor(next() * 50_000),
        ref: `SBINN${Math.floor(next() * 1e12)}`,
      });
    } else {
      // With one price, strangers pay it too: each such credit is compared with every name of its days.
      const rupees = PRICES.length === 1 ? (PRICES[0] as number) : 100 + Math.floor(next() * 3_000);
      upi(day, `${pick(FIRST)} Kumar`, newUtr(), "UPI", rupees);
    }
  }
  // Money out: 300 transfers awaiting their UTR (paid by UPI id or our reference) and other spending.
  const transfers = Array.from({ length: STATEMENT.transfers }, (_, i) => ({
    id: `tr-${i}`,
    kind: i % 3 === 0 ? ("refund" as const) : ("payout" as const),
    amount: 500 + Math.floor(next() * 20_000),
    payeeVpa: `mentor${i}@okaxis`,
    reference: `PO${newReference().slice(2)}`,
  }));
  for (const transfer of transfers) {
    const utr = newUtr();
    rows.push({
      date: istDay(NOW),
      narration: `UPI-MENTOR ${transfer.id}-${transfer.payeeVpa.toUpperCase()}-UTIB0000123-${utr}-${next() < 0.5 ? transfer.reference : "PAYOUT"}`,
      debit: transfer.amount,
      credit: 0,
      ref: `0000${utr}`,
    });
  }
  while (rows.length < STATEMENT.lines) {
    const day = istDay(new Date(NOW.getTime() - Math.floor(next() * 30 * DAY_MS)));
    rows.push({
      date: day,
      narration: `POS 4321XXXXXXXX9876 OFFICE SUPPLIES ${Math.floor(next() * 1e6)}`,
      debit: 50 + Math.floor(next() * 5_000),
      credit: 0,
      ref: "0000000000000000",
    });
  }

  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const ddmmyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
  const money = (rupees: number) => rupees.toFixed(2);
  const quote = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  let balance = 1_000_000;
  const csv = [
    "HDFC BANK Ltd.,,,,,,",
    "Toppers Connect Education Pvt Ltd,,,,,,",
    "Account No :50100123456789   Cust ID :98765432,,,,,,",
    ",,,,,,",
    "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance",
    ...rows.map((row) => {
      balance += row.credit - row.debit;
      return [
        ddmmyy(row.date),
        quote(row.narration),
        ddmmyy(row.date),
        money(row.debit),
        money(row.credit),
        row.ref,
        money(balance),
      ].join(",");
    }),
    ",,,,,,",
    "STATEMENT SUMMARY  :-,,,,,,",
  ].join("\n");
  return { csv, payments, expected: { ...expected, transfers } };
}

interface Expected {
  matched: number;
  amountDiffers: number;
  utrClaimedTwice: number;
  suggestedPayments: number;
  transfers: { id: string; kind: "payout" | "refund"; amount: number; payeeVpa: string; reference: string }[];
}

async function main() {
  const { csv, payments, expected } = makeStatement();
  const bytes = Buffer.from(csv, "utf8");
  const timings = {
    parse: [] as number[],
    match: [] as number[],
    debits: [] as number[],
    total: [] as number[],
  };
  let checked = false;
  for (let run = 0; run < WARMUP_RUNS + RUNS; run++) {
    const t0 = performance.now();
    const parsed = await parseStatement({ name: "statement.csv", bytes });
    const t1 = performance.now();
    if (!parsed.ok) throw new Error(`the statement did not parse: ${JSON.stringify(parsed.problems)}`);
    const credits: StatementLine[] = parsed.lines.filter((line) => line.credit > 0);
    const review = matchStatement({ credits, payments, usedCredits: new Set(), now: NOW });
    const t2 = performance.now();
    const debits = matchDebits({
      debits: parsed.lines.filter((line) => line.debit > 0),
      awaiting: expected.transfers,
    });
    const t3 = performance.now();
    if (!checked) {
      const count = (kind: string) => review.conflicts.filter((c) => c.kind === kind).length;
      const got = {
        lines: parsed.lines.length,
        matched: review.matched.length,
        amountDiffers: count("amountDiffers"),
        utrClaimedTwice: count("utrClaimedTwice"),
        suggestedPayments: new Set(review.suggested.map((s) => s.paymentId)).size,
        paid: debits.paid.length,
      };
      const want = {
        lines: STATEMENT.lines,
        matched: expected.matched,
        amountDiffers: expected.amountDiffers,
        utrClaimedTwice: expected.utrClaimedTwice,
        // At least these: another student of the same price, day and a close name may be suggested too.
        suggestedPayments: Math.max(got.suggestedPayments, expected.suggestedPayments),
        paid: STATEMENT.transfers,
      };
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        throw new Error(
          `the review is not what the data makes: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`,
        );
      }
      console.error(
        `bench: ${got.lines} lines → ${got.matched} matched, ${review.suggested.length} suggestions, ` +
          `${review.conflicts.length} conflicts, ${review.unmatchedCredits.length} unmatched credits, ` +
          `${review.stalePayments.length} stale payments; ${got.paid} transfers paid`,
      );
      checked = true;
    }
    if (run < WARMUP_RUNS) continue;
    timings.parse.push(t1 - t0);
    timings.match.push(t2 - t1);
    timings.debits.push(t3 - t2);
    timings.total.push(t2 - t0);
  }
  const row = (name: string, values: number[]) => [
    name,
    fixed(percentile(values, 50)),
    fixed(Math.max(...values)),
  ];
  console.log(
    formatTable(
      ["step (ms)", "p50", "max"],
      [
        row(
          `parseStatement (${STATEMENT.lines} lines, ${(bytes.length / 1024 / 1024).toFixed(1)} MB CSV)`,
          timings.parse,
        ),
        row(`matchStatement (${STATEMENT.credits} credits × ${STATEMENT.payments} payments)`, timings.match),
        row("parse + match", timings.total),
        row(
          `matchDebits (${STATEMENT.lines - STATEMENT.credits} debits × ${STATEMENT.transfers} transfers)`,
          timings.debits,
        ),
      ],
    ),
  );
  const pressure = fs.existsSync("/proc/pressure/cpu")
    ? fs.readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0]
    : "n/a";
  console.log(
    `runs: ${RUNS} (after ${WARMUP_RUNS} untimed), node ${process.version}, CPU pressure: ${pressure}`,
  );
  const p50 = percentile(timings.total, 50);
  if (p50 > TARGET_MS) {
    console.log(`target missed: parse + match p50 ${fixed(p50)} ms > ${TARGET_MS} ms`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
