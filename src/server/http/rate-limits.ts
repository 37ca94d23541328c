import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { type FastifyRateLimitStoreCtor, normalizeIP, type RateLimitOptions } from "@fastify/rate-limit";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "../lib/errors";
import { HTTP_MESSAGES } from "../lib/message-codes";

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

/** Checks a request against a limit: 429 (with Retry-After) past it. */
export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The public reads anyone can make expensive (lib/public-reads.ts), counted together per client
 * address: RATE_LIMIT_READ_MAX per minute, then 429 with HTTP_MESSAGES.tooManyReads. Generous for a
 * person (a search is sent when it is submitted, a page reads one or two); what it stops is one
 * address sending them by the hundred. An `onRequest` hook for the API's routes, and a check the web
 * app's page heads call (http/web-app.ts). Nothing when RATE_LIMIT is off.
 */
export function publicReadLimit(app: FastifyInstance): RequestLimit {
  if (!app.config.rateLimit) return async () => {};
  // One limiter (one count) for all of them; its own key, so that it counts apart from any other.
  const check = app.createRateLimit({
    max: app.config.rateLimits.reads,
    timeWindow: 60_000,
    keyGenerator: (request) => `public-read:${normalizeIP(request.ip)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError(429, HTTP_MESSAGES.tooManyReads);
    }
  };
}

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

/** A count of something a signed-in account did, kept in the rate-limit store (see accountQuota). */
export interface AccountQuota {
  /** 429 with the quota's message when the account has used it up in the window; counts nothing. */
  refuseOver(request: FastifyRequest): Promise<void>;
  /** Counts one for the request's account (after the limited thing was done). */
  count(request: FastifyRequest): Promise<void>;
}

/**
 * At most `max` of something per signed-in account per window, from any address, counted in the
 * app's rate-limit store (with REDIS_URL every process counts in one Redis). Only what was done is
 * counted (`count` after it), so a refusal or a failed attempt costs the account nothing; checking
 * first (`refuseOver`) refuses before any work. Nothing when RATE_LIMIT is off.
 */
export function accountQuota(
  app: FastifyInstance,
  options: { name: string; max: number; windowMs: number; message: string },
): AccountQuota {
  if (!app.config.rateLimit) return { refuseOver: async () => {}, count: async () => {} };
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    // The account, never the address: many students share one (a hostel, a mobile network).
    keyGenerator: (request) => `${options.name}:${request.viewer?.id ?? ""}`,
  });
  return {
    async refuseOver(request) {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) {
        throw new AppError(429, options.message);
      }
    },
    async count(request) {
      await limiter(request);
    },
  };
}

/**
 * The Redis that every app process counts its rate limits in (REDIS_URL). A Redis that is down or
 * slow must not take the site down with it, nor its limits: commands fail at once while it is
 * unreachable (no offline queue, no retries, a short timeout), the limits are then counted in this
 * process's memory (`redisOrLocalStore`), and the log says when that starts and ends. Connected
 * before the app answers, so that its first requests are counted too; the server starts even when
 * Redis does not answer.
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
      "Redis (REDIS_URL) does not answer: rate limits are counted by each process alone until it does",
    );
  });
  redis.on("ready", () => {
    if (reachable) return;
    reachable = true;
    log.info({ redis: where }, "Redis (REDIS_URL) answers again: rate limits are shared again");
  });
  try {
    await redis.connect();
  } catch {
    // Logged by the error handler above; ioredis keeps reconnecting.
  }
  return redis;
}

/** Where the rate limits are counted now (the health check says it): Redis, this process, or nowhere. */
export type RateLimitCounting = "redis" | "local" | "off";

export function rateLimitCounting(rateLimit: boolean, redis: Redis | undefined): RateLimitCounting {
  if (!rateLimit) return "off";
  return redis?.status === "ready" ? "redis" : "local";
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
/** @fastify/rate-limit's store interface (its LocalStore and RedisStore, and ours below). */
interface LimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): LimitStore;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: unknown;
}

// The plugin's own stores (plain CommonJS files without types), so that counting in Redis stays
// exactly what it was (the same script and keys) and counting in memory is what the plugin does
// without REDIS_URL.
const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => LimitStore;
const RedisStore = requireCjs("@fastify/rate-limit/store/RedisStore") as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => LimitStore;

/** Counts in Redis while it is connected and answers; otherwise, and on any error, in memory. */
class RedisOrLocal implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: LimitStore,
    private readonly local: LimitStore,
  ) {}

  private count(
    method: "incr" | "read",
    key: string,
    callback: StoreCallback,
    timeWindow: number,
    max: number,
  ) {
    if (this.redis.status !== "ready") {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (error) this.local[method](key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.count("incr", key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.count("read", key, callback, timeWindow, max);
  }

  child(routeOptions: StoreOptions): LimitStore {
    return new RedisOrLocal(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The `store` for @fastify/rate-limit with REDIS_URL: every process counts in the one Redis while it
 * answers, and in its own memory while it does not (so N processes allow up to N times a limit
 * then, never an unlimited number: the per-account sign-in limit included). Keys under `nameSpace`.
 */
export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const Store = class extends RedisOrLocal {
    constructor(options: StoreOptions) {
      super(
        redis,
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
      );
    }
  };
  // The plugin's types give `child` the route's options; it passes its merged limit settings
  // (index.js, `mergeParams`), which are what the stores read.
  return Store as unknown as FastifyRateLimitStoreCtor;
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
