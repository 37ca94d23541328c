import { compareText, type KeyedLine, keyLines } from "./line-key";
import type { StatementLine } from "./statement-line";

/*
 * Matching a statement's money out to the mentor payouts and refunds sent through the bank's bulk
 * upload and waiting for their UTR (docs/decisions/025). Pure, like match-statement.ts, and with the
 * same care: a line marks a transfer paid only when the amount is exact and the evidence points at
 * that one transfer and no other line points at it as strongly. Our reference in the narration is
 * stronger evidence than the payee's UPI id (a mentor is paid the same amount to the same UPI id
 * month after month, so the UPI id alone can fit several transfers).
 */

export interface AwaitingTransfer {
  id: string;
  kind: "payout" | "refund";
  /** Whole rupees. */
  amount: number;
  /** The payee's UPI id (`name@bank`), if the transfer was sent to one. */
  payeeVpa: string | null;
  /** Our reference for the transfer, as the bulk-payment file gave it to the bank. */
  reference: string;
}

export interface DebitMatchInput {
  /** The statement's money out (lines with a credit only are ignored). */
  debits: readonly StatementLine[];
  awaiting: readonly AwaitingTransfer[];
  /**
   * Transfers an admin cancelled (the bank rejected them): a debit naming one of them is flagged,
   * never matched to anything, not even by UPI id to the same payee's next transfer.
   */
  cancelled?: readonly Pick<AwaitingTransfer, "id" | "reference">[];
  /** Keys (`keyLines`) of the debits that earlier matches used. */
  usedDebits?: ReadonlySet<string>;
}

export type PaidBy = "reference" | "vpa";

export interface PaidTransfer {
  transferId: string;
  kind: AwaitingTransfer["kind"];
  key: string;
  line: StatementLine;
  /** The bank's UTR of the transfer, to record on it (null when the line shows none). */
  utr: string | null;
  by: PaidBy;
}

/**
 * A debit that points at transfers but cannot mark one paid:
 * - debitUsed: an earlier match used this line already;
 * - ambiguous: it fits several transfers equally, or another line fits its transfer as well or better;
 * - amountDiffers: its narration carries a transfer's reference, but the amounts differ;
 * - cancelled: its narration carries the reference of a transfer an admin cancelled.
 */
export interface DebitConflict {
  kind: "debitUsed" | "ambiguous" | "amountDiffers" | "cancelled";
  key: string;
  line: StatementLine;
  transferIds: string[];
  /** The line minus the transfer's amount, in paise, for amountDiffers (with one transfer). */
  differencePaise: number | null;
}

export interface DebitMatchResult {
  paid: PaidTransfer[];
  conflicts: DebitConflict[];
  /** Money out that fits no transfer (bank charges, other spending). */
  unmatchedDebits: KeyedLine[];
  /** Lines earlier matches used, that nothing points at now. */
  alreadyUsed: KeyedLine[];
}

/** Shorter references could turn up inside unrelated narrations by chance. */
const MIN_REFERENCE_LENGTH = 6;

const LEVEL: Record<PaidBy, number> = { reference: 2, vpa: 1 };

interface Pointer {
  transfer: AwaitingTransfer;
  by: PaidBy;
}

