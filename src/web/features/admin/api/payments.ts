import { adminPaymentSchema, tablePageSchema } from "@contract/admin";
import type { PaymentStatus } from "@contract/payments";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";
import { type TableParams, tableQuery } from "./table-query";

const paymentPageSchema = tablePageSchema(adminPaymentSchema);

export type PaymentParams = TableParams & { status: PaymentStatus | undefined };

/** GET /api/admin/payments: one page of payments, optionally of one status (created, paid, failed). */
export function getAdminPayments(
  { status, ...params }: PaymentParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get("/admin/payments", paymentPageSchema, { query: { status, ...tableQuery(params) }, signal });
}

export const adminPaymentsQueryKey = [...adminQueryKey, "payments"] as const;

export function adminPaymentsQueryOptions(params: PaymentParams) {
  return queryOptions({
    queryKey: [...adminPaymentsQueryKey, params],
    queryFn: ({ signal }) => getAdminPayments(params, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminPayments(params: PaymentParams) {
  return useQuery(adminPaymentsQueryOptions(params));
}
