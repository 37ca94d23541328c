import {
  bookingAnswerSchema,
  HOLD_MESSAGES,
  HOLD_MINUTES,
  ownBookingListSchema,
  paymentRequestSchema,
  seatHoldSchema,
} from "@contract/bookings";
import {
  cancelBookingAnswerSchema,
  cancelBookingBodySchema,
  cancellationPreviewSchema,
} from "@contract/cancellations";
import { errorResponseSchema } from "@contract/errors";
import { PAYMENT_MESSAGES, utrSchema } from "@contract/payments";
import { IMAGE_UPLOAD_MESSAGES } from "@contract/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { fileOf, readMultipart } from "../../http/multipart";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { getSessionCard } from "../sessions";
import { bookFreeSession } from "./book-free";
import { BOOKING_MESSAGES, bookSession, holdInTurn, PROOF_MAX_BYTES, refuseEarly } from "./book-session";
import { bookingCalendarFile, calendarDisposition } from "./booking-calendar";
import { listOwnBookings } from "./bookings.queries";
import { cancelBooking, previewCancellation } from "./cancel-booking";
import { bookingReference, paymentRequest, qrSvg } from "./payment-request";
import { holdClientOf, holdSeat, ownHold, releaseHold } from "./seat-holds";

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/sessions/:id/bookings",
    {
      preValidation: requireUser(app, "student"),
      config: uploadLimit(app),
      schema: {
        tags: ["bookings"],
        summary:
          "Book a seat with the proof of a UPI payment (multipart: the 12-digit `utr`, required; a `proof` screenshot, optional)",
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
      const form = await readMultipart(request, {
        limits: { fileSize: PROOF_MAX_BYTES, files: 1, fieldSize: 1024 },
        fields: ["utr"],
        notAForm: () => badRequest(PAYMENT_MESSAGES.utrRequired),
        tooLarge: () => badRequest(IMAGE_UPLOAD_MESSAGES.tooLarge),
      });
      // The UTR is the proof of a UPI payment; the screenshot helps but is optional (docs/decisions/025).
      const utrRaw = form.fields.utr ?? "";
      if (utrRaw.trim() === "")
        throw badRequest(PAYMENT_MESSAGES.utrRequired, [
          { field: "body.utr", message: PAYMENT_MESSAGES.utrRequired },
        ]);
      const parsed = utrSchema.safeParse(utrRaw);
      if (!parsed.success)
        throw badRequest(PAYMENT_MESSAGES.utrDigits, [
          { field: "body.utr", message: PAYMENT_MESSAGES.utrDigits },
        ]);
      const utr = parsed.data;
      const proof = fileOf(form, "proof")?.bytes ?? null;
      const studentId = viewerOf(request).id;
      const { bookingId, paymentId, amount } = await bookSession(
        { db: app.db, storage: app.storage, commands: app.commands, clock: app.clock },
        studentId,
        {
          sessionId: request.params.id,
          reference: bookingReference(app.keyring, studentId, request.params.id),
          proof,
          utr,
        },
      );
      return reply.code(201).send({ bookingId, paymentId, amount, message: PAYMENT_MESSAGES.submitted });
    },
  );

  app.post(
    "/sessions/:id/free-booking",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary:
          "Book a free session at once: no payment and no proof; confirmed with the calendar invitation by email",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          201: bookingAnswerSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { bookingId, paymentId, amount } = await bookFreeSession(
        app.commands,
        viewerOf(request).id,
        request.params.id,
      );
      return reply.code(201).send({ bookingId, paymentId, amount, message: BOOKING_MESSAGES.freeBooked });
    },
  );

  // Seat holds (docs/product.md §10.12) ------------------------------------------------------------

  const holdParams = z.object({ id: z.string().min(1).max(64) });
  const holdErrors = {
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.post(
    "/sessions/:id/hold",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: `Keep a seat for the student for ${HOLD_MINUTES} minutes while they pay (the same hold again if they have one)`,
        params: holdParams,
        response: { 200: seatHoldSchema, 201: seatHoldSchema, ...holdErrors },
      },
    },
    async (request, reply) => {
      const studentId = viewerOf(request).id;
      // When a thousand students press Book Now for the last seats, those who cannot get one are
      // told from one read, without queueing for the session row's lock (holdInTurn).
      const { hold, created } = await holdInTurn(app.db, studentId, request.params.id, app.clock.now(), () =>
        holdSeat(app.commands, studentId, request.params.id, holdClientOf(app, request)),
      );
      reply.header("cache-control", "private, no-store");
      return reply.code(created ? 201 : 200).send(hold);
    },
  );

  app.get(
    "/sessions/:id/hold",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: "The student's live seat hold on this session",
        params: holdParams,
        response: { 200: seatHoldSchema, ...holdErrors },
      },
    },
    async (request, reply) => {
      const hold = await ownHold(app.db, viewerOf(request).id, request.params.id, app.clock.now());
      if (!hold) throw notFound(HOLD_MESSAGES.notFound);
      reply.header("cache-control", "private, no-store");
      return hold;
    },
  );

  app.delete(
    "/sessions/:id/hold",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: "Let the held seat go at once",
        params: holdParams,
        response: { 204: z.null(), ...holdErrors },
      },
    },
    async (request, reply) => {
      await releaseHold(app.commands, viewerOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /** The payment page's QR and reference: computed for the signed-in student, never sent by them. */
  async function requestFor(sessionId: string, studentId: string) {
    // Nobody is asked to pay for a seat they cannot have (or already hold).
    await refuseEarly(app.db, studentId, sessionId, app.clock.now());
    const card = await getSessionCard(app.db, sessionId, app.clock.now());
    if (!card) throw notFound(BOOKING_MESSAGES.notFound);
    // A free session has no UPI request (docs/product.md §2.11): it books with one button.
    if (card.price === 0) throw conflict(BOOKING_MESSAGES.freeNothingToPay);
    return paymentRequest(
      {
        keyring: app.keyring,
        upi: app.config.upi,
        gateway: app.config.razorpay
          ? { checkoutUrl: app.config.razorpay.checkoutUrl, keyId: app.config.razorpay.keyId }
          : null,
      },
      { studentId, sessionId: card.id, price: card.price },
    );
  }

  app.get(
    "/sessions/:id/payment-request",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: "What to pay for this session by UPI, and to whom (amount, payee, booking reference)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: paymentRequestSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return requestFor(request.params.id, viewerOf(request).id);
    },
  );

  app.get(
    "/sessions/:id/payment-qr.svg",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: "The UPI QR code of the payment request, as an SVG image",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.any(),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { upiUri } = await requestFor(request.params.id, viewerOf(request).id);
      return reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(await qrSvg(upiUri));
    },
  );

  // A student cancels a booking; "Add to calendar" (docs/product.md §10.13) ------------------------

  const bookingParams = z.object({ bookingId: z.string().min(1).max(64) });
  const bookingErrors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };

  app.get(
    "/bookings/:bookingId/cancellation",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: "What cancelling this booking now would do (refund or not, how much, until when)",
        params: bookingParams,
        response: { 200: cancellationPreviewSchema, ...bookingErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return previewCancellation(app.db, viewerOf(request).id, request.params.bookingId, app.clock.now());
    },
  );

  app.post(
    "/bookings/:bookingId/cancel",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary:
          "Cancel the student's own booking: the seat is freed; refunded up to 24 hours before the start (optional refund UPI id)",
        params: bookingParams,
        body: cancelBookingBodySchema.nullish(),
        response: { 200: cancelBookingAnswerSchema, ...bookingErrors },
      },
    },
    async (request) => {
      const { answer } = await cancelBooking(app.commands, viewerOf(request).id, request.params.bookingId, {
        refundUpiId: request.body?.refundUpiId,
      });
      return answer;
    },
  );

  app.get(
    "/bookings/:bookingId/calendar.ics",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["bookings"],
        summary: "The approved booking's calendar event (METHOD:REQUEST, the booking's UID), as a download",
        params: bookingParams,
        response: { 200: z.string(), ...bookingErrors },
      },
    },
    async (request, reply) => {
      const { ics, title } = await bookingCalendarFile(
        app.db,
        app.config,
        viewerOf(request).id,
        request.params.bookingId,
      );
      return reply
        .header("content-type", "text/calendar; charset=utf-8; method=REQUEST")
        .header("content-disposition", calendarDisposition(title))
        .header("cache-control", "private, no-store")
        .send(ics);
    },
  );

  app.get(
    "/me/bookings",
    {
      preValidation: requireUser(app),
      schema: {
        tags: ["bookings"],
        summary: "The signed-in user's bookings and their payment status",
        response: { 200: ownBookingListSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listOwnBookings(app.db, viewerOf(request).id);
    },
  );
};
