import { createHash } from "node:crypto";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "../lib/errors";

/**
 * A route's rate limit as a route `config`: `max` requests per minute per client address, then 429
 * with `message`. Nothing when RATE_LIMIT is off (benchmarks).
 */
export function perMinute(
  app: FastifyInstance,
  max: number,
  message: string,
): { rateLimit?: RateLimitOptions } {
  if (!app.config.rateLimit) return {};
  return {
    rateLimit: { max, timeWindow: "1 minute", errorResponseBuilder: () => new AppError(429, message) },
  };
}

/** Uploads (avatars, payment proofs, résumés): RATE_LIMIT_UPLOAD_MAX per minute. */
export const uploadLimit = (
  app: FastifyInstance,
  message = "Too many uploads. Please wait a minute and try again.",
) => perMinute(app, app.config.rateLimits.upload, message);

export const SIGN_IN_ACCOUNT_WINDOW_MINUTES = 15;
export const SIGN_IN_ACCOUNT_MESSAGE = `Too many sign-in attempts for this account. Please wait ${SIGN_IN_ACCOUNT_WINDOW_MINUTES} minutes and try again.`;

/** The account a sign-in is for: its email as the account is stored (trimmed, lower case), hashed. */
function signInAccountKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const normalised = typeof email === "string" ? email.trim().toLowerCase() : "";
  // Hashed so that a shared store (Redis) never holds the addresses themselves.
  return `sign-in-account:${createHash("sha256").update(normalised).digest("hex")}`;
}

/**
 * Sign-in attempts per account, from whatever addresses they come: RATE_LIMIT_SIGNIN_ACCOUNT_MAX per
 * 15 minutes, then 429. The per-address limit alone lets someone with many addresses guess one
 * account's password at full speed. A route preHandler (the body is parsed by then), on top of the
 * route's per-address limit. Nothing when RATE_LIMIT is off.
 */
export function signInAccountLimit(app: FastifyInstance): preHandlerAsyncHookHandler | undefined {
  if (!app.config.rateLimit) return undefined;
  // createRateLimit, not app.rateLimit(): the plugin runs only the first of its limiters on a
  // request, so a second app.rateLimit() handler would be skipped after the per-address one.
  const check = app.createRateLimit({
    max: app.config.rateLimits.signInAccount,
    timeWindow: SIGN_IN_ACCOUNT_WINDOW_MINUTES * 60_000,
    keyGenerator: signInAccountKey,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError(429, SIGN_IN_ACCOUNT_MESSAGE);
    }
  };
}

/**
 * The Redis that every app process counts its rate limits in (REDIS_URL). A Redis that is down or
 * slow must not take the site down with it: commands fail at once while it is unreachable (no
 * offline queue, no retries, a short timeout), the plugin lets the request through (skipOnError),
 * and the log says when the limits stop and start being enforced. Connected before the app answers,
 * so that its first requests are counted too; the server starts even when Redis does not answer.
 */
export async function openRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  // Only the host: the URL may hold a password.
  const where = new URL(url).host;
  let reachable = true;
  // ioredis retries every ~2 s while Redis is down: one warning when it goes, one line when it is back.
  redis.on("error", (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn(
      { err: error, redis: where },
      "Redis (REDIS_URL) does not answer: rate limits are not enforced until it does",
    );
  });
  redis.on("ready", () => {
    if (reachable) return;
    reachable = true;
    log.info({ redis: where }, "Redis (REDIS_URL) answers again: rate limits are enforced");
  });
  try {
    await redis.connect();
  } catch {
    // Logged by the error handler above; ioredis keeps reconnecting.
  }
  return redis;
}

/** At shutdown: QUIT when connected (pending replies arrive), else stop reconnecting. */
export async function closeRateLimitRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: drop the connection.
    }
  }
  redis.disconnect();
}
