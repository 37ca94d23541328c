import type { Language } from "@contract/i18n";
import { istDayStart } from "@contract/time";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { ReceiptKind } from "../../db/schema";
import type { Tx } from "../../lib/unit-of-work";
import type { ReceiptDocument } from "./document";

export interface StoredDocument {
  id: string;
  number: string;
  document: ReceiptDocument;
  /** The payment's student (who may download it, with the admins) and the language they read in. */
  studentId: string;
  language: Language;
}

const documentColumns = sql`r.id, r.number, r.document, b.student_id as "studentId", u.language`;
const documentJoins = sql`from receipts r
  join payments p on p.id = r.payment_id
  join bookings b on b.id = p.booking_id
  join users u on u.id = b.student_id`;

/** A payment's latest document of a kind (its latest receipt, or its latest credit note). */
export async function latestDocument(
  db: Database,
  paymentId: string,
  kind: ReceiptKind,
): Promise<StoredDocument | undefined> {
  const [row] = await rowsOf<StoredDocument>(
    db,
    sql`select ${documentColumns} ${documentJoins}
      where r.payment_id = ${paymentId} and r.kind = ${kind}
      order by r.issued_at desc, r.seq desc limit 1`,
  );
  return row;
}

/** One document by its id (an email's attachment, made at delivery). */
export async function documentById(db: Database, id: string): Promise<StoredDocument | undefined> {
  const [row] = await rowsOf<StoredDocument>(
    db,
    sql`select ${documentColumns} ${documentJoins} where r.id = ${id}`,
  );
  return row;
}

/** The receipt a payment's approval issued in this transaction, if any (the approval email attaches it). */
export async function standingReceiptOf(
  tx: Tx,
  paymentId: string,
): Promise<{ id: string; number: string; taxInvoice: boolean } | undefined> {
  const [row] = await rowsOf<{ id: string; number: string; taxInvoice: boolean }>(
    tx,
    sql`select r.id, r.number, (r.document->>'type') = 'tax_invoice' as "taxInvoice" from receipts r
      where r.payment_id = ${paymentId} and r.kind = 'receipt'
        and not exists (select 1 from receipts c where c.reverses_id = r.id)
      order by r.issued_at desc, r.seq desc limit 1`,
  );
  return row;
}

export interface RegisterRow {
  number: string;
  issuedAt: Date;
  kind: ReceiptKind;
  reverses: string | null;
  document: ReceiptDocument;
}

/** Every document issued in an IST month (YYYY-MM), in the order issued: receipts and credit notes. */
export async function registerOf(db: Database, month: string): Promise<RegisterRow[]> {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  const rows = await rowsOf<RegisterRow & { issuedAt: Date | string }>(
    db,
    sql`select r.number, r.issued_at as "issuedAt", r.kind, o.number as reverses, r.document
      from receipts r left join receipts o on o.id = r.reverses_id
      where r.issued_at >= ${istDayStart(`${month}-01`).toISOString()}
        and r.issued_at < ${istDayStart(`${next}-01`).toISOString()}
      order by r.issued_at, r.kind, r.seq`,
  );
  return rows.map((r) => ({ ...r, issuedAt: new Date(r.issuedAt) }));
}
