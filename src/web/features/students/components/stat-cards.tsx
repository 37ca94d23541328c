import type { StudentDashboard } from "@contract/dashboards";
import { BookOpenCheck, CircleCheckBig, IndianRupee, type LucideIcon, Radio } from "lucide-react";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

type Stat = { label: string; value: string; hint: string; icon: LucideIcon; tone: string };

/**
 * docs/product.md §2.12's four figures, as the server derives them from the records: bookings not disapproved,
 * sessions joined, enrolled sessions live now, and the sum of the payments not disapproved.
 */
export function StatCards({ stats }: { stats: StudentDashboard["stats"] }) {
  const t = useT();
  const f = useFormat();
  const items: Stat[] = [
    {
      label: t("stats.enrolled"),
      value: f.number(stats.enrolled),
      hint: t("stats.enrolledHint"),
      icon: BookOpenCheck,
      tone: "bg-brand-50 text-brand-700",
    },
    {
      label: t("stats.attended"),
      value: f.number(stats.attended),
      hint: t("stats.attendedHint"),
      icon: CircleCheckBig,
      tone: "bg-green-50 text-green-700",
    },
    {
      label: t("stats.live"),
      value: f.number(stats.live),
      hint: t("stats.liveHint"),
      icon: Radio,
      tone: "bg-red-50 text-red-700",
    },
    {
      label: t("stats.spent"),
      value: f.rupees(stats.totalSpent),
      hint: t("stats.spentHint"),
      icon: IndianRupee,
      tone: "bg-amber-50 text-amber-800",
    },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t("stats.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {items.map(({ label, value, hint, icon: Icon, tone }) => (
          <div key={label} className={cardClasses({ padding: "sm", className: "flex flex-col gap-2" })}>
            <dt className="flex items-center gap-2.5 text-sm font-medium text-slate-700">
              <span
                className={cn("inline-flex size-9 shrink-0 items-center justify-center rounded-lg", tone)}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {value}
            </dd>
            <dd className="text-xs text-slate-600">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
