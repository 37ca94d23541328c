import { publicMentorListSchema } from "@contract/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listPublicMentors } from "./mentors.queries";

export const mentorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/mentors",
    {
      schema: {
        tags: ["content"],
        summary: "Mentors shown on the home page (public fields only)",
        response: { 200: publicMentorListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return listPublicMentors(app.db);
    },
  );
};
