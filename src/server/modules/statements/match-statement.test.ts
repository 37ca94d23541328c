import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyLines, lineKey } from "./line-key";
import {
  type MatchInput,
  type MatchResult,
  matchStatement,
  referencesOf,
  type WaitingPayment,
} from "./match-statement";
import { NAME_MATCH_THRESHOLD, nameSimilarity } from "./name-similarity";
import type { StatementLine } from "./statement-line";

/*
 * The statement matcher (docs/decisions/025) on hand-built statements: every line and payment here
 * is made up for the test (names, UPI ids, UTRs and references are synthetic).
 */

const NOW = new Date("2026-11-22T06:30:00Z"); // 22 Nov 2026, 12:00 IST
const HOUR = 3_600_000;

let row = 0;
function credit(fields: Partial<StatementLine> & { rupees: number; date: string }): StatementLine {
  const { rupees, ...rest } = fields;
  row += 1;
  return {
    row,
    narration: "NEFT CR-SBIN0001234-SOMEONE",
    reference: null,
    credit: Math.round(rupees * 100),
    debit: 0,
    utr: null,
    payerName: null,
    payerVpa: null,
    ...rest,
  };
}

function payment(fields: Partial<WaitingPayment> & { id: string }): WaitingPayment {
  return {
    amount: 499,
    utr: null,
    reference: "TC0000000000",
    createdAt: new Date(NOW.getTime() - 5 * HOUR),
    studentName: "Someone Else",
    ...fields,
  };
}

function match(partial: Partial<MatchInput>): MatchResult {
  return matchStatement({ credits: [], payments: [], usedCredits: new Set(), now: NOW, ...partial });
}

const asha = payment({
  id: "pay-asha",
  utr: "412345678901",
  reference: "TC7K2M9QXR",
  studentName: "Asha Verma",
});
const ashaCredit = credit({
  date: "2026-11-22",
  rupees: 499,
  utr: "412345678901",
  narration: "UPI/412345678901/Payment from Asha/asha.verma@okicici/ICICI Bank",
  payerName: "ASHA VERMA",
  payerVpa: "asha.verma@okicici",
});

describe("matched", () => {
  it("matches a credit whose UTR is the student's, to the paisa", () => {
    const result = match({ credits: [ashaCredit], payments: [asha] });
    expect(result.matched).toEqual([
      { paymentId: "pay-asha", key: "cr/412345678901", line: ashaCredit, by: "utr" },
    ]);
    expect(result.conflicts).toEqual([]);
    expect(result.unmatchedCredits).toEqual([]);
  });

  it("matches by the booking reference in the narration when the student gave no UTR", () => {
    const rohan = payment({
      id: "pay-rohan",
      reference: "TC3H8N2W6X",
      studentName: "Rohan Iyer",
      amount: 999,
    });
    const line = credit({
      date: "2026-11-21",
      rupees: 999,
      utr: "512345678902",
      narration: "UPI-ROHAN IYER-ROHANIYER@OKHDFCBANK-HDFC0001234-512345678902-TOPPERS CONNECT TC3H8N2W6X",
    });
    expect(match({ credits: [line], payments: [rohan] }).matched).toEqual([
      { paymentId: "pay-rohan", key: "cr/512345678902", line, by: "reference" },
    ]);
  });

  it("finds the reference run into the note, in lower case, or in the bank's reference column", () => {
    expect(
      referencesOf({ narration: "UPI/CR/612345678903/PRIYA/toppersconnecttc5q9r2d7m", reference: null }),
    ).toEqual(new Set(["TC5Q9R2D7M"]));
    expect(
      referencesOf({ narration: "BY TRANSFER-UPI/CR/612345678903/TC5Q9R2D7M/x", reference: null }),
    ).toEqual(new Set(["TC5Q9R2D7M"]));
    const priya = payment({ id: "pay-priya", reference: "TC5Q9R2D7M" });
    const line = credit({
      date: "2026-11-22",
      rupees: 499,
      narration: "IMPS-612345678903-PRIYA",
      reference: "tc5q9r2d7m",
    });
    expect(match({ credits: [line], payments: [priya] }).matched.map((m) => m.paymentId)).toEqual([
      "pay-priya",
    ]);
  });

  it("ignores money out, and never matches a debit", () => {
    const refund: StatementLine = { ...ashaCredit, credit: 0, debit: 49_900 };
    const result = match({ credits: [refund], payments: [asha] });
    expect(result).toEqual({
      matched: [],
      suggested: [],
      conflicts: [],
      unmatchedCredits: [],
      alreadyUsed: [],
      stalePayments: [],
    });
  });
});

