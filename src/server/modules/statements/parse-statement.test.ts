import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildXlsx, type XlsxCell } from "../../../../tests/fixtures/statements/make-xlsx";
import { headerKey } from "./bank-layouts";
import { type ParsedStatement, parseStatement, STATEMENT_LIMITS } from "./parse-statement";
import type { ColumnMapping, StatementLine } from "./statement-line";
import { readAmount, readDate } from "./statement-values";

/*
 * The statements under tests/fixtures/statements are synthetic (made up for these tests, in each
 * bank's layout): account details above the table, UPI and NEFT/IMPS credits, payouts and refunds
 * out, charges, and the bank's summary or disclaimer below.
 */
const fixture = (name: string) => ({
  name,
  bytes: readFileSync(new URL(`../../../../tests/fixtures/statements/${name}`, import.meta.url)),
});
const csv = (text: string, name = "statement.csv") => ({ name, bytes: Buffer.from(text, "utf8") });

/** A line as the parser should read it: one row a line in the tables below (money in paise). */
type Row = [
  row: number,
  date: string,
  narration: string,
  reference: string | null,
  credit: number,
  debit: number,
  utr: string | null,
  payerName: string | null,
  payerVpa: string | null,
];

/** The lines a sample should read as. */
function sample(rows: Row[]): StatementLine[] {
  return rows.map(([row, date, narration, reference, credit, debit, utr, payerName, payerVpa]) => {
    return { row, date, narration, reference, credit, debit, utr, payerName, payerVpa };
  });
}

function lines(result: ParsedStatement): StatementLine[] {
  if (!result.ok) throw new Error(`expected lines, got ${JSON.stringify(result.problems)}`);
  return result.lines;
}

/** Reads a bank's sample and expects the layout it was taken for and every line it holds. */
async function expectSample(
  file: { name: string; bytes: Buffer },
  format: string,
  rows: Row[],
  mapping?: ColumnMapping,
) {
  const result = await parseStatement(file, mapping);
  expect(result.ok && result.format).toBe(format);
  expect(lines(result)).toEqual(sample(rows));
}

