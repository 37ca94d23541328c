import { fromNodeHeaders } from "better-auth/node";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  meAnswerSchema,
  messageAnswerSchema,
  resetPasswordBodySchema,
  resetTokenAnswerSchema,
  resetTokenQuerySchema,
  signInBodySchema,
  signUpBodySchema,
} from "../../../contract/auth";
import { errorResponseSchema } from "../../../contract/errors";
import { authSessions, users } from "../../db/schema";
import { getViewer } from "../../http/authenticate";
import { perMinute } from "../../http/rate-limits";
import { AppError, badRequest } from "../../lib/errors";
import { createAccount } from "./create-account";
import { findResetToken } from "./reset-tokens";

/** Copy better-auth's Set-Cookie headers onto our answer. */
function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined) {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** better-auth's APIError carries statusCode and body.code. */
function authErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : undefined;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    config: perMinute(
      app,
      app.config.rateLimits.auth,
      "Too many attempts. Please wait a minute and try again.",
    ),
  };

  app.get(
    "/me",
    {
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user, or null",
        response: { 200: meAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: await getViewer(app, request) };
    },
  );

  app.post(
    "/auth/sign-up",
    {
      ...limited,
      schema: {
        tags: ["accounts"],
        summary: "Create a student account and sign in",
        body: signUpBodySchema,
        response: { 201: meAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Whatever else the body carries (a `role`, say) is dropped by the schema: sign-up makes students.
      await createAccount(app.db, {
        name: `${body.firstName} ${body.lastName}`,
        email: body.email,
        phone: body.phone,
        role: "student",
        password: body.password,
      });
      const { headers, response } = await app.auth.api.signInEmail({
        body: { email: body.email, password: body.password, rememberMe: true },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      const user = response.user as typeof response.user & { role: string };
      return reply.code(201).send({
        user: { id: user.id, name: user.name, email: user.email, role: "student", image: user.image ?? null },
      });
    },
  );

  app.post(
    "/auth/sign-in",
    {
      ...limited,
      schema: {
        tags: ["accounts"],
        summary: "Sign in with email and password as a student or a mentor",
        body: signInBodySchema,
        response: { 200: meAnswerSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe, role } = request.body;
      const attempt = () =>
        app.auth.api.signInEmail({
          body: { email, password, rememberMe },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
      let result: Awaited<ReturnType<typeof attempt>>;
      try {
        result = await attempt();
      } catch (error) {
        // One answer for an unknown email and a wrong password: nobody learns who has an account.
        const code = authErrorCode(error);
        if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
          throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
        }
        throw error;
      }
      const user = result.response.user as typeof result.response.user & {
        role: "student" | "mentor" | "admin";
      };
      // A removed mentor's account keeps its history but cannot sign in.
      const [account] = await app.db
        .select({ deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, user.id));
      if (account?.deactivatedAt) {
        await app.db.delete(authSessions).where(eq(authSessions.token, result.response.token));
        throw new AppError(403, AUTH_MESSAGES.deactivated);
      }
      // The account's role decides; the picker only says what the person expects. Admins may use either.
      if (user.role !== role && user.role !== "admin") {
        await app.db.delete(authSessions).where(eq(authSessions.token, result.response.token));
        throw new AppError(403, AUTH_MESSAGES.wrongRole(role));
      }
      forwardCookies(reply, result.headers);
      return {
        user: { id: user.id, name: user.name, email: user.email, role: user.role, image: user.image ?? null },
      };
    },
  );

  app.post(
    "/auth/sign-out",
    {
      schema: {
        tags: ["accounts"],
        summary: "End this auth session",
        response: { 200: messageAnswerSchema },
      },
    },
    async (request, reply) => {
      try {
        const { headers } = await app.auth.api.signOut({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
      } catch {
        // No live auth session: nothing to end.
      }
      return { message: "Signed out." };
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      ...limited,
      schema: {
        tags: ["accounts"],
        summary: "Email a password reset link (the answer is the same whether or not the account exists)",
        body: forgotPasswordBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await app.auth.api.requestPasswordReset({
        body: { email: request.body.email },
        headers: fromNodeHeaders(request.headers),
      });
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.get(
    "/auth/reset-password",
    {
      ...limited,
      schema: {
        tags: ["accounts"],
        summary: "Check a reset or invitation link before asking for the new password",
        querystring: resetTokenQuerySchema,
        response: { 200: resetTokenAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const token = await findResetToken(app.db, request.query.token);
      if (!token) throw badRequest(AUTH_MESSAGES.resetLinkExpired);
      return {
        purpose: token.hasPassword ? ("reset" as const) : ("invitation" as const),
        email: token.email,
      };
    },
  );

  app.post(
    "/auth/reset-password",
    {
      ...limited,
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with a reset or invitation link; ends the user's other auth sessions",
        body: resetPasswordBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      try {
        await app.auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.newPassword },
        });
      } catch (error) {
        const code = authErrorCode(error);
        if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND")
          throw badRequest(AUTH_MESSAGES.resetLinkExpired);
        if (code === "PASSWORD_TOO_SHORT")
          throw badRequest(AUTH_MESSAGES.passwordTooShort, [
            { field: "body.newPassword", message: AUTH_MESSAGES.passwordTooShort },
          ]);
        throw error;
      }
      return { message: AUTH_MESSAGES.resetDone };
    },
  );
};