describe("suggested", () => {
  const kavya = payment({
    id: "pay-kavya",
    amount: 799,
    reference: "TC9D4F6G8H",
    studentName: "Kavya Menon",
    createdAt: new Date("2026-11-20T18:00:00Z"), // 20 Nov, 23:30 IST
  });
  const line = (date: string, payerName: string, rupees = 799) =>
    credit({
      date,
      rupees,
      narration: `UPI/712345678904/${payerName}/kmenon@okaxis`,
      utr: "712345678904",
      payerName,
    });

  it("suggests a credit of the same amount, within a day of the payment's IST day, from a close name", () => {
    const next = line("2026-11-21", "MENON KAVYA");
    const result = match({ credits: [next], payments: [kavya] });
    expect(result.matched).toEqual([]);
    expect(result.suggested).toEqual([
      { paymentId: "pay-kavya", key: "cr/712345678904", line: next, score: expect.any(Number) },
    ]);
    expect(result.suggested[0]?.score).toBeGreaterThanOrEqual(NAME_MATCH_THRESHOLD);
    expect(result.unmatchedCredits).toEqual([]);
  });

  it("counts days in IST: 23:30 IST on the 20th is the 20th, though it is the 20th 18:00 UTC", () => {
    // Paid at 00:30 IST on the 20th, which is still the 19th in UTC.
    const early = { ...kavya, createdAt: new Date("2026-11-19T19:00:00Z") };
    expect(match({ credits: [line("2026-11-19", "KAVYA MENON")], payments: [early] }).suggested).toHaveLength(
      1,
    );
    expect(match({ credits: [line("2026-11-18", "KAVYA MENON")], payments: [early] }).suggested).toEqual([]);
    expect(match({ credits: [line("2026-11-21", "KAVYA MENON")], payments: [early] }).suggested).toHaveLength(
      1,
    );
    expect(match({ credits: [line("2026-11-22", "KAVYA MENON")], payments: [early] }).suggested).toEqual([]);
  });

  it("suggests nothing for another amount, two days off, another name, or no name", () => {
    for (const other of [
      line("2026-11-21", "KAVYA MENON", 800),
      line("2026-11-22", "KAVYA MENON"),
      line("2026-11-21", "RAHUL MENON"),
      line("2026-11-21", "KAVYA"),
      { ...line("2026-11-21", "KAVYA MENON"), payerName: null },
    ]) {
      const result = match({ credits: [other], payments: [kavya] });
      expect(result.suggested).toEqual([]);
      expect(result.unmatchedCredits.map((c) => c.line)).toEqual([other]);
    }
  });

  it("lists up to three payments for one credit, the closest name first, and keeps each out of stale", () => {
    const stale = new Date(NOW.getTime() - 60 * HOUR); // 19 Nov, 23:30 IST
    const twins = ["Kavya Menon", "K Menon", "Kavya R Menon", "Kavyaa Menon"].map((name, i) =>
      payment({ id: `pay-${i}`, amount: 799, studentName: name, createdAt: stale }),
    );
    const result = match({ credits: [line("2026-11-20", "KAVYA MENON")], payments: twins });
    expect(result.suggested.map((s) => s.paymentId)).toEqual(["pay-0", "pay-2", "pay-3"]);
    expect(result.stalePayments.map((s) => s.paymentId)).toEqual(["pay-1"]);
  });
});