describe("each bank's statement", () => {
  it("reads HDFC's delimited CSV (padded fields, 0.00 for none, DD/MM/YY)", async () => {
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(fixture("hdfc.csv"), "hdfc", [
      [7, "2026-04-01", "UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-612345678901-TOPPERS CONNECT TC7K3M9QXA", "0000612345678901", 49900, 0, "612345678901", "ASHA VERMA", "ashaverma@okhdfcbank"],
      [8, "2026-04-01", "UPI-ROHAN DAS-ROHAN.DAS@YBL-YESB0YBLUPI-612345678902-UPI", "0000612345678902", 69900, 0, "612345678902", "ROHAN DAS", "rohan.das@ybl"],
      [9, "2026-04-02", "NEFT CR-SBIN0001234-PRIYA NAIR, PUNE-TOPPERS CONNECT EDUCATI-SBINN52026040212345", "SBINN52026040212345", 10000050, 0, null, null, null],
      [10, "2026-04-02", "IMPS-612345678904-ARJUN MEHTA-KKBK-XXXXXXXX4321-TC4M8R2T6W", "0000612345678904", 129900, 0, "612345678904", "ARJUN MEHTA", null],
      [11, "2026-04-03", "UPI-KAVYA IYER-MENTOR.KAVYA@OKSBI-SBIN0005678-612345678905-PAYOUT MAR 2026", "0000612345678905", 0, 400000, "612345678905", "KAVYA IYER", "mentor.kavya@oksbi"],
      [12, "2026-04-03", "UPI-SNEHA PATIL-SNEHA-PATIL@OKAXIS-UTIB0000123-612345678906-REFUND TC9Z1Y2X3W", "0000612345678906", 0, 49900, "612345678906", "SNEHA PATIL", "sneha-patil@okaxis"],
      [13, "2026-04-04", "UPI-VIKRAM SINGH-9876543210@PAYTM-PYTM0123456-612345678907-BOOKING", "0000612345678907", 49900, 0, "612345678907", "VIKRAM SINGH", "9876543210@paytm"],
      [14, "2026-04-04", "SMS CHARGES FOR MAR 2026 INCL GST", "0000000000000000", 0, 1770, null, null, null],
      [15, "2026-04-05", "UPI-MEERA KRISHNAN-MEERAK@OKICICI-ICIC0006789-612345678909-TOPPERSCONNECTTCH5J6K7M8", "0000612345678909", 99900, 0, "612345678909", "MEERA KRISHNAN", "meerak@okicici"],
      [16, "2026-04-06", "UPI-ADITYA RAO-ADITYA.RAO@IBL-INDB0000456-612345678910-TC NOTE", "0000612345678910", 150, 0, "612345678910", "ADITYA RAO", "aditya.rao@ibl"],
    ]);
  });

  it("reads HDFC's XLSX (date cells, a bare date serial, numbers, text amounts)", async () => {
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(fixture("hdfc.xlsx"), "hdfc", [
      [7, "2026-04-01", "UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-612345678901-Toppers Connect TC7K3M9QXA", "0000612345678901", 49900, 0, "612345678901", "ASHA VERMA", "ashaverma@okhdfcbank"],
      [8, "2026-04-01", "UPI-ROHAN DAS-ROHAN.DAS@YBL-YESB0YBLUPI-612345678902-UPI", "0000612345678902", 69900, 0, "612345678902", "ROHAN DAS", "rohan.das@ybl"],
      [9, "2026-04-02", "NEFT CR-SBIN0001234-PRIYA NAIR-TOPPERS CONNECT EDUCATI-SBINN52026040212345", "SBINN52026040212345", 10000050, 0, null, null, null],
      [10, "2026-04-03", "UPI-KAVYA IYER-MENTOR.KAVYA@OKSBI-SBIN0005678-612345678903-PAYOUT TCPO2604", "0000612345678903", 0, 400000, "612345678903", "KAVYA IYER", "mentor.kavya@oksbi"],
      [11, "2026-04-04", "IMPS-612345678904-ARJUN MEHTA-KKBK-XXXXXXXX4321-REFUND TC4M8R2T6W", "0000612345678904", 0, 49900, "612345678904", "ARJUN MEHTA", null],
      [12, "2026-04-05", "UPI-NEHA SHARMA-NEHA.S@OKAXIS-UTIB0000123-612345678905-TC9Z1Y2X3W", "0000612345678905", 129900, 0, "612345678905", "NEHA SHARMA", "neha.s@okaxis"],
      [13, "2026-04-05", "UPI-FATIMA SHEIKH-FATIMA.S@OKSBI-SBIN0009876-612345678906-TOPPERS CONNECT TCA1B2C3D4", "0000612345678906", 149900, 0, "612345678906", "FATIMA SHEIKH", "fatima.s@oksbi"],
      [14, "2026-04-06", "UPI-RAJESH KUMAR-RAJESHK@YBL-YESB0YBLUPI-612345678907-PAYOUT MAR", "0000612345678907", 0, 250000, "612345678907", "RAJESH KUMAR", "rajeshk@ybl"],
      [15, "2026-04-06", "UPI-DEEPIKA NAIR-DEEPIKA.NAIR@OKHDFCBANK-HDFC0004321-612345678908-UPI", "0000612345678908", 69900, 0, "612345678908", "DEEPIKA NAIR", "deepika.nair@okhdfcbank"],
      [16, "2026-04-06", "INTEREST PAID TILL 31-MAR-2026", null, 2345, 0, null, null, null],
    ]);
  });

  it("reads ICICI's detailed statement (BOM, CRLF, Indian grouping, legends below)", async () => {
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(fixture("icici.csv"), "icici", [
      [6, "2026-04-01", "UPI/612345678911/Payment from Asha/asha.verma@okicici/ICICI Bank/ICI1a2b3c4d", null, 49900, 0, "612345678911", "Asha", "asha.verma@okicici"],
      [7, "2026-04-01", "UPI/612345678912/TC7K3M9QXA/rahul.g@okaxis/Axis Bank/AXI5e6f7g8h", null, 69900, 0, "612345678912", null, "rahul.g@okaxis"],
      [8, "2026-04-02", "NEFT-HDFCN52026040298765-ANANYA JOSHI-0001-50100987654321-HDFC0000001", null, 10000000, 0, null, null, null],
      [9, "2026-04-02", "MMT/IMPS/612345678914/NISHA GUPTA/HDFC0001234", null, 129900, 0, "612345678914", "NISHA GUPTA", null],
      [10, "2026-04-03", "UPI/612345678915/Payout/mentor.ravi@ybl/Yes Bank/YBL9i0j1k2l", null, 0, 400000, "612345678915", null, "mentor.ravi@ybl"],
      [11, "2026-04-03", "UPI/612345678916/Refund TC4M8R2T6W/sana.khan@oksbi/State Bank/SBIm3n4o5p6", null, 0, 49900, "612345678916", null, "sana.khan@oksbi"],
      [12, "2026-04-04", "CLG/TOPPERS CONNECT/005123/HDF/04.04.2026", "005123", 250000, 0, null, null, null],
      [13, "2026-04-05", "UPI/612345678918/UPI/deepak.m@paytm/Paytm Payments/PTMq7r8s9t0", null, 49900, 0, "612345678918", null, "deepak.m@paytm"],
      [14, "2026-04-06", "UPI/612345678919/Payment from Pooja/pooja.r@okhdfcbank/HDFC BANK/HDF1u2v3w4x", null, 99900, 0, "612345678919", "Pooja", "pooja.r@okhdfcbank"],
      [15, "2026-04-06", "Int.Pd:000405012345:01-03-2026 to 31-03-2026", null, 1235, 0, null, null, null],
    ]);
  });

  it("reads SBI's tab-separated download (DD MMM YYYY, the balance above, a note below)", async () => {
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(fixture("sbi.csv"), "sbi", [
      [9, "2026-04-01", "BY TRANSFER-UPI/CR/612345678921/ASHA VERMA/SBIN/asha@oksbi/TC7K3M9QXA", "TRANSFER FROM 4897691162091", 49900, 0, "612345678921", "ASHA VERMA", "asha@oksbi"],
      [10, "2026-04-01", "BY TRANSFER-UPI/CR/612345678922/KARAN MALHOTR/HDFC/karanm@okhdfcbank/UPI", "TRANSFER FROM 4897691162092", 69900, 0, "612345678922", "KARAN MALHOTR", "karanm@okhdfcbank"],
      [11, "2026-04-02", "BY TRANSFER-NEFT*HDFC0000001*N092261234567*RITU SHARMA--", "TRANSFER FROM 4897691162093", 10000000, 0, null, null, null],
      [12, "2026-04-02", "BY TRANSFER-IMPS/612345678924/SURESH PILLAI/UBIN/XXXXXXX7890/TC4M8R2T6W", "TRANSFER FROM 4897691162094", 129900, 0, "612345678924", "SURESH PILLAI", null],
      [13, "2026-04-03", "TO TRANSFER-UPI/DR/612345678925/ANJALI MENON/UTIB/anjali.menon@okaxis/Payout", "TRANSFER TO 4897691162095", 0, 400000, "612345678925", "ANJALI MENON", "anjali.menon@okaxis"],
      [14, "2026-04-03", "TO TRANSFER-UPI/DR/612345678926/FARHAN ALI/ICIC/farhan.ali@ybl/Refund", "TRANSFER TO 4897691162096", 0, 49900, "612345678926", "FARHAN ALI", "farhan.ali@ybl"],
      [15, "2026-04-04", "BY TRANSFER-UPI/CR/612345678927/DIVYA/PYTM/divya99@paytm/TCH5J6K7M8", "TRANSFER FROM 4897691162097", 99900, 0, "612345678927", "DIVYA", "divya99@paytm"],
      [16, "2026-04-05", "ATM CASH 612345 BENGALURU", null, 0, 200000, null, null, null],
      [17, "2026-04-06", "BY TRANSFER-UPI/CR/612345678929/GAURAV JAIN/KKBK/gaurav.jain@okicici/NA", "TRANSFER FROM 4897691162099", 49900, 0, "612345678929", "GAURAV JAIN", "gaurav.jain@okicici"],
      [18, "2026-04-06", "BY TRANSFER-UPI/CR/612345678930/PALLAVI DUTTA/BARB/pallavi.d@okbizaxis/Toppers Connect TCA1B2C3D4", "TRANSFER FROM 4897691162100", 149900, 0, "612345678930", "PALLAVI DUTTA", "pallavi.d@okbizaxis"],
    ]);
  });

  it("reads Axis's statement separated by semicolons (opening balance row, totals below)", async () => {
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(fixture("axis.csv"), "axis", [
      [6, "2026-04-01", "UPI/P2A/612345678931/ASHA VERMA/ICICI Bank/TC7K3M9QXA", null, 49900, 0, "612345678931", "ASHA VERMA", null],
      [7, "2026-04-01", "UPI/P2A/612345678932/MOHIT CHAUHAN/State Bank Of India/UPI", null, 69900, 0, "612345678932", "MOHIT CHAUHAN", null],
      [8, "2026-04-02", "NEFT/AXISP00123456789/RADHIKA SEN/HDFC BANK;PUNE", null, 10000000, 0, null, null, null],
      [9, "2026-04-02", "IMPS/P2A/612345678934/TANVI DESAI/KOTAK/TC4M8R2T6W", null, 129900, 0, "612345678934", "TANVI DESAI", null],
      [10, "2026-04-03", "UPI/P2A/612345678935/HARSH VARDHAN/HDFC BANK/Payout", null, 0, 400000, "612345678935", "HARSH VARDHAN", null],
      [11, "2026-04-03", "UPI/P2A/612345678936/ISHITA BOSE/YES BANK/Refund", null, 0, 49900, "612345678936", "ISHITA BOSE", null],
      [12, "2026-04-04", "UPI/P2M/612345678937/NIKHIL KUMAR/Paytm Payments/TCH5J6K7M8", null, 99900, 0, "612345678937", "NIKHIL KUMAR", null],
      [13, "2026-04-05", "GST @18% on Charge", null, 0, 1800, null, null, null],
      [14, "2026-04-06", "UPI/P2A/612345678939/LAKSHMI NARAYAN/Canara Bank/NA", null, 49900, 0, "612345678939", "LAKSHMI NARAYAN", null],
      [15, "2026-04-06", "UPI/P2A/612345678940/ZOYA SHAIKH/Bank of Baroda/Toppers Connect TCA1B2C3D4", null, 149900, 0, "612345678940", "ZOYA SHAIKH", null],
    ]);
  });

  it("reads Kotak's one amount column with Dr / Cr beside it (DD-MMM-YYYY)", async () => {
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(fixture("kotak.csv"), "kotak", [
      [8, "2026-04-01", "UPI/ASHA VERMA/612345678941/TC7K3M9QXA", "UPI-612345678941", 49900, 0, "612345678941", "ASHA VERMA", null],
      [9, "2026-04-01", "UPI/SIDDHARTH RAI/612345678942/UPI", "UPI-612345678942", 69900, 0, "612345678942", "SIDDHARTH RAI", null],
      [10, "2026-04-02", "NEFT HDFCN52026040211111 ANKITA VERMA", "NEFTINW-0098765432", 10000000, 0, null, null, null],
      [11, "2026-04-02", "IMPS-612345678944-PRATEEK SAXENA-UTIB-XXXXXXX1111-TC4M8R2T6W", "IMPS-612345678944", 129900, 0, "612345678944", "PRATEEK SAXENA", null],
      [12, "2026-04-03", "UPI/REKHA BHAT/612345678945/Payout Mar", "UPI-612345678945", 0, 400000, "612345678945", "REKHA BHAT", null],
      [13, "2026-04-03", "UPI/YASH THAKUR/612345678946/Refund TC9Z1Y2X3W", "UPI-612345678946", 0, 49900, "612345678946", "YASH THAKUR", null],
      [14, "2026-04-04", "UPI/SHREYA GHOSH/612345678947/TCH5J6K7M8", "UPI-612345678947", 99900, 0, "612345678947", "SHREYA GHOSH", null],
      [15, "2026-04-05", "Chrg: Debit Card Annual Fee", null, 0, 59000, null, null, null],
      [16, "2026-04-06", "UPI/AMIT PATEL/612345678949/Booking", "UPI-612345678949", 49900, 0, "612345678949", "AMIT PATEL", null],
      [17, "2026-04-06", "UPI/NAVEEN REDDY/612345678950/TCA1B2C3D4", "UPI-612345678950", 149900, 0, "612345678950", "NAVEEN REDDY", null],
    ]);
  });
});

