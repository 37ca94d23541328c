import {
  adminApplicationSchema,
  adminApplicationsQuerySchema,
  approveApplicationBodySchema,
  tablePageSchema,
} from "@contract/admin";
import { errorResponseSchema } from "@contract/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type Api,
  adminErrors,
  adminErrorsWithNotFound,
  idParams,
  messageSchema,
  onlyAdmins,
} from "../../http/admin-routes";
import { viewerOf } from "../../http/authenticate";
import { notFound } from "../../lib/errors";
import { approveApplication, rejectApplication } from "./decide-application";
import { listApplications } from "./mentor-applications.admin.queries";

/** The admin's mentor applications (docs/product.md §2.14): the list, résumés and decisions; admins only. */
export const mentorApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  applicationsTable(app);
  resume(app);
  decisions(app);
};

function applicationsTable(app: Api) {
  app.get(
    "/admin/applications",
    {
      schema: {
        tags: ["admin"],
        summary: "Mentor applications by status (new ones oldest first)",
        querystring: adminApplicationsQuerySchema,
        response: { 200: tablePageSchema(adminApplicationSchema), ...adminErrors },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );
}

function resume(app: Api) {
  app.get(
    "/admin/applications/:id/resume",
    {
      schema: {
        tags: ["admin"],
        summary: "Download an application's résumé (PDF)",
        params: idParams,
        response: { 200: z.any(), ...adminErrorsWithNotFound },
      },
    },
    async (request, reply) => {
      const application = await app.db.query.mentorApplications.findFirst({
        where: (a, { eq }) => eq(a.id, request.params.id),
      });
      if (!application?.resumeKey) throw notFound("This application has no résumé.");
      const stored = await app.storage.get(application.resumeKey);
      if (!stored) throw notFound("The résumé file is missing.");
      const name = (application.resumeName ?? "resume.pdf").replace(/["\\\r\n]/g, "");
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(stored.body);
    },
  );
}

function decisions(app: Api) {
  const deps = { db: app.db, commands: app.commands, clock: app.clock };

  app.post(
    "/admin/applications/:id/approve",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve an application: the applicant becomes a mentor and is invited by email",
        params: idParams,
        body: approveApplicationBodySchema,
        response: {
          200: z.object({ id: z.string(), message: z.string() }),
          ...adminErrorsWithNotFound,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const answer = await approveApplication(
        deps,
        request.params.id,
        viewerOf(request).id,
        request.body.domain,
      );
      return answer;
    },
  );

  app.post(
    "/admin/applications/:id/reject",
    {
      schema: {
        tags: ["admin"],
        summary: "Reject an application",
        params: idParams,
        response: { 200: messageSchema, ...adminErrorsWithNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => rejectApplication(deps, request.params.id, viewerOf(request).id),
  );
}
