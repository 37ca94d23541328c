import { type DisapprovalReason, decisionAnswerSchema, nextPendingSchema } from "@contract/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { adminQueryKey, paymentQueryKey, paymentsQueryKey, sessionsQueryKey } from "@/lib/query-keys";

export type Decision = "paid" | "failed";
export type DecisionAnswer = z.output<typeof decisionAnswerSchema>;
/** Approve, or disapprove with a reason (the student's email quotes it). */
export type DecisionRequest =
  | { paymentId: string; status: "paid" }
  | { paymentId: string; status: "failed"; reason: DisapprovalReason };

/** POST /api/payments/{id}/decision: approve (`paid`) or disapprove (`failed`, with a reason) a payment. */
export function decidePayment(request: DecisionRequest) {
  const body = request.status === "paid" ? { status: "paid" } : { status: "failed", reason: request.reason };
  return api.post(`/payments/${encodeURIComponent(request.paymentId)}/decision`, decisionAnswerSchema, {
    body,
  });
}

/** GET /api/admin/payments/next-pending?after=: the next payment awaiting verification, or null. */
export async function nextPendingPayment(after: string): Promise<string | null> {
  const answer = await api.get("/admin/payments/next-pending", nextPendingSchema, { query: { after } });
  return answer.id;
}

/** Every list that shows payments, seats or a student's spending may have changed: ask again. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSuccess: (_answer, { paymentId }) => {
      void queryClient.invalidateQueries({ queryKey: paymentQueryKey(paymentId) });
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
