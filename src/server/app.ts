import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import { openDatabase } from "./db/client";
import { registerCrossSiteGuard } from "./http/authenticate";
import { body, registerErrorHandler } from "./http/error-handler";
import { registerNulGuard } from "./http/nul-guard";
import { createPageMetaRegistry, type PageMetaRegistry } from "./http/page-meta";
import {
  closeRateLimitRedis,
  openRateLimitRedis,
  publicReadLimit,
  type RateLimitCounting,
  type RequestLimit,
  rateLimitCounting,
  redisOrLocalStore,
} from "./http/rate-limits";
import { registerSecurityHeaders } from "./http/security";
import { registerWebApp } from "./http/web-app";
import { createJobEngine, type JobEngine } from "./jobs/engine";
import { type AnswerCache, createAnswerCache } from "./lib/answer-cache";
import { type Clock, systemClock } from "./lib/clock";
import { createKeyring, type Keyring } from "./lib/keyring";
import { createMailTransport, type MailTransport } from "./lib/mailer";
import { createPublicReads, type PublicReads, READ_GATES } from "./lib/public-reads";
import { createStorage, type FileStorage } from "./lib/storage";
import { type CommandRunner, createCommandRunner } from "./lib/unit-of-work";
import { adminRoutes } from "./modules/admin/admin.routes";
import { type Auth, createAuth } from "./modules/auth/auth";
import { authRoutes } from "./modules/auth/auth.routes";
import { resolveAuthSecret } from "./modules/auth/auth-secret";
import { availabilityRoutes } from "./modules/availability/availability.routes";
import { releasedSlots } from "./modules/availability/book-slot";
import { bookingsRoutes } from "./modules/bookings/bookings.routes";
import { contentAdminRoutes } from "./modules/content/content.admin.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { dashboardsRoutes } from "./modules/dashboards/dashboards.routes";
import { commissionRates, stampUnratedPayments } from "./modules/earnings/commission-rates";
import { earningsRoutes } from "./modules/earnings/earnings.routes";
import { feedbackRoutes } from "./modules/feedback/feedback.routes";
import { mentorAccountReviews } from "./modules/feedback/mentor-account";
import { createGateway, type Gateway } from "./modules/gateway/gateway";
import { gatewayRoutes } from "./modules/gateway/gateway.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { lifecycleQueue } from "./modules/lifecycle/lifecycle.jobs";
import { liveRoutes } from "./modules/live/live.routes";
import { mentorApplicationsAdminRoutes } from "./modules/mentor-applications/mentor-applications.admin.routes";
import { mentorApplicationsRoutes } from "./modules/mentor-applications/mentor-applications.routes";
import { mentorsRoutes } from "./modules/mentors/mentors.routes";
import { applicationEmails } from "./modules/notifications/application.emails";
import { authEmails } from "./modules/notifications/auth.emails";
import { bookingEmails } from "./modules/notifications/booking.emails";
import { gatewayEmails } from "./modules/notifications/gateway.emails";
import { lifecycleEmails } from "./modules/notifications/lifecycle.emails";
import { payoutEmails } from "./modules/notifications/payout.emails";
import { refundEmails } from "./modules/notifications/refund.emails";
import { sessionChangeEmails } from "./modules/notifications/session-changes.emails";
import { waitlistEmails } from "./modules/notifications/waitlist.emails";
import { createOutbox, type Outbox } from "./modules/outbox/outbox";
import { outboxQueues } from "./modules/outbox/outbox.jobs";
import { paymentsAdminRoutes } from "./modules/payments/payments.admin.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { receiptDocuments } from "./modules/receipts/issue-documents";
import { receiptPdfMaker } from "./modules/receipts/receipt-attachment";
import { receiptsRoutes } from "./modules/receipts/receipts.routes";
import { sessionListInvalidation } from "./modules/sessions/session-list-cache";
import { sessionsAdminRoutes } from "./modules/sessions/sessions.admin.routes";
import { sessionsRoutes } from "./modules/sessions/sessions.routes";
import { socialAdminRoutes } from "./modules/social/social.admin.routes";
import { socialRoutes } from "./modules/social/social.routes";
import { statementsAdminRoutes } from "./modules/statements/statements.admin.routes";
import { usersAdminRoutes } from "./modules/users/users.admin.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { verificationRoutes } from "./modules/verification/verification.routes";
import { waitlistOffers } from "./modules/waitlist/waitlist.events";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    keyring: Keyring;
    /** The head of the web app's pages about one thing (a mentor, a session): http/page-meta.ts. */
    pageMeta: PageMetaRegistry;
    /** The public session list's answers, serialised (see sessions.routes.ts). */
    sessionLists: AnswerCache<Buffer>;
    database: DatabaseHandle;
    db: Database;
    auth: Auth;
    /** Where every rule reads "now" (lib/clock.ts). */
    clock: Clock;
    /** Runs a command in one transaction with its events' subscribers (lib/unit-of-work.ts). */
    commands: CommandRunner;
    /** Background jobs (jobs/engine.ts): started by main.ts, or by tests without workers. */
    jobs: JobEngine;
    /** Records emails in a command's transaction (modules/outbox). */
    outbox: Outbox;
    /** Sends one email (SMTP, or the outbox folder); used by the delivery job only. */
    mailTransport: MailTransport;
    storage: FileStorage;
    /** Where the rate limits are counted right now: Redis, this process's memory, or off. */
    rateLimitCounting(): RateLimitCounting;
    /**
     * The public reads anyone can make expensive (lib/public-reads.ts): `run` one through the gate
     * with the statement timeout; `limit` is their per-address rate limit (an onRequest hook).
     */
    publicReads: PublicReads & { limit: RequestLimit };
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options, or false for silence (tests). Defaults to the configured level. */
  logger?: FastifyServerOptions["logger"];
  /** The clock every rule reads; the system's by default (tests set their own). */
  clock?: Clock;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keep an incoming X-Request-Id (from a proxy) when it is sane, so logs join up; else make one. */
