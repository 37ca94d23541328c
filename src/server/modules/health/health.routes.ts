import { healthResponseSchema } from "@contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAnswerCache } from "../../lib/answer-cache";
import { oldestUndeliveredSeconds } from "../outbox";

type QueueFigures = { oldestDueSeconds: number; oldestUndeliveredEmailSeconds: number };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load balancers ask often: the database is asked every time (`select 1`), the queue's figures at
  // most once a second per process (concurrent checks share one reading).
  const queueFigures = createAnswerCache<QueueFigures>({
    ttlMs: 1000,
    maxEntries: 1,
    now: () => app.clock.now().getTime(),
  });
  const readQueue = async (): Promise<QueueFigures> => {
    const [oldestDueSeconds, oldestUndeliveredEmailSeconds] = await Promise.all([
      app.jobs.oldestDueSeconds(),
      oldestUndeliveredSeconds(app.db),
    ]);
    return { oldestDueSeconds, oldestUndeliveredEmailSeconds };
  };

  app.get(
    "/health",
    {
      schema: {
        tags: ["operations"],
        summary:
          "Whether this server can reach its database, how long the oldest due job and the oldest undelivered email have waited, and where the rate limits are counted",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      let queue: QueueFigures | null = null;
      if (up && app.jobs.started) {
        try {
          queue = await queueFigures.get("queue", readQueue);
        } catch (error) {
          app.log.warn({ err: error }, "could not read the job queue's state");
        }
      }
      reply.header("cache-control", "no-store");
      return reply.code(up ? 200 : 503).send({
        status: up ? "ok" : "unavailable",
        database: app.database.kind,
        queue,
        rateLimits: app.rateLimitCounting(),
      });
    },
  );
};