describe("conflicts", () => {
  it("flags a UTR that two payments claim, and matches neither", () => {
    const copycat = payment({
      id: "pay-copy",
      utr: "412345678901",
      studentName: "Imran Khan",
      reference: "TC1A2B3C4D",
    });
    const result = match({ credits: [ashaCredit], payments: [copycat, asha] });
    expect(result.matched).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        kind: "utrClaimedTwice",
        key: "cr/412345678901",
        line: ashaCredit,
        claims: [
          { paymentId: "pay-asha", by: "utr", differencePaise: 0 },
          { paymentId: "pay-copy", by: "utr", differencePaise: 0 },
        ],
      },
    ]);
  });

  it("flags a UTR or reference whose amount differs, saying by how much", () => {
    // A ₹699 payment for a ₹499 booking, and a ₹299 one.
    const more = { ...ashaCredit, credit: 69_900 };
    expect(match({ credits: [more], payments: [asha] }).conflicts).toEqual([
      {
        kind: "amountDiffers",
        key: "cr/412345678901",
        line: more,
        claims: [{ paymentId: "pay-asha", by: "utr", differencePaise: 20_000 }],
      },
    ]);
    const less = credit({ date: "2026-11-22", rupees: 299, narration: "UPI/x/TC7K2M9QXR" });
    const result = match({ credits: [less], payments: [{ ...asha, utr: null }] });
    expect(result.matched).toEqual([]);
    expect(result.conflicts[0]?.claims).toEqual([
      { paymentId: "pay-asha", by: "reference", differencePaise: -20_000 },
    ]);
  });

  it("flags a credit an earlier match used, and keeps a used credit nobody claims out of the lists", () => {
    const key = lineKey(ashaCredit);
    const result = match({ credits: [ashaCredit], payments: [asha], usedCredits: new Set([key]) });
    expect(result.matched).toEqual([]);
    expect(result.conflicts.map((c) => [c.kind, c.key])).toEqual([["creditUsed", key]]);
    const quiet = match({ credits: [ashaCredit], payments: [], usedCredits: new Set([key]) });
    expect(quiet.alreadyUsed).toEqual([{ key, line: ashaCredit }]);
    expect(quiet.unmatchedCredits).toEqual([]);
  });

  it("flags a credit that two payments point at, by UTR and by reference", () => {
    const sneha = payment({ id: "pay-sneha", reference: "TC8V6T4S2R", studentName: "Sneha Patil" });
    const both = { ...ashaCredit, narration: `${ashaCredit.narration}/TC8V6T4S2R` };
    const result = match({ credits: [both], payments: [asha, sneha] });
    expect(result.matched).toEqual([]);
    expect(result.conflicts).toMatchObject([
      {
        kind: "ambiguous",
        claims: [
          { paymentId: "pay-asha", by: "utr" },
          { paymentId: "pay-sneha", by: "reference" },
        ],
      },
    ]);
  });

  it("flags both credits when one payment points at two (paid twice with its reference)", () => {
    const first = credit({
      date: "2026-11-22",
      rupees: 499,
      utr: "812345678905",
      narration: "UPI/812345678905/TC7K2M9QXR",
    });
    const again = credit({
      date: "2026-11-22",
      rupees: 499,
      utr: "812345678906",
      narration: "UPI/812345678906/TC7K2M9QXR",
    });
    const result = match({ credits: [again, first], payments: [{ ...asha, utr: null }] });
    expect(result.matched).toEqual([]);
    expect(result.conflicts.map((c) => [c.kind, c.key])).toEqual([
      ["ambiguous", "cr/812345678905"],
      ["ambiguous", "cr/812345678906"],
    ]);
    expect(result.stalePayments).toEqual([]);
  });
});

