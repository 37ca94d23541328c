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
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