function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Idle keep-alive connections are closed at shutdown; in-flight requests are finished.
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", { getter: () => database });
  app.decorate("db", database.db);
  app.decorate("clock", clock);
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger: app.log,
  });
  app.decorate("mailTransport", transport);
  const jobs = createJobEngine(database, app.log, { expireInSeconds: config.jobExpireSeconds });
  app.decorate("jobs", jobs);
  const commands = createCommandRunner({ db: database.db, clock, log: app.log });
  app.decorate("commands", commands);
  const outbox = createOutbox({ jobs });
  app.decorate("outbox", outbox);
  for (const queue of outboxQueues({
    db: database.db,
    transport,
    clock,
    log: app.log,
    outbox,
    makeAttachment: receiptPdfMaker(database.db),
  }))
    jobs.define(queue);
  // Running jobs finish (or are handed back) before the database goes; then the transport closes.
  app.addHook("onClose", async () => {
    await jobs.stop();
    transport.close();
  });
  app.decorate("storage", createStorage(config));
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  // The revocation read every signed-in request waits for (docs/decisions/030) has a connection of
  // its own on PostgreSQL: in the pool it would queue behind a burst of bookings and make every
  // signed-in request wait as long as they do. (PGlite has one connection for everything.)
  const revocationDatabase =
    database.kind === "postgres" ? await openDatabase({ databaseUrl: database.url, poolMax: 1 }) : undefined;
  if (revocationDatabase) app.addHook("onClose", () => revocationDatabase.close());
  app.decorate(
    "auth",
    createAuth({ db: database.db, revocationsDb: revocationDatabase?.db ?? database.db, config, secret }),
  );
  app.decorate("keyring", createKeyring(secret));
  app.decorate("pageMeta", createPageMetaRegistry());
  // The public session list: cached for 2 s, cleared by every command of this process that changes
  // a session or a booking (see docs/decisions/004).
  app.decorate("sessionLists", createAnswerCache<Buffer>({ ttlMs: 2000, maxEntries: 500 }));
  // What follows a command (docs/ARCHITECTURE.md, "After a command"): emails recorded in its
  // transaction, cached answers forgotten after its commit.
  commands.subscribe(sessionListInvalidation(app.sessionLists as AnswerCache<unknown>));
  // A payment's receipt or credit note is issued in the transaction that changes its status, before
  // the emails are recorded (the approval email attaches the receipt; docs/decisions/027).
  commands.subscribe(receiptDocuments({ seller: config.seller }));
  commands.subscribe(bookingEmails({ outbox, config }));
  commands.subscribe(authEmails({ outbox, config }));
  commands.subscribe(applicationEmails({ outbox }));
  commands.subscribe(lifecycleEmails({ outbox, config }));
  commands.subscribe(sessionChangeEmails({ outbox, config }));
  // A one-to-one time nobody booked is free again (docs/decisions/022); a freed seat of any other
  // session goes to the first on the waitlist (its email is heard by waitlistEmails).
  commands.subscribe(releasedSlots());
  commands.subscribe(waitlistOffers());
  commands.subscribe(waitlistEmails({ outbox, config }));
  commands.subscribe(refundEmails({ outbox, config }));
  commands.subscribe(payoutEmails({ outbox, config }));
  commands.subscribe(gatewayEmails({ outbox, config }));
  // Money earned keeps the commission rate in force when it was earned; money kept before rates
  // were stored gets this start's rate, once (docs/product.md "Mentor earnings and payouts").
  commands.subscribe(commissionRates(config.commissionPercent));
  // A review from the mentor's own account stops counting once the link shows (docs/product.md
  // "Public mentor pages and the mentor directory").
  commands.subscribe(mentorAccountReviews());
  await stampUnratedPayments(database.db, config.commissionPercent);
  jobs.define(lifecycleQueue({ db: database.db, commands, clock, log: app.log }));
  // The optional payment gateway, only with its three secrets (docs/decisions/026): its jobs, its
  // refunds of cancelled gateway payments, and (below) its routes.
  let gateway: Gateway | undefined;
  if (config.razorpay) {
    gateway = createGateway({
      settings: config.razorpay,
      db: database.db,
      commands,
      clock,
      jobs,
      log: app.log,
    });
    for (const queue of gateway.queues) jobs.define(queue);
    commands.subscribe(gateway.refundsDue);
  }
  // Hooks on every request are plain callbacks, not async functions: no promise per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // An API answer is personal unless its route says otherwise (names, phones, payments): no cache
  // anywhere may keep it. Routes with public answers set their own Cache-Control.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control") && request.url.startsWith("/api/")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });

  await registerSecurityHeaders(app);
  // With REDIS_URL every process counts in one Redis (so N processes do not allow N times the
  // limit); while Redis does not answer, each process counts in its own memory, never not at all
  // (see rate-limits.ts). The health check says which.
  const limitRedis = config.redis ? await openRateLimitRedis(config.redis.url, app.log) : undefined;
  if (limitRedis) app.addHook("onClose", () => closeRateLimitRedis(limitRedis));
  app.decorate("rateLimitCounting", () => rateLimitCounting(config.rateLimit, limitRedis));
  await app.register(rateLimit, {
    global: false,
    ...(limitRedis && config.redis
      ? { store: redisOrLocalStore(limitRedis, `${config.redis.keyPrefix}rl:`) }
      : {}),
  });
  const publicReadDatabase =
    database.kind === "postgres"
      ? await openDatabase({
          databaseUrl: database.url,
          poolMax: READ_GATES.postgres.inside,
          statementTimeoutMs: config.publicReadTimeoutMs,
        })
      : undefined;
  if (publicReadDatabase) app.addHook("onClose", () => publicReadDatabase.close());
  app.decorate("publicReads", {
    ...createPublicReads({ database, readDatabase: publicReadDatabase?.db }),
    limit: publicReadLimit(app),
  });
  // Uploads: one file per request; each route sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 5 * 1024 * 1024 } });
  registerErrorHandler(app);
  registerCrossSiteGuard(app);
  registerNulGuard(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Toppers Connect API",
        description:
          "Mentoring sessions with NEET and IIT-JEE toppers: accounts, sessions, bookings and payments.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Its own policy: scripts only by the hashes of its inline code; inline styles allowed (the UI
    // sets style attributes); no https upgrade, which breaks plain-http hosts such as localhost.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, "")
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(socialRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(contentRoutes);
      await api.register(mentorsRoutes);
      await api.register(mentorApplicationsRoutes);
      await api.register(sessionsRoutes);
      await api.register(bookingsRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminRoutes);
      await api.register(usersAdminRoutes);
      await api.register(sessionsAdminRoutes);
      await api.register(paymentsAdminRoutes);
      await api.register(contentAdminRoutes);
      await api.register(socialAdminRoutes);
      await api.register(mentorApplicationsAdminRoutes);
      await api.register(statementsAdminRoutes);
      await api.register(receiptsRoutes);
      if (gateway) await api.register(gatewayRoutes, { gateway });
      await api.register(liveRoutes);
      await api.register(dashboardsRoutes);
      await api.register(feedbackRoutes);
      await api.register(waitlistRoutes);
      await api.register(earningsRoutes);
      await api.register(verificationRoutes);
      await api.register(availabilityRoutes);
    },
    { prefix: "/api" },
  );

  const webApp = await registerWebApp(app, config.webDistDir, app.pageMeta, app.publicReads.limit);

  // Unknown /api paths are JSON 404s; other paths are the web app's. Rate-limited, so that nobody
  // can probe for URLs at full speed.
  app.setNotFoundHandler(
    { preHandler: config.rateLimit ? app.rateLimit({ max: 300, timeWindow: "1 minute" }) : undefined },
    (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      const isApi = pathname === "/api" || pathname.startsWith("/api/");
      if (!isApi && webApp && (request.method === "GET" || request.method === "HEAD"))
        return webApp(request, reply);
      return reply.code(404).send(body(404, `No route ${request.method} ${pathname}.`));
    },
  );

  return app;
}