describe("unmatched credits and stale payments", () => {
  it("lists credits nobody claims, and payments with nothing after 48 hours", () => {
    const neft = credit({
      date: "2026-11-21",
      rupees: 2_500,
      narration: "NEFT CR-HDFC0000123-ARJUN REDDY-PARENT",
    });
    const old = payment({ id: "pay-old", createdAt: new Date(NOW.getTime() - 49 * HOUR) });
    const recent = payment({ id: "pay-recent", createdAt: new Date(NOW.getTime() - 47 * HOUR) });
    const result = match({ credits: [neft], payments: [recent, old] });
    expect(result.unmatchedCredits).toEqual([{ key: lineKey(neft), line: neft }]);
    expect(result.stalePayments).toEqual([{ paymentId: "pay-old", hoursWaiting: 49 }]);
  });

  it("does not call a payment stale when it is matched or in a conflict", () => {
    const old = { ...asha, createdAt: new Date(NOW.getTime() - 72 * HOUR) };
    expect(match({ credits: [ashaCredit], payments: [old] }).stalePayments).toEqual([]);
    expect(match({ credits: [{ ...ashaCredit, credit: 100 }], payments: [old] }).stalePayments).toEqual([]);
  });
});

describe("line keys", () => {
  it("knows a line by its UTR, or by date, amount and narration, money in and out apart", () => {
    expect(lineKey(ashaCredit)).toBe("cr/412345678901");
    expect(lineKey({ ...ashaCredit, credit: 0, debit: 49_900 })).toBe("dr/412345678901");
    const neft = credit({
      date: "2026-11-21",
      rupees: 2_500,
      narration: "  NEFT CR-HDFC0000123   Arjun Reddy ",
    });
    expect(lineKey(neft)).toBe("cr/2026-11-21/250000/neft cr-hdfc0000123 arjun reddy");
    expect(lineKey({ ...neft, narration: "NEFT CR-HDFC0000123 ARJUN REDDY", row: 99 })).toBe(lineKey(neft));
  });

  it("numbers lines that share a key in row order, in any input order", () => {
    const cash = (r: number) => ({
      ...credit({ date: "2026-11-21", rupees: 500, narration: "CASH DEPOSIT" }),
      row: r,
    });
    const [a, b, c] = [cash(7), cash(3), cash(12)];
    const keys = keyLines([a, b, c]);
    expect(keys).toEqual(keyLines([c, a, b]));
    expect(keys.map((k) => [k.key, k.line.row])).toEqual([
      ["cr/2026-11-21/50000/cash deposit", 3],
      ["cr/2026-11-21/50000/cash deposit#2", 7],
      ["cr/2026-11-21/50000/cash deposit#3", 12],
    ]);
  });

  it("keeps the keys lines were stored under, when given them", () => {
    // Two equal lines that two uploads numbered otherwise than keying them together would.
    const later = { ...credit({ date: "2026-11-21", rupees: 499, narration: "IMPS TC7K2M9QXR" }), row: 50 };
    const earlier = { ...later, row: 7 };
    const stored = [
      { key: "cr/2026-11-21/49900/imps tc7k2m9qxr", line: later },
      { key: "cr/2026-11-21/49900/imps tc7k2m9qxr#2", line: earlier },
    ];
    const result = match({
      credits: stored,
      payments: [{ ...asha, utr: null }],
      usedCredits: new Set([stored[0]?.key ?? ""]),
    });
    expect(result.conflicts.map((c) => [c.kind, c.key, c.line.row])).toEqual([
      ["creditUsed", "cr/2026-11-21/49900/imps tc7k2m9qxr", 50],
      ["ambiguous", "cr/2026-11-21/49900/imps tc7k2m9qxr#2", 7],
    ]);
  });

  it("changes nothing when the same statement comes again with its matches recorded", () => {
    const first = match({ credits: [ashaCredit], payments: [asha] });
    const used = new Set(first.matched.map((m) => m.key));
    // The payment is approved now, so it no longer waits: the credit is simply known.
    expect(match({ credits: [ashaCredit], payments: [], usedCredits: used }).alreadyUsed).toHaveLength(1);
  });
});

