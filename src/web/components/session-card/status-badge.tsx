import type { SessionStatus } from "@contract/sessions";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";

/** docs/product.md §4: LIVE red, UPCOMING blue, everything else grey. White on each passes WCAG AA. */
const STATUS_BADGES: Record<SessionStatus, string> = {
  live: "bg-red-700 text-white",
  upcoming: "bg-blue-700 text-white",
  completed: "bg-slate-600 text-white",
  cancelled: "bg-slate-700 text-white",
};

/** A session's status as a coloured pill: on cards, the mentor's dashboard and the details page. */
export function StatusBadge({ status, className }: { status: SessionStatus; className?: string }) {
  const t = useCommonT();
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide",
        STATUS_BADGES[status],
        className,
      )}
    >
      {t(`sessionStatus.${status}`)}
    </span>
  );
}
