import { describe, expect, it } from "vitest";
import { lineKey } from "./line-key";
import { type AwaitingTransfer, matchDebits } from "./match-debits";
import type { StatementLine } from "./statement-line";

/*
 * Marking mentor payouts and refunds paid from the statement's money out (docs/decisions/025).
 * Every line, UPI id and reference here is made up for the test.
 */

let row = 0;
function debit(fields: Partial<StatementLine> & { rupees: number }): StatementLine {
  const { rupees, ...rest } = fields;
  row += 1;
  return {
    row,
    date: "2026-11-25",
    narration: "UPI/DR/912345678901/SOMEONE/someone@okaxis",
    reference: null,
    credit: 0,
    debit: Math.round(rupees * 100),
    utr: null,
    payerName: null,
    payerVpa: null,
    ...rest,
  };
}

const rohanPayout: AwaitingTransfer = {
  id: "payout-rohan",
  kind: "payout",
  amount: 4_500,
  payeeVpa: "rohan.iyer@okaxis",
  reference: "PO7G3K9M2Q",
};
const ashaRefund: AwaitingTransfer = {
  id: "refund-asha",
  kind: "refund",
  amount: 499,
  payeeVpa: "asha.verma@okicici",
  reference: "RF4H8N2W6X",
};

const toRohan = debit({
  rupees: 4_500,
  utr: "912345678901",
  narration: "UPI/DR/912345678901/ROHAN IYER/YESB/rohan.iyer@okaxis/Payout",
  payerName: "ROHAN IYER",
  payerVpa: "rohan.iyer@okaxis",
});

