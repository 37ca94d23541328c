import { socialBodySchema } from "@contract/admin";
import { socialLinksSchema } from "@contract/social";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminErrors, onlyAdmins } from "../../http/admin-routes";
import { saveSocialLinks } from "./social.queries";

/** The admin's editor of the five social links (docs/product.md §2.14): admins only. */
export const socialAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  app.put(
    "/admin/social",
    {
      schema: {
        tags: ["admin"],
        summary: "Set the five social links (https only; an empty string clears one)",
        body: socialBodySchema,
        response: { 200: socialLinksSchema, ...adminErrors },
      },
    },
    async (request) => saveSocialLinks(app.db, request.body, app.clock.now()),
  );
};
