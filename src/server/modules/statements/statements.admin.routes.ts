import {
  approveMatchedAnswerSchema,
  approveMatchedBodySchema,
  bankTransferListSchema,
  cancelTransferAnswerSchema,
  cancelTransferBodySchema,
  columnMappingSchema,
  recordDebitsAnswerSchema,
  recordDebitsBodySchema,
  STATEMENT_MESSAGES,
  statementProblemsSchema,
  statementReviewSchema,
  statementUploadAnswerSchema,
} from "@contract/statements";
import { istDate } from "@contract/time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type Api,
  adminErrors,
  adminErrorsWithNotFound,
  idParams,
  onlyAdmins,
} from "../../http/admin-routes";
import { viewerOf } from "../../http/authenticate";
import { body } from "../../http/error-handler";
import { fileOf, readMultipart } from "../../http/multipart";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest } from "../../lib/errors";
import { approveMatched } from "./approve-matched";
import { exportTransfers, listTransfers } from "./bank-transfers";
import { cancelTransfer } from "./cancel-transfer";
import { STATEMENT_LIMITS } from "./parse-statement";
import { recordDebits } from "./record-debits";
import { reviewStatements, reviewView } from "./statement-review";
import { StatementRefused, uploadStatement } from "./upload-statement";

const MAPPING_FIELDS = ["date", "narration", "reference", "credit", "debit"] as const;

/** Bank-statement matching (docs/decisions/025): admins only. */
export const statementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  upload(app);
  review(app);
  approve(app);
  recordPaid(app);
  exportFile(app);
  transfers(app);
  cancel(app);
};

function upload(app: Api) {
  app.post(
    "/admin/statements",
    {
      config: uploadLimit(app, "Too many uploads. Please wait a minute and try again."),
      schema: {
        tags: ["admin"],
        summary:
          "Upload the platform account's statement (multipart: `file`, CSV or XLSX of at most 5 MB; for an unknown bank the column names `date`, `narration`, `reference`, `credit`, `debit`, remembered): its lines kept once, then the review",
        consumes: ["multipart/form-data"],
        response: { 200: statementUploadAnswerSchema, 422: statementProblemsSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        limits: { fileSize: STATEMENT_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
        fields: MAPPING_FIELDS,
        notAForm: () => badRequest(STATEMENT_MESSAGES.notAForm),
        tooLarge: () =>
          badRequest(STATEMENT_MESSAGES.tooLarge, [
            { field: "body.file", message: STATEMENT_MESSAGES.tooLarge },
          ]),
      });
      const file = fileOf(form, "file");
      if (!file)
        throw badRequest(STATEMENT_MESSAGES.noFile, [
          { field: "body.file", message: STATEMENT_MESSAGES.noFile },
        ]);
      let mapping: ReturnType<typeof columnMappingSchema.parse> | undefined;
      if (MAPPING_FIELDS.some((name) => form.fields[name])) {
        const parsed = columnMappingSchema.safeParse(form.fields);
        if (!parsed.success) {
          throw badRequest(
            STATEMENT_MESSAGES.needsMapping,
            parsed.error.issues.map((issue) => ({
              field: `body.${issue.path.join(".")}`,
              message: issue.message,
            })),
          );
        }
        mapping = parsed.data;
      }
      try {
        const statement = await uploadStatement(
          app.commands,
          app.db,
          viewerOf(request).id,
          { name: file.filename, bytes: file.bytes },
          mapping,
        );
        const now = app.clock.now();
        return { statement, review: reviewView(await reviewStatements(app.db, now)) };
      } catch (error) {
        if (!(error instanceof StatementRefused)) throw error;
        return reply.code(422).send({
          ...body(422, error.message),
          reason: error.reason,
          problems: error.problems,
          ...(error.headers ? { headers: error.headers } : {}),
        });
      }
    },
  );
}

function review(app: Api) {
  app.get(
    "/admin/statements/review",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The statements' credits against the payments awaiting verification: matched, suggested, conflicts, unmatched, stale",
        response: { 200: statementReviewSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return reviewView(await reviewStatements(app.db, app.clock.now()));
    },
  );
}

function approve(app: Api) {
  app.post(
    "/admin/statements/approve-matched",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Approve every matched payment at once: the count and total the admin confirmed must still hold (else 409)",
        body: approveMatchedBodySchema,
        response: { 200: approveMatchedAnswerSchema, 409: adminErrors[400], ...adminErrors },
      },
    },
    async (request) => {
      const result = await approveMatched(app.commands, viewerOf(request).id, request.body);
      return { ...result, message: STATEMENT_MESSAGES.approved(result.approved, result.total) };
    },
  );
}

function recordPaid(app: Api) {
  app.post(
    "/admin/statements/record-debits",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Record every payout and refund a statement's debit shows paid, at once: the count and total the admin confirmed must still hold (else 409)",
        body: recordDebitsBodySchema,
        response: { 200: recordDebitsAnswerSchema, 409: adminErrors[400], ...adminErrors },
      },
    },
    async (request) => {
      const result = await recordDebits(app.commands, viewerOf(request).id, request.body);
      return { ...result, message: STATEMENT_MESSAGES.debitsRecorded(result.recorded, result.total) };
    },
  );
}

function exportFile(app: Api) {
  app.post(
    "/admin/transfers/export",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The bank's bulk-payment file (CSV: name, UPI id, amount in rupees, our reference) of every mentor balance and refund due to a UPI id; each line is recorded as sent, awaiting its UTR (409 when nobody is owed)",
        response: { 200: z.string(), 409: adminErrors[400], ...adminErrors },
      },
    },
    async (request, reply) => {
      const { transfers, csv } = await exportTransfers(
        app.commands,
        viewerOf(request).id,
        app.config.commissionPercent,
      );
      const stamp = istDate(app.clock.now());
      return reply
        .headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="bulk-payments-${stamp}.csv"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
          "x-transfer-count": String(transfers.length),
          "x-transfer-total": String(transfers.reduce((sum, t) => sum + t.amount, 0)),
        })
        .send(csv);
    },
  );
}

function transfers(app: Api) {
  app.get(
    "/admin/transfers",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The payouts and refunds sent through the bulk upload: awaiting their UTR, and the latest paid",
        response: { 200: bankTransferListSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return listTransfers(app.db);
    },
  );
}

function cancel(app: Api) {
  app.post(
    "/admin/transfers/:id/cancel",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Cancel a transfer still awaiting its UTR (the bank rejected it, or it was never sent), with a reason: its amount is owed again and goes into the next bulk-payment file; a paid or cancelled one answers 409",
        params: idParams,
        body: cancelTransferBodySchema,
        response: { 200: cancelTransferAnswerSchema, 409: adminErrors[400], ...adminErrorsWithNotFound },
      },
    },
    async (request) =>
      cancelTransfer(app.commands, viewerOf(request).id, request.params.id, request.body.reason),
  );
}
