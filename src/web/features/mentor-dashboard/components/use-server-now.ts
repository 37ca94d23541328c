import { useEffect, useState } from "react";

/** How often the start window is judged again (the issue: every 30 seconds). */
export const RECHECK_MS = 30_000;

/**
 * The server's clock as time passes: its `now` when the answer arrived (`receivedAt`, this page's
 * performance.now()) plus the time elapsed since, ticking every 30 seconds. Null until the first tick:
 * until then the server's own verdicts (`canStart`) stand. The device's clock is never used (it may
 * be wrong, or in another time zone); a new answer starts again from its own `now`.
 */
export function useServerNow(serverNow: string, receivedAt: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(null);
    const base = Date.parse(serverNow);
    const timer = window.setInterval(() => {
      setNow(new Date(base + (performance.now() - receivedAt)));
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [serverNow, receivedAt]);
  return now;
}
