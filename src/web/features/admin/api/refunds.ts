import { tablePageSchema } from "@contract/admin";
import { adminRefundSchema, refundAnswerSchema } from "@contract/refunds";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey, paymentsQueryKey } from "@/lib/query-keys";

const refundPageSchema = tablePageSchema(adminRefundSchema);

export type RefundParams = { page: number; pageSize: number };

/** GET /api/admin/refunds: one page of the Refunds queue, oldest due first. */
export function getAdminRefunds(params: RefundParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get("/admin/refunds", refundPageSchema, { query: params, signal });
}

export const adminRefundsQueryKey = [...adminQueryKey, "refunds"] as const;

export function adminRefundsQueryOptions(params: RefundParams) {
  return queryOptions({
    queryKey: [...adminRefundsQueryKey, params],
    queryFn: ({ signal }) => getAdminRefunds(params, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminRefunds(params: RefundParams) {
  return useQuery(adminRefundsQueryOptions(params));
}

/** POST /api/admin/payments/{id}/refund: the refund was paid, with its 12-digit UTR. */
export function markRefunded({ paymentId, utr }: { paymentId: string; utr: string }) {
  return api.post(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, refundAnswerSchema, {
    body: { utr },
  });
}

/** The queue, the payments, the overview's totals and the payment itself may have changed. */
export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefunded,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}
