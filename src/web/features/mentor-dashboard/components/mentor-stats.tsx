import type { MentorDashboard } from "@contract/dashboards";
import { CalendarCheck, Star, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatRating, RatingStars } from "@/components/session-card/rating-stars";
import { cardClasses } from "@/components/ui/card";
import { useT } from "../i18n";

/**
 * docs/product.md §2.13's stat cards, all computed by the server (docs/product.md §10.1: no fixed 156): Total Sessions,
 * Active Students (distinct students holding a booking not disapproved) and Rating (the mean of the
 * sessions' mean ratings, with stars; "No ratings yet" before the first feedback).
 */
export function MentorStats({ stats }: { stats: MentorDashboard["stats"] }) {
  const t = useT();
  return (
    <section aria-labelledby="mentor-stats-heading">
      <h2 id="mentor-stats-heading" className="sr-only">
        {t("stats.heading")}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={<CalendarCheck />} label={t("stats.total")} tone="bg-brand-50 text-brand-700">
          {stats.totalSessions}
        </StatCard>
        <StatCard icon={<Users />} label={t("stats.students")} tone="bg-emerald-50 text-emerald-700">
          {stats.activeStudents}
        </StatCard>
        <StatCard icon={<Star />} label={t("stats.rating")} tone="bg-amber-50 text-amber-700">
          {stats.rating === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="mt-1 block text-sm font-medium text-slate-600">{t("stats.noRatings")}</span>
            </>
          ) : (
            <span className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 sm:justify-start">
              <span>
                {formatRating(stats.rating)}
                <span className="sr-only">{t("common:card.outOf5")}</span>
              </span>
              <RatingStars rating={stats.rating} size="md" />
            </span>
          )}
        </StatCard>
      </dl>
    </section>
  );
}

function StatCard({
  icon,
  label,
  tone,
  children,
}: {
  icon: ReactNode;
  label: string;
  tone: string;
  children: ReactNode;
}) {
  return (
    // Side by side on a phone (three short rows), stacked in a card from sm up.
    <div
      className={cardClasses({
        padding: "sm",
        className: "flex items-center justify-between gap-3 sm:block",
      })}
    >
      <dt className="flex items-center gap-3 text-sm font-semibold text-slate-700">
        <span
          aria-hidden="true"
          className={`grid size-10 shrink-0 place-items-center rounded-xl [&>svg]:size-5 ${tone}`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 text-right text-2xl font-bold text-slate-900 sm:mt-3 sm:text-left sm:text-3xl">
        {children}
      </dd>
    </div>
  );
}
