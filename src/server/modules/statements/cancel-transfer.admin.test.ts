import { randomBytes } from "node:crypto";
import type { AdminPayoutRow, MentorEarnings } from "@contract/earnings";
import { STATEMENT_MESSAGES, type StatementReview } from "@contract/statements";
import { TEXT_MESSAGES } from "@contract/text";
import { istDate } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import { multipart } from "@test-support/multipart";
import { createTestApp, type TestContext, testDatabaseKind } from "@test-support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import {
  bankTransfers,
  bookings,
  mentorProfiles,
  payments,
  payouts,
  sessions,
  studentProfiles,
} from "../../db/schema";

/*
 * A transfer the bank rejected (docs/decisions/025): an admin cancels it with a reason while it is
 * still sent, awaiting its UTR. What it paid is owed again and goes into the next bulk-payment file;
 * a statement's debit naming it is flagged, never recorded; a paid one cannot be cancelled; a
 * cancellation and "record all as paid" at the same moment end in one of the two. And the mentor
 * sees money on its way, then as a payout once the statement shows it.
 */

let t: TestContext;
type Account = Awaited<ReturnType<typeof signedIn>>;
let admin: Account;
let student: Account;

const id = () => randomBytes(9).toString("base64url");
let utrs = 0;
/** A UTR no other line of this file has. */
const nextUtr = () => `7300000${String(++utrs).padStart(5, "0")}`;

/** A completed session of `mentorId` with one payment of `amount` in `status` by `studentId`. */
async function paymentOf(mentorId: string, studentId: string, amount: number, status: "paid" | "refund_due") {
  const sessionId = id();
  const paymentId = id();
  const bookingId = id();
  const startsAt = new Date(Date.now() - 3 * 86_400_000);
  await t.app.db.insert(sessions).values({
    id: sessionId,
    mentorId,
    title: "JEE Physics: Rotational Motion in one sitting",
    subject: "Physics",
    category: "JEE",
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

/** A mentor with a payout UPI id and the net of one held session of `amount` to be paid. */
async function mentorOwed(name: string, upiId: string, amount: number) {
  const mentor = await signedIn(t.app, "mentor", name);
  await t.app.db
    .update(mentorProfiles)
    .set({ payoutUpiId: upiId })
    .where(eq(mentorProfiles.userId, mentor.id));
  await paymentOf(mentor.id, student.id, amount, "paid");
  return mentor;
}

const by = (who: Account) => ({
  get: (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } }),
  post: (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) }),
});
const cancel = (transferId: string, payload: object = { reason: "The bank rejected it: UPI id inactive" }) =>
  by(admin).post(`/api/admin/transfers/${transferId}/cancel`, payload);
const recordDebits = (count: number, total: number) =>
  by(admin).post("/api/admin/statements/record-debits", { count, total });
const balanceOf = async (mentorId: string) =>
  ((await by(admin).get("/api/admin/payouts?pageSize=50")).json() as { items: AdminPayoutRow[] }).items.find(
    (row) => row.mentorId === mentorId,
  );
const earningsOf = async (mentor: Account) =>
  (await by(mentor).get("/api/mentor/earnings")).json() as MentorEarnings;

/** The bulk-payment file's lines, by payee name. */
async function exportFile(): Promise<Map<string, { upiId: string; amount: number; reference: string }>> {
  const res = await by(admin).post("/api/admin/transfers/export");
  expect(res.statusCode).toBe(200);
  const [, ...lines] = res.body.trim().split("\r\n");
  return new Map(
    lines.map((line) => {
      const [name = "", upiId = "", amount = "", reference = ""] = line.split(",");
      return [name, { upiId, amount: Number(amount), reference }];
    }),
  );
}
const transferOf = async (reference: string) => {
  const [row] = await t.app.db.select().from(bankTransfers).where(eq(bankTransfers.reference, reference));
  if (!row) throw new Error(`no transfer ${reference}`);
  return row;
};

type Response = Awaited<ReturnType<typeof cancel>>;

/**
 * Two requests at the same moment. On PostgreSQL the transfer's row is held locked until both wait
 * for it, so that they truly overlap; PGlite runs one transaction at a time, so there they run one
 * after the other.
 */
