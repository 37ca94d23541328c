import type { SessionStatus } from "@contract/sessions";
import { cn } from "@/lib/cn";

/** docs/product.md §4: LIVE red, UPCOMING blue, everything else grey. White on each passes WCAG AA. */
const STATUS_BADGES: Record<SessionStatus, { label: string; classes: string }> = {
  live: { label: "LIVE", classes: "bg-red-700 text-white" },
  upcoming: { label: "UPCOMING", classes: "bg-blue-700 text-white" },
  completed: { label: "COMPLETED", classes: "bg-slate-600 text-white" },
  cancelled: { label: "CANCELLED", classes: "bg-slate-700 text-white" },
};

/** A session's status as a coloured pill: on cards, the mentor's dashboard and the details page. */
export function StatusBadge({ status, className }: { status: SessionStatus; className?: string }) {
  const badge = STATUS_BADGES[status];
  return (
    <span
      className={cn("rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide", badge.classes, className)}
    >
      {badge.label}
    </span>
  );
}
