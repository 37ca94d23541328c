import { type ComponentType, lazy, Suspense } from "react";
import { Trans } from "react-i18next";
import { useSearchParams } from "react-router";
import { AvatarUploader } from "@/components/avatar-uploader";
import { LoadingRows } from "@/components/ui/table";
import { UserAvatar } from "@/components/user-avatar";
import { ADMIN_TABS, type AdminTab } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { useDocumentTitle } from "@/lib/document-title";
import { AdminSidebar, useSectionLabel } from "../components/admin-sidebar";
import { useT } from "../i18n";

/** Each tab is its own chunk, loaded when first shown. */
function lazyTab<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const TABS: Record<AdminTab | "overview", ComponentType> = {
  overview: lazyTab(
    () => import("../tabs/overview-tab"),
    (m) => m.OverviewTab,
  ),
  mentors: lazyTab(
    () => import("../tabs/mentors-tab"),
    (m) => m.MentorsTab,
  ),
  students: lazyTab(
    () => import("../tabs/students-tab"),
    (m) => m.StudentsTab,
  ),
  sessions: lazyTab(
    () => import("../tabs/sessions-tab"),
    (m) => m.SessionsTab,
  ),
  payments: lazyTab(
    () => import("../tabs/payments-tab"),
    (m) => m.PaymentsTab,
  ),
  refunds: lazyTab(
    () => import("../tabs/refunds-tab"),
    (m) => m.RefundsTab,
  ),
  payouts: lazyTab(
    () => import("../tabs/payouts-tab"),
    (m) => m.PayoutsTab,
  ),
  statements: lazyTab(
    () => import("../tabs/statements-tab"),
    (m) => m.StatementsTab,
  ),
  content: lazyTab(
    () => import("../tabs/content-tab"),
    (m) => m.ContentTab,
  ),
  social: lazyTab(
    () => import("../tabs/social-tab"),
    (m) => m.SocialTab,
  ),
  applications: lazyTab(
    () => import("../tabs/applications-tab"),
    (m) => m.ApplicationsTab,
  ),
};

/** `?tab=` as one of the tabs; none (or one we do not know) is the overview. */
function tabOf(value: string | null): AdminTab | null {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "") ? (value as AdminTab) : null;
}

/**
 * docs/product.md §2.14's admin dashboard: the header with the admin's name and picture (the upload is stored,
 * like every user's), the sidebar of sections, and the chosen section, each loaded on demand.
 */
export function AdminDashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  const section = useSectionLabel()(tab);
  useDocumentTitle(tab ? t("dashboard.sectionTitle", { section }) : t("dashboard.title"));
  const Tab = TABS[tab ?? "overview"];

  return (
    <div className="bg-slate-50/60">
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 min-[480px]:flex-row min-[480px]:items-start lg:px-8">
          {user ? <UserAvatar user={user} size="lg" className="shadow-md ring-4 ring-white" /> : null}
          <div className="min-w-0 space-y-3">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {t("dashboard.title")}
              </h1>
              {user ? (
                <p className="mt-1 text-base break-words text-slate-700">
                  <Trans
                    t={t}
                    i18nKey="dashboard.signedInAs"
                    values={{ name: user.name }}
                    components={{ name: <span className="font-semibold text-slate-900" /> }}
                  />
                </p>
              ) : null}
            </div>
            {user ? <AvatarUploader user={user} /> : null}
          </div>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8 lg:py-8">
        <AdminSidebar current={tab} />
        <section className="min-w-0" aria-label={section}>
          <Suspense fallback={<LoadingRows label={t("common:layout.loading")} />}>
            <Tab key={tab ?? "overview"} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
