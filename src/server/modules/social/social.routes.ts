import { socialLinksSchema } from "@contract/social";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getSocialLinks } from "./social.queries";

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/social",
    {
      schema: {
        tags: ["content"],
        summary: "The product's social profiles shown in the footer",
        response: { 200: socialLinksSchema },
      },
    },
    async (_request, reply) => {
      // Admins change these and the footer must follow at once: cache, but always revalidate.
      reply.header("cache-control", "no-cache");
      return getSocialLinks(app.db);
    },
  );
};
