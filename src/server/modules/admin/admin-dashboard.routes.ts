import {
  ADMIN_MESSAGES,
  type AdminOverview,
  addMentorAnswerSchema,
  adminApplicationSchema,
  adminApplicationsQuerySchema,
  adminMentorSchema,
  adminMentorsQuerySchema,
  adminOverviewSchema,
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  adminSessionSchema,
  adminSessionsQuerySchema,
  adminStudentSchema,
  adminStudentsQuerySchema,
  approveApplicationBodySchema,
  contentBodySchema,
  faqsBodySchema,
  mentorEditSchema,
  mentorFormSchema,
  mentorProfileViewSchema,
  sessionStudentsSchema,
  socialBodySchema,
  studentProfileViewSchema,
  tablePageSchema,
} from "@contract/admin";
import { emailSchema } from "@contract/auth";
import { adminContentPageSchema, adminFaqListSchema, contentSlugSchema } from "@contract/content";
import { errorResponseSchema } from "@contract/errors";
import { nextPendingQuerySchema, nextPendingSchema } from "@contract/payments";
import {
  adminRefundSchema,
  adminRefundsQuerySchema,
  REFUND_MESSAGES,
  refundAnswerSchema,
  refundBodySchema,
} from "@contract/refunds";
import { socialLinksSchema } from "@contract/social";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { createAnswerCache } from "../../lib/answer-cache";
import { notFound } from "../../lib/errors";
import { getAdminContentPage, listAdminFaqs, replaceFaqs, saveContentPage } from "../content/content.queries";
import { refundPayment } from "../payments/refund-payment";
import { saveSocialLinks } from "../social/social.queries";
import {
  adminOverview,
  getAdminMentor,
  listAdminPayments,
  listAdminSessions,
  listApplications,
  listMentors,
  listRefunds,
  listStudents,
  nextPendingPayment,
  sessionStudents,
} from "./admin.queries";
import { approveApplication, rejectApplication } from "./decide-application";
import { addMentor, editMentor, removeMentor } from "./manage-mentors";
import { mentorProfileView, studentProfileView } from "./profile-views";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
const idParams = z.object({ id: z.string().min(1).max(64) });
const emailParams = z.object({ email: emailSchema });
const messageSchema = z.object({ message: z.string() });

