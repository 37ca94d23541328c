import { adminPaymentSchema, adminPaymentsQuerySchema, tablePageSchema } from "@contract/admin";
import { errorResponseSchema } from "@contract/errors";
import { nextPendingQuerySchema, nextPendingSchema } from "@contract/payments";
import {
  adminRefundSchema,
  adminRefundsQuerySchema,
  REFUND_MESSAGES,
  refundAnswerSchema,
  refundBodySchema,
} from "@contract/refunds";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type Api,
  adminErrors,
  adminErrorsWithNotFound,
  idParams,
  onlyAdmins,
} from "../../http/admin-routes";
import { viewerOf } from "../../http/authenticate";
import { listAdminPayments, listRefunds, nextPendingPayment } from "./payments.admin.queries";
import { refundPayment } from "./refund-payment";

/** The admin's payments (docs/product.md §2.14) and refunds (§10.15): admins only. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  paymentsTable(app);
  nextPending(app);
  refundsQueue(app);
  markRefunded(app);
};

function paymentsTable(app: Api) {
  app.get(
    "/admin/payments",
    {
      schema: {
        tags: ["admin"],
        summary: "Payments, newest first: paged, by status and domain, searched by student or reference",
        querystring: adminPaymentsQuerySchema,
        response: { 200: tablePageSchema(adminPaymentSchema), ...adminErrors },
      },
    },
    async (request) => listAdminPayments(app.db, request.query),
  );
}

function nextPending(app: Api) {
  app.get(
    "/admin/payments/next-pending",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve and next: the payment awaiting verification after this one (oldest first), or null",
        querystring: nextPendingQuerySchema,
        response: { 200: nextPendingSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { id: await nextPendingPayment(app.db, request.query.after) };
    },
  );
}

function refundsQueue(app: Api) {
  app.get(
    "/admin/refunds",
    {
      schema: {
        tags: ["admin"],
        summary: "The Refunds queue: payments due for a refund, oldest first, paged",
        querystring: adminRefundsQuerySchema,
        response: { 200: tablePageSchema(adminRefundSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listRefunds(app.db, request.query);
    },
  );
}

function markRefunded(app: Api) {
  app.post(
    "/admin/payments/:id/refund",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark a refund-due payment refunded with the refund's 12-digit UTR (emails the student)",
        params: idParams,
        body: refundBodySchema,
        response: { 200: refundAnswerSchema, ...adminErrorsWithNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await refundPayment(
        app.commands,
        viewerOf(request).id,
        request.params.id,
        request.body.utr,
      );
      return {
        status: "refunded" as const,
        changed: result.changed,
        message: result.changed ? REFUND_MESSAGES.marked : REFUND_MESSAGES.already,
        refundedAt: result.refundedAt.toISOString(),
        refundUtr: result.refundUtr,
      };
    },
  );
}
