import { errorResponseSchema } from "@contract/errors";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";
import { uploadLimit } from "../../http/rate-limits";
import { badRequest, notFound } from "../../lib/errors";
import { AVATAR_MAX_BYTES, setAvatar } from "./set-avatar";

const avatarAnswerSchema = z.object({ image: z.string() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
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
      if (!request.isMultipart()) throw badRequest("Please choose an image to upload.");
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest("Please choose an image to upload.");
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw badRequest("The image is larger than 5 MB.");
        throw error;
      }
      return setAvatar({ db: app.db, storage: app.storage }, viewerOf(request).id, bytes);
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
