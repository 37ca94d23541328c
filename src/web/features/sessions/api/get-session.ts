import { sessionCardSchema } from "@contract/sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionsQueryKey } from "@/lib/query-keys";

/** GET /api/sessions/{id}: one session's card (public), or a 404 ApiError. */
export function getSession(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/sessions/${encodeURIComponent(id)}`, sessionCardSchema, { signal });
}

export function sessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...sessionsQueryKey, "one", id],
    queryFn: ({ signal }) => getSession(id, { signal }),
    staleTime: 15_000,
  });
}

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}
