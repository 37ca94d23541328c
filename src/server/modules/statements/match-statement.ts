import type { ConflictKind } from "@contract/statements";
import { istDate } from "@contract/time";
import { compareText, type KeyedLine, keyLines } from "./line-key";
import { NAME_MATCH_THRESHOLD, nameWords, wordsSimilarity } from "./name-similarity";
import type { StatementLine } from "./statement-line";
import { findReference } from "./upi-narration";

/*
 * Matching a statement's credits to the payments awaiting verification (docs/decisions/025). Pure:
 * the caller reads the payments and the keys of the credits used before, and records what it decides.
 *
 * A credit and a payment are matched only when the evidence is exact and unique on both sides:
 * the credit's UTR is the one the student gave, or its narration carries the payment's booking
 * reference; the amount is the payment's to the paisa; no other payment points at that credit and
 * that payment points at no other credit of the statement; and the credit was not used by an earlier
 * match. Anything less certain is a conflict (someone points at a credit that is not theirs to take)
 * or a suggestion (only the amount, the day and the name agree), and a person decides it.
 *
 * Every decision depends on the credit's and the payment's claims alone, never on the order they
 * were looked at, so the same input in any order gives the same answer, and the answer comes in a
 * canonical order: a statement uploaded again gives the same review.
 */

/** A payment waiting for verification, as the matcher needs it. */
export interface WaitingPayment {
  id: string;
  /** Whole rupees (the session's price). */
  amount: number;
  /** The 12-digit UTR the student typed, if any. */
  utr: string | null;
  /** The booking reference (`TC` and 8 characters, bookings/payment-request.ts). */
  reference: string;
  createdAt: Date;
  studentName: string;
}

export interface MatchInput {
  /**
   * The statement's money in (lines with a debit only are ignored): lines, keyed here with
   * `keyLines`, or lines with the keys they were stored under (unique), which are kept as given.
   * Pass the stored keys when the lines come from several uploads: keying them again together could
   * number two equal lines ("#2") otherwise than their uploads did.
   */
  credits: readonly StatementLine[] | readonly KeyedLine[];
  payments: readonly WaitingPayment[];
  /** Keys (`keyLines`) of the credits that earlier matches used. */
  usedCredits: ReadonlySet<string>;
  now: Date;
}

export type MatchedBy = "utr" | "reference";

export interface Match {
  paymentId: string;
  key: string;
  line: StatementLine;
  /** "utr" when the student's UTR is the credit's (the reference may be there too). */
  by: MatchedBy;
}

export interface Suggestion {
  paymentId: string;
  key: string;
  line: StatementLine;
  /** Name similarity of the line's payer and the student (name-similarity.ts), 0.85 to 1. */
  score: number;
}

/** One payment pointing at a conflicting credit, and how. */
export interface Claim {
  paymentId: string;
  by: MatchedBy;
  /** The credit minus the payment's amount, in paise: 0 when exact, -20000 when ₹200 short. */
  differencePaise: number;
}

/**
 * A credit that some payment points at but that cannot be matched. `kind`, the first that applies:
 * - creditUsed: an earlier match used this credit already;
 * - utrClaimedTwice: two or more payments gave this credit's UTR;
 * - ambiguous: two or more payments point at it (by UTR and by reference), or its only payment points
 *   at another credit of this statement as well;
 * - amountDiffers: its only payment points at it alone, but the amounts differ (`differencePaise`).
 */
export interface Conflict {
  kind: ConflictKind;
  key: string;
  line: StatementLine;
  claims: Claim[];
}

export interface StalePayment {
  paymentId: string;
  /** Whole hours since the payment was made. */
  hoursWaiting: number;
}

export interface MatchResult {
  matched: Match[];
  suggested: Suggestion[];
  conflicts: Conflict[];
  /** Credits nobody points at and nobody resembles. */
  unmatchedCredits: KeyedLine[];
  /** Credits of this statement that earlier matches used and nobody points at now: nothing to do. */
  alreadyUsed: KeyedLine[];
  /** Payments with nothing in this statement for them, made more than STALE_AFTER_MS ago. */
  stalePayments: StalePayment[];
}

/** A payment with no credit 48 hours on is listed for follow-up (docs/decisions/025). */
export const STALE_AFTER_MS = 48 * 3_600_000;
/** The days either side of the payment's IST day that a suggested credit may be dated. */
const SUGGESTION_DAYS = 1;
/** At most this many suggestions for one credit, the closest names first. */
const SUGGESTIONS_PER_CREDIT = 3;
const DAY_MS = 86_400_000;

interface Edge {
  payment: WaitingPayment;
  byUtr: boolean;
  byReference: boolean;
}

