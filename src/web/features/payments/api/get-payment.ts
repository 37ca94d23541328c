import { type PaymentDetail, paymentDetailSchema } from "@contract/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { paymentQueryKey } from "@/lib/query-keys";

/** GET /api/payments/{id}: one payment, for an admin or the student who made it (404 otherwise). */
export function getPayment(
  paymentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentDetail> {
  return api.get(`/payments/${encodeURIComponent(paymentId)}`, paymentDetailSchema, { signal });
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentQueryKey(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, { signal }),
    // Another admin may decide it meanwhile: the page always asks the server when it opens.
    staleTime: 0,
  });
}

/**
 * The payment, from the server. `initial` (what the payments table passed in navigation state) is
 * shown while the server's answer is on its way, never trusted beyond that.
 */
export function usePayment(paymentId: string, initial?: PaymentDetail) {
  return useQuery({
    ...paymentQueryOptions(paymentId),
    placeholderData: initial && initial.id === paymentId ? initial : undefined,
  });
}
