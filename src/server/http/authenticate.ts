import { isLanguage } from "@contract/i18n";
import type { CurrentUser, Role } from "@contract/users";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { forbidden, unauthorized } from "../lib/errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, once looked up (undefined: not yet; null: signed out). */
    viewer: CurrentUser | null | undefined;
  }
}

/** The signed-in user of this request, from the auth-session cookie; looked up once per request. */
export async function getViewer(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser | null> {
  if (request.viewer !== undefined) return request.viewer;
  const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) {
    request.viewer = null;
    return null;
  }
  const user = session.user as typeof session.user & { role?: string; language?: string };
  request.viewer = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: (user.role ?? "student") as Role,
    image: user.image ?? null,
    language: isLanguage(user.language) ? user.language : "en",
    emailVerified: user.emailVerified === true,
  };
  return request.viewer;
}

/**
 * A preValidation hook that lets through only a signed-in user with one of these roles (any role
 * when none is given): 401 when signed out, 403 for another role. It runs before the body is
 * validated, so an outsider never learns from a 400 what a valid request looks like. Ownership is
 * checked by each command.
 */
export function requireUser(app: FastifyInstance, ...roles: Role[]): preValidationAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const viewer = await getViewer(app, request);
    if (!viewer) throw unauthorized();
    if (roles.length > 0 && !roles.includes(viewer.role)) throw forbidden();
  };
}

/** The signed-in user in a handler behind `requireUser` (which guarantees one). */
export function viewerOf(request: FastifyRequest): CurrentUser {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookies are SameSite=Lax, and on top of that a state-changing API request that says it comes
 * from another site is refused: a page elsewhere cannot act with a signed-in user's cookie.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.decorateRequest("viewer", undefined);
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const otherSite =
      (origin && origin !== "null" && origin !== ownOrigin && origin !== publicOrigin) ||
      origin === "null" ||
      request.headers["sec-fetch-site"] === "cross-site";
    done(otherSite ? forbidden("Requests from other sites are not allowed.") : undefined);
  });
}
