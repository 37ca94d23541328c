import {
  approveMatchedAnswerSchema,
  type ColumnMappingBody,
  statementReviewSchema,
  statementUploadAnswerSchema,
} from "@contract/statements";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey, paymentsQueryKey } from "@/lib/query-keys";

/*
 * Bank-statement matching (docs/decisions/025): the upload, the review of its credits against the
 * payments awaiting verification, and approving every matched payment at once. Admins only.
 */

export const statementReviewQueryKey = [...adminQueryKey, "statements", "review"] as const;

/** GET /api/admin/statements/review: the statements' credits against the waiting payments. */
export function getStatementReview({ signal }: { signal?: AbortSignal } = {}) {
  return api.get("/admin/statements/review", statementReviewSchema, { signal });
}

export function statementReviewQueryOptions() {
  return queryOptions({
    queryKey: statementReviewQueryKey,
    queryFn: ({ signal }) => getStatementReview({ signal }),
    staleTime: 15_000,
  });
}

export function useStatementReview() {
  return useQuery(statementReviewQueryOptions());
}

export type StatementUpload = { file: File; mapping?: ColumnMappingBody };

/**
 * POST /api/admin/statements (multipart `file`, and for a bank the server does not know the five
 * column names, which it remembers). A refused file answers 422 with its problems (../statement-refusal.ts).
 */
export function uploadStatement({ file, mapping }: StatementUpload) {
  const body = new FormData();
  body.append("file", file, file.name);
  if (mapping) {
    for (const [field, column] of Object.entries(mapping)) {
      if (column) body.append(field, column);
    }
  }
  return api.post("/admin/statements", statementUploadAnswerSchema, { body });
}

/** The answer carries the fresh review: shown at once, without asking again. */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStatement,
    onSuccess: (answer) => queryClient.setQueryData(statementReviewQueryKey, answer.review),
  });
}

/** POST /api/admin/statements/approve-matched with the count and total the admin confirmed (409 if they changed). */
export function approveMatched(body: { count: number; total: number }) {
  return api.post("/admin/statements/approve-matched", approveMatchedAnswerSchema, { body });
}

/**
 * Approving (or being told the matches changed) moves payments out of waiting: the review, the
 * admin's payments table and overview, and every payment read refresh.
 */
export function useApproveMatched() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
  };
  return useMutation({ mutationFn: approveMatched, onSettled: refresh });
}
