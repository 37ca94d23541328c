import { contentPageSchema, contentSlugSchema, faqListSchema } from "@contract/content";
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
        summary: "About Us, Terms and Conditions or Privacy Policy (markdown)",
        params: z.object({ slug: contentSlugSchema }),
        response: { 200: contentPageSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const page = await getContentPage(app.db, request.params.slug);
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
        summary: "Frequently asked questions, in order",
        response: { 200: faqListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return listFaqs(app.db);
    },
  );
};
