import { PAYMENT_STATUSES, type PaymentStatus } from "@contract/payments";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { PaymentStatusBadge, usePaymentStatusLabel } from "@/components/payment-status-badge";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PagedTable } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { useFormat } from "@/lib/i18n";
import { useAdminPayments } from "../api/payments";
import { isFiltered, linkClass, TabHeading, TableToolbar, useTableParams } from "../components/admin-table";
import { ReceiptsRegister } from "../components/receipts-register";
import { useT } from "../i18n";

/** `?status=` as a payment status; none (or one we do not know) is every status. */
function statusOf(value: string | null): PaymentStatus | undefined {
  return (PAYMENT_STATUSES as readonly string[]).includes(value ?? "") ? (value as PaymentStatus) : undefined;
}

/**
 * docs/product.md §2.14 Payments: the paged table; each row opens /admin/payments/{id} to verify it.
 * The status filter lives in the address (`?status=created`), so the overview's "awaiting
 * verification" figure opens this table filtered to Pending, and back and forward keep the filter.
 */
export function PaymentsTab() {
  const t = useT();
  const f = useFormat();
  const statusLabel = usePaymentStatusLabel();
  const state = useTableParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get("status"));
  const setStatus = (next: PaymentStatus | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set("status", next);
        else params.delete("status");
        return params;
      },
      { replace: true },
    );
  const statusId = useId();
  const query = useAdminPayments({ ...state.params, status });

  return (
    <div className="space-y-5">
      <TabHeading title={t("payments.title")} description={t("payments.description")} />
      <TableToolbar state={state} searchLabel={t("payments.search")}>
        <div className="space-y-1.5 sm:w-44">
          <Label htmlFor={statusId}>{t("payments.status")}</Label>
          <NativeSelect
            id={statusId}
            value={status ?? "all"}
            onChange={(event) => {
              const value = event.target.value;
              setStatus(value === "all" ? undefined : (value as PaymentStatus));
              state.setPage(1);
            }}
          >
            {/* docs/product.md §4's labels (and "Refund due"), asking for every stored status. */}
            <option value="all">{t("payments.allStatuses")}</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </TableToolbar>
      <PagedTable
        query={query}
        paging={state.paging}
        sort={state.params.sort}
        onSort={state.setSort}
        caption={t("payments.caption")}
        minWidthClassName="sm:min-w-4xl"
        getRowKey={(payment) => payment.id}
        texts={{
          label: t("payments.noun"),
          loading: t("payments.loading"),
          failed: t("payments.failed"),
          empty: isFiltered(state.params, status !== undefined) ? t("payments.noMatch") : t("payments.none"),
        }}
        columns={[
          {
            key: "student",
            header: t("payments.columns.student"),
            cell: (payment) => (
              <>
                <span className="block font-semibold text-slate-900">{payment.studentName}</span>
                <span className="block text-xs font-normal break-all text-slate-600">{payment.email}</span>
              </>
            ),
          },
          {
            key: "session",
            header: t("payments.columns.session"),
            cell: (payment) => (
              <span>
                {payment.sessionTitle}
                <span className="block text-xs text-slate-600">{payment.category}</span>
              </span>
            ),
          },
          {
            key: "amount",
            header: t("payments.columns.amount"),
            numeric: true,
            sortable: true,
            cell: (payment) => f.rupees(payment.amount),
          },
          {
            key: "status",
            header: t("payments.columns.status"),
            cell: (payment) => <PaymentStatusBadge status={payment.status} className="px-2 py-0.5 text-xs" />,
          },
          {
            key: "date",
            header: t("payments.columns.date"),
            sortable: true,
            className: "sm:whitespace-nowrap",
            cell: (payment) => `${f.date(payment.createdAt)}, ${f.time(payment.createdAt)}`,
          },
          {
            key: "payment",
            header: t("payments.columns.payment"),
            cell: (payment) => (
              <Link
                to={paths.adminPayment.getHref(payment.id)}
                className={linkClass}
                aria-label={t("payments.viewLabel", {
                  reference: payment.reference,
                  name: payment.studentName,
                })}
              >
                {t("payments.view", { reference: payment.reference })}
              </Link>
            ),
          },
        ]}
      />
      <ReceiptsRegister />
    </div>
  );
}
