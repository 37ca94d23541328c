import { errorResponseSchema } from "@contract/errors";
import { ownWaitlistSchema, waitlistPlaceSchema } from "@contract/waitlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { joinWaitlist, leaveWaitlist, ownWaitlist, waitlistPlace } from "./waitlist";

/** The waitlist (docs/product.md §10.16): a student's own places; students only. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ id: z.string().min(1).max(64) });
  const errors = {
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };

  app.post(
    "/sessions/:id/waitlist",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["waitlist"],
        summary: "Join the waitlist of a full session (the same place again when already on it)",
        params,
        response: { 200: waitlistPlaceSchema, 201: waitlistPlaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { place, created } = await joinWaitlist(app.commands, viewerOf(request).id, request.params.id);
      return reply.code(created ? 201 : 200).send(place);
    },
  );

  app.get(
    "/sessions/:id/waitlist",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["waitlist"],
        summary: "The student's place on the session's waitlist (null when not on it) and how many wait",
        params,
        response: { 200: waitlistPlaceSchema, ...errors },
      },
    },
    async (request) => waitlistPlace(app.db, viewerOf(request).id, request.params.id),
  );

  app.delete(
    "/sessions/:id/waitlist",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["waitlist"],
        summary: "Leave the session's waitlist",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(app.commands, viewerOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/waitlist",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["waitlist"],
        summary: "The student's places on waitlists, and the seats offered to them that are still kept",
        response: { 200: ownWaitlistSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ownWaitlist(app.db, viewerOf(request).id, app.clock.now()),
  );
};
