import { errorResponseSchema } from "@contract/errors";
import { cancelSessionBodySchema, editSessionBodySchema } from "@contract/session-changes";
import {
  normaliseCategory,
  postSessionBodySchema,
  sessionCardSchema,
  sessionListQuerySchema,
  sessionListSchema,
} from "@contract/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { notFound } from "../../lib/errors";
import { cancelSessionAs } from "./cancel-session";
import { editSession } from "./edit-session";
import { postSession } from "./post-session";
import { getSessionCard, listSessions } from "./sessions.queries";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/sessions",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["sessions"],
        summary: "Post a session (a mentor as themself; an admin for a mentor)",
        body: postSessionBodySchema,
        response: { 201: sessionCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = await postSession(app.commands, viewerOf(request), request.body);
      const card = await getSessionCard(app.db, id, app.clock.now());
      if (!card) throw notFound("Session not found");
      return reply.code(201).send(card);
    },
  );

  const idParams = z.object({ id: z.string().min(1).max(64) });
  const changeErrors = { ...errors, 409: errorResponseSchema };

  app.patch(
    "/sessions/:id",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["sessions"],
        summary:
          "Edit a session (its mentor or an admin): details until the start, date/time/duration until 24 hours before it",
        params: idParams,
        body: editSessionBodySchema,
        response: { 200: sessionCardSchema, ...changeErrors },
      },
    },
    async (request) => {
      await editSession(app.commands, viewerOf(request), request.params.id, request.body);
      const card = await getSessionCard(app.db, request.params.id, app.clock.now());
      if (!card) throw notFound("Session not found");
      return card;
    },
  );

  app.post(
    "/sessions/:id/cancel",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["sessions"],
        summary:
          "Cancel an upcoming session with a reason (its mentor or an admin); every student is refunded",
        params: idParams,
        body: cancelSessionBodySchema,
        response: { 200: sessionCardSchema, ...changeErrors },
      },
    },
    async (request) => {
      await cancelSessionAs(app.commands, viewerOf(request), request.params.id, request.body.reason);
      const card = await getSessionCard(app.db, request.params.id, app.clock.now());
      if (!card) throw notFound("Session not found");
      return card;
    },
  );

  app.get(
    "/sessions",
    {
      schema: {
        tags: ["sessions"],
        summary: "Sessions of one type, optionally of one category, live and upcoming first",
        querystring: sessionListQuerySchema,
        response: { 200: sessionListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      const { type, category, page, pageSize } = request.query;
      const wanted = category ? normaliseCategory(category) : "";
      // The answer is the same for every viewer: cached as bytes, checked against its schema and
      // serialised once when it is loaded (as Fastify's serializer would), then sent as they are.
      const answer = await app.sessionLists.get(`${type}|${wanted}|${page}|${pageSize}`, async () => {
        const { items, total } = await listSessions(
          app.db,
          { type, category: wanted || undefined, page, pageSize },
          app.clock.now(),
        );
        return Buffer.from(JSON.stringify(z.encode(sessionListSchema, { items, total, page, pageSize })));
      });
      // Fastify sends a Buffer as it is; the type provider knows only the object it describes.
      return reply.type("application/json; charset=utf-8").send(answer as never);
    },
  );

  app.get(
    "/sessions/:id",
    {
      schema: {
        tags: ["sessions"],
        summary: "One session",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: sessionCardSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const card = await getSessionCard(app.db, request.params.id, app.clock.now());
      if (!card) throw notFound("Session not found");
      return card;
    },
  );
};