export function matchDebits(input: DebitMatchInput): DebitMatchResult {
  const used = input.usedDebits ?? new Set<string>();
  const lines = keyLines(input.debits.filter((line) => line.debit > 0));
  const transfers = [...input.awaiting].sort((a, b) => compareText(a.id, b.id));

  const byAmount = new Map<number, AwaitingTransfer[]>();
  const byReference = new Map<string, AwaitingTransfer[]>();
  for (const transfer of transfers) {
    push(byAmount, transfer.amount * 100, transfer);
    const reference = compact(transfer.reference);
    if (reference.length >= MIN_REFERENCE_LENGTH) push(byReference, reference, transfer);
  }

  // What each line points at (its strongest evidence only), and each transfer's pointing lines.
  const pointersOf = new Map<string, Pointer[]>();
  const wrongAmount = new Map<string, AwaitingTransfer[]>();
  const namesCancelled = new Map<string, string[]>();
  const cancelled = (input.cancelled ?? [])
    .map((transfer) => ({ id: transfer.id, reference: compact(transfer.reference) }))
    .filter((transfer) => transfer.reference.length >= MIN_REFERENCE_LENGTH)
    .sort((a, b) => compareText(a.id, b.id));
  const pointedBy = new Map<string, { key: string; level: number }[]>();
  for (const { key, line } of lines) {
    const text = `${line.narration} ${line.reference ?? ""}`;
    const compactText = compact(text);
    const lowerText = text.toLowerCase();
    const cancelledIds = cancelled.flatMap((c) => (compactText.includes(c.reference) ? [c.id] : []));
    if (cancelledIds.length > 0) {
      namesCancelled.set(key, cancelledIds);
      continue;
    }
    const sameAmount = byAmount.get(line.debit) ?? [];
    const byRef = sameAmount.filter((transfer) => {
      const reference = compact(transfer.reference);
      return reference.length >= MIN_REFERENCE_LENGTH && compactText.includes(reference);
    });
    // A line used before that fits by UPI id only is last month's payout of the same amount to the
    // same mentor: it points at nothing now (it would otherwise compete with this month's line).
    const pointers: Pointer[] = byRef.length
      ? byRef.map((transfer) => ({ transfer, by: "reference" as const }))
      : used.has(key)
        ? []
        : sameAmount
            .filter((transfer) => vpaMatches(transfer.payeeVpa, line.payerVpa, lowerText))
            .map((transfer) => ({ transfer, by: "vpa" as const }));
    if (pointers.length === 0) {
      // A reference of ours whose amount differs: looked up by the narration's words.
      const others = new Set<AwaitingTransfer>();
      for (const word of text.toUpperCase().split(/[^0-9A-Z]+/)) {
        for (const transfer of byReference.get(word) ?? [])
          if (transfer.amount * 100 !== line.debit) others.add(transfer);
      }
      if (others.size > 0)
        wrongAmount.set(
          key,
          [...others].sort((a, b) => compareText(a.id, b.id)),
        );
      continue;
    }
    pointersOf.set(key, pointers);
    for (const pointer of pointers) push(pointedBy, pointer.transfer.id, { key, level: LEVEL[pointer.by] });
  }

  const paid: PaidTransfer[] = [];
  const conflicts: DebitConflict[] = [];
  const unmatchedDebits: KeyedLine[] = [];
  const alreadyUsed: KeyedLine[] = [];
  for (const { key, line } of lines) {
    const pointers = pointersOf.get(key);
    const flag = (kind: DebitConflict["kind"], ids: string[], differencePaise: number | null = null) =>
      conflicts.push({ kind, key, line, transferIds: ids, differencePaise });
    if (!pointers) {
      const others = wrongAmount.get(key);
      const cancelledIds = namesCancelled.get(key);
      if (cancelledIds && !used.has(key)) flag("cancelled", cancelledIds);
      else if (used.has(key)) {
        if (others)
          flag(
            "debitUsed",
            others.map((transfer) => transfer.id),
          );
        else alreadyUsed.push({ key, line });
      } else if (others) {
        const only = others.length === 1 ? others[0] : undefined;
        flag(
          "amountDiffers",
          others.map((transfer) => transfer.id),
          only ? line.debit - only.amount * 100 : null,
        );
      } else unmatchedDebits.push({ key, line });
      continue;
    }
    const ids = pointers.map((pointer) => pointer.transfer.id);
    const only = pointers.length === 1 ? (pointers[0] as Pointer) : undefined;
    if (used.has(key)) flag("debitUsed", ids);
    else if (!only) flag("ambiguous", ids);
    else if (
      (pointedBy.get(only.transfer.id) ?? []).some(
        (other) => other.key !== key && other.level >= LEVEL[only.by],
      )
    )
      flag("ambiguous", ids);
    else
      paid.push({
        transferId: only.transfer.id,
        kind: only.transfer.kind,
        key,
        line,
        utr: line.utr,
        by: only.by,
      });
  }
  return { paid, conflicts, unmatchedDebits, alreadyUsed };
}

function vpaMatches(payee: string | null, lineVpa: string | null, lowerText: string): boolean {
  if (payee === null) return false;
  const vpa = payee.trim().toLowerCase();
  if (vpa.length === 0) return false;
  return lineVpa?.trim().toLowerCase() === vpa || lowerText.includes(vpa);
}

/** Upper case, letters and digits only: "TCP-2026/0042" and "TCP20260042" are one reference. */
function compact(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]+/g, "");
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
