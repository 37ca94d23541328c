import { contentBodySchema, faqsBodySchema } from "@contract/admin";
import { adminContentPageSchema, adminFaqListSchema, contentSlugSchema } from "@contract/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Api, adminErrors, onlyAdmins } from "../../http/admin-routes";
import { viewerOf } from "../../http/authenticate";
import { getAdminContentPage, listAdminFaqs, replaceFaqs, saveContentPage } from "./content.queries";

const slugParams = z.object({ slug: contentSlugSchema });

/** The admin's editors of About Us, Terms, Privacy and the FAQs (docs/product.md §2.14): admins only. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  contentPages(app);
  faqList(app);
};

function contentPages(app: Api) {
  app.get(
    "/admin/content/:slug",
    {
      schema: {
        tags: ["admin"],
        summary: "A page's English and Hindi versions, for the content editor",
        params: slugParams,
        response: { 200: adminContentPageSchema, ...adminErrors },
      },
    },
    async (request) => getAdminContentPage(app.db, request.params.slug),
  );

  app.put(
    "/admin/content/:slug",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Write About Us, Terms and Conditions or Privacy Policy (markdown) in English or (language: hi) in Hindi",
        params: slugParams,
        body: contentBodySchema,
        response: { 200: adminContentPageSchema, ...adminErrors },
      },
    },
    async (request) =>
      saveContentPage(
        app.db,
        request.params.slug,
        request.body.content,
        viewerOf(request).id,
        app.clock.now(),
        request.body.language,
      ),
  );
}

function faqList(app: Api) {
  app.get(
    "/admin/faqs",
    {
      schema: {
        tags: ["admin"],
        summary: "The FAQs in order with their Hindi versions, for the FAQ editor",
        response: { 200: adminFaqListSchema, ...adminErrors },
      },
    },
    async () => listAdminFaqs(app.db),
  );

  app.put(
    "/admin/faqs",
    {
      schema: {
        tags: ["admin"],
        summary: "Replace the FAQ list (in its new order), with each FAQ's Hindi version",
        body: faqsBodySchema,
        response: { 200: adminFaqListSchema, ...adminErrors },
      },
    },
    async (request) => replaceFaqs(app.db, request.body.faqs),
  );
}