describe("a bank we do not know", () => {
  const mapping: ColumnMapping = {
    date: "Posting Date",
    narration: "Details",
    reference: "UTR No",
    credit: "Money In",
    debit: "Money Out",
  };

  it("asks for the columns, offering the headers it found", async () => {
    const result = await parseStatement(fixture("other-bank.csv"));
    expect(plain(result)).toEqual({
      ok: false,
      code: "needsMapping",
      headers: ["Posting Date", "Details", "UTR No", "Money In", "Money Out", "Running Balance"],
      problems: [
        {
          row: null,
          column: null,
          message:
            "Could not find the date, narration, credit and debit columns in the first 30 rows. Pick them. The headers found: Posting Date, Details, UTR No, Money In, Money Out, Running Balance.",
        },
      ],
    });
  });

  it("reads it through the admin's mapping, header names compared loosely", async () => {
    const loose = { ...mapping, date: "POSTING  DATE", debit: "money out." };
    for (const picked of [mapping, loose]) {
      // biome-ignore format: one line of the statement a row, as a table
      await expectSample(fixture("other-bank.csv"), "mapped", [
        [5, "2026-04-01", "UPI CREDIT ASHA VERMA asha.verma@okfederal TC7K3M9QXA", "612345678951", 49900, 0, "612345678951", null, "asha.verma@okfederal"],
        [6, "2026-04-02", "UPI CREDIT ROHIT BANSAL rohit.b@okaxis", "612345678952", 69900, 0, "612345678952", null, "rohit.b@okaxis"],
        [7, "2026-04-03", "UPI DEBIT PAYOUT MENTOR", "612345678953", 0, 400000, "612345678953", null, null],
        [8, "2026-04-04", "NEFT CREDIT KIRAN RAO", "FDRLN52026040400001", 10000000, 0, null, null, null],
      ], picked);
    }
  });

  it("says which of the mapping's columns it could not find", async () => {
    const result = await parseStatement(fixture("other-bank.csv"), { ...mapping, credit: "Deposits" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe("needsMapping");
    expect(result.problems[0]?.message).toContain('"Deposits"');
    expect(result.headers).toContain("Money In");
  });

  it("uses the mapping before a known layout, and a known layout when the mapping is not there", async () => {
    const hdfc = {
      date: "Value Dat",
      narration: "Narration",
      credit: "Credit Amount",
      debit: "Debit Amount",
    };
    const mapped = await parseStatement(fixture("hdfc.csv"), hdfc);
    expect(mapped.ok && mapped.format).toBe("mapped");
    expect(lines(mapped)[0]).toMatchObject({ row: 7, reference: null, credit: 49900 });
    const fallback = await parseStatement(fixture("hdfc.csv"), mapping);
    expect(fallback.ok && fallback.format).toBe("hdfc");
  });

  it("reads one signed amount column, or one amount column with a Dr/Cr column", async () => {
    const signed = csv(
      "Date,Remarks,Amount\n05.04.2026,UPI/ASHA VERMA/612345678901/TC7K3M9QXA,499.00\n06.04.2026,Payout,-4000\n07.04.2026,Refund,(499.00)\n08.04.2026,Charge,17.70 Dr\n",
    );
    const read = await parseStatement(signed, {
      date: "Date",
      narration: "Remarks",
      credit: "Amount",
      debit: "Amount",
    });
    // biome-ignore format: one line of the statement a row, as a table
    expect(lines(read)).toEqual(sample([
      [2, "2026-04-05", "UPI/ASHA VERMA/612345678901/TC7K3M9QXA", null, 49900, 0, "612345678901", "ASHA VERMA", null],
      [3, "2026-04-06", "Payout", null, 0, 400000, null, null, null],
      [4, "2026-04-07", "Refund", null, 0, 49900, null, null, null],
      [5, "2026-04-08", "Charge", null, 0, 1770, null, null, null],
    ]));
    const typed = csv("Date,Remarks,Amount,Type\n2026-04-05,Booking,499.00,C\n2026-04-06,Payout,4000.00,D\n");
    const result = await parseStatement(typed, {
      date: "Date",
      narration: "Remarks",
      credit: "Amount",
      debit: "Amount",
      drCr: "Type",
    });
    expect(lines(result).map((l) => [l.credit, l.debit])).toEqual([
      [49900, 0],
      [0, 400000],
    ]);
  });
});

const HDFC_HEADER = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";
/** An HDFC-style CSV: these rows below the header, these lines above it ("" last ends it with a newline). */
const hdfcCsv = (rows: string[], above: string[] = []) => csv([...above, HDFC_HEADER, ...rows].join("\n"));

describe("a statement that cannot be read", () => {
  it("names the row and the column of an unreadable amount in the middle", async () => {
    const statement = hdfcCsv(
      [
        "01/04/26,UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001234-612345678901-TC7K3M9QXA,0000612345678901,01/04/26,,499.00,10499.00",
        "01/04/26,UPI-ROHAN DAS-ROHAN@YBL-YESB0YBLUPI-612345678902-UPI,0000612345678902,01/04/26,,6g9.00,11198.00",
        "02/04/26,UPI-KAVYA-KAVYA@OKSBI-SBIN0001234-612345678903-PAYOUT,0000612345678903,02/04/26,(500.00),,10698.00",
        "31/04/26,UPI-ROHAN DAS-ROHAN@YBL-YESB0YBLUPI-612345678904-UPI,0000612345678904,31/04/26,,699.00,11397.00",
        "03/04/26,BOTH,,03/04/26,10.00,20.00,11407.00",
        ",AMOUNT WITHOUT DATE,,,,99.00,",
        "04/04/26,NO AMOUNT,,04/04/26,,,11407.00",
      ],
      ["HDFC BANK Ltd."],
    );
    const result = await parseStatement(statement);
    expect(plain(result)).toEqual({
      ok: false,
      code: "unreadable",
      problems: [
        {
          row: 4,
          column: "Deposit Amt.",
          message: 'Row 4, column "Deposit Amt.": "6g9.00" is not an amount.',
        },
        {
          row: 5,
          column: "Withdrawal Amt.",
          message:
            'Row 5, column "Withdrawal Amt.": "(500.00)" is negative; this column should hold only money out.',
        },
        { row: 6, column: "Date", message: 'Row 6, column "Date": "31/04/26" is not a date.' },
        {
          row: 7,
          column: "Withdrawal Amt.",
          message: 'Row 7, column "Withdrawal Amt.": the line has both a credit and a debit.',
        },
        { row: 8, column: "Date", message: 'Row 8, column "Date": the line has an amount but no date.' },
        { row: 9, column: "Deposit Amt.", message: 'Row 9, column "Deposit Amt.": the line has no amount.' },
      ],
    });
  });

  it("says so when the header has no lines below it", async () => {
    const result = await parseStatement(hdfcCsv(["", "Closing balance,0.00", ""], ["Statement of account"]));
    expect(plain(result)).toEqual({
      ok: false,
      code: "unreadable",
      problems: [{ row: 2, column: null, message: "Row 2: no transaction lines below this header row." }],
    });
  });

  it("reports at most the first few problems", async () => {
    const bad = Array.from({ length: 40 }, (_, i) => `01/04/26,LINE ${i},,01/04/26,,x${i},`);
    const result = await parseStatement(hdfcCsv(bad));
    expect(!result.ok && result.problems.map((p) => p.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("names a quote that never closes", async () => {
    const rows = ['01/04/26,"UPI-ASHA VERMA,,01/04/26,,499.00,', "02/04/26,NEFT,,02/04/26,,10.00,", ""];
    const result = await parseStatement(hdfcCsv(rows));
    expect(result).toMatchObject({ ok: false, code: "unreadable", problems: [{ row: 2, column: null }] });
  });

  it("refuses a file over the size limit or the row limit, unread", async () => {
    const big = await parseStatement({
      name: "big.csv",
      bytes: Buffer.alloc(STATEMENT_LIMITS.maxBytes + 1, 0x41),
    });
    expect(big).toMatchObject({ ok: false, code: "tooLarge", problems: [{ row: null, column: null }] });
    const long = hdfcCsv([...Array(STATEMENT_LIMITS.maxRows + 1).fill("01/04/26,X,,01/04/26,,1,"), ""]);
    expect(long.bytes.length).toBeLessThan(STATEMENT_LIMITS.maxBytes);
    expect(await parseStatement(long)).toMatchObject({ ok: false, code: "tooLarge" });
  });

  it("says what is wrong with files that are not CSV or XLSX", async () => {
    const cases: [string, Buffer, string][] = [
      ["empty.csv", Buffer.alloc(0), "empty"],
      ["statement.pdf", Buffer.from("%PDF-1.7\n..."), "PDF"],
      ["statement.xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), ".xls"],
      ["statement.xls", Buffer.from("<html><table><tr><td>Date</td></tr></table></html>"), "web page"],
      [
        "photo.png",
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        "neither CSV nor XLSX",
      ],
      ["broken.xlsx", Buffer.from("PK\u0003\u0004 not really a zip"), "damaged"],
    ];
    for (const [name, bytes, says] of cases) {
      const result = await parseStatement({ name, bytes });
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.problems[0]?.message, name).toContain(says);
    }
  });

  it("refuses an XLSX that would unpack to far more than a statement (a zip bomb)", async () => {
    const xlsx = buildXlsx([["Date"]]);
    // Claim a huge unpacked size for the first part in the ZIP's central directory.
    const central = xlsx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    xlsx.writeUInt32LE(0xfffffff0, central + 24);
    expect(await parseStatement({ name: "bomb.xlsx", bytes: xlsx })).toMatchObject({
      ok: false,
      code: "tooLarge",
    });
  });

  it("names the row and column of a bad cell in an XLSX", async () => {
    const rows: XlsxCell[][] = [
      ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
      [
        { date: "2026-04-01" },
        { date: "2026-04-01" },
        "BY TRANSFER-UPI/CR/612345678921/ASHA VERMA/SBIN/asha@oksbi/TC7K3M9QXA",
        "",
        null,
        499,
        10499,
      ],
      [
        { date: "2026-04-02" },
        { date: "2026-04-02" },
        "BY TRANSFER-UPI/CR/612345678922/ROHAN/SBIN/rohan@oksbi/UPI",
        "",
        null,
        "six hundred",
        11198,
      ],
    ];
    const result = await parseStatement({ name: "sbi.xlsx", bytes: buildXlsx(rows) });
    expect(result).toMatchObject({ ok: false, problems: [{ row: 3, column: "Credit" }] });
  });
});

describe("the shapes of CSV", () => {
  const body = [
    ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
    [
      "01/04/2026",
      'UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001234-612345678901-"TC7K3M9QXA", PAID',
      "",
      "01/04/2026",
      "",
      "1,00,000.00",
      "",
    ],
    ["02/04/2026", "NEFT CR-SBIN0001234-PRIYA NAIR\nPUNE", "", "02/04/2026", "₹ 499", "", ""],
  ];
  const quote = (field: string) => (/[",;\t\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);
  // biome-ignore format: one line of the statement a row, as a table
  const expected = sample([
    [2, "2026-04-01", 'UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001234-612345678901-"TC7K3M9QXA", PAID', null, 10000000, 0, "612345678901", "ASHA VERMA", "asha@oksbi"],
    [3, "2026-04-02", "NEFT CR-SBIN0001234-PRIYA NAIR PUNE", null, 0, 49900, null, null, null],
  ]);

  it.each([
    ["commas, LF", ",", "\n", ""],
    ["commas, CRLF, a BOM", ",", "\r\n", "\ufeff"],
    ["semicolons", ";", "\r\n", ""],
    ["tabs", "\t", "\n", ""],
  ])(
    "reads %s, with quotes, commas and line breaks inside quotes",
    async (_name, separator, newline, bom) => {
      const text = bom + body.map((cells) => cells.map(quote).join(separator)).join(newline) + newline;
      expect(lines(await parseStatement(csv(text)))).toEqual(expected);
    },
  );

  it("reads UTF-16 with a BOM (Excel's Unicode text) and Windows-1252", async () => {
    const text = body.map((cells) => cells.map(quote).join("\t")).join("\r\n");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect(lines(await parseStatement({ name: "statement.txt", bytes: utf16 }))).toEqual(expected);
    const ansi = Buffer.from(`${HDFC_HEADER}\n01/04/26,CAF\u00e9 REFUND,,01/04/26,,10.00,\n`, "latin1");
    expect(lines(await parseStatement({ name: "statement.csv", bytes: ansi }))[0]?.narration).toBe(
      "CAFé REFUND",
    );
  });

  it("joins a narration wrapped onto the next row, and skips rulers and repeated headers", async () => {
    const rows = [
      "********,********,********,********,********,********,********",
      "01/04/26,UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001234,,01/04/26,,499.00,",
      ",-612345678901-TC7K3M9QXA,,,,,",
      HDFC_HEADER,
      "02/04/26,NEFT,,02/04/26,,10.00,",
      "",
      "",
    ];
    // biome-ignore format: one line of the statement a row, as a table
    expect(lines(await parseStatement(hdfcCsv(rows)))).toEqual(sample([
      [3, "2026-04-01", "UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001234 -612345678901-TC7K3M9QXA", null, 49900, 0, "612345678901", "ASHA VERMA", "asha@oksbi"],
      [6, "2026-04-02", "NEFT", null, 1000, 0, null, null, null],
    ]));
  });
});

describe("header names", () => {
  it("compares them loosely", () => {
    expect(headerKey("Deposit Amt.")).toBe("depositamount");
    expect(headerKey("Deposit Amount (INR )")).toBe("depositamount");
    expect(headerKey(" Withdrawal Amt. ")).toBe("withdrawalamount");
    expect(headerKey("Balance (₹)")).toBe("balance");
    expect(headerKey("Amount in Rs.")).toBe("amount");
    expect(headerKey("Chq./Ref.No.")).toBe("chqrefno");
    expect(headerKey("Dr / Cr")).toBe("drcr");
    expect(headerKey("Transaction Remarks")).toBe("transactionremarks");
    expect(headerKey("Particulars")).toBe("particulars");
  });

  it("knows a bank's other spellings of its columns", async () => {
    const text =
      "Tran Date,Value Date,Particulars,Chq No,Dr Amount,Cr Amount,Balance\n01-04-2026,01-04-2026,UPI/P2A/612345678931/ASHA VERMA/ICICI Bank/TC7K3M9QXA,,,499.00,10499.00\n";
    // biome-ignore format: one line of the statement a row, as a table
    await expectSample(csv(text), "axis", [
      [2, "2026-04-01", "UPI/P2A/612345678931/ASHA VERMA/ICICI Bank/TC7K3M9QXA", null, 49900, 0, "612345678931", "ASHA VERMA", null],
    ]);
  });
});

describe("amounts and dates", () => {
  it.each([
    ["1,00,000.00", 10000000, null, false],
    ["100,000.50", 10000050, null, false],
    ["₹ 499", 49900, null, false],
    ["Rs. 1,234.5", 123450, null, false],
    ["INR 499.00", 49900, null, false],
    ["499.00 Cr", 49900, "credit", false],
    ["4,000.00(Dr)", 400000, "debit", false],
    ["(500.00)", 50000, null, true],
    ["-500", 50000, null, true],
  ])("reads %s", (text, paise, side, negative) => {
    expect(readAmount(text)).toEqual({ kind: "amount", paise, side, negative });
  });

  it("reads empty, dashes and zero as nothing, and refuses what is not an amount", () => {
    for (const text of ["", " ", "-", "--", "0.00", "0", null])
      expect(readAmount(text)).toEqual({ kind: "empty" });
    for (const text of ["6g9.00", "1,0,0", "12.345", "1.2.3", "abc", "₹", "1,00,00,00,00,00,000.00"]) {
      expect(readAmount(text).kind, text).toBe("bad");
    }
    expect(readAmount(499.999999999)).toEqual({ kind: "amount", paise: 50000, side: null, negative: false });
  });

  it.each([
    ["01/04/26", "2026-04-01"],
    ["1/4/2026", "2026-04-01"],
    ["01-04-2026", "2026-04-01"],
    ["01.04.2026", "2026-04-01"],
    ["01-Apr-2026", "2026-04-01"],
    ["1 Apr 2026", "2026-04-01"],
    ["01 April 2026", "2026-04-01"],
    ["01-SEP-26", "2026-09-01"],
    ["2026-04-01", "2026-04-01"],
    ["01/04/2026 10:15:22", "2026-04-01"],
    ["01-Apr-2026 10:15 AM", "2026-04-01"],
    ["29/02/2028", "2028-02-29"],
  ])("reads the date %s", (text, iso) => {
    expect(readDate(text, false)).toBe(iso);
  });

  it("refuses what is not a date, and reads serials only in XLSX", () => {
    for (const text of [
      "31/04/2026",
      "29/02/2026",
      "13/13/2026",
      "Apr 2026",
      "Opening Balance",
      "46117",
      "",
    ]) {
      expect(readDate(text, false), text).toBeNull();
    }
    expect(readDate(46117, true)).toBe("2026-04-05");
    expect(readDate("46117", true)).toBe("2026-04-05");
    expect(readDate(46117, false)).toBeNull();
  });
});

describe("any bytes at all", () => {
  const judge = (result: ParsedStatement, rowCount: number) => {
    if (result.ok) {
      for (const l of result.lines) {
        expect(l.row).toBeGreaterThanOrEqual(1);
        expect(l.row).toBeLessThanOrEqual(rowCount);
        expect(l.credit === 0 || l.debit === 0).toBe(true);
        expect(l.credit + l.debit).toBeGreaterThan(0);
        expect(l.date).toMatch(/^20\d\d-\d\d-\d\d$/);
      }
    } else {
      expect(result.problems.length).toBeGreaterThan(0);
      expect(result.problems.length).toBeLessThanOrEqual(STATEMENT_LIMITS.maxProblems);
      for (const p of result.problems) expect(p.message).not.toBe("");
    }
  };

  it("never throws on random bytes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom("s.csv", "s.xlsx", "s.xls"),
        async (bytes, name) => {
          judge(await parseStatement({ name, bytes: Buffer.from(bytes) }), Number.POSITIVE_INFINITY);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on a damaged XLSX", { timeout: 90_000 }, async () => {
    const xlsx = buildXlsx([
      HDFC_HEADER.split(","),
      [
        { date: "2026-04-01" },
        "UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001234-612345678901-TC7K3M9QXA",
        "",
        null,
        null,
        499,
        10499,
      ],
    ]);
    const damage = fc.array(fc.tuple(fc.nat({ max: xlsx.length - 1 }), fc.nat({ max: 255 })), {
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(damage, async (changes) => {
        const bytes = Buffer.from(xlsx);
        for (const [at, value] of changes) bytes[at] = value;
        judge(await parseStatement({ name: "s.xlsx", bytes }), 2);
      }),
      { numRuns: 150 },
    );
  });

  it("never throws on random CSV-ish text, and names a row that exists", async () => {
    const cell = fc.oneof(
      fc.constantFrom("", "-", "0.00", "499.00", "1,00,000.00", "(500.00)", "₹ 499", "499.00 Cr", "x1"),
      fc.constantFrom(
        "01/04/26",
        "31/04/2026",
        "01-Apr-2026",
        "2026-04-01",
        "Total",
        "Closing Balance",
        "*****",
      ),
      fc.constantFrom(
        '"',
        '""',
        ",",
        ";",
        "\t",
        "\r\n",
        "\n",
        "UPI/CR/612345678901/ASHA/SBIN/asha@oksbi/TC7K3M9QXA",
      ),
      fc.string({ maxLength: 12 }),
    );
    const row = fc.array(cell, { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 25 }),
        fc.constantFrom(",", ";", "\t"),
        fc.boolean(),
        async (rows, sep, header) => {
          const text = [
            ...(header ? [HDFC_HEADER.replaceAll(",", sep)] : []),
            ...rows.map((r) => r.join(sep)),
          ].join("\n");
          const rowCount = text.split(/\r\n|\r|\n/).length;
          const result = await parseStatement(csv(text));
          judge(result, rowCount);
          if (!result.ok)
            for (const p of result.problems) if (p.row !== null) expect(p.row).toBeLessThanOrEqual(rowCount);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** The problems without their codes (the codes have a test of their own, below). */
function plain(result: Awaited<ReturnType<typeof parseStatement>>) {
  if (result.ok) return result;
  return { ...result, problems: result.problems.map(({ code: _code, params: _params, ...rest }) => rest) };
}

describe("a problem in the admin's language", () => {
  it("has a code and values that the Hindi catalog says in Hindi, still naming the row and the column", async () => {
    const result = await parseStatement(
      hdfcCsv(["01/04/26,UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001-612399999901-UPI,,01/04/26,,6g9.00,", ""]),
    );
    expect(result.ok).toBe(false);
    const [problem] = result.ok ? [] : result.problems;
    expect(problem).toMatchObject({
      row: 2,
      column: "Deposit Amt.",
      code: "statementProblem.notAnAmount",
      params: { p0: "2", p1: "Deposit Amt.", p2: "6g9.00" },
    });
    const hindi = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, "../../../web/locales/messages/hi.json"), "utf8"),
    ) as Record<string, Record<string, string>>;
    const [group = "", key = ""] = (problem?.code ?? "").split(".");
    const text = (hindi[group]?.[key] ?? "").replace(
      /\{\{(p\d)\}\}/g,
      (_, name: string) => problem?.params?.[name] ?? "",
    );
    expect(text).toBe('लाइन 2, कॉलम "Deposit Amt.": "6g9.00" रकम नहीं है।');
  });
});
