import { errorResponseSchema } from "@contract/errors";
import {
  feedbackBodySchema,
  feedbackEligibilitySchema,
  ownFeedbackSchema,
  sessionDetailsSchema,
} from "@contract/feedback";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { assertRunsSession, sessionState } from "../live";
import { ownFeedback, sessionDetails } from "./feedback.queries";
import { feedbackEligibility, giveFeedback } from "./give-feedback";

const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/sessions/:id/feedback/mine",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["feedback"],
        summary: "The signed-in student's feedback on a session, or null",
        params,
        response: { 200: ownFeedbackSchema, ...errors },
      },
    },
    async (request) => ownFeedback(app.db, request.params.id, viewerOf(request).id),
  );

  app.get(
    "/sessions/:id/feedback/eligibility",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["feedback"],
        summary:
          "Whether the signed-in student may give feedback now (approved payment, joined, session started), and if not, why",
        params,
        response: { 200: feedbackEligibilitySchema, ...errors },
      },
    },
    async (request) => feedbackEligibility(app.db, request.params.id, viewerOf(request).id),
  );

  app.put(
    "/sessions/:id/feedback/mine",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["feedback"],
        summary:
          "Rate a session you joined (1–5) with a few words, once it has started; giving it again updates it",
        params,
        body: feedbackBodySchema,
        response: { 200: ownFeedbackSchema, ...errors },
      },
    },
    async (request) => {
      const studentId = viewerOf(request).id;
      await giveFeedback(app.commands, studentId, request.params.id, request.body);
      return ownFeedback(app.db, request.params.id, studentId);
    },
  );

  app.get(
    "/sessions/:id/details",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["feedback"],
        summary: "A session with its bookings, attendance and feedback (its mentor or an admin)",
        params,
        response: { 200: sessionDetailsSchema, ...errors },
      },
    },
    async (request) => {
      const state = await sessionState(app.db, request.params.id);
      assertRunsSession(viewerOf(request), state);
      return sessionDetails(app.db, state, app.clock.now());
    },
  );
};
