import { errorResponseSchema } from "@contract/errors";
import {
  GATEWAY_MESSAGES,
  type GatewayReturn,
  gatewayOrderSchema,
  gatewayReturnBodySchema,
  gatewayReturnSchema,
} from "@contract/gateway";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { gatewayOrders } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";
import { NUL_MESSAGE, nulFields } from "../../http/nul-guard";
import { badRequest } from "../../lib/errors";
import type { Gateway } from "./gateway";
import { gatewayOrder } from "./gateway-order";
import { GatewayError } from "./razorpay-client";
import { settlePayment } from "./settle-payment";
import { checkoutSignatureValid, webhookSignatureValid } from "./signatures";

/**
 * The gateway's routes (docs/decisions/026), registered only while it is on: the order of a seat
 * hold, the checkout's return, and Razorpay's webhook.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ gateway: Gateway }> = async (app, { gateway }) => {
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    503: errorResponseSchema,
  };

  app.post(
    "/sessions/:id/gateway-order",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["gateway"],
        summary: "The Razorpay order of the student's live seat hold (the same order for the same hold)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 201: gatewayOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await gatewayOrder(
        {
          db: app.db,
          commands: app.commands,
          clock: app.clock,
          keyring: app.keyring,
          client: gateway.client,
          settings: gateway.settings,
        },
        viewerOf(request).id,
        request.params.id,
      );
      return reply.code(201).send(order);
    },
  );

  app.post(
    "/gateway/return",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["gateway"],
        summary:
          "Razorpay Checkout's answer: verified against the order stored for this student, then settled",
        body: gatewayReturnBodySchema,
        response: { 200: gatewayReturnSchema, ...errors },
      },
    },
    async (request): Promise<GatewayReturn> => {
      const body = request.body;
      // The order as WE stored it for this student: never the browser's pairing of ids.
      const [order] = await app.db
        .select({ razorpayOrderId: gatewayOrders.razorpayOrderId })
        .from(gatewayOrders)
        .where(
          and(
            eq(gatewayOrders.razorpayOrderId, body.razorpay_order_id),
            eq(gatewayOrders.studentId, viewerOf(request).id),
          ),
        );
      if (!order) throw refused("body.razorpay_order_id", GATEWAY_MESSAGES.unknownOrder);
      const valid = checkoutSignatureValid(
        gateway.settings.keySecret,
        order.razorpayOrderId,
        body.razorpay_payment_id,
        body.razorpay_signature,
      );
      if (!valid) {
        request.log.warn({ order: order.razorpayOrderId }, "gateway: a checkout return with a bad signature");
        throw refused("body.razorpay_signature", GATEWAY_MESSAGES.badSignature);
      }
      try {
        const payment = await gateway.client.fetchPayment(body.razorpay_payment_id);
        if (payment.order_id !== order.razorpayOrderId)
          throw refused("body.razorpay_payment_id", GATEWAY_MESSAGES.badSignature);
        const outcome = await settlePayment(gateway.deps, {
          razorpayOrderId: order.razorpayOrderId,
          razorpayPaymentId: payment.id,
          status: payment.status,
          amountPaise: payment.amount,
          paidAt: new Date(payment.created_at * 1000),
        });
        if (outcome.state === "booked" || outcome.state === "refunded")
          return { state: outcome.state, paymentId: outcome.paymentId };
        return { state: "processing", paymentId: null };
      } catch (error) {
        // Verified, but the gateway does not answer now: the webhook or the reconciler finishes it.
        if (error instanceof GatewayError) return { state: "processing", paymentId: null };
        throw error;
      }
    },
  );

  await app.register(webhookRoute, { gateway });
};

const refused = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Webhook bodies are small; a larger one is refused before it is read whole. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /webhooks/razorpay, in a plugin of its own so that its body stays the raw bytes Razorpay
 * signed (any content type, as a Buffer): a body parsed and serialised again would not match. It
 * answers as soon as the event is recorded; a job works it.
 */
const webhookRoute: FastifyPluginAsyncZod<{ gateway: Gateway }> = async (app, { gateway }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/webhooks/razorpay",
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ["gateway"],
        summary: "Razorpay's webhook (raw body signed in X-Razorpay-Signature; once per X-Razorpay-Event-Id)",
        response: { 200: z.object({ received: z.boolean() }), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-razorpay-signature"];
      const eventId = request.headers["x-razorpay-event-id"];
      if (
        typeof signature !== "string" ||
        !webhookSignatureValid(gateway.settings.webhookSecret, raw, signature)
      ) {
        // Logged without its body: it may be anyone's.
        request.log.warn(
          { eventId: typeof eventId === "string" ? eventId.slice(0, 64) : null, bytes: raw.length },
          "gateway: a webhook with a bad signature was refused",
        );
        throw badRequest(GATEWAY_MESSAGES.badWebhook);
      }
      let payload: { event?: unknown };
      try {
        payload = JSON.parse(raw.toString("utf8"));
      } catch {
        throw badRequest(GATEWAY_MESSAGES.badWebhook);
      }
      const type = typeof payload?.event === "string" ? payload.event : "";
      if (typeof eventId !== "string" || eventId === "" || eventId.length > 128 || type === "")
        throw badRequest(GATEWAY_MESSAGES.badWebhook);
      // PostgreSQL cannot store the NUL character: an event carrying one is named, not a 500.
      const nul = nulFields(payload, "body");
      if (nul.length > 0) throw badRequest(NUL_MESSAGE, nul);
      await gateway.recordEvent({ eventId, type, payload });
      return { received: true };
    },
  );
};
