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
  VERIFY_EMAIL_MESSAGES,
  verificationEmailBodySchema,
  verifyEmailBodySchema,
} from "@contract/auth";
import { errorResponseSchema } from "@contract/errors";
import type { Language } from "@contract/i18n";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getViewer, requestHeaders, requireUser, viewerOf } from "../../http/authenticate";
import { languageCookie, requestLanguage } from "../../http/language";
import { perMinute, signInAccountLimit } from "../../http/rate-limits";
import { badRequest } from "../../lib/errors";
import { resendVerificationLink, verifyEmail } from "./email-verification";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { findResetToken } from "./reset-tokens";
import { signIn } from "./sign-in";
import { signUpStudent } from "./sign-up";

/**
 * Copy better-auth's Set-Cookie headers onto our answer, with the language cookie of the account
 * when one signs in (the web app then reads in the account's language).
 */
function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined, language?: Language) {
  const cookies = [...(headers?.getSetCookie() ?? []), ...(language ? [languageCookie(language)] : [])];
  if (cookies.length > 0) reply.header("set-cookie", cookies);
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
        summary:
          "Create a student account and sign in; emails a link to verify the address (bringing the student back to `next`)",
        body: signUpBodySchema,
        response: { 201: meAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The account reads in the language the page was in when it signed up.
      const language = requestLanguage(request);
      // Whatever else the body carries (a `role`, say) is dropped by the schema: sign-up makes students.
      await signUpStudent(
        app.commands,
        {
          language,
          name: `${body.firstName} ${body.lastName}`,
          email: body.email,
          phone: body.phone,
          password: body.password,
        },
        body.next ?? null,
      );
      const { headers, response } = await app.auth.api.signInEmail({
        body: { email: body.email, password: body.password, rememberMe: true },
        headers: requestHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers, language);
      const user = response.user as typeof response.user & { role: string };
      return reply.code(201).send({
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: "student",
          image: user.image ?? null,
          language,
          emailVerified: false,
        },
      });
    },
  );

  app.post(
    "/auth/sign-in",
    {
      ...limited,
      // On top of the per-address limit: attempts per account (email), from any address.
      preHandler: signInAccountLimit(app),
      schema: {
        tags: ["accounts"],
        summary: "Sign in with email and password as a student or a mentor",
        body: signInBodySchema,
        response: { 200: meAnswerSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe, role } = request.body;
      const { user, headers } = await signIn(
        { db: app.db, auth: app.auth },
        { email, password, rememberMe, role },
        requestHeaders(request.headers),
      );
      forwardCookies(reply, headers, user.language);
      return { user };
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
          headers: requestHeaders(request.headers),
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
    "/auth/verify-email",
    {
      ...limited,
      schema: {
        tags: ["accounts"],
        summary:
          "Verify the account's email with the emailed link's token (signed in or not, on any device); the link works once",
        body: verifyEmailBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await verifyEmail(app.commands, request.body.token);
      return { message: VERIFY_EMAIL_MESSAGES.verified };
    },
  );

  app.post(
    "/auth/verification-email",
    {
      preValidation: requireUser(app),
      // Per address here; per account, VERIFICATION_EMAILS_PER_HOUR in the command.
      config: perMinute(
        app,
        app.config.rateLimits.auth,
        "Too many attempts. Please wait a minute and try again.",
      ),
      schema: {
        tags: ["accounts"],
        summary:
          "Email the signed-in account a new verification link (the older ones stop working), bringing it back to `next`",
        body: verificationEmailBodySchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await resendVerificationLink(app.commands, viewerOf(request).id, request.body?.next ?? null);
      return { message: VERIFY_EMAIL_MESSAGES.linkSent };
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
      await requestPasswordReset(app.commands, request.body.email);
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
      const token = await findResetToken(app.db, request.query.token, app.clock.now());
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
      await resetPassword(
        { db: app.db, auth: app.auth, commands: app.commands, clock: app.clock },
        request.body.token,
        request.body.newPassword,
      );
      return { message: AUTH_MESSAGES.resetDone };
    },
  );
};
