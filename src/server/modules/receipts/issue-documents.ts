import { and, desc, eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { bookings, payments, type ReceiptKind, receipts, studentProfiles } from "../../db/schema";
import { newId } from "../../lib/ids";
import type { Subscriber, UnitOfWork } from "../../lib/unit-of-work";
import { bookingFacts } from "../bookings";
import type { ReceiptDocument } from "./document";
import { financialYearOf, nextNumber, SERIES } from "./numbering";
import { SAC, splitTax } from "./tax";

type Seller = Config["seller"];

/**
 * Receipts and credit notes follow the payment's status, whatever changed it (docs/decisions/027):
 * an admin's decision, statement matching, the gateway, a refund. After any event that names a
 * payment, in the same transaction, the payment's documents are brought in line:
 * - paid (more than ₹0) with no receipt standing → a receipt (a tax invoice with GST settings);
 * - refunded or disapproved (failed) with a receipt standing → a credit note reversing it.
 * A receipt is never changed or deleted; a payment approved again after a credit note gets a new
 * receipt. Repeating an event changes nothing.
 */
export function receiptDocuments(deps: { seller: Seller }): Subscriber {
  return {
    name: "receipts",
    async inTransaction(uow, event) {
      if (!("paymentId" in event)) return;
      await syncPaymentDocuments(uow, deps.seller, event.paymentId);
    },
  };
}

export async function syncPaymentDocuments(
  uow: Pick<UnitOfWork, "tx" | "now">,
  seller: Seller,
  paymentId: string,
): Promise<void> {
  const { tx } = uow;
  const [payment] = await tx
    .select({ status: payments.status, amount: payments.amount, refundUtr: payments.refundUtr })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  if (!payment) return;
  const standing = await standingReceipt(uow.tx, paymentId);
  if (payment.status === "paid" && payment.amount > 0 && !standing) {
    await issueReceipt(uow, seller, paymentId);
  } else if ((payment.status === "refunded" || payment.status === "failed") && standing) {
    await issueCreditNote(uow, standing, {
      reason: payment.status === "refunded" ? "refund" : "disapproval",
      refundUtr: payment.refundUtr,
    });
  }
}

/** The payment's latest receipt that no credit note reverses, if any. */
async function standingReceipt(tx: UnitOfWork["tx"], paymentId: string) {
  const [row] = await tx
    .select({
      id: receipts.id,
      paymentId: receipts.paymentId,
      number: receipts.number,
      document: receipts.document,
    })
    .from(receipts)
    .where(
      and(
        eq(receipts.paymentId, paymentId),
        eq(receipts.kind, "receipt"),
        sql`not exists (select 1 from receipts c where c.reverses_id = ${receipts.id})`,
      ),
    )
    .orderBy(desc(receipts.issuedAt), desc(receipts.seq))
    .limit(1);
  return row ? { ...row, document: row.document as unknown as ReceiptDocument } : undefined;
}

async function issueReceipt(uow: Pick<UnitOfWork, "tx" | "now">, seller: Seller, paymentId: string) {
  const { tx, now } = uow;
  const facts = await bookingFacts(tx, paymentId);
  if (!facts) return;
  const [payment] = await tx
    .select({
      utr: payments.utr,
      method: payments.method,
      gatewayPaymentId: payments.gatewayPaymentId,
      state: studentProfiles.state,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
    .where(eq(payments.id, paymentId));
  const studentState = payment?.state ?? null;
  const taxed = Boolean(seller.gstin);
  // Place of supply: the recipient's state; for an unregistered recipient whose address is not on
  // record, the supplier's (IGST Act s. 12(2)(b)).
  const placeOfSupply = studentState ?? seller.state ?? null;
  const amounts = splitTax(facts.amount * 100, {
    taxed,
    intraState: placeOfSupply !== null && placeOfSupply === seller.state,
  });
  const gateway = payment?.method === "gateway";
  const { seq, number } = await nextNumber(tx, SERIES.receipt, financialYearOf(now));
  const document: ReceiptDocument = {
    version: 1,
    type: taxed ? "tax_invoice" : "receipt",
    number,
    issuedAt: now.toISOString(),
    seller: {
      name: seller.legalName,
      address: seller.address ?? null,
      gstin: seller.gstin ?? null,
      state: seller.state ?? null,
    },
    student: { name: facts.student.name, email: facts.student.email, state: studentState },
    placeOfSupply,
    taxed,
    line: {
      title: facts.session.title,
      mentor: facts.session.mentorName,
      startsAt: facts.session.startsAt.toISOString(),
      durationMinutes: facts.session.durationMinutes,
      sac: taxed ? SAC : null,
    },
    amounts,
    payment: {
      reference: facts.reference,
      method: gateway ? "gateway" : "upi",
      utr: payment?.utr ?? null,
      gatewayPaymentId: payment?.gatewayPaymentId ?? null,
    },
    reverses: null,
    reason: null,
    refundUtr: null,
  };
  await insertDocument(uow, "receipt", { seq, number, paymentId, reversesId: null, document });
}

async function issueCreditNote(
  uow: Pick<UnitOfWork, "tx" | "now">,
  receipt: { id: string; paymentId: string; number: string; document: ReceiptDocument },
  why: { reason: "refund" | "disapproval"; refundUtr: string | null },
) {
  const { tx, now } = uow;
  const { seq, number } = await nextNumber(tx, SERIES.credit_note, financialYearOf(now));
  const original = receipt.document;
  const document: ReceiptDocument = {
    ...original,
    type: "credit_note",
    number,
    issuedAt: now.toISOString(),
    reverses: { number: original.number, issuedAt: original.issuedAt },
    reason: why.reason,
    refundUtr: why.reason === "refund" ? why.refundUtr : null,
  };
  await insertDocument(uow, "credit_note", {
    seq,
    number,
    paymentId: receipt.paymentId,
    reversesId: receipt.id,
    document,
  });
}

async function insertDocument(
  { tx, now }: Pick<UnitOfWork, "tx" | "now">,
  kind: ReceiptKind,
  d: { seq: number; number: string; paymentId: string; reversesId: string | null; document: ReceiptDocument },
) {
  const fy = d.number.split("/")[1] ?? "";
  await tx.insert(receipts).values({
    id: newId(),
    number: d.number,
    kind,
    series: SERIES[kind],
    fy,
    seq: d.seq,
    paymentId: d.paymentId,
    reversesId: d.reversesId,
    issuedAt: now,
    total: d.document.amounts.total,
    document: d.document as unknown as Record<string, unknown>,
  });
}
