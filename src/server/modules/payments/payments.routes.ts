import { errorResponseSchema } from "@contract/errors";
import {
  decisionAnswerSchema,
  decisionBodySchema,
  PAYMENT_MESSAGES,
  paymentDetailSchema,
  storedReason,
} from "@contract/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { notFound } from "../../lib/errors";
import { decidePayment } from "./decide-payment";
import { canSeePayment } from "./payments.policy";
import { getPaymentDetail } from "./payments.queries";

const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The payment, for an admin or the student who made it; anyone else learns nothing (404). */
  async function visiblePayment(id: string, viewer: { id: string; role: string }) {
    const payment = await getPaymentDetail(app.db, id);
    if (!payment || !canSeePayment(viewer, payment)) throw notFound(PAYMENT_MESSAGES.notFound);
    return payment;
  }

  app.get(
    "/payments/:id",
    {
      preValidation: requireUser(app),
      schema: {
        tags: ["payments"],
        summary: "One payment (its student or an admin)",
        params,
        response: { 200: paymentDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = viewerOf(request);
      const p = await visiblePayment(request.params.id, viewer);
      return {
        id: p.id,
        amount: p.amount,
        status: p.status,
        utr: p.utr,
        utrUsedElsewhere: p.utrUsedElsewhere,
        reference: p.reference,
        createdAt: p.createdAt.toISOString(),
        decidedAt: p.decidedAt?.toISOString() ?? null,
        refundDueAt: p.refundDueAt?.toISOString() ?? null,
        refundedAt: p.refundedAt?.toISOString() ?? null,
        refundUtr: p.refundUtr,
        // Which admin decided is for admins; the student reads why and when.
        disapproval: p.disapproval && {
          reason: p.disapproval.reason,
          at: p.disapproval.at.toISOString(),
          by: viewer.role === "admin" ? p.disapproval.byName : null,
        },
        student: { id: p.studentId, name: p.studentName, email: p.studentEmail },
        session: { id: p.sessionId, title: p.sessionTitle },
        // No screenshot given (the UTR is the proof, docs/decisions/025), or a free session's booking.
        proofUrl: p.proofKey ? `/api/payments/${encodeURIComponent(p.id)}/proof` : null,
        method: p.method,
        // The gateway's own ids and a refund's failure are for admins (docs/decisions/026).
        gateway:
          viewer.role === "admin" && p.gateway
            ? {
                paymentId: p.gateway.paymentId,
                orderId: p.gateway.orderId,
                refund: p.gateway.refund && {
                  status: p.gateway.refund.status,
                  refundId: p.gateway.refund.razorpayRefundId,
                  failure: p.gateway.refund.failure,
                  updatedAt: p.gateway.refund.updatedAt.toISOString(),
                },
              }
            : null,
      };
    },
  );

  app.get(
    "/payments/:id/proof",
    {
      preValidation: requireUser(app),
      schema: {
        tags: ["payments"],
        summary: "The payment proof image (its student or an admin)",
        params,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const p = await visiblePayment(request.params.id, viewerOf(request));
      // A free session's booking has no proof (docs/product.md §2.11), and a screenshot is optional
      // (docs/decisions/025): none given answers 404.
      const stored = p.proofKey ? await app.storage.get(p.proofKey) : null;
      if (!stored) throw notFound("The payment proof is missing.");
      return reply
        .header("content-type", stored.contentType)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(stored.body);
    },
  );

  app.post(
    "/payments/:id/decision",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["payments"],
        summary: "Approve (paid) or disapprove (failed, with a reason the student's email quotes) a payment",
        params,
        body: decisionBodySchema,
        response: { 200: decisionAnswerSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await decidePayment(
        app.commands,
        viewerOf(request).id,
        request.params.id,
        request.body.status,
        request.body.status === "failed" ? storedReason(request.body.reason) : undefined,
      );
      return { status: result.to, changed: result.changed, message: PAYMENT_MESSAGES.marked(result.to) };
    },
  );
};
