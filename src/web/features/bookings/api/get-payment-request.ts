import { type PaymentRequest, paymentRequestSchema } from "@contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionDetailQueryKey } from "@/lib/query-keys";

export const paymentRequestQueryKey = (sessionId: string) =>
  [...sessionDetailQueryKey(sessionId), "payment-request"] as const;

/**
 * GET /api/sessions/{id}/payment-request: whom to pay, how much, and the booking reference for the
 * UPI note, all decided by the server; `qrUrl` is the QR image of `upiUri`.
 */
export function getPaymentRequest(
  sessionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentRequest> {
  return api.get(`/sessions/${encodeURIComponent(sessionId)}/payment-request`, paymentRequestSchema, {
    signal,
  });
}

export function paymentRequestQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: paymentRequestQueryKey(sessionId),
    queryFn: ({ signal }) => getPaymentRequest(sessionId, { signal }),
    // The same reference and amount every time for this student and session.
    staleTime: 5 * 60_000,
  });
}

export function usePaymentRequest(sessionId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentRequestQueryOptions(sessionId), enabled });
}
