import type { SessionCard as SessionCardModel } from "@contract/sessions";
import { SessionCard } from "@/components/session-card/session-card";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

/**
 * docs/product.md §2.11's session details card: the same card students picked the session from (title, mentor,
 * rating, date, time in IST, duration, slots), with the total to pay under it. One seat per booking,
 * so the total is the session's price, as the server decides it.
 */
export function SessionSummaryCard({
  session,
  className,
}: {
  session: SessionCardModel;
  className?: string;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-label={t("summary.label")} className={cn("min-w-0 space-y-3", className)}>
      <SessionCard session={session} headingLevel={2} />
      <div className="flex items-baseline justify-between gap-3 rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4">
        <span className="text-base font-semibold text-slate-800">{t("summary.total")}</span>
        <span className="text-2xl font-bold text-slate-900">{f.rupees(session.price)}</span>
      </div>
    </section>
  );
}
