import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../contract/errors";
import {
  bookingAnswerSchema,
  ownBookingListSchema,
  PAYMENT_MESSAGES,
  utrSchema,
} from "../../../contract/payments";
import { requireUser, viewerOf } from "../../http/authenticate";
import { AppError, badRequest } from "../../lib/errors";
import { listOwnBookings } from "../payments/payments.queries";
import { bookSession, PROOF_MAX_BYTES } from "./book-session";

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/sessions/:id/bookings",
    {
      preHandler: requireUser(app, "student"),
      config: app.config.rateLimit
        ? {
            rateLimit: {
              max: app.config.rateLimits.upload,
              timeWindow: "1 minute",
              errorResponseBuilder: () =>
                new AppError(429, "Too many uploads. Please wait a minute and try again."),
            },
          }
        : {},
      schema: {
        tags: ["bookings"],
        summary:
          "Book a seat with the proof of a UPI payment (multipart: `proof` image, optional 12-digit `utr`)",
        consumes: ["multipart/form-data"],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          201: bookingAnswerSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PAYMENT_MESSAGES.proofRequired);
      let proof: Buffer | null = null;
      let utrRaw = "";
      try {
        for await (const part of request.parts({
          limits: { fileSize: PROOF_MAX_BYTES, files: 1, fieldSize: 1024 },
        })) {
          if (part.type === "file") {
            const bytes = await part.toBuffer();
            if (part.fieldname === "proof" && bytes.length > 0) proof = bytes;
          } else if (part.fieldname === "utr" && typeof part.value === "string") {
            utrRaw = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw badRequest("The image is larger than 5 MB.");
        throw error;
      }
      if (!proof)
        throw badRequest(PAYMENT_MESSAGES.proofRequired, [
          { field: "body.proof", message: PAYMENT_MESSAGES.proofRequired },
        ]);
      let utr: string | null = null;
      if (utrRaw.trim() !== "") {
        const parsed = utrSchema.safeParse(utrRaw);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? "Invalid UTR.";
          throw badRequest(message, [{ field: "body.utr", message }]);
        }
        utr = parsed.data;
      }
      const result = await bookSession({ db: app.db, storage: app.storage }, viewerOf(request).id, {
        sessionId: request.params.id,
        proof,
        utr,
      });
      return reply.code(201).send({ ...result, message: PAYMENT_MESSAGES.submitted });
    },
  );

  app.get(
    "/me/bookings",
    {
      preHandler: requireUser(app),
      schema: {
        tags: ["bookings"],
        summary: "The signed-in user's bookings and their payment status",
        response: { 200: ownBookingListSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const rows = await listOwnBookings(app.db, viewerOf(request).id);
      return rows.map((r) => ({ ...r, paymentStatus: r.paymentStatus as "created" | "paid" | "failed" }));
    },
  );
};
