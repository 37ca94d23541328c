import {
  ADMIN_MESSAGES,
  addMentorAnswerSchema,
  adminMentorSchema,
  adminMentorsQuerySchema,
  adminStudentSchema,
  adminStudentsQuerySchema,
  inviteUserAnswerSchema,
  inviteUserBodySchema,
  mentorChoiceListSchema,
  mentorChoicesQuerySchema,
  mentorEditSchema,
  mentorFormSchema,
  mentorProfileViewSchema,
  studentProfileViewSchema,
  tablePageSchema,
} from "@contract/admin";
import { emailSchema } from "@contract/auth";
import { errorResponseSchema } from "@contract/errors";
import { and, asc, eq, ilike, isNull, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contains } from "../../db/paging";
import { users } from "../../db/schema";
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
import { inviteUser } from "../auth";
import { addMentor, editMentor, removeMentor } from "./manage-mentors";
import { mentorProfileView, studentProfileView } from "./profile-views";
import { getAdminMentor, listMentors, listStudents } from "./users.admin.queries";

const emailParams = z.object({ email: emailSchema });

/**
 * The admin's people (docs/product.md §2.14, §2.16): mentors and students, their profile views,
 * invitations of any role, and the mentors an admin may post a session for; admins only.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  onlyAdmins(app);
  mentorsTable(app);
  addAndEditMentors(app);
  removeMentors(app);
  studentsTable(app);
  profileViews(app);
  invitations(app);
  mentorChoices(app);
};

function mentorsTable(app: Api) {
  app.get(
    "/admin/mentors",
    {
      schema: {
        tags: ["admin"],
        summary: "Mentors, newest first: paged, searched by name or email, filtered by domain",
        querystring: adminMentorsQuerySchema,
        response: { 200: tablePageSchema(adminMentorSchema), ...adminErrors },
      },
    },
    async (request) => listMentors(app.db, request.query),
  );
}

function addAndEditMentors(app: Api) {
  const deps = { db: app.db, commands: app.commands };

  app.post(
    "/admin/mentors",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a mentor: a new person is invited by email; an existing student becomes a mentor",
        body: mentorFormSchema,
        response: { 201: addMentorAnswerSchema, ...adminErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await addMentor(deps, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.put(
    "/admin/mentors/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Edit a mentor (the email cannot change)",
        params: idParams,
        body: mentorEditSchema,
        response: { 200: adminMentorSchema, ...adminErrorsWithNotFound },
      },
    },
    async (request) => {
      await editMentor(deps, request.params.id, request.body);
      const edited = await getAdminMentor(app.db, request.params.id);
      if (!edited) throw notFound("Mentor not found.");
      return edited;
    },
  );
}

function removeMentors(app: Api) {
  app.delete(
    "/admin/mentors/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Remove a mentor: deactivated, history kept, seats held while paying released, upcoming sessions with other bookings cancelled (refunds owed); refused while a session is live or students hold paid or pending seats",
        params: idParams,
        response: { 200: messageSchema, ...adminErrorsWithNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await removeMentor({ db: app.db, commands: app.commands }, request.params.id, viewerOf(request).id);
      return { message: ADMIN_MESSAGES.mentorRemoved };
    },
  );
}

function studentsTable(app: Api) {
  app.get(
    "/admin/students",
    {
      schema: {
        tags: ["admin"],
        summary: "Students, newest first: paged, searched by name or email, filtered by domain",
        querystring: adminStudentsQuerySchema,
        response: { 200: tablePageSchema(adminStudentSchema), ...adminErrors },
      },
    },
    async (request) => listStudents(app.db, request.query),
  );
}

function profileViews(app: Api) {
  app.get(
    "/admin/mentors/by-email/:email",
    {
      schema: {
        tags: ["admin"],
        summary: "A mentor's profile view: computed rating, sessions with booked and feedback counts",
        params: emailParams,
        response: { 200: mentorProfileViewSchema, ...adminErrorsWithNotFound },
      },
    },
    async (request) => {
      const view = await mentorProfileView(app.db, request.params.email, app.clock.now());
      if (!view) throw notFound("Mentor not found.");
      return view;
    },
  );

  app.get(
    "/admin/students/by-email/:email",
    {
      schema: {
        tags: ["admin"],
        summary: "A student's profile view: enrolled sessions and payments",
        params: emailParams,
        response: { 200: studentProfileViewSchema, ...adminErrorsWithNotFound },
      },
    },
    async (request) => {
      const view = await studentProfileView(app.db, request.params.email, app.clock.now());
      if (!view) throw notFound("Student not found.");
      return view;
    },
  );
}

function invitations(app: Api) {
  app.post(
    "/admin/users",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a person with a role; they get an emailed link to set their password",
        body: inviteUserBodySchema,
        response: { 201: inviteUserAnswerSchema, ...adminErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, email, role, phone } = request.body;
      const { id } = await inviteUser(app.commands, { name, email, role, phone: phone ?? null });
      return reply.code(201).send({ id, message: `Invitation sent to ${email}.` });
    },
  );
}

function mentorChoices(app: Api) {
  app.get(
    "/mentor-choices",
    {
      schema: {
        tags: ["admin"],
        summary: "Mentors an admin may post a session for (first 50 matching name or email)",
        querystring: mentorChoicesQuerySchema,
        response: { 200: mentorChoiceListSchema, ...adminErrors },
      },
    },
    async (request) => {
      const q = request.query.q ? contains(request.query.q) : undefined;
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
}
