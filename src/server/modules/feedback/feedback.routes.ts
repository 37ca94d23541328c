import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../contract/errors";
import {
  FEEDBACK_MESSAGES,
  feedbackBodySchema,
  ownFeedbackSchema,
  sessionDetailsSchema,
} from "../../../contract/live";
import { bookings, feedbacks, payments } from "../../db/schema";
import { requireUser, viewerOf } from "../../http/authenticate";
import { forbidden, notFound } from "../../lib/errors";
import { sessionFeedbacks } from "../dashboards/dashboards.queries";
import { assertRunsSession, SESSION_NOT_FOUND, sessionState } from "../live/live-commands";
import { getSessionCard } from "../sessions/sessions.queries";

const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = async (sessionId: string, studentId: string) => {
    const [row] = await app.db
      .select({ rating: feedbacks.rating, feedback: feedbacks.feedback, updatedAt: feedbacks.updatedAt })
      .from(feedbacks)
      .where(and(eq(feedbacks.sessionId, sessionId), eq(feedbacks.studentId, studentId)));
    return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
  };

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
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return own(request.params.id, viewerOf(request).id);
    },
  );

  app.put(
    "/sessions/:id/feedback/mine",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["feedback"],
        summary: "Rate a session you booked (1–5) with a few words; giving it again updates it",
        params,
        body: feedbackBodySchema,
        response: { 200: ownFeedbackSchema, ...errors },
      },
    },
    async (request) => {
      const studentId = viewerOf(request).id;
      const sessionId = request.params.id;
      await sessionState(app.db, sessionId);
      // Only a student who holds a booking (payment not disapproved) may rate the session.
      const [booking] = await app.db
        .select({ status: payments.status })
        .from(bookings)
        .innerJoin(payments, eq(payments.bookingId, bookings.id))
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.studentId, studentId)));
      if (!booking || booking.status === "failed") throw forbidden(FEEDBACK_MESSAGES.notBooked);
      const now = new Date();
      await app.db
        .insert(feedbacks)
        .values({
          id: randomBytes(12).toString("base64url"),
          sessionId,
          studentId,
          rating: request.body.rating,
          feedback: request.body.feedback,
        })
        .onConflictDoUpdate({
          target: [feedbacks.sessionId, feedbacks.studentId],
          set: { rating: request.body.rating, feedback: request.body.feedback, updatedAt: now },
        });
      // Ratings show on the public list.
      app.sessionLists.clear();
      return own(sessionId, studentId);
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
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const state = await sessionState(app.db, request.params.id);
      assertRunsSession(viewerOf(request), state);
      const [card, rows, counts] = await Promise.all([
        getSessionCard(app.db, state.id),
        sessionFeedbacks(app.db, state.id),
        app.db
          .select({ attendedAt: bookings.attendedAt, status: payments.status })
          .from(bookings)
          .innerJoin(payments, eq(payments.bookingId, bookings.id))
          .where(eq(bookings.sessionId, state.id)),
      ]);
      if (!card) throw notFound(SESSION_NOT_FOUND);
      const held = counts.filter((c) => c.status !== "failed");
      return {
        session: card,
        startedAt: state.startedAt?.toISOString() ?? null,
        endedAt: state.endedAt?.toISOString() ?? null,
        booked: held.length,
        attended: held.filter((c) => c.attendedAt !== null).length,
        feedbackCount: rows.length,
        averageRating: rows.length === 0 ? null : rows.reduce((sum, r) => sum + r.rating, 0) / rows.length,
        feedbacks: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
};