describe("name similarity", () => {
  it.each([
    ["ASHA VERMA", "Asha Verma"],
    ["VERMA ASHA", "Asha Verma"],
    ["A VERMA", "Asha Verma"],
    ["ASHA K VERMA", "Asha Verma"],
    ["ASHA VERM", "Asha Verma"],
    ["ASHAVERMA", "Asha Verma"],
    ["MR ROHAN IYER", "Rohan Iyer"],
    ["Sneha Patil", "Snehá Pätil"],
    ["PRIYA SARMA", "Priya Sharma"],
  ])("%s is close to %s", (payer, student) => {
    expect(nameSimilarity(payer, student)).toBeGreaterThanOrEqual(NAME_MATCH_THRESHOLD);
  });

  it.each([
    ["ASHA", "Asha Verma"],
    ["RAHUL VERMA", "Asha Verma"],
    ["ASHA SHARMA", "Asha Verma"],
    ["A V", "Asha Verma"],
    ["आशा वर्मा", "Asha Verma"],
    ["", "Asha Verma"],
  ])("%s is not close to %s", (payer, student) => {
    expect(nameSimilarity(payer, student)).toBeLessThan(NAME_MATCH_THRESHOLD);
  });
});

/*
 * Properties over random statements drawn from small pools of UTRs, references, amounts, days and
 * names, so that collisions (two claims on one credit, one payment on two credits) are common.
 */
const UTRS = Array.from({ length: 8 }, (_, i) => `41234567890${i}`);
const REFERENCES = ["TC7K2M9QXR", "TC3H8N2W6X", "TC5Q9R2D7M", "TC9D4F6G8H", "TC1A2B3C4D", "TC8V6T4S2R"];
const AMOUNTS = [199, 499, 999];
const DAYS = ["2026-11-19", "2026-11-20", "2026-11-21"];
const NAMES = ["Asha Verma", "Rohan Iyer", "A VERMA", "Kavya Menon", "IYER ROHAN"];

const creditArb = fc.record({
  row: fc.integer({ min: 1, max: 40 }),
  date: fc.constantFrom(...DAYS),
  rupees: fc.constantFrom(...AMOUNTS, 300),
  utr: fc.option(fc.constantFrom(...UTRS), { nil: null, freq: 2 }),
  reference: fc.option(fc.constantFrom(...REFERENCES), { nil: null, freq: 2 }),
  lower: fc.boolean(),
  payerName: fc.option(fc.constantFrom(...NAMES), { nil: null }),
  /** The money of that payment (its amount, and its UTR or its reference), when there is one. */
  paysFor: fc.option(fc.nat(7), { nil: null }),
});
const paymentArb = fc.record({
  amount: fc.constantFrom(...AMOUNTS),
  utr: fc.option(fc.constantFrom(...UTRS), { nil: null, freq: 2 }),
  reference: fc.constantFrom(...REFERENCES),
  hoursAgo: fc.integer({ min: 1, max: 80 }),
  studentName: fc.constantFrom(...NAMES),
});
const inputArb = fc
  .record({
    credits: fc.array(creditArb, { maxLength: 12 }),
    payments: fc.array(paymentArb, { maxLength: 8 }),
    // One credit in six used before: enough to meet, few enough to leave matches.
    usedMask: fc.array(
      fc.nat(5).map((n) => n === 0),
      { maxLength: 12 },
    ),
    seed: fc.integer(),
  })
  .map(({ credits, payments, usedMask, seed }) => {
    const lines: StatementLine[] = credits.map((generated) => {
      const c = { ...generated };
      const paid = c.paysFor === null ? undefined : payments[c.paysFor];
      if (paid) {
        c.rupees = paid.amount;
        if (paid.utr && c.lower) c.utr = paid.utr;
        else c.reference = paid.reference;
      }
      const note = c.reference ? (c.lower ? c.reference.toLowerCase() : c.reference) : "NOTE";
      return {
        row: c.row,
        date: c.date,
        narration: `UPI/${c.utr ?? "NEFT"}/${c.payerName ?? "X"}/${note}`,
        reference: null,
        credit: c.rupees * 100,
        debit: 0,
        utr: c.utr,
        payerName: c.payerName,
        payerVpa: null,
      };
    });
    const waiting: WaitingPayment[] = payments.map((p, i) => ({
      id: `pay-${String(i).padStart(2, "0")}`,
      amount: p.amount,
      utr: p.utr,
      reference: p.reference,
      createdAt: new Date(NOW.getTime() - p.hoursAgo * HOUR),
      studentName: p.studentName,
    }));
    const keys = keyLines(lines).map((k) => k.key);
    const used = new Set(keys.filter((_, i) => usedMask[i]));
    return { input: { credits: lines, payments: waiting, usedCredits: used, now: NOW }, seed };
  });

