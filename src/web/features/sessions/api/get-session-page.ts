import { sessionPageSchema } from "@contract/sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionsQueryKey } from "@/lib/query-keys";

/** GET /api/sessions/{id}/page: the public session page (the card and the mentor's latest reviews), or a 404 ApiError. */
export function getSessionPage(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/sessions/${encodeURIComponent(id)}/page`, sessionPageSchema, { signal });
}

/** Under the sessions' key: a booking, a change or a cancellation that refreshes the lists refreshes the page too. */
export function sessionPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...sessionsQueryKey, "page", id],
    queryFn: ({ signal }) => getSessionPage(id, { signal }),
    staleTime: 15_000,
    retry: (count, error) => !(error && "status" in error && error.status === 404) && count < 2,
  });
}

export function useSessionPage(id: string) {
  return useQuery(sessionPageQueryOptions(id));
}
