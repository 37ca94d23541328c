import {
  AVAILABILITY_MESSAGES,
  availabilityAnswerSchema,
  availabilityBodySchema,
  availabilitySchema,
  bookSlotAnswerSchema,
  bookSlotBodySchema,
  mentorSlotsSchema,
  slotsQuerySchema,
} from "@contract/availability";
import { errorResponseSchema } from "@contract/errors";
import { mentorSlugParamsSchema } from "@contract/mentor-pages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { accountQuota } from "../../http/rate-limits";
import { HOUR_MS } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { holdClientOf } from "../bookings";
import { availabilityOf, mentorSlots, saveAvailability, slotMentor } from "./availability";
import { bookSlot } from "./book-slot";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** One-to-one by availability (docs/decisions/022). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // One-to-one times a student books per hour, per account (docs/product.md §10.12): a time asked for
  // and let go leaves nothing behind, but asking is not free for the mentor's page.
  const slotQuota = accountQuota(app, {
    name: "one-to-one-slots",
    max: app.config.rateLimits.slotsPerHour,
    windowMs: HOUR_MS,
    message: AVAILABILITY_MESSAGES.tooManySlots,
  });

  app.get(
    "/mentor/availability",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["one-to-one"],
        summary:
          "The mentor's one-to-one availability (weekly IST ranges, lengths, price, notice, buffer, away dates)",
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return availabilityOf(app.db, viewerOf(request).id);
    },
  );

  app.put(
    "/mentor/availability",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["one-to-one"],
        summary: "Save the mentor's one-to-one availability, whole; no ranges offers none",
        body: availabilityBodySchema,
        response: { 200: availabilityAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const availability = await saveAvailability(
        app.db,
        viewerOf(request).id,
        request.body,
        app.clock.now(),
      );
      return { availability, message: AVAILABILITY_MESSAGES.saved };
    },
  );

  app.get(
    "/mentors/by-slug/:slug/slots",
    {
      // A public read that computes 30 days of times: limited per address and bounded in cost like
      // the mentor page it belongs to (lib/public-reads.ts).
      onRequest: app.publicReads.limit,
      schema: {
        tags: ["one-to-one"],
        summary:
          "The free one-to-one start times (IST) of the next 30 days for one length, and what is offered",
        params: mentorSlugParamsSchema,
        querystring: slotsQuerySchema,
        response: {
          200: mentorSlotsSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const slots = await app.publicReads.run(async (db) => {
        const mentor = await slotMentor(db, request.params.slug);
        if (!mentor) throw notFound(AVAILABILITY_MESSAGES.mentorNotFound);
        return mentorSlots(db, mentor, request.query.duration, app.clock.now());
      });
      // Times are taken by the minute: never kept by a shared cache.
      reply.header("cache-control", "no-cache");
      return slots;
    },
  );

  app.post(
    "/mentors/by-slug/:slug/slots",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["one-to-one"],
        summary:
          "Book a free start time: a one-to-one session of the student's own with a seat hold, in one step (the same hold when asked again)",
        params: mentorSlugParamsSchema,
        body: bookSlotBodySchema,
        response: {
          200: bookSlotAnswerSchema,
          201: bookSlotAnswerSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await bookSlot(
        app.commands,
        viewerOf(request).id,
        request.params.slug,
        request.body,
        holdClientOf(app, request),
        () => slotQuota.refuseOver(request),
      );
      // Only a time actually booked counts: a refusal, or the same hold asked for again, does not.
      if (created) await slotQuota.count(request);
      reply.header("cache-control", "private, no-store");
      return reply.code(created ? 201 : 200).send(answer);
    },
  );
};
