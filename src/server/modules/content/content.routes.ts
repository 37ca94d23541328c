import { contentPageSchema, contentQuerySchema, contentSlugSchema, faqListSchema } from "@contract/content";
import { errorResponseSchema } from "@contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { getContentPage, listFaqs } from "./content.queries";

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/content/:slug",
    {
      schema: {
        tags: ["content"],
        summary:
          "About Us, Terms and Conditions or Privacy Policy (markdown), in the language asked for when written in it, else English",
        params: z.object({ slug: contentSlugSchema }),
        querystring: contentQuerySchema,
        response: { 200: contentPageSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const page = await getContentPage(app.db, request.params.slug, request.query.language);
      if (!page) throw notFound("This page has no content yet.");
      reply.header("cache-control", "no-cache");
      return page;
    },
  );

  app.get(
    "/faqs",
    {
      schema: {
        tags: ["content"],
        summary: "Frequently asked questions, in order, each in the language asked for when written in it",
        querystring: contentQuerySchema,
        response: { 200: faqListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return listFaqs(app.db, request.query.language);
    },
  );
};
