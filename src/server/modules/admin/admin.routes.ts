import { type AdminOverview, adminOverviewSchema } from "@contract/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminErrors, onlyAdmins } from "../../http/admin-routes";
import { createAnswerCache } from "../../lib/answer-cache";
import { adminOverview } from "./admin.queries";

/**
 * The admin dashboard's overview (docs/product.md §2.14): figures across people, sessions and
 * payments. Each domain's admin screens are served by its own module (`<module>.admin.routes.ts`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  // The overview adds up the whole site (30 days of payments): a few seconds old is fresh enough
  // for a dashboard, and admins opening it at once share one computation.
  const overviews = createAnswerCache<AdminOverview>({ ttlMs: 5_000, maxEntries: 1 });

  app.get(
    "/admin/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "The dashboard's counts and its 30-day charts",
        response: { 200: adminOverviewSchema, ...adminErrors },
      },
    },
    async () => overviews.get("overview", () => adminOverview(app.db, app.clock.now())),
  );
};
