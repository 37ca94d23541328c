import { CalendarPlus, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import type { Paging } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { type DashboardPage, FIRST_PAGE, useStudentDashboard } from "../api/get-student-dashboard";
import { DashboardHeader } from "../components/dashboard-header";
import { ProfileCard } from "../components/profile-card";
import { QuickActions } from "../components/quick-actions";
import { SessionColumns } from "../components/session-columns";
import { StatCards } from "../components/stat-cards";
import { WaitlistPlaces } from "../components/waitlist-places";
import { groupSessions } from "../dashboard";
import { useT } from "../i18n";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/**
 * docs/product.md §2.12: the student's own dashboard. The figures and the bookings come from the server
 * (GET /api/me/dashboard), which derives them from the records; the page only shows them.
 */
export function StudentDashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  // The bookings page on the server (docs/product.md §10.11); the figures count them all.
  const [page, setPage] = useState<DashboardPage>(FIRST_PAGE);
  const dashboard = useStudentDashboard(page);
  // The route's guard lets only a signed-in student in; the user is known by then.
  if (!user) return null;
  const paging: Paging = {
    page: page.page,
    pageSize: page.pageSize,
    setPage: (next) => setPage((current) => ({ ...current, page: next })),
    setPageSize: (pageSize) => setPage({ page: 1, pageSize }),
  };

  return (
    <>
      <DashboardHeader user={user} />
      <div className={`${container} space-y-10 py-8 sm:py-10`}>
        {dashboard.isPending ? (
          <p role="status" className="flex min-h-40 items-center justify-center text-slate-600">
            <span
              aria-hidden="true"
              className="mr-3 size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
            />
            {t("page.loading")}
          </p>
        ) : dashboard.isError ? (
          <Alert className="max-w-2xl">
            <p>{t("page.loadFailed")}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void dashboard.refetch()}
              disabled={dashboard.isFetching}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t("page.tryAgain")}
            </Button>
          </Alert>
        ) : dashboard.data.total === 0 ? (
          <>
            <StatCards stats={dashboard.data.stats} />
            <FirstTime />
          </>
        ) : groupSessions(dashboard.data.sessions).live.length > 0 ? (
          // A session is live: it and its Join button come first (on a phone, before the figures).
          <>
            <SessionColumns
              dashboard={dashboard.data}
              paging={paging}
              loading={dashboard.isPlaceholderData}
            />
            <StatCards stats={dashboard.data.stats} />
          </>
        ) : (
          <>
            <StatCards stats={dashboard.data.stats} />
            <SessionColumns
              dashboard={dashboard.data}
              paging={paging}
              loading={dashboard.isPlaceholderData}
            />
          </>
        )}
        <WaitlistPlaces />
        <div className="grid gap-6 lg:grid-cols-3">
          <ProfileCard className="lg:col-span-2" />
          <QuickActions className="lg:self-start" />
        </div>
      </div>
    </>
  );
}

/** Before the first booking: what happens here, and where to start. */
function FirstTime() {
  const t = useT();
  return (
    <section
      aria-labelledby="first-time-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-10"
    >
      <h2 id="first-time-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t("firstTime.title")}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{t("firstTime.text")}</p>
      <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ size: "lg", className: "mt-6" })}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        {t("firstTime.browse")}
      </Link>
    </section>
  );
}