export function matchStatement(input: MatchInput): MatchResult {
  const credits = keyedCredits(input.credits);
  const payments = uniqueById(input.payments);

  const byUtr = groupBy(payments, (payment) => payment.utr);
  const byReference = groupBy(payments, (payment) => payment.reference.toUpperCase());

  // Who points at each credit, and how many credits each payment points at.
  const edgesOf = new Map<string, Edge[]>();
  const creditsClaimed = new Map<string, number>();
  for (const { key, line } of credits) {
    const edges = new Map<string, Edge>();
    const edge = (payment: WaitingPayment): Edge => {
      let found = edges.get(payment.id);
      if (!found) {
        found = { payment, byUtr: false, byReference: false };
        edges.set(payment.id, found);
      }
      return found;
    };
    if (line.utr !== null) for (const payment of byUtr.get(line.utr) ?? []) edge(payment).byUtr = true;
    for (const reference of referencesOf(line)) {
      for (const payment of byReference.get(reference) ?? []) edge(payment).byReference = true;
    }
    if (edges.size === 0) continue;
    const sorted = [...edges.values()].sort((a, b) => compareText(a.payment.id, b.payment.id));
    edgesOf.set(key, sorted);
    for (const { payment } of sorted)
      creditsClaimed.set(payment.id, (creditsClaimed.get(payment.id) ?? 0) + 1);
  }

  const matched: Match[] = [];
  const conflicts: Conflict[] = [];
  const open: KeyedLine[] = [];
  const alreadyUsed: KeyedLine[] = [];
  for (const { key, line } of credits) {
    const edges = edgesOf.get(key);
    if (!edges) {
      if (input.usedCredits.has(key)) alreadyUsed.push({ key, line });
      else open.push({ key, line });
      continue;
    }
    const claims = edges.map((edge) => ({
      paymentId: edge.payment.id,
      by: edge.byUtr ? ("utr" as const) : ("reference" as const),
      differencePaise: line.credit - edge.payment.amount * 100,
    }));
    const only = claims.length === 1 ? (claims[0] as Claim) : undefined;
    let kind: ConflictKind | undefined;
    if (input.usedCredits.has(key)) kind = "creditUsed";
    else if (edges.filter((edge) => edge.byUtr).length >= 2) kind = "utrClaimedTwice";
    else if (!only || (creditsClaimed.get(only.paymentId) ?? 0) > 1) kind = "ambiguous";
    else if (only.differencePaise !== 0) kind = "amountDiffers";
    if (kind !== undefined || !only) conflicts.push({ kind: kind ?? "ambiguous", key, line, claims });
    else matched.push({ paymentId: only.paymentId, key, line, by: only.by });
  }

  // Suggestions: credits nobody points at, for payments that point at nothing here.
  const free = payments.filter((payment) => !creditsClaimed.has(payment.id));
  const suggested = suggest(open, free);
  const suggestedKeys = new Set(suggested.map((suggestion) => suggestion.key));
  const suggestedPayments = new Set(suggested.map((suggestion) => suggestion.paymentId));

  const nowMs = input.now.getTime();
  const stalePayments = free
    .filter((payment) => !suggestedPayments.has(payment.id))
    .filter((payment) => nowMs - payment.createdAt.getTime() > STALE_AFTER_MS)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || compareText(a.id, b.id))
    .map((payment) => ({
      paymentId: payment.id,
      hoursWaiting: Math.floor((nowMs - payment.createdAt.getTime()) / 3_600_000),
    }));

  return {
    matched,
    suggested,
    conflicts,
    unmatchedCredits: open.filter((credit) => !suggestedKeys.has(credit.key)),
    alreadyUsed,
    stalePayments,
  };
}

function suggest(credits: readonly KeyedLine[], payments: readonly WaitingPayment[]): Suggestion[] {
  // Payments by amount in paise and IST day: each credit looks at three days of one amount.
  const index = new Map<string, { payment: WaitingPayment; words: string[] }[]>();
  for (const payment of payments) {
    const words = nameWords(payment.studentName);
    if (words.length === 0) continue;
    const slot = `${payment.amount * 100}|${dayNumber(istDate(payment.createdAt))}`;
    const list = index.get(slot);
    if (list) list.push({ payment, words });
    else index.set(slot, [{ payment, words }]);
  }
  const suggestions: Suggestion[] = [];
  for (const { key, line } of credits) {
    if (line.payerName === null) continue;
    const payerWords = nameWords(line.payerName);
    if (payerWords.length === 0) continue;
    const day = dayNumber(line.date);
    if (Number.isNaN(day)) continue;
    const found: Suggestion[] = [];
    for (let offset = -SUGGESTION_DAYS; offset <= SUGGESTION_DAYS; offset++) {
      for (const { payment, words } of index.get(`${line.credit}|${day + offset}`) ?? []) {
        const score = wordsSimilarity(payerWords, words);
        if (score >= NAME_MATCH_THRESHOLD) found.push({ paymentId: payment.id, key, line, score });
      }
    }
    found.sort((a, b) => b.score - a.score || compareText(a.paymentId, b.paymentId));
    suggestions.push(...found.slice(0, SUGGESTIONS_PER_CREDIT));
  }
  return suggestions;
}

/**
 * The booking references a line carries: in its narration, or in the bank's reference column
 * (upi-narration.ts knows their shape). A reference fits only a waiting payment that has it, and
 * then only with the exact amount.
 */
export function referencesOf(line: Pick<StatementLine, "narration" | "reference">): Set<string> {
  const found = new Set<string>();
  for (const text of [line.narration, line.reference]) {
    const reference = text === null ? null : findReference(text);
    if (reference !== null) found.add(reference);
  }
  return found;
}

function keyedCredits(credits: readonly StatementLine[] | readonly KeyedLine[]): KeyedLine[] {
  const keyed: KeyedLine[] = [];
  const lines: StatementLine[] = [];
  for (const item of credits) {
    if ("key" in item) {
      if (item.line.credit > 0) keyed.push(item);
    } else if (item.credit > 0) lines.push(item);
  }
  return [...keyed.sort((a, b) => compareText(a.key, b.key)), ...keyLines(lines)];
}

/** Days since 1970-01-01 of a YYYY-MM-DD date (NaN when it is not one). */
function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * One payment per id, in id order. The caller's ids are unique; should one come twice, the same
 * copy is kept whatever the input order (the smaller by content), so the answer stays deterministic.
 */
function uniqueById(payments: readonly WaitingPayment[]): WaitingPayment[] {
  const byId = new Map<string, WaitingPayment>();
  for (const payment of payments) {
    const kept = byId.get(payment.id);
    if (!kept || compareText(JSON.stringify(payment), JSON.stringify(kept)) < 0)
      byId.set(payment.id, payment);
  }
  return [...byId.values()].sort((a, b) => compareText(a.id, b.id));
}
