import type { AdminOverview } from "@contract/admin";
import { CalendarDays, CreditCard, GraduationCap, type LucideIcon, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { cardClasses } from "@/components/ui/card";
import { LoadingRows, loadFailure, RetryAlert } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { useFormat } from "@/lib/i18n";
import { useAdminOverview } from "../api/overview";
import { TabHeading } from "../components/admin-table";
import { useT } from "../i18n";

// The charts (and recharts with them) load only when the overview is shown.
const OverviewCharts = lazy(() => import("../components/overview-charts"));

type Count = {
  key: keyof AdminOverview["counts"];
  icon: LucideIcon;
  href: string;
  tone: string;
};

const COUNTS: readonly Count[] = [
  {
    key: "mentors",
    icon: UserRound,
    href: paths.adminDashboard.getHref("mentors"),
    tone: "bg-green-50 text-green-800",
  },
  {
    key: "students",
    icon: GraduationCap,
    href: paths.adminDashboard.getHref("students"),
    tone: "bg-brand-50 text-brand-800",
  },
  {
    key: "sessions",
    icon: CalendarDays,
    href: paths.adminDashboard.getHref("sessions"),
    tone: "bg-violet-50 text-violet-800",
  },
  {
    key: "pendingPayments",
    icon: CreditCard,
    // The payments table filtered to Pending (it reads ?status= from the address).
    href: `${paths.adminDashboard.getHref("payments")}&status=created`,
    tone: "bg-amber-50 text-amber-900",
  },
];

/** docs/product.md §2.14 Overview: the four counts, then bookings and revenue per day and sessions by category. */
export function OverviewTab() {
  const t = useT();
  const f = useFormat();
  const query = useAdminOverview();
  const data = query.data;

  return (
    <div className="space-y-6">
      <TabHeading title={t("sections.dashboard")} description={t("overview.description")} />
      {query.error && !data ? (
        <RetryAlert
          message={loadFailure(query.error, t("overview.failed"))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <LoadingRows label={t("overview.loading")} />
      ) : (
        <>
          <ul className="grid gap-4 min-[480px]:grid-cols-2 xl:grid-cols-4">
            {COUNTS.map(({ key, icon: Icon, href, tone }) => (
              <li key={key}>
                <Link
                  to={href}
                  className={cardClasses({
                    className:
                      "flex h-full items-center gap-4 transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  })}
                >
                  <span
                    className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-3xl font-bold text-slate-900 tabular-nums">
                      {f.number(data.counts[key])}
                    </span>
                    <span className="block text-sm font-medium text-slate-700">
                      {t(`overview.counts.${key}`)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span>
              {t("overview.refunds.due", {
                count: data.refunds.due,
                amount: f.rupees(data.refunds.dueAmount),
              })}
            </span>
            <span>{t("overview.refunds.refunded", { amount: f.rupees(data.refunds.refundedAmount) })}</span>
            <Link
              to={paths.adminDashboard.getHref("refunds")}
              className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t("overview.refunds.open")}
            </Link>
          </p>
          <Suspense fallback={<LoadingRows label={t("overview.loadingCharts")} />}>
            <OverviewCharts overview={data} />
          </Suspense>
        </>
      )}
    </div>
  );
}
