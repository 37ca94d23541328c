import { STATEMENT_MESSAGES } from "@contract/statements";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { guessMapping, mappingBody, missingFields, refusalOf } from "./statement-refusal";

/* A refused statement upload as the Bank statement tab shows it (docs/decisions/025). */

const refused = (body: Record<string, unknown>) =>
  new ApiError(422, String(body.message), { statusCode: 422, error: "Unprocessable Entity", ...body });

describe("refusalOf", () => {
  it("lists a file's problems, each naming its row and column", () => {
    const error = refused({
      message: STATEMENT_MESSAGES.unreadable,
      code: "statement.unreadable",
      reason: "unreadable",
      problems: [
        {
          row: 12,
          column: "Deposit Amt.",
          message: 'Row 12, column "Deposit Amt.": "4OO" is not an amount.',
        },
      ],
    });
    expect(refusalOf(error)).toEqual({
      kind: "problems",
      message: STATEMENT_MESSAGES.unreadable,
      problems: [
        {
          row: 12,
          column: "Deposit Amt.",
          message: 'Row 12, column "Deposit Amt.": "4OO" is not an amount.',
        },
      ],
    });
  });

  it("asks for the columns when the bank is unknown, offering each header name once", () => {
    const error = refused({
      message: STATEMENT_MESSAGES.needsMapping,
      reason: "needsMapping",
      problems: [{ row: null, column: null, message: STATEMENT_MESSAGES.needsMapping }],
      headers: ["Txn On", "Remarks", "", "Ref", "Money Out", "Money In", "Remarks"],
    });
    expect(refusalOf(error)).toMatchObject({
      kind: "needsMapping",
      headers: ["Txn On", "Remarks", "Ref", "Money Out", "Money In"],
    });
  });

  it("leaves any other failure to the generic error (a 400, a 500, an answer of another shape)", () => {
    expect(
      refusalOf(new ApiError(400, STATEMENT_MESSAGES.noFile, { message: STATEMENT_MESSAGES.noFile })),
    ).toBeNull();
    expect(refusalOf(new ApiError(500, "Internal Server Error", {}))).toBeNull();
    expect(refusalOf(new ApiError(422, "Unprocessable", { message: "Unprocessable" }))).toBeNull();
    expect(refusalOf(new Error("offline"))).toBeNull();
  });
});

describe("the column mapping", () => {
  it("guesses each field from the header names, never giving one column to two fields", () => {
    expect(guessMapping(["Txn On", "Remarks", "Ref", "Money Out", "Money In"])).toEqual({
      date: "Txn On",
      narration: "Remarks",
      reference: "Ref",
      credit: "Money In",
      debit: "Money Out",
    });
    expect(
      guessMapping([
        "Tran Date",
        "Value Date",
        "Particulars",
        "Chq No",
        "Withdrawals",
        "Deposits",
        "Balance",
      ]),
    ).toEqual({
      date: "Tran Date",
      narration: "Particulars",
      reference: "Chq No",
      credit: "Deposits",
      debit: "Withdrawals",
    });
    expect(guessMapping(["A", "B"])).toEqual({
      date: "",
      narration: "",
      reference: "",
      credit: "",
      debit: "",
    });
  });

  it("needs every field but the reference, and does not send a reference left empty", () => {
    const choice = { date: "Txn On", narration: "", reference: "", credit: "Money In", debit: "" };
    expect(missingFields(choice)).toEqual(["narration", "debit"]);
    const complete = { ...choice, narration: "Remarks", debit: "Money Out" };
    expect(missingFields(complete)).toEqual([]);
    expect(mappingBody(complete)).toEqual({
      date: "Txn On",
      narration: "Remarks",
      credit: "Money In",
      debit: "Money Out",
    });
    expect(mappingBody({ ...complete, reference: "Ref" })).toMatchObject({ reference: "Ref" });
  });
});
