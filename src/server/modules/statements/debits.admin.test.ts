import { randomBytes } from "node:crypto";
import type { AdminPayoutRow } from "@contract/earnings";
import type { StatementReview } from "@contract/statements";
import { istDate } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { multipart } from "@test-support/multipart";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bankTransfers,
  bookings,
  mentorProfiles,
  paymentDecisions,
  payments,
  payouts,
  sessions,
  studentProfiles,
} from "../../db/schema";

/*
 * The debits' side of bank-statement matching through the API (docs/decisions/025): the Payouts
 * tab's bulk-payment file records each transfer as sent; the next statement's money out marks them
 * paid in one action: payouts get their UTR, refunds become refunded as a manual refund would.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let kavya: Account;
let asha: Account;

const id = () => randomBytes(9).toString("base64url");

/** A completed session of `mentorId` with one payment of `amount` in `status` by `studentId`. */
async function paymentOf(mentorId: string, studentId: string, amount: number, status: "paid" | "refund_due") {
  const sessionId = id();
  const paymentId = id();
  const bookingId = id();
  const startsAt = new Date(Date.now() - 3 * 86_400_000);
  await t.app.db.insert(sessions).values({
    id: sessionId,
    mentorId,
    title: "NEET Biology: Genetics in one sitting",
    subject: "Biology",
    category: "NEET",
    startsAt,
    durationMinutes: 60,
    type: "group",
    seats: 30,
    price: amount,
    status: "completed",
  });
  await t.app.db.insert(bookings).values({ id: bookingId, sessionId, studentId });
  await t.app.db.insert(payments).values({
    id: paymentId,
    bookingId,
    amount,
    status,
    utr: null,
    proofKey: null,
    refundDueAt: status === "refund_due" ? startsAt : null,
  });
  return paymentId;
}

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
const exportFile = () => post("/api/admin/transfers/export");
const balanceOf = async (mentorId: string) =>
  ((await get("/api/admin/payouts?pageSize=50")).json() as { items: AdminPayoutRow[] }).items.find(
    (row) => row.mentorId === mentorId,
  );

const today = () => {
  const [y, m, d] = istDate(new Date()).split("-");
  return `${d}/${m}/${y?.slice(2)}`;
};

/** An HDFC statement with these debit lines. */
function hdfc(lines: { narration: string; debit: string; ref: string }[]): Buffer {
  const rows = [
    "HDFC BANK Ltd.,,,,,,",
    "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance",
    ...lines.map(
      (line) => `${today()},"${line.narration}",${today()},${line.debit},0.00,${line.ref},10000.00`,
    ),
  ];
  return Buffer.from(rows.join("\r\n"));
}

