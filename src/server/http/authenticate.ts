import type { IncomingHttpHeaders } from "node:http";
import { isLanguage } from "@contract/i18n";
import type { CurrentUser, Role } from "@contract/users";
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { forbidden, unauthorized } from "../lib/errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, once looked up (undefined: not yet; null: signed out). */
    viewer: CurrentUser | null | undefined;
    /** Set-Cookie values the session lookup asks for (a fresh session cache, a cleared cookie). */
    authCookies: string[] | undefined;
  }
}

/**
 * A request's headers as better-auth reads them (what its `fromNodeHeaders` does; written here so
 * that better-auth's code loads after the server listens, not before: docs/decisions/030).
 */
export function requestHeaders(nodeHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(nodeHeaders)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(key, each);
    else headers.set(key, value);
  }
  return headers;
}

/** A session's user as the signed cache (or better-auth) gives it. */
type CachedUser = NonNullable<ReturnType<FastifyInstance["auth"]["userFromCache"]>>;

/** A request that carries an auth session at all (better-auth's cookie, with or without __Secure-). */
const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?tc\.session_token=/;
/** A request that carries the signed cache of its session (docs/decisions/030). */
const SESSION_DATA = /(?:^|;\s*)(?:__Secure-)?tc\.session_data(?:\.\d+)?=/;

/**
 * The signed-in user of this request, from the auth-session cookie; looked up once per request.
 * When the request carries the signed session cache, the database's sessions and users are not
 * read: the revocations are, by a read shared with every request waiting at the same moment and
 * begun after this one arrived, so a sign-out, a "sign out everywhere", a removal or a role change
 * committed before the request is honoured in every process (docs/decisions/030). A cache that
 * passes every check answers at once (modules/auth/cookie-cache.ts); one minted before a
 * revocation fails its version check, and better-auth reads the database instead.
 */
export async function getViewer(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser | null> {
  if (request.viewer !== undefined) return request.viewer;
  const cookie = request.headers.cookie;
  if (!cookie || !SESSION_TOKEN.test(cookie)) {
    request.viewer = null;
    return null;
  }
  const { revocations } = app.auth;
  let user: CachedUser | undefined;
  if (SESSION_DATA.test(cookie)) {
    await revocations.fresh();
    user = app.auth.userFromCache(cookie);
  }
  if (!user) {
    const learnedBefore = revocations.learned;
    const { headers, response: session } = await app.auth.api.getSession({
      headers: requestHeaders(request.headers),
      returnHeaders: true,
    });
    const cookies = revocations.cookiesToSend(headers?.getSetCookie() ?? [], learnedBefore);
    if (cookies.length > 0) request.authCookies = cookies;
    user = session?.user as CachedUser | undefined;
  }
  if (!user || user.deactivatedAt) {
    request.viewer = null;
    return null;
  }
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
  app.decorateRequest("authCookies", undefined);
  // The session lookup's cookies go out with whatever answer the request gets, a refusal included
  // (a cleared cookie of an ended session).
  app.addHook("onSend", (request, reply, payload, done) => {
    // Never on an answer that a shared cache may keep.
    if (request.authCookies && !String(reply.getHeader("cache-control") ?? "").includes("public"))
      reply.header("set-cookie", request.authCookies);
    done(null, payload);
  });
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
