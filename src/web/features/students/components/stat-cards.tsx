import type { StudentDashboard } from "@contract/dashboards";
import { formatRupees } from "@contract/time";
import { BookOpenCheck, CircleCheckBig, IndianRupee, type LucideIcon, Radio } from "lucide-react";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type Stat = { label: string; value: string; hint: string; icon: LucideIcon; tone: string };

/**
 * docs/product.md §2.12's four figures, as the server derives them from the records: bookings not disapproved,
 * sessions joined, enrolled sessions live now, and the sum of the payments not disapproved.
 */
export function StatCards({ stats }: { stats: StudentDashboard["stats"] }) {
  const items: Stat[] = [
    {
      label: "Sessions Enrolled",
      value: String(stats.enrolled),
      hint: "Booked, payment not disapproved",
      icon: BookOpenCheck,
      tone: "bg-brand-50 text-brand-700",
    },
    {
      label: "Sessions Attended",
      value: String(stats.attended),
      hint: "Live sessions you joined",
      icon: CircleCheckBig,
      tone: "bg-green-50 text-green-700",
    },
    {
      label: "Live Sessions",
      value: String(stats.live),
      hint: "Of yours, live right now",
      icon: Radio,
      tone: "bg-red-50 text-red-700",
    },
    {
      label: "Total Spent",
      value: formatRupees(stats.totalSpent),
      hint: "Pending and verified payments",
      icon: IndianRupee,
      tone: "bg-amber-50 text-amber-800",
    },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your figures
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
