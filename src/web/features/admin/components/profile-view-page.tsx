import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { type AdminTab, paths } from "@/config/paths";
import { isApiError } from "@/lib/api";

export const profileContainer = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

function BackLink({ tab, label }: { tab: AdminTab; label: string }) {
  return (
    <Link
      to={paths.adminDashboard.getHref(tab)}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to {label}
    </Link>
  );
}

/**
 * The frame of docs/product.md §2.16's profile views (for admins): loading, "… not found" for an unknown email,
 * a refusal's own message or a failure with Retry, and once loaded the person's name as the title
 * with a way back to their table. The page gives what goes inside.
 */
export function ProfileViewPage<T extends { name: string }>({
  query,
  email,
  kind,
  messages,
  back,
  children,
}: {
  query: UseQueryResult<T>;
  email: string;
  kind: "Mentor" | "Student";
  messages: { notFound: string; loadFailed: string };
  back: { tab: AdminTab; label: string };
  children: (person: T) => ReactNode;
}) {
  const lower = kind.toLowerCase();
  const backLink = <BackLink tab={back.tab} label={back.label} />;

  if (query.isPending) {
    return (
      <>
        <PageTitle title={`${kind} Profile`} />
        <div
          role="status"
          className={`${profileContainer} flex min-h-[40vh] items-center justify-center pb-16`}
        >
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
          />
          <span className="sr-only">Loading the {lower}'s profile…</span>
        </div>
      </>
    );
  }

  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404) {
      return (
        <>
          <PageTitle title={messages.notFound} description={`No ${lower} has the email address ${email}.`} />
          <div className={`${profileContainer} pb-16`}>{backLink}</div>
        </>
      );
    }
    const refused = status === 403 || status === 401;
    return (
      <>
        <PageTitle title={`${kind} Profile`} />
        <div className={`${profileContainer} space-y-4 pb-16`}>
          <Alert className="max-w-2xl">
            <p>{refused ? query.error.message : messages.loadFailed}</p>
            {refused ? null : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                Retry
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
      <PageTitle title={query.data.name} description={`${kind} profile`} />
      <div className={`${profileContainer} space-y-8 pb-16`}>{children(query.data)}</div>
    </>
  );
}
