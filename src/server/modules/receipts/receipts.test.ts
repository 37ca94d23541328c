import { RECEIPT_MESSAGES } from "@contract/receipts";
import { istDate } from "@contract/time";
import { signedIn } from "@test-support/accounts";
import { mailsTo } from "@test-support/mail";
import { bookWithPayment, decide, newSession, proofImage } from "@test-support/marketplace";
import { createTestApp, type TestContext } from "@test-support/test-app";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receipts } from "../../db/schema";
import type { ReceiptDocument } from "./document";
import { splitTax } from "./tax";

/*
 * Receipts, tax invoices and credit notes through the API (docs/decisions/027): the student's state,
 * the GST split it decides, credit notes on a refund and a disapproval, the month's register, who may
 * download, and the approval email's attachment. The seller here is registered in Karnataka (29).
 */

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let mentor: Account;
let admin: Account;
let proof: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_UPLOAD_MAX: "10000",
      SELLER_GSTIN: "29AAACT1234A1ZX",
      SELLER_LEGAL_NAME: "Toppers Connect Private Limited",
      SELLER_ADDRESS: "12 MG Road, Bengaluru 560001",
      SELLER_STATE: "29",
    },
  });
  mentor = await signedIn(t.app, "mentor", "Rohan Mehta");
  admin = await signedIn(t.app, "admin", "Kavya Iyer");
  proof = await proofImage();
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A student (in `state`, when given) whose booking of a new session at `price` an admin approved. */
async function approved(price: number, state?: string, name = "Asha Verma") {
  const student = await signedIn(t.app, "student", name);
  if (state)
    expect((await call("PUT", "/api/student/state", student.cookie, { state })).statusCode).toBe(200);
  const session = await newSession(t.app, mentor.cookie, { price, title: "NEET Physics: Rotational Motion" });
  const booked = await bookWithPayment(t.app, student.cookie, admin.cookie, session.id, proof, "paid");
  return { ...student, ...booked, session };
}

const documentsOf = async (paymentId: string) =>
  (
    await t.app.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, paymentId))
      .orderBy(asc(receipts.issuedAt))
  ).map((r) => ({ ...r, document: r.document as unknown as ReceiptDocument }));

describe("the student's state", () => {
  it("is asked once, checked against the list, and only a student sets it", async () => {
    const student = await signedIn(t.app, "student");
    expect((await call("GET", "/api/student/state", student.cookie)).json()).toEqual({ state: null });
    for (const state of ["99", "25", "Karnataka", ""]) {
      const bad = await call("PUT", "/api/student/state", student.cookie, { state });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues).toMatchObject([
        { field: "body.state", message: RECEIPT_MESSAGES.invalidState },
      ]);
    }
    expect((await call("PUT", "/api/student/state", student.cookie, { state: "09" })).json()).toEqual({
      state: "09",
    });
    expect((await call("GET", "/api/student/state", student.cookie)).json()).toEqual({ state: "09" });
    expect((await call("PUT", "/api/student/state", mentor.cookie, { state: "09" })).statusCode).toBe(403);
    expect((await call("PUT", "/api/student/state", undefined, { state: "09" })).statusCode).toBe(401);
  });
});

describe("a tax invoice's GST", () => {
  it("is CGST + SGST in the seller's state, IGST elsewhere, the seller's state when the student's is unknown", async () => {
    const same = await approved(499, "29");
    const other = await approved(499, "27");
    const unknown = await approved(499);
    const [a] = await documentsOf(same.paymentId);
    const [b] = await documentsOf(other.paymentId);
    const [c] = await documentsOf(unknown.paymentId);
    expect(a?.document).toMatchObject({
      type: "tax_invoice",
      placeOfSupply: "29",
      student: { name: "Asha Verma", email: same.email, state: "29" },
      seller: { name: "Toppers Connect Private Limited", gstin: "29AAACT1234A1ZX", state: "29" },
      line: { title: "NEET Physics: Rotational Motion", mentor: "Rohan Mehta", sac: "999293" },
      amounts: { taxable: 42288, cgst: 3806, sgst: 3806, igst: 0, total: 49900 },
    });
    expect(b?.document).toMatchObject({
      placeOfSupply: "27",
      amounts: { taxable: 42288, cgst: 0, sgst: 0, igst: 7612, total: 49900 },
    });
    expect(c?.document).toMatchObject({
      placeOfSupply: "29",
      student: { state: null },
      amounts: { cgst: 3806, sgst: 3806, igst: 0 },
    });
    // A later change of state changes no issued document.
    await call("PUT", "/api/student/state", other.cookie, { state: "29" });
    expect((await documentsOf(other.paymentId))[0]?.document.placeOfSupply).toBe("27");
  });

  it("adds up to the total to the paisa for awkward prices", () => {
    const expected = {
      1: { taxable: 85, tax: 15 },
      499: { taxable: 42288, tax: 7612 },
      999: { taxable: 84661, tax: 15239 },
    };
    for (const [rupees, want] of Object.entries(expected)) {
      const total = Number(rupees) * 100;
      const intra = splitTax(total, { taxed: true, intraState: true });
      const inter = splitTax(total, { taxed: true, intraState: false });
      expect(intra.taxable + intra.cgst + intra.sgst).toBe(total);
      expect(Math.abs(intra.cgst - intra.sgst)).toBeLessThanOrEqual(1);
      expect(inter).toEqual({ taxable: want.taxable, cgst: 0, sgst: 0, igst: want.tax, total });
      expect(intra.taxable).toBe(want.taxable);
    }
    expect(splitTax(99900, { taxed: true, intraState: true })).toMatchObject({ cgst: 7620, sgst: 7619 });
    expect(splitTax(49900, { taxed: false, intraState: true })).toEqual({
      taxable: 49900,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 49900,
    });
  });
});

