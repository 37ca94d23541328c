import { sessionDetailsSchema } from "@contract/feedback";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { sessionDetailQueryKey } from "@/lib/query-keys";

/**
 * Under ["sessions", "detail", id] with the session's room: ending the session (dashboard or control
 * panel) invalidates or drops them together.
 */
export const sessionDetailsQueryKey = (sessionId: string) =>
  [...sessionDetailQueryKey(sessionId), "details"] as const;

/**
 * GET /api/sessions/{id}/details (the session's mentor or an admin): the session, its booked and
 * attended counts and its feedback with the average rating. 404 'Session not found'.
 */
export function getSessionDetails(sessionId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/sessions/${encodeURIComponent(sessionId)}/details`, sessionDetailsSchema, { signal });
}

export function sessionDetailsQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: sessionDetailsQueryKey(sessionId),
    queryFn: ({ signal }) => getSessionDetails(sessionId, { signal }),
    // Feedback arrives as students give it: asked again whenever the page is shown.
    staleTime: 0,
    // Not found or not allowed is an answer; only a lost connection or a server failure is retried.
    retry: (failures, error) =>
      failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useSessionDetails(sessionId: string) {
  return useQuery(sessionDetailsQueryOptions(sessionId));
}