describe("matchDebits", () => {
  it("marks a payout paid by the payee's UPI id and a refund by our reference, with each line's UTR", () => {
    const toAsha = debit({
      rupees: 499,
      utr: "912345678902",
      narration: "BULK UPI-912345678902-RF-4H8N-2W6X-TOPPERS REFUND",
    });
    const result = matchDebits({ debits: [toAsha, toRohan], awaiting: [ashaRefund, rohanPayout] });
    expect(result.paid).toEqual([
      {
        transferId: "payout-rohan",
        kind: "payout",
        key: "dr/912345678901",
        line: toRohan,
        utr: "912345678901",
        by: "vpa",
      },
      {
        transferId: "refund-asha",
        kind: "refund",
        key: "dr/912345678902",
        line: toAsha,
        utr: "912345678902",
        by: "reference",
      },
    ]);
    expect(result.conflicts).toEqual([]);
    expect(result.unmatchedDebits).toEqual([]);
  });

  it("finds the UPI id in the narration when the parser found none, in any case", () => {
    const line = { ...toRohan, payerVpa: null, narration: "UPI/DR/912345678901/ROHAN/ROHAN.IYER@OKAXIS" };
    expect(matchDebits({ debits: [line], awaiting: [rohanPayout] }).paid.map((p) => p.transferId)).toEqual([
      "payout-rohan",
    ]);
  });

  it("needs the exact amount: our reference on another amount is a conflict, a UPI id alone is nothing", () => {
    const short = debit({ rupees: 4_000, narration: "UPI/DR/912345678903/PO7G3K9M2Q", utr: "912345678903" });
    const byVpa = { ...toRohan, debit: 400_000 };
    const result = matchDebits({ debits: [short], awaiting: [rohanPayout] });
    expect(result.paid).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        kind: "amountDiffers",
        key: "dr/912345678903",
        line: short,
        transferIds: ["payout-rohan"],
        differencePaise: -50_000,
      },
    ]);
    expect(matchDebits({ debits: [byVpa], awaiting: [rohanPayout] }).unmatchedDebits).toHaveLength(1);
  });

  it("lets our reference pick one of two payouts of the same amount to the same UPI id", () => {
    const nextMonth = { ...rohanPayout, id: "payout-rohan-dec", reference: "PO9X8W7V6T" };
    const withRef = { ...toRohan, narration: `${toRohan.narration}/PO9X8W7V6T` };
    expect(matchDebits({ debits: [withRef], awaiting: [rohanPayout, nextMonth] }).paid).toMatchObject([
      { transferId: "payout-rohan-dec", by: "reference" },
    ]);
    // Without it, the line fits both: a person decides.
    expect(matchDebits({ debits: [toRohan], awaiting: [rohanPayout, nextMonth] }).conflicts).toMatchObject([
      { kind: "ambiguous", transferIds: ["payout-rohan", "payout-rohan-dec"] },
    ]);
  });

  it("flags two lines that fit one payout equally (sent twice?), and lets the stronger of two win", () => {
    const twice = debit({
      ...toRohan,
      rupees: 4_500,
      utr: "912345678909",
      narration: "UPI/DR/912345678909/rohan.iyer@okaxis",
    });
    const result = matchDebits({ debits: [toRohan, twice], awaiting: [rohanPayout] });
    expect(result.paid).toEqual([]);
    expect(result.conflicts.map((c) => [c.kind, c.key])).toEqual([
      ["ambiguous", "dr/912345678901"],
      ["ambiguous", "dr/912345678909"],
    ]);
    const withRef = { ...twice, narration: `${twice.narration}/PO7G3K9M2Q` };
    const stronger = matchDebits({ debits: [toRohan, withRef], awaiting: [rohanPayout] });
    expect(stronger.paid).toMatchObject([
      { transferId: "payout-rohan", key: "dr/912345678909", by: "reference" },
    ]);
    expect(stronger.conflicts.map((c) => [c.kind, c.key])).toEqual([["ambiguous", "dr/912345678901"]]);
  });

  it("knows lines used before: last month's line does not compete, our reference on it is a conflict", () => {
    const lastMonth = {
      ...toRohan,
      date: "2026-10-25",
      utr: "912345678800",
      narration: "UPI/DR/912345678800/rohan.iyer@okaxis",
    };
    const used = new Set([lineKey(lastMonth)]);
    const result = matchDebits({ debits: [lastMonth, toRohan], awaiting: [rohanPayout], usedDebits: used });
    expect(result.paid).toMatchObject([{ transferId: "payout-rohan", key: "dr/912345678901" }]);
    expect(result.alreadyUsed).toEqual([{ key: "dr/912345678800", line: lastMonth }]);
    const reused = { ...lastMonth, narration: `${lastMonth.narration}/PO7G3K9M2Q` };
    expect(
      matchDebits({ debits: [reused], awaiting: [rohanPayout], usedDebits: new Set([lineKey(reused)]) })
        .conflicts,
    ).toMatchObject([{ kind: "debitUsed", transferIds: ["payout-rohan"] }]);
  });

  it("flags a debit naming a cancelled transfer, and never gives it to the payee's next transfer", () => {
    // The bank rejected PO7G3K9M2Q; it was cancelled and the same ₹4,500 sent again to the same UPI id.
    const resent: AwaitingTransfer = { ...rohanPayout, id: "payout-rohan-again", reference: "POX2M4P6R8" };
    const cancelled = [{ id: "payout-rohan", reference: rohanPayout.reference }];
    const namingCancelled = {
      ...toRohan,
      utr: "912345678777",
      narration: "UPI/DR/912345678777/ROHAN IYER/YESB/rohan.iyer@okaxis/PO7G-3K9M-2Q",
    };
    const result = matchDebits({ debits: [namingCancelled], awaiting: [resent], cancelled });
    expect(result.paid).toEqual([]);
    expect(result.conflicts).toMatchObject([
      { kind: "cancelled", key: lineKey(namingCancelled), transferIds: ["payout-rohan"] },
    ]);
    // The resent transfer's own line (by UPI id) is matched as before, beside the flagged one.
    const both = matchDebits({ debits: [namingCancelled, toRohan], awaiting: [resent], cancelled });
    expect(both.paid).toMatchObject([{ transferId: "payout-rohan-again", by: "vpa" }]);
    expect(both.conflicts).toMatchObject([{ kind: "cancelled", transferIds: ["payout-rohan"] }]);
  });

  it("ignores money in, lists bank charges as unmatched, and answers the same in any order", () => {
    const charge = debit({ rupees: 17.7, narration: "SMS CHARGES INCL GST" });
    const incoming = { ...toRohan, credit: 450_000, debit: 0 };
    const input = { debits: [charge, incoming, toRohan], awaiting: [ashaRefund, rohanPayout] };
    const result = matchDebits(input);
    expect(result.unmatchedDebits).toEqual([{ key: lineKey(charge), line: charge }]);
    expect(result.paid).toHaveLength(1);
    expect(
      matchDebits({ debits: [...input.debits].reverse(), awaiting: [...input.awaiting].reverse() }),
    ).toEqual(result);
  });
});
