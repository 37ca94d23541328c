import { PAYMENT_STATUSES, type PaymentStatus, paymentStatusLabel } from "@contract/payments";
import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import { useId, useState } from "react";
import { Link } from "react-router";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { useAdminPayments } from "../api/payments";
import {
  linkClass,
  PagedTable,
  rowClass,
  TabHeading,
  TableToolbar,
  tdClass,
  thClass,
  useTableParams,
} from "../components/table-kit";

/**
 * The status filter speaks docs/product.md §4's labels (and "Refund due") and asks the server for the stored
 * statuses: every status the contract has, so a new one cannot be missed here.
 */
const STATUS_OPTIONS: readonly { value: PaymentStatus | "all"; label: string }[] = [
  { value: "all", label: "All" },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusLabel(status) })),
];

/** docs/product.md §2.14 Payments: the paged table; each row opens /admin/payments/{id} to verify it. */
export function PaymentsTab() {
  const state = useTableParams();
  const [status, setStatus] = useState<PaymentStatus | undefined>(undefined);
  const statusId = useId();
  const query = useAdminPayments({ ...state.params, status });

  return (
    <div className="space-y-5">
      <TabHeading
        title="Payment Details"
        description="Payments by students. Open one to see its proof and approve or disapprove it."
      />
      <TableToolbar state={state} searchLabel="Search by name, email, reference or UTR">
        <div className="space-y-1.5 sm:w-44">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            value={status ?? "all"}
            onChange={(event) => {
              const value = event.target.value;
              setStatus(value === "all" ? undefined : (value as PaymentStatus));
              state.setPage(1);
            }}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </TableToolbar>
      <PagedTable
        query={query}
        state={state}
        noun="payments"
        caption="Payments"
        extraFilter={status !== undefined}
        className="min-w-4xl"
      >
        {(payments) => (
          <>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Student
                </th>
                <th scope="col" className={thClass}>
                  Session
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Amount
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
                <th scope="col" className={thClass}>
                  Date
                </th>
                <th scope="col" className={thClass}>
                  Payment
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className={rowClass}>
                  <th scope="row" className={`${tdClass} text-left`}>
                    <span className="block font-semibold text-slate-900">{payment.studentName}</span>
                    <span className="block text-xs break-all text-slate-600">{payment.email}</span>
                  </th>
                  <td className={tdClass}>
                    {payment.sessionTitle}
                    <span className="block text-xs text-slate-600">{payment.category}</span>
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>{formatRupees(payment.amount)}</td>
                  <td className={tdClass}>
                    <PaymentStatusBadge status={payment.status} className="px-2 py-0.5 text-xs" />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatIstDate(payment.createdAt)}, {formatIstTime(payment.createdAt)}
                  </td>
                  <td className={tdClass}>
                    <Link
                      to={paths.adminPayment.getHref(payment.id)}
                      className={linkClass}
                      aria-label={`View payment ${payment.reference} of ${payment.studentName}`}
                    >
                      View {payment.reference}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedTable>
    </div>
  );
}
