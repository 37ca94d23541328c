import { type Room, roomSchema } from "@contract/live-sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { sessionDetailQueryKey } from "@/lib/query-keys";

export const joinSessionQueryKey = (sessionId: string) =>
  [...sessionDetailQueryKey(sessionId), "join"] as const;

/**
 * POST /api/sessions/{id}/join: the student's way into a live session. The server checks that the
 * session is live and the student's payment approved, records the attendance (once), and answers
 * the video room to open with the student's own name. 409 notLive, 403 notPaid / notBooked.
 */
export function joinSession(sessionId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Room> {
  return api.post(`/sessions/${encodeURIComponent(sessionId)}/join`, roomSchema, { signal });
}

/**
 * Joining is asked once per visit of the page and never again in the background: the call records
 * attendance (idempotent on the server) and hands out the room, which does not change while live.
 * Not kept after the page closes, so coming back asks again whether the session is still live.
 */
export function joinSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: joinSessionQueryKey(sessionId),
    queryFn: ({ signal }) => joinSession(sessionId, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A refusal (not live, not paid) is an answer; only a lost connection is worth another try.
    retry: (failures, error) => failures < 2 && isApiError(error) && error.status === 0,
  });
}

export function useJoinSession(sessionId: string) {
  return useQuery(joinSessionQueryOptions(sessionId));
}
