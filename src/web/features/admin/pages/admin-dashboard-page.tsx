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

type TabKey = AdminTab | "overview";

/** Each tab is its own chunk, loaded when first shown. */
const LOADERS: Record<TabKey, () => Promise<ComponentType>> = {
  overview: () => import("../tabs/overview-tab").then((m) => m.OverviewTab),
  mentors: () => import("../tabs/mentors-tab").then((m) => m.MentorsTab),
  students: () => import("../tabs/students-tab").then((m) => m.StudentsTab),
  sessions: () => import("../tabs/sessions-tab").then((m) => m.SessionsTab),
  payments: () => import("../tabs/payments-tab").then((m) => m.PaymentsTab),
  refunds: () => import("../tabs/refunds-tab").then((m) => m.RefundsTab),
  payouts: () => import("../tabs/payouts-tab").then((m) => m.PayoutsTab),
  statements: () => import("../tabs/statements-tab").then((m) => m.StatementsTab),
  content: () => import("../tabs/content-tab").then((m) => m.ContentTab),
  social: () => import("../tabs/social-tab").then((m) => m.SocialTab),
  applications: () => import("../tabs/applications-tab").then((m) => m.ApplicationsTab),
};

/** The tabs whose code is here: rendered directly, without waiting. */
const loaded: Partial<Record<TabKey, ComponentType>> = {};

const TABS = Object.fromEntries(
  Object.entries(LOADERS).map(([name, load]) => [
    name,
    lazy(() =>
      load().then((Component) => {
        loaded[name as TabKey] = Component;
        return { default: Component };
      }),
    ),
  ]),
) as unknown as Record<TabKey, ComponentType>;

/** `?tab=` as one of the tabs; none (or one we do not know) is the overview. */
function tabOf(value: string | null): AdminTab | null {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "") ? (value as AdminTab) : null;
}

// In the browser, the tab of the address the page opens at comes with the page's own code: a page
// the server rendered with that tab (docs/decisions/029) is then taken over whole at once, rather
// than its tab later, when what was typed into it meanwhile would be lost.
if (typeof window !== "undefined") {
  const first = tabOf(new URLSearchParams(window.location.search).get("tab")) ?? "overview";
  loaded[first] = await LOADERS[first]().catch(() => undefined);
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
  const Tab = loaded[tab ?? "overview"] ?? TABS[tab ?? "overview"];

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
