import { decisionAnswerSchema } from "@contract/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { sessionsQueryKey } from "@/features/sessions";
import { api } from "@/lib/api";
import { paymentQueryKey } from "./get-payment";

export type Decision = "paid" | "failed";
export type DecisionAnswer = z.output<typeof decisionAnswerSchema>;

/** POST /api/payments/{id}/decision: approve (`paid`) or disapprove (`failed`) a payment. */
export function decidePayment({ paymentId, status }: { paymentId: string; status: Decision }) {
  return api.post(`/payments/${encodeURIComponent(paymentId)}/decision`, decisionAnswerSchema, {
    body: { status },
  });
}

/** Every list that shows payments, seats or a student's spending may have changed: ask again. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSuccess: (_answer, { paymentId }) => {
      void queryClient.invalidateQueries({ queryKey: paymentQueryKey(paymentId) });
      void queryClient.invalidateQueries({ queryKey: ["payments"] });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}
