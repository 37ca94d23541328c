/*
 * The column headers of the statements the five banks' net banking exports (CSV / XLSX), one small
 * table each, compared after `headerKey` has made them loose: case, spaces, dots and slashes,
 * "(INR )" / "(₹)" / "in Rs." and "Amt." vs "Amount" do not matter. A bank we do not know is read
 * through the columns its admin picks once (ColumnMapping).
 */

export type BankFormat = "hdfc" | "icici" | "sbi" | "axis" | "kotak";

export interface BankLayout {
  format: BankFormat;
  date: string[];
  narration: string[];
  reference: string[];
  /** Separate money-out and money-in columns... */
  debit: string[];
  credit: string[];
  /** ...or one amount column with a Dr/Cr column beside it. */
  amount: string[];
  drCr: string[];
  /** Other headers of the layout: they only help tell the banks apart. */
  others: string[];
}

/** A header made loose for comparing: "Deposit Amount (INR )" and "Deposit Amt." are both "depositamount". */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(\s*(?:in\s+)?(?:inr|₹|rs\.?|rupees)\s*\)/g, "")
    .replace(/(?<![a-z])(?:in\s+)?(?:inr|rs)(?![a-z])\.?/g, "")
    .replace(/₹/g, "")
    .replace(/(?<![a-z])amt(?![a-z])/g, "amount")
    .replace(/[^a-z0-9]/g, "");
}

const layout = (format: BankFormat, columns: Partial<Omit<BankLayout, "format">>): BankLayout => ({
  format,
  date: [],
  narration: [],
  reference: [],
  debit: [],
  credit: [],
  amount: [],
  drCr: [],
  others: [],
  ...columns,
});

/** In order of preference when two fit a header row equally well. */
export const BANK_LAYOUTS: BankLayout[] = [
  // Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance (XLS)
  // or: Date, Narration, Value Dat, Debit Amount, Credit Amount, Chq/Ref Number, Closing Balance (CSV)
  layout("hdfc", {
    date: ["date", "txndate"],
    narration: ["narration"],
    reference: ["chqrefno", "chqrefnumber", "chequerefno", "refnochqno"],
    debit: ["withdrawalamount", "debitamount"],
    credit: ["depositamount", "creditamount"],
    others: ["valuedt", "valuedat", "valuedate", "closingbalance"],
  }),
  // S No., Value Date, Transaction Date, Cheque Number, Transaction Remarks,
  // Withdrawal Amount (INR ), Deposit Amount (INR ), Balance (INR )
  layout("icici", {
    date: ["transactiondate", "valuedate", "date"],
    narration: ["transactionremarks", "remarks", "particulars"],
    reference: ["chequenumber", "chequeno", "chequenorefno", "chqno"],
    debit: ["withdrawalamount", "withdrawals"],
    credit: ["depositamount", "deposits"],
    others: ["sno", "tranid", "transactionid", "transactionposteddate", "balance"],
  }),
  // Txn Date, Value Date, Description, Ref No./Cheque No., Debit, Credit, Balance
  layout("sbi", {
    date: ["txndate", "transactiondate"],
    narration: ["description"],
    reference: ["refnochequeno", "refno", "chequeno"],
    debit: ["debit"],
    credit: ["credit"],
    others: ["valuedate", "balance"],
  }),
  // SRL NO, Tran Date, CHQNO, PARTICULARS, DR, CR, BAL, SOL
  // or: Tran Date, Value Date, Transaction Particulars, Chq No, Amount(INR), DR|CR, Balance(INR), Branch Name
  layout("axis", {
    date: ["trandate", "transactiondate"],
    narration: ["particulars", "transactionparticulars"],
    reference: ["chqno", "chequeno"],
    debit: ["dr", "dramount", "debit", "withdrawalamount"],
    credit: ["cr", "cramount", "credit", "depositamount"],
    amount: ["amount"],
    drCr: ["drcr"],
    others: ["srlno", "sol", "bal", "balance", "valuedate", "branchname", "initbr"],
  }),
  // Sl. No., Transaction Date, Value Date, Description, Chq / Ref No., Amount, Dr / Cr, Balance, Dr / Cr
  // or: Date, Narration, Chq/Ref No, Withdrawal (Dr), Deposit (Cr), Balance
  layout("kotak", {
    date: ["transactiondate", "date"],
    narration: ["description", "narration"],
    reference: ["chqrefno", "chequerefno", "refno"],
    debit: ["withdrawaldr", "withdrawal"],
    credit: ["depositcr", "deposit"],
    amount: ["amount"],
    drCr: ["drcr", "drcrindicator"],
    others: ["slno", "valuedate", "balance"],
  }),
];