/**
 * The admin dashboard's API (docs/product.md §2.14, §2.16; issue 7). Every route here is for admins only,
 * checked on the server by the hook below, before any validation: 401 signed out, 403 for students and mentors.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyAdmins = requireUser(app, "admin");
  app.addHook("preValidation", onlyAdmins);
  const deps = { db: app.db, commands: app.commands };
  // The overview adds up the whole site (30 days of payments): a few seconds old is fresh enough
  // for a dashboard, and admins opening it at once share one computation.
  const overviews = createAnswerCache<AdminOverview>({ ttlMs: 5_000, maxEntries: 1 });

  app.get(
    "/admin/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "The dashboard's counts and its 30-day charts",
        response: { 200: adminOverviewSchema, ...errors },
      },
    },
    async () => overviews.get("overview", () => adminOverview(app.db, app.clock.now())),
  );

  // Mentors ---------------------------------------------------------------------------------------

  app.get(
    "/admin/mentors",
    {
      schema: {
        tags: ["admin"],
        summary: "Mentors, newest first: paged, searched by name or email, filtered by domain",
        querystring: adminMentorsQuerySchema,
        response: { 200: tablePageSchema(adminMentorSchema), ...errors },
      },
    },
    async (request) => listMentors(app.db, request.query),
  );

  app.post(
    "/admin/mentors",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a mentor: a new person is invited by email; an existing student becomes a mentor",
        body: mentorFormSchema,
        response: { 201: addMentorAnswerSchema, ...errors, 409: errorResponseSchema },
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
        response: { 200: adminMentorSchema, ...withNotFound },
      },
    },
    async (request) => {
      await editMentor(deps, request.params.id, request.body);
      const edited = await getAdminMentor(app.db, request.params.id);
      if (!edited) throw notFound("Mentor not found.");
      return edited;
    },
  );

  app.delete(
    "/admin/mentors/:id",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Remove a mentor: deactivated, history kept, seats held while paying released, upcoming sessions with other bookings cancelled (refunds owed); refused while a session is live or students hold paid or pending seats",
        params: idParams,
        response: { 200: messageSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await removeMentor(deps, request.params.id, viewerOf(request).id);
      return { message: ADMIN_MESSAGES.mentorRemoved };
    },
  );

  app.get(
    "/admin/mentors/by-email/:email",
    {
      schema: {
        tags: ["admin"],
        summary: "A mentor's profile view: computed rating, sessions with booked and feedback counts",
        params: emailParams,
        response: { 200: mentorProfileViewSchema, ...withNotFound },
      },
    },
    async (request) => {
      const view = await mentorProfileView(app.db, request.params.email, app.clock.now());
      if (!view) throw notFound("Mentor not found.");
      return view;
    },
  );

  // Students ------------------------------------------------------------------------------------

  app.get(
    "/admin/students",
    {
      schema: {
        tags: ["admin"],
        summary: "Students, newest first: paged, searched by name or email, filtered by domain",
        querystring: adminStudentsQuerySchema,
        response: { 200: tablePageSchema(adminStudentSchema), ...errors },
      },
    },
    async (request) => listStudents(app.db, request.query),
  );

  app.get(
    "/admin/students/by-email/:email",
    {
      schema: {
        tags: ["admin"],
        summary: "A student's profile view: enrolled sessions and payments",
        params: emailParams,
        response: { 200: studentProfileViewSchema, ...withNotFound },
      },
    },
    async (request) => {
      const view = await studentProfileView(app.db, request.params.email, app.clock.now());
      if (!view) throw notFound("Student not found.");
      return view;
    },
  );

  // Sessions and payments ---------------------------------------------------------------------------

  app.get(
    "/admin/sessions",
    {
      schema: {
        tags: ["admin"],
        summary: "Live, upcoming or ended sessions: paged, searched by title or mentor, filtered by domain",
        querystring: adminSessionsQuerySchema,
        response: { 200: tablePageSchema(adminSessionSchema), ...errors },
      },
    },
    async (request) => listAdminSessions(app.db, request.query),
  );

  app.get(
    "/admin/sessions/:id/students",
    {
      schema: {
        tags: ["admin"],
        summary: "The students of one session with their payment status and attendance",
        params: idParams,
        response: { 200: sessionStudentsSchema, ...withNotFound },
      },
    },
    async (request) => {
      const answer = await sessionStudents(app.db, request.params.id);
      if (!answer) throw notFound("Session not found");
      return answer;
    },
  );

  app.get(
    "/admin/payments",
    {
      schema: {
        tags: ["admin"],
        summary: "Payments, newest first: paged, by status and domain, searched by student or reference",
        querystring: adminPaymentsQuerySchema,
        response: { 200: tablePageSchema(adminPaymentSchema), ...errors },
      },
    },
    async (request) => listAdminPayments(app.db, request.query),
  );

  app.get(
    "/admin/payments/next-pending",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve and next: the payment awaiting verification after this one (oldest first), or null",
        querystring: nextPendingQuerySchema,
        response: { 200: nextPendingSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { id: await nextPendingPayment(app.db, request.query.after) };
    },
  );

  // Refunds ------------------------------------------------------------------------------------------

  app.get(
    "/admin/refunds",
    {
      schema: {
        tags: ["admin"],
        summary: "The Refunds queue: payments due for a refund, oldest first, paged",
        querystring: adminRefundsQuerySchema,
        response: { 200: tablePageSchema(adminRefundSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listRefunds(app.db, request.query);
    },
  );

  app.post(
    "/admin/payments/:id/refund",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark a refund-due payment refunded with the refund's 12-digit UTR (emails the student)",
        params: idParams,
        body: refundBodySchema,
        response: { 200: refundAnswerSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await refundPayment(
        app.commands,
        viewerOf(request).id,
        request.params.id,
        request.body.utr,
      );
      return {
        status: "refunded" as const,
        changed: result.changed,
        message: result.changed ? REFUND_MESSAGES.marked : REFUND_MESSAGES.already,
        refundedAt: result.refundedAt.toISOString(),
        refundUtr: result.refundUtr,
      };
    },
  );

  // Content, FAQs, social links ------------------------------------------------------------------------

  app.get(
    "/admin/content/:slug",
    {
      schema: {
        tags: ["admin"],
        summary: "A page's English and Hindi versions, for the content editor",
        params: z.object({ slug: contentSlugSchema }),
        response: { 200: adminContentPageSchema, ...errors },
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
        params: z.object({ slug: contentSlugSchema }),
        body: contentBodySchema,
        response: { 200: adminContentPageSchema, ...errors },
      },
    },
    async (request) =>
      saveContentPage(
        app.db,
        request.params.slug,
        request.body.content,
        viewerOf(request).id,
        request.body.language,
      ),
  );

  app.get(
    "/admin/faqs",
    {
      schema: {
        tags: ["admin"],
        summary: "The FAQs in order with their Hindi versions, for the FAQ editor",
        response: { 200: adminFaqListSchema, ...errors },
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
        response: { 200: adminFaqListSchema, ...errors },
      },
    },
    async (request) => replaceFaqs(app.db, request.body.faqs),
  );

  app.put(
    "/admin/social",
    {
      schema: {
        tags: ["admin"],
        summary: "Set the five social links (https only; an empty string clears one)",
        body: socialBodySchema,
        response: { 200: socialLinksSchema, ...errors },
      },
    },
    async (request) => saveSocialLinks(app.db, request.body),
  );

  // Mentor applications ------------------------------------------------------------------------------

  app.get(
    "/admin/applications",
    {
      schema: {
        tags: ["admin"],
        summary: "Mentor applications by status (new ones oldest first)",
        querystring: adminApplicationsQuerySchema,
        response: { 200: tablePageSchema(adminApplicationSchema), ...errors },
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  app.get(
    "/admin/applications/:id/resume",
    {
      schema: {
        tags: ["admin"],
        summary: "Download an application's résumé (PDF)",
        params: idParams,
        response: { 200: z.any(), ...withNotFound },
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
          ...withNotFound,
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
        response: { 200: messageSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => rejectApplication(deps, request.params.id, viewerOf(request).id),
  );
};
