import { PASSWORD_MAX, PASSWORD_MIN } from "@contract/auth";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { authAccounts, authSessions, users, verifications } from "../../db/schema";
import { type CachedUser, userFromCookieCache } from "./cookie-cache";
import { RESET_TOKEN_MS } from "./reset-tokens";
import { RevocationLog } from "./revocations";

export const SESSION_DAYS = 30;
/**
 * How long the signed cookie that caches "who is this" (session and user) is trusted before the
 * database is read again (docs/decisions/030). Revocations do not wait for it: every process reads
 * them before trusting the cookie. It bounds how often an active user's session is read and its
 * expiry moved, and how long a process remembers a revocation.
 */
export const SESSION_CACHE_SECONDS = 5 * 60;

async function loadAuth(
  { db, config, secret }: { db: Database; config: Config; secret: string },
  revocations: RevocationLog,
) {
  const [{ betterAuth }, { drizzleAdapter }] = await Promise.all([
    import("better-auth"),
    import("better-auth/adapters/drizzle"),
  ]);
  return betterAuth({
    appName: "Toppers Connect",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: authSessions, account: authAccounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        // Never accepted from a client: only our commands set it.
        role: { type: "string", required: false, defaultValue: "student", input: false },
        phone: { type: "string", required: false, input: false },
        language: { type: "string", required: false, defaultValue: "en", input: false },
        imageKey: { type: "string", required: false, input: false, returned: false },
        // Read with the session (and kept in its signed cache) so that a deactivated account is
        // refused by the session lookup itself, whatever else removed or kept its sessions.
        deactivatedAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // The session and its user, signed (HMAC with our secret) in an httpOnly cookie of their own,
      // so a signed-in request need not read the auth_sessions and users tables. The version is
      // the user's revocations this process knows when it is minted, and is checked against the
      // same after a fresh read of them (authenticate.ts): a cookie of a deleted session, or minted
      // before the user's role, deactivation or details changed, sends the request to the
      // database, which answers as it does without the cache. No stateless refresh (refreshCache):
      // the cookie is only ever re-minted from the database.
      cookieCache: {
        enabled: true,
        maxAge: SESSION_CACHE_SECONDS,
        strategy: "compact",
        version: (session, user) =>
          revocations.sessionRevoked(session.id) ? "revoked" : revocations.stamp(user.id),
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up is our own command (user, account and profile in one transaction).
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Reset links are issued by our own command (password-reset.ts), with the email in the same
      // transaction; better-auth checks and consumes them when the new password is set.
      resetPasswordTokenExpiresIn: RESET_TOKEN_MS / 1000,
      revokeSessionsOnPasswordReset: true,
    },
    // Our own rate limits (Fastify) cover these routes; better-auth's in-memory ones would not
    // hold across processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "tc",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { disableIpTracking: false },
    },
    logger: { disabled: config.env === "test" },
  });
}

type BetterAuthApi = Awaited<ReturnType<typeof loadAuth>>["api"];

export interface Auth {
  /** better-auth's API; each call first waits for better-auth to be loaded. */
  api: BetterAuthApi;
  revocations: RevocationLog;
  /**
   * The user of a request's signed session cache when it can be trusted without better-auth
   * (cookie-cache.ts); call after a fresh read of the revocations. Undefined: ask getSession.
   */
  userFromCache(cookieHeader: string): CachedUser | undefined;
  /** Loads better-auth now (main.ts, once the server listens). */
  load(): Promise<void>;
}

/**
 * better-auth inside our server: it owns password hashing, auth sessions (in our database, behind
 * an httpOnly SameSite=Lax cookie) and reset tokens. Our routes call its API (auth.api.*) rather
 * than mounting its handler, so every answer keeps our contract and our messages.
 *
 * better-auth's code is loaded on the first call, or when main.ts asks once the server listens: it
 * is the largest part of the server's code to load (≈ 0.3 s of a restart that must take ≤ 1 s), and
 * the health check, the public pages and lists need none of it. A signed-in request that comes
 * before it is loaded waits for it.
 */
export function createAuth(deps: {
  db: Database;
  /** Where the revocation log is read: the same database, on a connection of its own when it can. */
  revocationsDb?: Database;
  config: Config;
  secret: string;
}): Auth {
  const revocations = new RevocationLog(deps.revocationsDb ?? deps.db, SESSION_CACHE_SECONDS);
  let loading: ReturnType<typeof loadAuth> | undefined;
  const instance = () => {
    loading ??= loadAuth(deps, revocations);
    return loading;
  };
  const api = new Proxy({} as BetterAuthApi, {
    // Not a promise itself ("then"): only its endpoints are functions.
    get: (_, name) =>
      name === "then"
        ? undefined
        : async (...args: unknown[]) => {
            const endpoints = (await instance()).api as unknown as Record<
              string | symbol,
              (...a: unknown[]) => unknown
            >;
            return endpoints[name]?.(...args);
          },
  });
  const secure = deps.config.publicUrl.startsWith("https://");
  return {
    api,
    revocations,
    userFromCache: (cookieHeader) =>
      userFromCookieCache(cookieHeader, { secret: deps.secret, secure, revocations, now: Date.now() }),
    load: async () => {
      await instance();
    },
  };
}
