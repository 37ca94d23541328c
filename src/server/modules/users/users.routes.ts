import { errorResponseSchema } from "@contract/errors";
import {
  type Language,
  languageLinkParamsSchema,
  languageLinkQuerySchema,
  safeNextPath,
  setLanguageBodySchema,
} from "@contract/i18n";
import { IMAGE_UPLOAD_MESSAGES } from "@contract/uploads";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import { getViewer, requireUser, viewerOf } from "../../http/authenticate";
import { languageCookie } from "../../http/language";
import { readMultipart } from "../../http/multipart";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest, notFound } from "../../lib/errors";
import { AVATAR_MAX_BYTES, setAvatar } from "./set-avatar";

const avatarAnswerSchema = z.object({ image: z.string() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Keeps a reader's language: in the cookie, and on the account when someone is signed in. */
  const keepLanguage = async (request: FastifyRequest, reply: FastifyReply, language: Language) => {
    const viewer = await getViewer(app, request);
    if (viewer && viewer.language !== language) {
      await app.db.update(users).set({ language, updatedAt: app.clock.now() }).where(eq(users.id, viewer.id));
    }
    reply.header("set-cookie", languageCookie(language));
  };

  app.post(
    "/language",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Choose the language to read in (en or hi): kept in a cookie, and on the account when signed in (its emails follow)",
        body: setLanguageBodySchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await keepLanguage(request, reply, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/language/:language",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "The language switch as a plain link (before the web app runs): keeps the choice, then goes back to `next` (a path of this site)",
        params: languageLinkParamsSchema,
        querystring: languageLinkQuerySchema,
        response: { 303: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await keepLanguage(request, reply, request.params.language);
      return reply
        .code(303)
        .header("cache-control", "no-store")
        .redirect(safeNextPath(request.query.next, app.config.publicUrl), 303);
    },
  );

  app.post(
    "/me/avatar",
    {
      preValidation: requireUser(app),
      config: uploadLimit(app),
      schema: {
        tags: ["accounts"],
        summary:
          "Replace the signed-in user's picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)",
        consumes: ["multipart/form-data"],
        response: {
          200: avatarAnswerSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const [file] = (
        await readMultipart(request, {
          limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
          firstFileOnly: true,
          notAForm: () => badRequest(IMAGE_UPLOAD_MESSAGES.choose),
          tooLarge: () => badRequest(IMAGE_UPLOAD_MESSAGES.tooLarge),
        })
      ).files;
      if (!file) throw badRequest(IMAGE_UPLOAD_MESSAGES.choose);
      return setAvatar(
        { db: app.db, storage: app.storage, clock: app.clock },
        viewerOf(request).id,
        file.bytes,
      );
    },
  );

  app.get(
    "/users/:id/avatar",
    {
      schema: {
        tags: ["accounts"],
        summary: "A user's picture (the URL carries a version, so it is cached for good)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.any().describe("The picture (image/webp)"), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [user] = await app.db
        .select({ imageKey: users.imageKey })
        .from(users)
        .where(eq(users.id, request.params.id));
      const stored = user?.imageKey ? await app.storage.get(user.imageKey) : null;
      if (!stored) throw notFound("This user has no picture.");
      return reply
        .header("content-type", stored.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(stored.body);
    },
  );
};
