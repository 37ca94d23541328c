import type { StatementReview } from "@contract/statements";
import { istDate } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import { book, newSession, proofImage } from "@test-support/marketplace";
import { multipart } from "@test-support/multipart";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentDecisions, payments } from "../../db/schema";

/*
 * Bank-statement matching through the API (docs/decisions/025): an admin uploads the account's
 * statement, sees its credits against the waiting payments, and approves the matched ones at once.
 */

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let mentor: Awaited<ReturnType<typeof signedIn>>;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  mentor = await signedIn(t.app, "mentor", "Kavya Reddy");
  proof = await proofImage();
});
afterAll(() => t.close());

interface Waiting {
  paymentId: string;
  reference: string;
  amount: number;
  name: string;
}

/** A student books a seat of `sessionId` with a proof (and a UTR when given): a payment awaiting verification. */
async function waitingPayment(sessionId: string, name: string, utr?: string): Promise<Waiting> {
  const student = await signedIn(t.app, "student", name);
  const res = await book(t.app, student.cookie, sessionId, proof, utr ? { utr } : {});
  expect(res.statusCode).toBe(201);
  const { paymentId, amount } = res.json() as { paymentId: string; amount: number };
  const [row] = await t.app.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return { paymentId, reference: row?.reference ?? "", amount, name };
}

const today = () => {
  const [y, m, d] = istDate(new Date()).split("-");
  return `${d}/${m}/${y?.slice(2)}`;
};

/** An HDFC statement (its preamble, header, lines and summary) with these lines. */
function hdfc(lines: { narration: string; credit?: string; debit?: string; ref: string }[]): Buffer {
  const rows = [
    "HDFC BANK Ltd.,,,,,,",
    "Toppers Connect Education Pvt Ltd,,,,,,",
    "Account No :50100123456789,,,,,,",
    ",,,,,,",
    "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance",
    ...lines.map(
      (line) =>
        `${today()},"${line.narration}",${today()},${line.debit ?? "0.00"},${line.credit ?? "0.00"},${line.ref},10000.00`,
    ),
    ",,,,,,",
    "STATEMENT SUMMARY  :-,,,,,,",
  ];
  return Buffer.from(rows.join("\r\n"));
}

