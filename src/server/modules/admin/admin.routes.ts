import {
  inviteUserAnswerSchema,
  inviteUserBodySchema,
  mentorChoiceListSchema,
  mentorChoicesQuerySchema,
} from "@contract/admin";
import { errorResponseSchema } from "@contract/errors";
import { and, asc, eq, ilike, isNull, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "../../db/schema";
import { requireUser } from "../../http/authenticate";
import { inviteUser } from "../auth/invite-user";
import { likeEscape } from "./admin.queries";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/users",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["admin"],
        summary: "Add a person with a role; they get an emailed link to set their password",
        body: inviteUserBodySchema,
        response: { 201: inviteUserAnswerSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, email, role, phone } = request.body;
      const { id } = await inviteUser(app.commands, { name, email, role, phone: phone ?? null });
      return reply.code(201).send({ id, message: `Invitation sent to ${email}.` });
    },
  );

  app.get(
    "/mentor-choices",
    {
      preValidation: requireUser(app, "admin"),
      schema: {
        tags: ["admin"],
        summary: "Mentors an admin may post a session for (first 50 matching name or email)",
        querystring: mentorChoicesQuerySchema,
        response: { 200: mentorChoiceListSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query.q ? `%${likeEscape(request.query.q)}%` : undefined;
      return app.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.role, "mentor"),
            isNull(users.deactivatedAt),
            q ? or(ilike(users.name, q), ilike(users.email, q)) : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
        .limit(50);
    },
  );
};
