import { tablePageSchema } from "@contract/admin";
import { adminPayoutRowSchema, type RecordPayoutBody, recordPayoutAnswerSchema } from "@contract/earnings";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";
import { type TableParams, tableQuery } from "./table-query";

const payoutPageSchema = tablePageSchema(adminPayoutRowSchema);

/** GET /api/admin/payouts: one page of mentors with what they earned, were paid and are owed. */
export function getAdminPayouts(params: TableParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get("/admin/payouts", payoutPageSchema, { query: tableQuery(params), signal });
}

export const adminPayoutsQueryKey = [...adminQueryKey, "payouts"] as const;

export function adminPayoutsQueryOptions(params: TableParams) {
  return queryOptions({
    queryKey: [...adminPayoutsQueryKey, params],
    queryFn: ({ signal }) => getAdminPayouts(params, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminPayouts(params: TableParams) {
  return useQuery(adminPayoutsQueryOptions(params));
}

/** The CSV of the whole list, with the table's search, domain and order (a plain download link). */
export function payoutsCsvHref(params: TableParams): string {
  const { q, domain, sort, dir } = tableQuery(params);
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (domain) query.set("domain", domain);
  if (sort) query.set("sort", sort);
  if (sort && dir) query.set("dir", dir);
  const search = query.toString();
  return `/api/admin/payouts.csv${search ? `?${search}` : ""}`;
}

/** POST /api/admin/mentors/{id}/payouts: money sent to the mentor, with its UTR and date. */
export function recordPayout({ mentorId, ...body }: RecordPayoutBody & { mentorId: string }) {
  return api.post(`/admin/mentors/${encodeURIComponent(mentorId)}/payouts`, recordPayoutAnswerSchema, {
    body,
  });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
