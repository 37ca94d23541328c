import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
  /**
   * The background jobs (docs/decisions/009): how long the oldest job that is due and not done has
   * waited, in seconds (0 when none waits), and the same for emails recorded but not yet delivered.
   * Null when the database does not answer or the job engine is not running.
   */
  queue: z
    .object({
      oldestDueSeconds: z.number().int(),
      oldestUndeliveredEmailSeconds: z.number().int(),
    })
    .nullable(),
  /**
   * Where the rate limits are counted now: in the Redis that every process shares (REDIS_URL), in
   * this process's memory (no REDIS_URL, or Redis does not answer: each process counts alone), or
   * nowhere (RATE_LIMIT=off).
   */
  rateLimits: z.enum(["redis", "local", "off"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