async function atOnce(
  transferId: string,
  first: () => Promise<Response>,
  second: () => Promise<Response>,
): Promise<[Response, Response]> {
  if (testDatabaseKind !== "postgres") return Promise.all([first(), second()]);
  let both: Promise<[Response, Response]> | undefined;
  await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from bank_transfers where id = ${transferId} for update`);
    both = Promise.all([first(), second()]);
    let waiting = 0;
    for (let tries = 0; tries < 400 && waiting < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::integer as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waiting = row?.n ?? 0;
    }
    expect(waiting).toBe(2);
  });
  if (!both) throw new Error("the requests were not sent");
  return both;
}

const today = () => {
  const [y, m, d] = istDate(new Date()).split("-");
  return `${d}/${m}/${y?.slice(2)}`;
};

/** Uploads an HDFC statement of debits: a UPI transfer of `rupees` to `upiId`, its narration naming `reference`. */
async function statementOf(lines: { name: string; upiId: string; rupees: number; reference: string }[]) {
  const rows = [
    "HDFC BANK Ltd.,,,,,,",
    "Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance",
    ...lines.map((line) => {
      const utr = nextUtr();
      const narration = `UPI-${line.name.toUpperCase()}-${line.upiId.toUpperCase()}-UTIB0000123-${utr}-${line.reference}`;
      return `${today()},"${narration}",${today()},${line.rupees}.00,0.00,0000${utr},50000.00`;
    }),
  ];
  const body = multipart(
    {},
    { field: "file", name: "hdfc-debits.csv", type: "text/csv", bytes: Buffer.from(rows.join("\r\n")) },
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/statements",
    payload: body.payload,
    headers: { ...body.headers, cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { review: StatementReview }).review.debits;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, "admin", "Neha Admin");
  student = await signedIn(t.app, "student", "Asha Verma");
  await t.app.db
    .insert(studentProfiles)
    .values({ userId: student.id, refundUpiId: "asha.verma@okhdfcbank" })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { refundUpiId: "asha.verma@okhdfcbank" } });
});
afterAll(() => t.close());

describe("the mentor's money on its way", () => {
  it("shows each transfer sent and awaiting the bank, to its mentor only, then as a payout once paid", async () => {
    const kavya = await mentorOwed("Kavya Reddy", "kavya.reddy@okaxis", 1000);
    const other = await mentorOwed("Ishaan Rao", "ishaan.rao@ybl", 500);
    const owed = (await earningsOf(kavya)).balance;
    expect(owed).toBe(800);

    const file = await exportFile();
    const sent = file.get("Kavya Reddy");
    expect(sent).toMatchObject({ upiId: "kavya.reddy@okaxis", amount: owed });
    const reference = sent?.reference ?? "";

    const waiting = await earningsOf(kavya);
    expect(waiting).toMatchObject({ balance: 0, sentAwaitingUtr: owed, payouts: [] });
    expect(waiting.sentTransfers).toEqual([
      {
        id: (await transferOf(reference)).id,
        amount: owed,
        upiId: "kavya.reddy@okaxis",
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // Another mentor sees only their own.
    expect((await earningsOf(other)).sentTransfers).toEqual([
      expect.objectContaining({ amount: file.get("Ishaan Rao")?.amount, upiId: "ishaan.rao@ybl" }),
    ]);

    const review = await statementOf([
      { name: "Kavya Reddy", upiId: "kavya.reddy@okaxis", rupees: owed, reference },
      {
        name: "Ishaan Rao",
        upiId: "ishaan.rao@ybl",
        rupees: file.get("Ishaan Rao")?.amount ?? 0,
        reference: file.get("Ishaan Rao")?.reference ?? "",
      },
    ]);
    expect(review.paidCount).toBe(2);
    expect((await recordDebits(review.paidCount, review.paidTotal)).statusCode).toBe(200);

    const paid = await earningsOf(kavya);
    expect(paid).toMatchObject({ balance: 0, sentAwaitingUtr: 0, sentTransfers: [] });
    expect(paid.payouts).toEqual([
      expect.objectContaining({ amount: owed, upiId: "kavya.reddy@okaxis", paidOn: istDate(new Date()) }),
    ]);
  });
});

describe("cancelling a transfer the bank rejected", () => {
  it("returns a payout's amount to the balance, exports it again, and never applies a debit naming it", async () => {
    const rohan = await mentorOwed("Rohan Mehta", "rohan.mehta@okicici", 2000);
    const owed = (await balanceOf(rohan.id))?.balance ?? 0;
    expect(owed).toBe(1600);
    const first = (await exportFile()).get("Rohan Mehta");
    expect(first?.amount).toBe(owed);
    const rejected = await transferOf(first?.reference ?? "");
    expect(await balanceOf(rohan.id)).toMatchObject({ balance: 0, sentAwaitingUtr: owed });

    // The reason is required, one line of 3 to 200 characters.
    const { cancelReasonRequired: required, cancelReasonTooLong: tooLong } = STATEMENT_MESSAGES;
    for (const [payload, message] of [
      [{}, required],
      [{ reason: "  " }, required],
      [{ reason: "no" }, required],
      [{ reason: "x".repeat(201) }, tooLong],
      [{ reason: "Rejected\nby the bank" }, TEXT_MESSAGES.singleLine],
    ] as const) {
      const refused = await cancel(rejected.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([expect.objectContaining({ field: "body.reason", message })]);
    }
    expect((await transferOf(rejected.reference)).status).toBe("sent");

    const cancelled = await cancel(rejected.id, { reason: "  Bank rejected it: UPI id inactive " });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      transfer: expect.objectContaining({
        id: rejected.id,
        reference: rejected.reference,
        status: "cancelled",
        amount: owed,
        cancelledBy: "Neha Admin",
        cancelReason: "Bank rejected it: UPI id inactive",
        cancelledAt: expect.any(String),
      }),
      message: STATEMENT_MESSAGES.payoutCancelled(owed),
    });
    expect(await transferOf(rejected.reference)).toMatchObject({
      status: "cancelled",
      cancelledBy: admin.id,
      cancelReason: "Bank rejected it: UPI id inactive",
      utr: null,
    });

    // Owed again: in the balance, off the mentor's "on its way" line, listed as cancelled.
    expect(await balanceOf(rohan.id)).toMatchObject({ balance: owed, sentAwaitingUtr: 0 });
    expect((await earningsOf(rohan)).sentTransfers).toEqual([]);
    const listed = (await by(admin).get("/api/admin/transfers")).json();
    expect(listed.awaiting.map((a: { id: string }) => a.id)).not.toContain(rejected.id);
    expect(listed.cancelled).toEqual([
      expect.objectContaining({ id: rejected.id, cancelReason: "Bank rejected it: UPI id inactive" }),
    ]);
    const again = await cancel(rejected.id);
    expect([again.statusCode, again.json().message]).toEqual([409, STATEMENT_MESSAGES.transferCancelled]);

    // The next file pays it again, under a new reference.
    const second = (await exportFile()).get("Rohan Mehta");
    expect(second).toMatchObject({ upiId: "rohan.mehta@okicici", amount: owed });
    expect(second?.reference).not.toBe(rejected.reference);

    // A debit naming the cancelled transfer (same payee, same amount) is flagged, never recorded,
    // and not given to the new transfer either.
    const review = await statementOf([
      { name: "Rohan Mehta", upiId: "rohan.mehta@okicici", rupees: owed, reference: rejected.reference },
    ]);
    expect(review.paid).toEqual([]);
    expect(review.conflicts).toEqual([
      expect.objectContaining({
        kind: "cancelled",
        transfers: [expect.objectContaining({ reference: rejected.reference, status: "cancelled" })],
      }),
    ]);
    expect((await recordDebits(1, owed)).statusCode).toBe(409);
    expect((await transferOf(rejected.reference)).status).toBe("cancelled");
    expect((await transferOf(second?.reference ?? "")).status).toBe("sent");
    expect(await t.app.db.select().from(payouts).where(eq(payouts.mentorId, rohan.id))).toEqual([]);

    // The new transfer's own debit marks it paid; a paid transfer cannot be cancelled.
    const paidReview = await statementOf([
      { name: "Rohan Mehta", upiId: "rohan.mehta@okicici", rupees: owed, reference: second?.reference ?? "" },
    ]);
    expect(paidReview.paid.map((p) => p.transfer.reference)).toEqual([second?.reference]);
    expect((await recordDebits(1, owed)).statusCode).toBe(200);
    const paid = await transferOf(second?.reference ?? "");
    const refused = await cancel(paid.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, STATEMENT_MESSAGES.transferPaid]);
    expect(await transferOf(paid.reference)).toMatchObject({ status: "paid", cancelledAt: null });
    expect(await balanceOf(rohan.id)).toMatchObject({ balance: 0, paidOut: owed, sentAwaitingUtr: 0 });
  });

  it("puts a refund back to due and into the next file; one refunded by hand meanwhile is not due again", async () => {
    const meera = await signedIn(t.app, "mentor", "Meera Nair");
    const paymentId = await paymentOf(meera.id, student.id, 499, "refund_due");
    const first = (await exportFile()).get("Asha Verma");
    expect(first).toMatchObject({ upiId: "asha.verma@okhdfcbank", amount: 499 });
    const rejected = await transferOf(first?.reference ?? "");
    expect(rejected).toMatchObject({ kind: "refund", paymentId });

    const cancelled = await cancel(rejected.id, { reason: "Never uploaded to the bank" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(STATEMENT_MESSAGES.refundCancelled(499));
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe("refund_due");

    // Exportable again: the refund has a second transfer, the first one kept as cancelled.
    const second = (await exportFile()).get("Asha Verma");
    expect(second).toMatchObject({ amount: 499 });
    expect(second?.reference).not.toBe(rejected.reference);
    const resent = await transferOf(second?.reference ?? "");
    expect(resent).toMatchObject({ kind: "refund", paymentId, status: "sent" });

    // Refunded by hand while that transfer was out: cancelling it makes nothing due again.
    const manual = await by(admin).post(`/api/admin/payments/${paymentId}/refund`, { utr: nextUtr() });
    expect(manual.statusCode).toBe(200);
    const settled = await cancel(resent.id, { reason: "Refunded by hand instead" });
    expect([settled.statusCode, settled.json().message]).toEqual([
      200,
      STATEMENT_MESSAGES.refundCancelledSettled,
    ]);
    const nothing = await by(admin).post("/api/admin/transfers/export");
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, STATEMENT_MESSAGES.nothingToExport]);
  });

  it("ends in one outcome when cancelled while a statement records it paid", async () => {
    const mentor = await mentorOwed("Dev Malhotra", "dev.malhotra@okaxis", 100);
    for (const [round, amount] of [1000, 1500, 2000, 2500].entries()) {
      await paymentOf(mentor.id, student.id, amount, "paid");
      const sent = (await exportFile()).get("Dev Malhotra");
      const owed = sent?.amount ?? 0;
      const transfer = await transferOf(sent?.reference ?? "");
      const review = await statementOf([
        { name: "Dev Malhotra", upiId: "dev.malhotra@okaxis", rupees: owed, reference: transfer.reference },
      ]);
      expect([review.paidCount, review.paidTotal]).toEqual([1, owed]);
      const payoutsBefore = (await t.app.db.select().from(payouts).where(eq(payouts.mentorId, mentor.id)))
        .length;

      // Each starts first in turn.
      const cancelling = () => cancel(transfer.id, { reason: "The bank rejected it" });
      const recording = () => recordDebits(1, owed);
      const [cancelled, recorded] =
        round % 2 === 0
          ? await atOnce(transfer.id, cancelling, recording)
          : ((await atOnce(transfer.id, recording, cancelling)).reverse() as [Response, Response]);
      expect([cancelled.statusCode, recorded.statusCode].sort()).toEqual([200, 409]);
      const after = await transferOf(transfer.reference);
      const payoutRows = await t.app.db.select().from(payouts).where(eq(payouts.mentorId, mentor.id));
      if (cancelled.statusCode === 200) {
        expect(after).toMatchObject({ status: "cancelled", utr: null, statementLineId: null });
        expect(payoutRows).toHaveLength(payoutsBefore);
        expect(await balanceOf(mentor.id)).toMatchObject({ balance: owed, sentAwaitingUtr: 0 });
        // Settle it by hand so that the next round starts from a zero balance.
        const typed = await by(admin).post(`/api/admin/mentors/${mentor.id}/payouts`, {
          amount: owed,
          utr: nextUtr(),
          paidOn: istDate(new Date()),
        });
        expect(typed.statusCode).toBe(201);
      } else {
        expect(cancelled.json().message).toBe(STATEMENT_MESSAGES.transferPaid);
        expect(after).toMatchObject({ status: "paid", cancelledAt: null, cancelReason: null });
        expect(payoutRows).toHaveLength(payoutsBefore + 1);
        expect(await balanceOf(mentor.id)).toMatchObject({ balance: 0, sentAwaitingUtr: 0 });
      }
    }
  });

  it("is for admins only, and answers 404 for a transfer that does not exist", async () => {
    const mentor = await mentorOwed("Tara Singh", "tara.singh@okaxis", 300);
    const sent = (await exportFile()).get("Tara Singh");
    const transfer = await transferOf(sent?.reference ?? "");
    const url = `/api/admin/transfers/${transfer.id}/cancel`;
    const payload = { reason: "The bank rejected it" };
    for (const [cookie, status] of [
      [undefined, 401],
      [student.cookie, 403],
      [mentor.cookie, 403],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {}, payload });
      expect([cookie === undefined ? "signed out" : "signed in", res.statusCode]).toEqual([
        cookie === undefined ? "signed out" : "signed in",
        status,
      ]);
    }
    expect((await transferOf(transfer.reference)).status).toBe("sent");
    const unknown = await cancel("no-such-transfer");
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, STATEMENT_MESSAGES.transferNotFound]);
  });
});
