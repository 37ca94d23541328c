import { errorResponseSchema } from "@contract/errors";
import { type Room, roomSchema, sessionStateSchema } from "@contract/live-sessions";
import type { CurrentUser } from "@contract/users";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, viewerOf } from "../../http/authenticate";
import { roomName, roomToken, scriptUrl } from "./jitsi";
import { assertRunsSession, notLiveRefusal } from "./live.policy";
import { endSession, joinSession, type SessionState, sessionState, startSession } from "./live-commands";

const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const stateOf = (s: SessionState) => ({
  id: s.id,
  status: s.status,
  startedAt: s.startedAt?.toISOString() ?? null,
  endedAt: s.endedAt?.toISOString() ?? null,
});

/** The room for this person: the student by name, the mentor (and admins) as 'Mentor', the host. */
function roomFor(app: FastifyInstance, session: SessionState, viewer: CurrentUser): Room {
  const moderator = viewer.role !== "student";
  const name = roomName(app.keyring, session.id);
  const { jitsi } = app.config;
  const jaas = Boolean(jitsi.secret?.includes("PRIVATE KEY"));
  return {
    sessionId: session.id,
    title: session.title,
    domain: jitsi.domain,
    scriptUrl: scriptUrl(jitsi.domain),
    // 8x8 JaaS rooms live under the tenant.
    roomName: jaas ? `${jitsi.appId}/${name}` : name,
    jwt: roomToken(jitsi, {
      room: name,
      // Jitsi shows the token's name over the one the page passes: they must agree.
      user: { id: viewer.id, name: moderator ? "Mentor" : viewer.name, email: viewer.email, moderator },
    }),
    displayName: moderator ? "Mentor" : viewer.name,
    moderator,
    startedAt: session.startedAt?.toISOString() ?? null,
    mentorName: session.mentorName,
  };
}

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/sessions/:id/start",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["live"],
        summary: "Start Meeting: the session goes live (5 minutes before to 60 minutes after its start)",
        params,
        response: { 200: sessionStateSchema, ...errors },
      },
    },
    async (request) => {
      const state = await startSession(app, viewerOf(request), request.params.id);
      return stateOf(state);
    },
  );

  app.post(
    "/sessions/:id/end",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["live"],
        summary: "End Meeting: the live session is completed",
        params,
        response: { 200: sessionStateSchema, ...errors },
      },
    },
    async (request) => {
      const state = await endSession(app, viewerOf(request), request.params.id);
      return stateOf(state);
    },
  );

  app.post(
    "/sessions/:id/join",
    {
      preValidation: requireUser(app, "student"),
      schema: {
        tags: ["live"],
        summary: "Join a live session (approved payment only); records attendance once; answers the room",
        params,
        response: { 200: roomSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = viewerOf(request);
      const session = await joinSession(app, viewer, request.params.id);
      return roomFor(app, session, viewer);
    },
  );

  app.get(
    "/sessions/:id/room",
    {
      preValidation: requireUser(app, "mentor", "admin"),
      schema: {
        tags: ["live"],
        summary: "The live session's room for its mentor or an admin (as host, display name 'Mentor')",
        params,
        response: { 200: roomSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = viewerOf(request);
      const session = await sessionState(app.db, request.params.id);
      assertRunsSession(viewer, session);
      const notLive = notLiveRefusal(session.status);
      if (notLive) throw notLive;
      return roomFor(app, session, viewer);
    },
  );
};
