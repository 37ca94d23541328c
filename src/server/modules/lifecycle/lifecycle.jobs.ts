import type { QueueDefinition } from "../../jobs/engine";
import { type LifecycleDeps, runLifecycle } from "./lifecycle";

export const LIFECYCLE_QUEUE = "lifecycle-sweep";

/**
 * The lifecycle sweep as a job: sent by every working process every 15 seconds, at most once per
 * interval in all (pg-boss throttling), so that a due item is handled well within a minute of its
 * time and a restarted server catches up at once.
 */
export function lifecycleQueue(
  deps: LifecycleDeps & { log: { info(o: object, m: string): void } },
): QueueDefinition {
  return {
    name: LIFECYCLE_QUEUE,
    policy: "short",
    retryLimit: 0,
    retryDelaySeconds: 0,
    backoff: false,
    expireInSeconds: 120,
    concurrency: 1,
    everySeconds: 15,
    async handle() {
      const report = await runLifecycle(deps);
      if (Object.values(report).some((n) => n > 0))
        deps.log.info(report, "session lifecycle: due items handled");
    },
  };
}
