import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";
import { describeElapsed, formatElapsed } from "./elapsed";

/** Now, again every second while the calling component is shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type SessionTimerProps = {
  /** When counting started (epoch milliseconds). */
  since: number;
  /** What the timer measures, for screen readers ("Time in session"). */
  label: string;
  className?: string;
};

/**
 * A stopwatch that ticks every second (docs/product.md §2.18: mm:ss). It reads the clock each tick rather than
 * counting ticks, so a tab that was in the background shows the right time when it comes back.
 * role="timer" is not announced on every tick; its name tells what it counts.
 */
export function SessionTimer({ since, label, className }: SessionTimerProps) {
  const t = useT();
  const elapsed = useNow() - since;
  const words = describeElapsed(elapsed, (unit, count) => t(`timer.${unit}`, { count }));
  return (
    <span
      role="timer"
      aria-label={t("timer.label", { label, elapsed: words })}
      className={cn("font-mono tabular-nums", className)}
    >
      {formatElapsed(elapsed)}
    </span>
  );
}
