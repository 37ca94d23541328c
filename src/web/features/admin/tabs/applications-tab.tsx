import { type AdminApplication, APPLICATION_STATUSES, PAGE_SIZES } from "@contract/admin";
import { ChevronLeft, ChevronRight, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { failureReason } from "@/lib/form-errors";
import {
  type ApplicationsParams,
  DEFAULT_APPLICATIONS_PARAMS,
  useAdminApplications,
} from "../api/applications";
import { TabHeading } from "../components/admin-table";
import { ApplicationCard } from "../components/application-card";
import { ApproveApplicationDialog, RejectApplicationDialog } from "../components/application-dialogs";
import { useT } from "../i18n";

const ID_BASE = "admin-applications";

/**
 * Mentor applications (docs/product.md §2.14): new ones to decide, and those already approved or rejected.
 * Approve creates the mentor and emails the invitation; Reject records the decision.
 */
export function ApplicationsTab() {
  const t = useT();
  const [params, setParams] = useState<ApplicationsParams>(DEFAULT_APPLICATIONS_PARAMS);
  const [approving, setApproving] = useState<AdminApplication | null>(null);
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);
  const query = useAdminApplications(params);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // The last one on a later page was decided: show the new last page rather than an empty one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && params.page > 1) {
      setParams((p) => ({ ...p, page: Math.max(1, Math.ceil(data.total / data.pageSize)) }));
    }
  }, [data, params.page]);
  const items = APPLICATION_STATUSES.map((value) => ({ value, label: t(`applications.status.${value}`) }));

  return (
    <div className="space-y-4">
      <TabHeading title={t("applications.title")} description={t("applications.description")} />
      <TabList
        label={t("applications.statusLabel")}
        idBase={ID_BASE}
        items={items}
        value={params.status}
        onValueChange={(status) => setParams((p) => ({ ...p, status, page: 1 }))}
      />
      {APPLICATION_STATUSES.map((status) => (
        <TabPanel key={status} idBase={ID_BASE} value={status} selected={params.status === status}>
          {params.status !== status ? null : query.isPending ? (
            <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
              <Spinner className="text-brand-600" />
              {t("applications.loading")}
            </p>
          ) : query.isError && !data ? (
            <Alert className="max-w-2xl">
              <p>{failureReason(query.error, t("applications.failed"))}</p>
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
            </Alert>
          ) : data && data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-700">
              {t(`applications.empty.${status}`)}
            </p>
          ) : data ? (
            <div className="space-y-4" aria-busy={query.isFetching || undefined}>
              <p className="text-sm text-slate-600" aria-live="polite">
                {t("applications.count", { count: data.total })}
                {pages > 1 ? t("applications.pageSuffix", { page: data.page, pages }) : ""}
              </p>
              <ul className="grid gap-4 xl:grid-cols-2">
                {data.items.map((application) => (
                  <li key={application.id} className="min-w-0">
                    <ApplicationCard
                      application={application}
                      onApprove={setApproving}
                      onReject={setRejecting}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </TabPanel>
      ))}
      {data && data.total > 0 ? (
        <nav
          aria-label={t("applications.pagesNav")}
          className="flex flex-wrap items-end justify-between gap-3"
        >
          <FormField label={t("applications.perPage")} className="w-28">
            {(control) => (
              <NativeSelect
                {...control}
                value={params.pageSize}
                onChange={(event) =>
                  setParams((p) => ({ ...p, pageSize: Number(event.target.value), page: 1 }))
                }
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={params.page <= 1}
              onClick={() => setParams((p) => ({ ...p, page: p.page - 1 }))}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("common:table.previous")}
            </Button>
            <span className="text-sm text-slate-700">
              {t("common:table.pageOf", { page: params.page, pages })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={params.page >= pages}
              onClick={() => setParams((p) => ({ ...p, page: p.page + 1 }))}
            >
              {t("common:table.next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </nav>
      ) : null}
      <ApproveApplicationDialog application={approving} onClose={() => setApproving(null)} />
      <RejectApplicationDialog application={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
