import {
  bankTransferListSchema,
  cancelTransferAnswerSchema,
  recordDebitsAnswerSchema,
} from "@contract/statements";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api";
import { adminQueryKey, paymentsQueryKey } from "@/lib/query-keys";

/*
 * Payouts and refunds sent through the bank's bulk upload (docs/decisions/025): the file, the
 * transfers awaiting their UTR, cancelling one the bank rejected, and recording those a statement
 * shows paid. Admins only.
 */

export const transfersQueryKey = [...adminQueryKey, "transfers"] as const;

/** GET /api/admin/transfers: awaiting their UTR, and the latest paid. */
export function useTransfers() {
  return useQuery({
    queryKey: transfersQueryKey,
    queryFn: ({ signal }) => api.get("/admin/transfers", bankTransferListSchema, { signal }),
    staleTime: 15_000,
  });
}

/** POST /api/admin/transfers/export: the bulk-payment CSV; its lines are recorded as sent. */
export function useExportTransfers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/admin/transfers/export", z.string()),
    // Balances drop by what was sent: the payouts table, the transfers and the review refresh.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}

/** Saves the file in the browser's downloads. */
export function saveCsv(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** POST /api/admin/statements/record-debits with the count and total confirmed (409 if they changed). */
export function useRecordDebits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { count: number; total: number }) =>
      api.post("/admin/statements/record-debits", recordDebitsAnswerSchema, { body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}

/**
 * POST /api/admin/transfers/{id}/cancel with the reason (409 once it is paid or cancelled): its amount
 * is owed again, so the balances, the transfers and the statement review refresh.
 */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`/admin/transfers/${encodeURIComponent(id)}/cancel`, cancelTransferAnswerSchema, {
        body: { reason },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}
