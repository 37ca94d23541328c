import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { type AdminTab, paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { useT } from "../i18n";
import { useSectionLabel } from "./admin-sidebar";

export const profileContainer = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

function BackLink({ tab }: { tab: AdminTab }) {
  const t = useT();
  const section = useSectionLabel()(tab);
  return (
    <Link
      to={paths.adminDashboard.getHref(tab)}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("profile.back", { section })}
    </Link>
  );
}

/**
 * The frame of docs/product.md §2.16's profile views (for admins): loading, "… not found" for an unknown email,
 * a refusal's own message or a failure with Retry, and once loaded the person's name as the title
 * with a way back to their table (the dashboard's section of that `kind`). The page gives what goes
 * inside.
 */
export function ProfileViewPage<T extends { name: string }>({
  query,
  email,
  kind,
  children,
}: {
  query: UseQueryResult<T>;
  email: string;
  kind: "mentor" | "student";
  children: (person: T) => ReactNode;
}) {
  const t = useT();
  const backLink = <BackLink tab={kind === "mentor" ? "mentors" : "students"} />;
  const title = t(`profile.${kind}.title`);

  if (query.isPending) {
    return (
      <>
        <PageTitle title={title} />
        <div
          role="status"
          className={`${profileContainer} flex min-h-[40vh] items-center justify-center pb-16`}
        >
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
          />
          <span className="sr-only">{t(`profile.${kind}.loading`)}</span>
        </div>
      </>
    );
  }

  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404) {
      return (
        <>
          <PageTitle
            title={t(`profile.${kind}.notFound`)}
            description={t(`profile.${kind}.noneWithEmail`, { email })}
          />
          <div className={`${profileContainer} pb-16`}>{backLink}</div>
        </>
      );
    }
    const refused = status === 403 || status === 401;
    const { code, params } = codeOfBody(isApiError(query.error) ? query.error.body : undefined);
    return (
      <>
        <PageTitle title={title} />
        <div className={`${profileContainer} space-y-4 pb-16`}>
          <Alert className="max-w-2xl">
            <p>
              {refused
                ? translateMessage(query.error.message, code, params)
                : t(`profile.${kind}.loadFailed`)}
            </p>
            {refused ? null : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t("common:table.retry")}
              </Button>
            )}
          </Alert>
          {backLink}
        </div>
      </>
    );
  }

  return (
    <>
      <div className={`${profileContainer} pt-6`}>{backLink}</div>
      <PageTitle title={query.data.name} description={t(`profile.${kind}.kind`)} />
      <div className={`${profileContainer} space-y-8 pb-16`}>{children(query.data)}</div>
    </>
  );
}
