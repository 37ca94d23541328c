import {
  adminSessionSchema,
  adminSessionsQuerySchema,
  sessionStudentsSchema,
  tablePageSchema,
} from "@contract/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type Api,
  adminErrors,
  adminErrorsWithNotFound,
  idParams,
  onlyAdmins,
} from "../../http/admin-routes";
import { notFound } from "../../lib/errors";
import { listAdminSessions, sessionStudents } from "./sessions.admin.queries";

/** The admin's sessions (docs/product.md §2.14): admins only. */
export const sessionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  sessionsTable(app);
  studentsOfSession(app);
};

function sessionsTable(app: Api) {
  app.get(
    "/admin/sessions",
    {
      schema: {
        tags: ["admin"],
        summary: "Live, upcoming or ended sessions: paged, searched by title or mentor, filtered by domain",
        querystring: adminSessionsQuerySchema,
        response: { 200: tablePageSchema(adminSessionSchema), ...adminErrors },
      },
    },
    async (request) => listAdminSessions(app.db, request.query),
  );
}

function studentsOfSession(app: Api) {
  app.get(
    "/admin/sessions/:id/students",
    {
      schema: {
        tags: ["admin"],
        summary: "The students of one session with their payment status and attendance",
        params: idParams,
        response: { 200: sessionStudentsSchema, ...adminErrorsWithNotFound },
      },
    },
    async (request) => {
      const answer = await sessionStudents(app.db, request.params.id);
      if (!answer) throw notFound("Session not found");
      return answer;
    },
  );
}
