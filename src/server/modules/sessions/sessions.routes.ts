import { errorResponseSchema } from "@contract/errors";
import { cancelSessionBodySchema, editSessionBodySchema } from "@contract/session-changes";
import {
  normaliseCategory,
  postSessionBodySchema,
  sessionCardSchema,
  sessionListQuerySchema,
  sessionListSchema,
  sessionPageSchema,
} from "@contract/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { notFound } from "../../lib/errors";
import { wordsFor } from "../../lib/i18n";
import { cancelSessionAs } from "./cancel-session";
import { editSession } from "./edit-session";
import { postSession } from "./post-session";
import { isSearch, searchWords } from "./session-search";
import { getSessionCard, getSessionPage, listSessions } from "./sessions.queries";

/** A path segment decoded, or null when it is not valid percent-encoding. */
function decodedSegment(segment: string | undefined): string | null {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

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

  // The public reads below are limited per address and bounded in cost (lib/public-reads.ts).
  const busyErrors = { 429: errorResponseSchema, 503: errorResponseSchema };

  app.get(
    "/sessions",
    {
      onRequest: app.publicReads.limit,
      schema: {
        tags: ["sessions"],
        summary:
          "Sessions of one type, optionally of one category, live and upcoming first; searched (typos forgiven), filtered and sorted",
        querystring: sessionListQuerySchema,
        response: { 200: sessionListSchema, 400: errorResponseSchema, ...busyErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      const { type, category, page, pageSize, ...search } = request.query;
      const wanted = category ? normaliseCategory(category) : "";
      // A search's words and filters join the key (docs/decisions/020); the plain list's key is as it was.
      const searchKey = isSearch(search) ? `|${JSON.stringify({ ...search, q: searchWords(search.q) })}` : "";
      // The answer is the same for every viewer: cached as bytes, checked against its schema and
      // serialised once when it is loaded (as Fastify's serializer would), then sent as they are.
      const answer = await app.sessionLists.get(
        `${type}|${wanted}|${page}|${pageSize}${searchKey}`,
        async () => {
          const { items, total, totalExact } = await app.publicReads.run((db) =>
            listSessions(
              db,
              { ...search, type, category: wanted || undefined, page, pageSize },
              app.clock.now(),
            ),
          );
          return Buffer.from(
            JSON.stringify(z.encode(sessionListSchema, { items, total, totalExact, page, pageSize })),
          );
        },
      );
      // Fastify sends a Buffer as it is; the type provider knows only the object it describes.
      return reply.type("application/json; charset=utf-8").send(answer as never);
    },
  );

  app.get(
    "/sessions/:id/page",
    {
      onRequest: app.publicReads.limit,
      schema: {
        tags: ["sessions"],
        summary: "One session's public page: its card and the three latest reviews of its mentor",
        params: idParams,
        response: { 200: sessionPageSchema, 404: errorResponseSchema, ...busyErrors },
      },
    },
    async (request) => {
      const page = await app.publicReads.run((db) => getSessionPage(db, request.params.id, app.clock.now()));
      if (!page) throw notFound("Session not found");
      return page;
    },
  );

  // The web app's /sessions/{id}: its head says what is shared (title, when in IST, price, the
  // mentor's photo), and an unknown session is a 404 (see http/page-meta.ts).
  app.pageMeta.add("/sessions/:sessionId", async ({ sessionId }, { language }) => {
    const id = decodedSegment(sessionId);
    if (!id || id.length > 64) return null;
    const card = await app.publicReads.run((db) => getSessionCard(db, id, app.clock.now()));
    if (!card) return null;
    const words = wordsFor(language);
    const startsAt = new Date(card.startsAt);
    return {
      title: words.t("sessionPage.title", { title: card.title, mentor: card.mentor.name }),
      description: words.t(
        card.status === "cancelled" ? "sessionPage.cancelled" : "sessionPage.description",
        {
          date: words.date(startsAt),
          time: words.time(startsAt),
          price: card.price === 0 ? words.t("sessionPage.free") : words.rupees(card.price),
          mentor: card.mentor.name,
          category: card.category,
        },
      ),
      image: card.mentor.image,
      type: "article",
    };
  });

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
