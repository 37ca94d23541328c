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
import { notFound } from "../../lib/errors";
import { availabilityOf, mentorSlots, saveAvailability, slotMentor } from "./availability";
import { bookSlot } from "./book-slot";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** One-to-one by availability (docs/decisions/022). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: {
        tags: ["one-to-one"],
        summary:
          "The free one-to-one start times (IST) of the next 30 days for one length, and what is offered",
        params: mentorSlugParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: mentorSlotsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const mentor = await slotMentor(app.db, request.params.slug);
      if (!mentor) throw notFound(AVAILABILITY_MESSAGES.mentorNotFound);
      // Times are taken by the minute: never kept by a shared cache.
      reply.header("cache-control", "no-cache");
      return mentorSlots(app.db, mentor, request.query.duration, app.clock.now());
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
        },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await bookSlot(
        app.commands,
        viewerOf(request).id,
        request.params.slug,
        request.body,
      );
      reply.header("cache-control", "private, no-store");
      return reply.code(created ? 201 : 200).send(answer);
    },
  );
};
