import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "../../../contract/health";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Whether this server can reach its database",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      reply.header("cache-control", "no-store");
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? "ok" : "unavailable", database: app.database.kind });
    },
  );
};