const upload = (
  bytes: Buffer,
  name = "hdfc-statement.csv",
  fields: Record<string, string> = {},
  cookie = admin.cookie,
) => {
  const body = multipart(fields, { field: "file", name, type: "text/csv", bytes });
  return t.app.inject({
    method: "POST",
    url: "/api/admin/statements",
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};

const approve = (count: number, total: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/statements/approve-matched",
    payload: { count, total },
    headers: { cookie: admin.cookie },
  });

describe("bank-statement matching", () => {
  it("matches by UTR or booking reference, suggests by amount and name, flags conflicts, and approves the matched payments in one action", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 499, seats: 10 });
    const byUtr = await waitingPayment(session.id, "Asha Verma", "612345678901");
    const byReference = await waitingPayment(session.id, "Rohan Das");
    const byName = await waitingPayment(session.id, "Meera Krishnan");
    const short = await waitingPayment(session.id, "Arjun Mehta", "612345678904");
    const statement = hdfc([
      {
        narration: "UPI-ASHA VERMA-ASHAVERMA@OKHDFCBANK-HDFC0001234-612345678901-UPI",
        credit: "499.00",
        ref: "0000612345678901",
      },
      {
        narration: `UPI-ROHAN DAS-ROHAN.DAS@YBL-YESB0YBLUPI-612345678902-${byReference.reference}`,
        credit: "499.00",
        ref: "0000612345678902",
      },
      {
        narration: "UPI-MEERA KRISHNAN-MEERAK@OKICICI-ICIC0006789-612345678903-BOOKING",
        credit: "499.00",
        ref: "0000612345678903",
      },
      {
        narration: "UPI-ARJUN MEHTA-ARJUN@OKAXIS-UTIB0000123-612345678904-UPI",
        credit: "299.00",
        ref: "0000612345678904",
      },
      {
        narration: "NEFT CR-SBIN0001234-PRIYA NAIR-SBINN52026040212345",
        credit: "100000.50",
        ref: "SBINN52026040212345",
      },
      {
        narration: "UPI-KAVYA IYER-MENTOR.KAVYA@OKSBI-SBIN0005678-612345678905-PAYOUT",
        debit: "4000.00",
        ref: "0000612345678905",
      },
    ]);

    const res = await upload(statement);
    expect(res.statusCode).toBe(200);
    const { statement: stored, review } = res.json() as {
      statement: { lineCount: number; newLineCount: number };
      review: StatementReview;
    };
    expect(stored).toMatchObject({ lineCount: 6, newLineCount: 6 });
    expect(review.matched.map((m) => [m.payment.id, m.by]).sort()).toEqual(
      [
        [byUtr.paymentId, "utr"],
        [byReference.paymentId, "reference"],
      ].sort(),
    );
    expect(review.matchedCount).toBe(2);
    expect(review.matchedTotal).toBe(998);
    expect(review.suggested.map((s) => s.payment.id)).toEqual([byName.paymentId]);
    expect(review.conflicts).toHaveLength(1);
    expect(review.conflicts[0]).toMatchObject({ kind: "amountDiffers", payments: [{ id: short.paymentId }] });
    expect(review.unmatchedCredits.map((line) => line.amount)).toEqual([100000.5]);

    // What the admin confirmed must still hold.
    expect((await approve(3, 998)).statusCode).toBe(409);
    const approved = await approve(2, 998);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approved: 2, total: 998 });

    const decided = await t.app.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(
        inArray(payments.id, [byUtr.paymentId, byReference.paymentId, byName.paymentId, short.paymentId]),
      );
    expect(Object.fromEntries(decided.map((p) => [p.id, p.status]))).toEqual({
      [byUtr.paymentId]: "paid",
      [byReference.paymentId]: "paid",
      [byName.paymentId]: "created",
      [short.paymentId]: "created",
    });
    const decisions = await t.app.db
      .select()
      .from(paymentDecisions)
      .where(inArray(paymentDecisions.paymentId, [byUtr.paymentId, byReference.paymentId]));
    expect(decisions).toHaveLength(2);
    for (const decision of decisions) {
      expect(decision).toMatchObject({
        adminId: admin.id,
        fromStatus: "created",
        toStatus: "paid",
        evidence: "statement",
      });
      expect(decision.statementLineId).toEqual(expect.any(String));
    }

    // The same statement again changes nothing: no new line, no new match.
    const again = await upload(statement);
    expect(again.statusCode).toBe(200);
    const second = again.json() as { statement: { newLineCount: number }; review: StatementReview };
    expect(second.statement.newLineCount).toBe(0);
    expect(second.review.matched).toEqual([]);
    expect((await approve(1, 499)).statusCode).toBe(409);
  });

  it("refuses a file it cannot read, naming the row and the column, and keeps nothing", async () => {
    const broken = hdfc([
      {
        narration: "UPI-ASHA VERMA-ASHA@OKSBI-SBIN0001-612399999901-UPI",
        credit: "four hundred",
        ref: "612399999901",
      },
    ]);
    const res = await upload(broken);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; problems: { row: number | null; column: string | null }[] };
    expect(body.problems[0]).toMatchObject({ row: 6, column: expect.stringMatching(/credit/i) });
    const review = await t.app.inject({
      method: "GET",
      url: "/api/admin/statements/review",
      headers: { cookie: admin.cookie },
    });
    expect(JSON.stringify(review.json())).not.toContain("612399999901");
  });

  it("asks for the columns of a bank it does not know, and remembers the mapping", async () => {
    const session = await newSession(t.app, mentor.cookie, { price: 799, seats: 5 });
    const waiting = await waitingPayment(session.id, "Sneha Patil", "612377777701");
    const csv = Buffer.from(
      [
        "Txn On,Remarks,Ref,Money Out,Money In",
        `${istDate(new Date())},UPI/612377777701/SNEHA PATIL/sneha@okaxis,612377777701,,799.00`,
      ].join("\n"),
    );
    const unknown = await upload(csv, "cooperative-bank.csv");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      reason: "needsMapping",
      headers: ["Txn On", "Remarks", "Ref", "Money Out", "Money In"],
    });

    const mapped = await upload(csv, "cooperative-bank.csv", {
      date: "Txn On",
      narration: "Remarks",
      reference: "Ref",
      debit: "Money Out",
      credit: "Money In",
    });
    expect(mapped.statusCode).toBe(200);
    expect((mapped.json() as { review: StatementReview }).review.matched.map((m) => m.payment.id)).toContain(
      waiting.paymentId,
    );
    // Next time, no mapping is sent: the remembered one reads it.
    const remembered = await upload(csv, "cooperative-bank.csv");
    expect(remembered.statusCode).toBe(200);
  });

  it("is for admins only", async () => {
    const student = await signedIn(t.app, "student", "Vikram Singh");
    expect((await upload(Buffer.from("x"), "s.csv", {}, student.cookie)).statusCode).toBe(403);
    const review = await t.app.inject({ method: "GET", url: "/api/admin/statements/review" });
    expect(review.statusCode).toBe(401);
  });
});
