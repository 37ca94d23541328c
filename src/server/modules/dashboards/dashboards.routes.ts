import {
  dashboardPageQuerySchema,
  mentorDashboardSchema,
  studentDashboardSchema,
} from "@contract/dashboards";
import { errorResponseSchema } from "@contract/errors";
import {
  mentorProfileBodySchema,
  mentorProfileSchema,
  studentProfileBodySchema,
  studentProfileSchema,
} from "@contract/profiles";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { studentProfiles, users } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";
import { notFound } from "../../lib/errors";
import { mentorDashboard, mentorProfile, studentDashboard } from "./dashboards.queries";
import { updateMentorProfile, updateStudentProfile } from "./update-profiles";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

async function studentProfile(db: Database, studentId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      image: users.image,
      interests: studentProfiles.interests,
      educationLevel: studentProfiles.educationLevel,
      goal: studentProfiles.goal,
      domain: studentProfiles.domain,
      refundUpiId: studentProfiles.refundUpiId,
      state: studentProfiles.state,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  if (!row) throw notFound("Student not found.");
  return { ...row, interests: row.interests ?? [], domain: row.domain ?? "General" };
}

export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me/dashboard",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["dashboards"],
        summary:
          "The student dashboard: one page of the bookings with their sessions, and figures derived from all of them",
        querystring: dashboardPageQuerySchema,
        response: { 200: studentDashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return studentDashboard(app.db, viewerOf(request).id, app.clock.now(), request.query);
    },
  );

  app.get(
    "/me/student-profile",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["dashboards"],
        summary: "The signed-in student's profile",
        response: { 200: studentProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return studentProfile(app.db, viewerOf(request).id);
    },
  );

  app.put(
    "/me/student-profile",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["dashboards"],
        summary:
          "Edit the signed-in student's interests, education level, goal, domain, phone, refund UPI id and state",
        body: studentProfileBodySchema,
        response: { 200: studentProfileSchema, ...errors },
      },
    },
    async (request) => {
      const id = viewerOf(request).id;
      await updateStudentProfile(app.commands, id, request.body);
      return studentProfile(app.db, id);
    },
  );

  app.get(
    "/me/mentor-dashboard",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["dashboards"],
        summary:
          "The mentor dashboard: one page of their sessions, their profile, and figures computed over all sessions",
        querystring: dashboardPageQuerySchema,
        response: { 200: mentorDashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const dashboard = await mentorDashboard(app.db, viewerOf(request).id, app.clock.now(), request.query);
      if (!dashboard) throw notFound("Mentor not found.");
      return dashboard;
    },
  );

  app.put(
    "/me/mentor-profile",
    {
      preValidation: requireUser(app, "mentor"),
      schema: {
        tags: ["dashboards"],
        summary: "Edit the signed-in mentor's bio, subjects and education",
        body: mentorProfileBodySchema,
        response: { 200: mentorProfileSchema, ...errors },
      },
    },
    async (request) => {
      const id = viewerOf(request).id;
      await updateMentorProfile(app.commands, id, request.body);
      const saved = await mentorProfile(app.db, id);
      if (!saved) throw notFound("Mentor not found.");
      return saved;
    },
  );
};
