import { adminOverviewSchema } from "@contract/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";

/** GET /api/admin/overview: the four counts and the last 30 days' figures for the charts. */
export function getAdminOverview({ signal }: { signal?: AbortSignal } = {}) {
  return api.get("/admin/overview", adminOverviewSchema, { signal });
}

export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, "overview"],
    queryFn: ({ signal }) => getAdminOverview({ signal }),
    staleTime: 30_000,
  });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