/** A deterministic shuffle (a small linear congruential generator from the seed). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe("properties", () => {
  it("never uses a credit twice, never matches a payment twice, and never matches a conflict", () => {
    fc.assert(
      fc.property(inputArb, ({ input }) => {
        const result = matchStatement(input);
        const matchedKeys = result.matched.map((m) => m.key);
        const matchedPayments = result.matched.map((m) => m.paymentId);
        expect(new Set(matchedKeys).size).toBe(matchedKeys.length);
        expect(new Set(matchedPayments).size).toBe(matchedPayments.length);
        for (const conflict of result.conflicts) {
          expect(matchedKeys).not.toContain(conflict.key);
          for (const claim of conflict.claims) expect(matchedPayments).not.toContain(claim.paymentId);
        }
        for (const m of result.matched) {
          expect(input.usedCredits.has(m.key)).toBe(false);
          const paid = input.payments.find((p) => p.id === m.paymentId) as WaitingPayment;
          expect(m.line.credit).toBe(paid.amount * 100);
          expect(m.line.utr === paid.utr || referencesOf(m.line).has(paid.reference)).toBe(true);
        }
        // Every credit lands in exactly one list (a suggested credit may name several payments).
        const lists = [
          ...matchedKeys,
          ...new Set(result.suggested.map((s) => s.key)),
          ...result.conflicts.map((c) => c.key),
          ...result.unmatchedCredits.map((c) => c.key),
          ...result.alreadyUsed.map((c) => c.key),
        ];
        expect(lists.sort()).toEqual(
          keyLines(input.credits)
            .map((k) => k.key)
            .sort(),
        );
      }),
      { numRuns: 500 },
    );
  });

  it("gives the same answer for the same input in any order", () => {
    fc.assert(
      fc.property(inputArb, ({ input, seed }) => {
        const again = matchStatement({
          ...input,
          credits: shuffled(input.credits, seed),
          payments: shuffled(input.payments, seed + 1),
          usedCredits: new Set(shuffled([...input.usedCredits], seed + 2)),
        });
        expect(again).toEqual(matchStatement(input));
        // Lines given with their keys (as stored) answer the same as lines keyed here.
        expect(matchStatement({ ...input, credits: shuffled(keyLines(input.credits), seed) })).toEqual(again);
      }),
      { numRuns: 500 },
    );
  });

  it("matches nothing new when the statement comes again with the first run's credits used", () => {
    fc.assert(
      fc.property(inputArb, ({ input }) => {
        const first = matchStatement(input);
        const used = new Set([...input.usedCredits, ...first.matched.map((m) => m.key)]);
        const second = matchStatement({ ...input, usedCredits: used });
        expect(second.matched).toEqual([]);
        // And with the matched payments approved (no longer waiting), nothing else moves either.
        const approved = new Set(first.matched.map((m) => m.paymentId));
        const third = matchStatement({
          ...input,
          payments: input.payments.filter((p) => !approved.has(p.id)),
          usedCredits: used,
        });
        expect(third.matched).toEqual([]);
        expect(third.conflicts).toEqual(first.conflicts);
        expect(third.unmatchedCredits).toEqual(first.unmatchedCredits);
      }),
      { numRuns: 500 },
    );
  });
});