describe("credit notes and the register", () => {
  it("a refund issues a credit note naming the receipt; the month's register lists both", async () => {
    const s = await approved(799, "27", "Priya Nair");
    // The session is cancelled by its mentor: the payment is owed back, then refunded with a UTR.
    const cancelled = await call("POST", `/api/sessions/${s.session.id}/cancel`, mentor.cookie, {
      reason: "I am unwell and cannot take this session.",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await documentsOf(s.paymentId)).map((d) => d.kind)).toEqual(["receipt"]);
    const refunded = await call("POST", `/api/admin/payments/${s.paymentId}/refund`, admin.cookie, {
      utr: "512345678901",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [receipt, note] = await documentsOf(s.paymentId);
    expect(note).toMatchObject({ kind: "credit_note", reversesId: receipt?.id });
    expect(note?.number).toMatch(/^TCC\/\d{4}\/\d{6}$/);
    expect(note?.document).toMatchObject({
      type: "credit_note",
      reverses: { number: receipt?.number },
      reason: "refund",
      refundUtr: "512345678901",
      amounts: receipt?.document.amounts,
    });

    const month = istDate(t.clock.now()).slice(0, 7);
    const csv = await call("GET", `/api/admin/receipts/register.csv?month=${month}`, admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "number,date,type,reverses,student,email,state,place_of_supply,taxable_inr,cgst_inr,sgst_inr,igst_inr,total_inr",
    );
    const today = istDate(t.clock.now());
    expect(lines).toContain(
      `${receipt?.number},${today},tax_invoice,,Priya Nair,${s.email},Maharashtra,Maharashtra (27),677.12,0,0,121.88,799`,
    );
    expect(lines).toContain(
      `${note?.number},${today},credit_note,${receipt?.number},Priya Nair,${s.email},Maharashtra,Maharashtra (27),-677.12,0,0,-121.88,-799`,
    );
    expect(
      (await call("GET", "/api/admin/receipts/register.csv?month=2026-13", admin.cookie)).statusCode,
    ).toBe(400);
    expect((await call("GET", `/api/admin/receipts/register.csv?month=${month}`, s.cookie)).statusCode).toBe(
      403,
    );
  });

  it("a disapproval after approval issues a credit note; approving again issues a new receipt", async () => {
    const s = await approved(299, "29", "Kabir Shah");
    expect((await decide(t.app, admin.cookie, s.paymentId, "failed")).statusCode).toBe(200);
    expect((await decide(t.app, admin.cookie, s.paymentId, "paid")).statusCode).toBe(200);
    const docs = await documentsOf(s.paymentId);
    expect(docs.map((d) => [d.kind, d.document.reason])).toEqual([
      ["receipt", null],
      ["credit_note", "disapproval"],
      ["receipt", null],
    ]);
    expect(docs[1]?.reversesId).toBe(docs[0]?.id);
    expect(docs[2]?.number).not.toBe(docs[0]?.number);
  });

  it("a free booking gets no receipt", async () => {
    const student = await signedIn(t.app, "student", "Meera Das");
    const session = await newSession(t.app, mentor.cookie, { price: 0, title: "Free: How to revise" });
    const booked = await call("POST", `/api/sessions/${session.id}/free-booking`, student.cookie);
    expect(booked.statusCode, booked.body).toBe(201);
    const docs = await t.app.db.select().from(receipts);
    expect(
      docs.some(
        (d) => d.document && (d.document as { line?: { title?: string } }).line?.title === session.title,
      ),
    ).toBe(false);
  });
});

describe("downloading a receipt", () => {
  it("its student and admins get the PDF; anyone else 404; the approval email attaches it", async () => {
    const s = await approved(499, "29", "Asha Verma");
    const url = `/api/payments/${s.paymentId}/receipt.pdf`;
    const mine = await call("GET", url, s.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const [receipt] = await documentsOf(s.paymentId);
    const fileName = `receipt-${receipt?.number.replace(/\//g, "-")}.pdf`;
    expect(mine.headers["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The same stored document gives the same bytes.
    expect((await call("GET", url, admin.cookie)).rawPayload.equals(mine.rawPayload)).toBe(true);

    const stranger = await signedIn(t.app, "student", "Arjun Rao");
    expect((await call("GET", url, stranger.cookie)).statusCode).toBe(404);
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", `/api/payments/${s.paymentId}/credit-note.pdf`, s.cookie)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/payments/nope/receipt.pdf", admin.cookie)).statusCode).toBe(404);

    const approval = (await mailsTo(t.app, s.email)).find((m) => m.subject.startsWith("Payment verified"));
    const pdf = approval?.attachments.find((a) => a.contentType.startsWith("application/pdf"));
    expect(pdf?.filename).toBe(fileName);
    expect(pdf?.content.equals(mine.rawPayload)).toBe(true);
    // The text names it (a tax invoice here: the seller has a GSTIN).
    expect(approval?.text).toContain(`Your tax invoice ${receipt?.number} is attached as a PDF.`);
  });
});
