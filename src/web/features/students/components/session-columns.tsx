import type { StudentDashboard, StudentSession } from "@contract/dashboards";
import { DASHBOARD_PAGE_SIZES } from "@contract/dashboards";
import { CalendarClock, History, type LucideIcon, Radio } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { type Paging, TablePager } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { type DashboardColumn, groupSessions } from "../dashboard";
import { useT } from "../i18n";
import { StudentSessionCard } from "./student-session-card";

/** Each column's words are in the students catalog under columns.<key> (title, emptyTitle, emptyText). */
const COLUMNS: ReadonlyArray<{ key: DashboardColumn; icon: LucideIcon; tone: string }> = [
  { key: "live", icon: Radio, tone: "text-red-700" },
  { key: "upcoming", icon: CalendarClock, tone: "text-blue-700" },
  { key: "past", icon: History, tone: "text-slate-700" },
];

/**
 * docs/product.md §2.12's three columns of the student's bookings (grouped as docs/product.md §4 says),
 * one page of them at a time (docs/product.md §10.11): each column's count is over every page, and
 * the pager sits under the columns.
 */
export function SessionColumns({
  dashboard,
  paging,
  loading = false,
}: {
  dashboard: Pick<StudentDashboard, "sessions" | "columns" | "total" | "page">;
  paging: Paging;
  /** Another page is on its way: the cards shown are the previous page's. */
  loading?: boolean;
}) {
  const t = useT();
  const groups = groupSessions(dashboard.sessions);
  const topRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(dashboard.page);
  useEffect(() => {
    if (shownPage.current === dashboard.page) return;
    shownPage.current = dashboard.page;
    // A new page of bookings: start reading it from the top.
    topRef.current?.focus();
    topRef.current?.scrollIntoView({ block: "start" });
  }, [dashboard.page]);
  return (
    <div className="space-y-6">
      <div
        ref={topRef}
        tabIndex={-1}
        aria-busy={loading}
        className={cn("grid scroll-mt-4 gap-8 outline-none lg:grid-cols-3 lg:gap-6", loading && "opacity-60")}
      >
        {COLUMNS.map((column) => (
          <Column
            key={column.key}
            column={column}
            entries={groups[column.key]}
            count={dashboard.columns[column.key]}
          />
        ))}
      </div>
      {dashboard.total > DASHBOARD_PAGE_SIZES[0] ? (
        <TablePager
          paging={paging}
          total={dashboard.total}
          label={t("columns.pagerLabel")}
          pageSizes={DASHBOARD_PAGE_SIZES}
          sizeLabel={t("columns.perPage")}
        />
      ) : null}
    </div>
  );
}

function Column({
  column,
  entries,
  count,
}: {
  column: (typeof COLUMNS)[number];
  entries: StudentSession[];
  /** The column's bookings over every page. */
  count: number;
}) {
  const t = useT();
  const headingId = useId();
  const Icon = column.icon;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
        <Icon aria-hidden="true" className={cn("size-5", column.tone)} />
        {t(`columns.${column.key}.title`)}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
          {count}
          <span className="sr-only"> {t("columns.sessions", { count })}</span>
        </span>
      </h2>
      {entries.length === 0 && count > 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center text-sm text-slate-600">
          {t("columns.otherPage")}
        </p>
      ) : entries.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center">
          <p className="font-semibold text-slate-900">{t(`columns.${column.key}.emptyTitle`)}</p>
          <p className="mt-1 text-sm text-slate-600">{t(`columns.${column.key}.emptyText`)}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {entries.map((entry) => (
            <li key={entry.bookingId} className="min-w-0">
              <StudentSessionCard entry={entry} column={column.key} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