const upload = (bytes: Buffer) => {
  const body = multipart({}, { field: "file", name: "hdfc-debits.csv", type: "text/csv", bytes });
  return t.app.inject({
    method: "POST",
    url: "/api/admin/statements",
    payload: body.payload,
    headers: { ...body.headers, cookie: admin.cookie },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  kavya = await signedIn(t.app, "mentor", "Kavya Reddy");
  asha = await signedIn(t.app, "student", "Asha Verma");
});
afterAll(() => t.close());

describe("payouts and refunds marked paid from the statement", () => {
  it("exports the bulk file once, matches the debits, records them paid in one action, and never pays twice", async () => {
    await t.app.db
      .update(mentorProfiles)
      .set({ payoutUpiId: "kavya.reddy@okaxis" })
      .where(eq(mentorProfiles.userId, kavya.id));
    await t.app.db
      .insert(studentProfiles)
      .values({ userId: asha.id, refundUpiId: "asha.verma@okhdfcbank" })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { refundUpiId: "asha.verma@okhdfcbank" } });
    await paymentOf(kavya.id, asha.id, 1000, "paid");
    const refundId = await paymentOf(kavya.id, asha.id, 499, "refund_due");
    const before = await balanceOf(kavya.id);
    expect(before?.balance).toBeGreaterThan(0);
    const owed = before?.balance ?? 0;

    // The file: one line per payee, amounts in rupees, our reference; each recorded as sent.
    const exported = await exportFile();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["x-transfer-count"]).toBe("2");
    const [header, ...lines] = exported.body.trim().split("\r\n");
    expect(header).toBe("Name,UPI id,Amount,Reference");
    const payoutLine = lines.find((line) => line.startsWith("Kavya Reddy,")) ?? "";
    const refundLine = lines.find((line) => line.startsWith("Asha Verma,")) ?? "";
    expect(payoutLine).toMatch(new RegExp(`^Kavya Reddy,kavya\\.reddy@okaxis,${owed},PO[0-9A-Z]{10}$`));
    expect(refundLine).toMatch(/^Asha Verma,asha\.verma@okhdfcbank,499,RF[0-9A-Z]{10}$/);
    const payoutRef = payoutLine.split(",")[3] ?? "";
    const refundRef = refundLine.split(",")[3] ?? "";

    // Sent money counts as paid out: the balance is 0, and a second export has nobody to pay.
    expect(await balanceOf(kavya.id)).toMatchObject({ balance: 0, sentAwaitingUtr: owed });
    const again = await exportFile();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Nobody is owed money now: no mentor balance or refund due to a UPI id.",
    );
    const listed = (await get("/api/admin/transfers")).json() as { awaiting: { reference: string }[] };
    expect(listed.awaiting.map((a) => a.reference).sort()).toEqual([payoutRef, refundRef].sort());

    // The statement: both transfers paid (one found by our reference, one by the payee's UPI id),
    // and a bank charge that fits nothing.
    const statement = hdfc([
      {
        narration: `UPI-KAVYA REDDY-KAVYA.REDDY@OKAXIS-UTIB0000123-712345678901-${payoutRef}`,
        debit: `${owed}.00`,
        ref: "0000712345678901",
      },
      {
        narration: "UPI-ASHA VERMA-ASHA.VERMA@OKHDFCBANK-HDFC0001234-712345678902-REFUND",
        debit: "499.00",
        ref: "0000712345678902",
      },
      { narration: "CHARGES FOR BULK UPLOAD", debit: "11.80", ref: "CHG0001" },
    ]);
    const uploaded = await upload(statement);
    expect(uploaded.statusCode).toBe(200);
    const review = (uploaded.json() as { review: StatementReview }).review.debits;
    expect(review.paid.map((p) => [p.transfer.reference, p.by, p.line.utr]).sort()).toEqual(
      [
        [payoutRef, "reference", "712345678901"],
        [refundRef, "vpa", "712345678902"],
      ].sort(),
    );
    expect(review).toMatchObject({ paidCount: 2, paidTotal: owed + 499, conflicts: [] });
    expect(review.unmatchedDebits.map((line) => line.amount)).toEqual([11.8]);
    expect((await get("/api/admin/statements/review")).json().debits).toEqual(review);

    // What the admin confirmed must still hold.
    expect((await post("/api/admin/statements/record-debits", { count: 1, total: 499 })).statusCode).toBe(
      409,
    );
    const recorded = await post("/api/admin/statements/record-debits", { count: 2, total: owed + 499 });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ recorded: 2, total: owed + 499 });

    // The payout: recorded with the line's UTR and date, the balance still 0, nothing awaiting.
    const [payout] = await t.app.db.select().from(payouts).where(eq(payouts.mentorId, kavya.id));
    expect(payout).toMatchObject({ amount: owed, utr: "712345678901", paidOn: istDate(new Date()) });
    expect(await balanceOf(kavya.id)).toMatchObject({ balance: 0, sentAwaitingUtr: 0, paidOut: owed });
    // The refund: refunded as by hand, its decision resting on the statement line.
    const [refund] = await t.app.db.select().from(payments).where(eq(payments.id, refundId));
    expect(refund).toMatchObject({ status: "refunded", refundUtr: "712345678902", refundedBy: admin.id });
    const [decision] = await t.app.db
      .select()
      .from(paymentDecisions)
      .where(eq(paymentDecisions.paymentId, refundId));
    expect(decision).toMatchObject({
      adminId: admin.id,
      fromStatus: "refund_due",
      toStatus: "refunded",
      evidence: "statement",
      statementLineId: expect.any(String),
    });
    const transfers = await t.app.db
      .select()
      .from(bankTransfers)
      .where(inArray(bankTransfers.reference, [payoutRef, refundRef]));
    expect(transfers.map((row) => row.status)).toEqual(["paid", "paid"]);
    expect((await mailsTo(t.app, asha.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Refund paid: ₹499/),
    );

    // The same statement again changes nothing.
    const reuploaded = await upload(statement);
    expect((reuploaded.json() as { review: StatementReview }).review.debits).toMatchObject({
      paid: [],
      paidCount: 0,
    });
    expect((await post("/api/admin/statements/record-debits", { count: 1, total: owed })).statusCode).toBe(
      409,
    );
    expect(await t.app.db.select().from(payouts).where(eq(payouts.mentorId, kavya.id))).toHaveLength(1);
  });

  it("flags a debit whose amount differs from the transfer its narration names, and pays nothing", async () => {
    const mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
    await t.app.db
      .update(mentorProfiles)
      .set({ payoutUpiId: "rohan.mehta@ybl" })
      .where(eq(mentorProfiles.userId, mentor.id));
    await paymentOf(mentor.id, asha.id, 2000, "paid");
    const exported = await exportFile();
    expect(exported.statusCode).toBe(200);
    const line = exported.body.split("\r\n").find((l) => l.startsWith("Rohan Mehta,")) ?? "";
    const reference = line.split(",")[3] ?? "";
    const owed = Number(line.split(",")[2]);

    const uploaded = await upload(
      hdfc([
        {
          narration: `UPI-ROHAN MEHTA-ROHAN@OKSBI-SBIN0000001-812345678901-${reference}`,
          debit: `${owed - 100}.00`,
          ref: "0000812345678901",
        },
      ]),
    );
    const review = (uploaded.json() as { review: StatementReview }).review.debits;
    expect(review.paid).toEqual([]);
    expect(review.conflicts).toEqual([
      expect.objectContaining({ kind: "amountDiffers", transfers: [expect.objectContaining({ reference })] }),
    ]);
    expect((await post("/api/admin/statements/record-debits", { count: 1, total: owed })).statusCode).toBe(
      409,
    );
    expect(await balanceOf(mentor.id)).toMatchObject({ balance: 0, sentAwaitingUtr: owed, paidOut: 0 });
  });

  it("is for admins only", async () => {
    for (const [method, url] of [
      ["POST", "/api/admin/transfers/export"],
      ["GET", "/api/admin/transfers"],
      ["POST", "/api/admin/statements/record-debits"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: kavya.cookie },
        payload: { count: 1, total: 1 },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
