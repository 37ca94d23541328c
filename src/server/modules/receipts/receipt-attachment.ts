import type { Database } from "../../db/client";
import type { GeneratedAttachment } from "../../lib/mailer";
import { documentById } from "./receipts.queries";
import { renderReceiptPdf } from "./render-pdf";

/**
 * Makes an email's receipt PDF at delivery from the stored document (the outbox row keeps only its
 * id), in the student's language, the same bytes as the dashboard's download.
 */
export function receiptPdfMaker(db: Database) {
  return async (generated: GeneratedAttachment): Promise<Buffer> => {
    const found = await documentById(db, generated.id);
    if (!found) throw new Error(`receipt ${generated.id} not found`);
    return renderReceiptPdf(found.document, found.language);
  };
}
