import { errorResponseSchema } from "@contract/errors";
import {
  RECEIPT_MESSAGES,
  registerQuerySchema,
  stateName,
  studentStateBodySchema,
  studentStateSchema,
} from "@contract/receipts";
import { istDate } from "@contract/time";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ReceiptKind } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";
import { notFound } from "../../lib/errors";
import { toCsv } from "../earnings";
import { latestDocument, registerOf } from "./receipts.queries";
import { renderReceiptPdf } from "./render-pdf";
import { setStudentState, studentState } from "./student-state";

const params = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** `TCR/2627/000001` → `receipt-TCR-2627-000001.pdf`. */
export const pdfFileName = (number: string) => `receipt-${number.replace(/\//g, "-")}.pdf`;

/**
 * Paise as a number of rupees for the register (422.88; a credit note's negative): a number, so
 * that the formula guard of toCsv leaves the minus sign alone.
 */
const inr = (paise: number) => Number((paise / 100).toFixed(2));

/** Receipts, credit notes, the register and the student's state (docs/decisions/027). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A payment's document as a PDF, for its student or an admin; anyone else learns nothing (404). */
  async function sendDocument(request: FastifyRequest, paymentId: string, kind: ReceiptKind) {
    const viewer = viewerOf(request);
    const found = await latestDocument(app.db, paymentId, kind);
    if (!found || (viewer.role !== "admin" && found.studentId !== viewer.id))
      throw notFound(RECEIPT_MESSAGES.notFound);
    return { found, pdf: await renderReceiptPdf(found.document, found.language) };
  }

  for (const [path, kind] of [
    ["/payments/:id/receipt.pdf", "receipt"],
    ["/payments/:id/credit-note.pdf", "credit_note"],
  ] as const) {
    app.get(
      path,
      {
        preValidation: requireUser(app),
        schema: {
          tags: ["receipts"],
          summary:
            kind === "receipt"
              ? "The payment's receipt or tax invoice as a PDF (its student or an admin)"
              : "The credit note reversing the payment's receipt, as a PDF (its student or an admin)",
          params,
          response: { 200: z.any(), 404: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { found, pdf } = await sendDocument(request, request.params.id, kind);
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${pdfFileName(found.number)}"`)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .send(pdf);
      },
    );
  }

  app.get(
    "/admin/receipts/register.csv",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["receipts"],
        summary: "The month's receipts and credit notes (IST month of issue) as CSV, for the accountant",
        querystring: registerQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await registerOf(app.db, request.query.month);
      const csv = toCsv(
        [
          "number",
          "date",
          "type",
          "reverses",
          "student",
          "email",
          "state",
          "place_of_supply",
          "taxable_inr",
          "cgst_inr",
          "sgst_inr",
          "igst_inr",
          "total_inr",
        ],
        rows.map(({ document: d, ...r }) => {
          // A credit note takes its receipt's amounts back: negative, so that a column's sum is the net.
          const sign = r.kind === "credit_note" ? -1 : 1;
          const a = d.amounts;
          return [
            r.number,
            istDate(r.issuedAt),
            d.type,
            r.reverses,
            d.student.name,
            d.student.email,
            d.student.state ? stateName(d.student.state, "en") : null,
            d.placeOfSupply ? `${stateName(d.placeOfSupply, "en")} (${d.placeOfSupply})` : null,
            inr(sign * a.taxable),
            inr(sign * a.cgst),
            inr(sign * a.sgst),
            inr(sign * a.igst),
            inr(sign * a.total),
          ];
        }),
      );
      return reply
        .headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="receipts-${request.query.month}.csv"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        })
        .send(csv);
    },
  );

  app.get(
    "/student/state",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["receipts"],
        summary: "The signed-in student's state (a GST state code), or null",
        response: { 200: studentStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { state: await studentState(app.db, viewerOf(request).id) };
    },
  );

  app.put(
    "/student/state",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["receipts"],
        summary: "Sets the signed-in student's state (the place of supply of their next receipts)",
        body: studentStateBodySchema,
        response: { 200: studentStateSchema, ...errors },
      },
    },
    async (request) => {
      await setStudentState(app.commands, viewerOf(request).id, request.body.state);
      return { state: request.body.state };
    },
  );
};
