import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
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
