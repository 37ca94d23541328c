import { CalendarPlus, RotateCw, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { type DashboardPage, FIRST_PAGE, useMentorDashboard } from "../api/get-mentor-dashboard";
import { AvailabilitySection } from "../components/availability-section";
import { EarningsSection } from "../components/earnings-section";
import { MentorSessionList } from "../components/mentor-session-list";
import { MentorStats } from "../components/mentor-stats";
import { ProfileCard } from "../components/profile-card";
import { VerifiedTopperCard } from "../components/verified-topper-card";
import { useT } from "../i18n";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? name;
}

/**
 * docs/product.md §2.13: the mentor's dashboard. Stat cards, the profile card, Quick Actions and every session
 * the mentor posted with its meeting buttons. Everything shown comes from GET /api/me/mentor-dashboard.
 */
export function MentorDashboardPage() {
  const t = useT();
  // The sessions page on the server (docs/product.md §10.11); the figures count them all.
  const [page, setPage] = useState<DashboardPage>(FIRST_PAGE);
  const query = useMentorDashboard(page);

  if (query.isPending) {
    return (
      <>
        <PageTitle title={t("page.title")} />
        <div role="status" className={`${container} flex min-h-[40vh] items-center justify-center pb-16`}>
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
          />
          <span className="sr-only">{t("page.loading")}</span>
        </div>
      </>
    );
  }

  if (query.isError) {
    return (
      <>
        <PageTitle title={t("page.title")} />
        <div className={`${container} pb-16`}>
          <Alert className="max-w-2xl">
            <p>{t("page.loadFailed")}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t("page.tryAgain")}
            </Button>
          </Alert>
        </div>
      </>
    );
  }

  const dashboard = query.data;
  return (
    <>
      <PageTitle
        title={t("page.title")}
        description={t("page.welcome", { name: firstName(dashboard.profile.name) })}
      />
      <div className={`${container} space-y-8 pb-16`}>
        <MentorStats stats={dashboard.stats} />

        <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          <div className="space-y-6">
            <ProfileCard profile={dashboard.profile} />
            <VerifiedTopperCard />
            <QuickActions />
          </div>
          <MentorSessionList
            dashboard={dashboard}
            loading={query.isPlaceholderData}
            paging={{
              page: page.page,
              pageSize: page.pageSize,
              setPage: (next) => setPage((current) => ({ ...current, page: next })),
              setPageSize: (pageSize) => setPage({ page: 1, pageSize }),
            }}
          />
        </div>
        <AvailabilitySection />
        <EarningsSection />
      </div>
    </>
  );
}

/** docs/product.md §2.13: Quick Actions, leading to /post-session. */
function QuickActions() {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions-heading" className={cardClasses()}>
      <h2 id="quick-actions-heading" className="text-lg font-bold text-slate-900">
        {t("quick.heading")}
      </h2>
      <div className="mt-4 grid gap-3">
        <Link to={paths.postSession.getHref()} className={buttonClasses({ className: "w-full" })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t("quick.post")}
        </Link>
        <Link
          to={paths.bookingSessions.getHref()}
          className={buttonClasses({ variant: "outline", className: "w-full" })}
        >
          <Search aria-hidden="true" className="size-4" />
          {t("quick.browse")}
        </Link>
      </div>
    </section>
  );
}
