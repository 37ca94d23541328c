import { healthResponseSchema } from "@contract/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { oldestUndeliveredSeconds } from "../outbox";

type QueueFigures = { oldestDueSeconds: number; oldestUndeliveredEmailSeconds: number };
type Status = { up: boolean; queue: QueueFigures | null; readAt: number };

/** A status younger than this is answered as it is. */
const FRESH_MS = 1000;
/** Older than fresh but younger than this: answered, and read again behind the answer. */
const USABLE_MS = 5000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load balancers ask often: the answer comes from the last reading of the database and the queue,
  // read again at most once a second behind the answers (stale while revalidating), so a burst of
  // checks costs no database round trip each. A reading older than five seconds (the first one, or
  // after a quiet spell) is waited for; concurrent checks share one reading.
  const now = () => app.clock.now().getTime();
  let last: Status | null = null;
  let reading: Promise<Status> | null = null;
  const readStatus = async (): Promise<Status> => {
    const up = await app.database.ping();
    let queue: QueueFigures | null = null;
    if (up && app.jobs.started) {
      try {
        const [oldestDueSeconds, oldestUndeliveredEmailSeconds] = await Promise.all([
          app.jobs.oldestDueSeconds(),
          oldestUndeliveredSeconds(app.db),
        ]);
        queue = { oldestDueSeconds, oldestUndeliveredEmailSeconds };
      } catch (error) {
        app.log.warn({ err: error }, "could not read the job queue's state");
      }
    }
    return { up, queue, readAt: now() };
  };
  const readAgain = (): Promise<Status> => {
    reading ??= readStatus()
      .then((status) => {
        last = status;
        return status;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const status = async (): Promise<Status> => {
    const age = last ? now() - last.readAt : Number.POSITIVE_INFINITY;
    if (last && age < FRESH_MS) return last;
    if (last && age < USABLE_MS) {
      readAgain().catch((error: unknown) => app.log.warn({ err: error }, "could not read the health status"));
      return last;
    }
    return readAgain();
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
      const { up, queue } = await status();
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
