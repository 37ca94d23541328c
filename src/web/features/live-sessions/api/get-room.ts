import { type Room, roomSchema } from "@contract/live-sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { sessionDetailQueryKey } from "@/lib/query-keys";

export const mentorRoomQueryKey = (sessionId: string) =>
  [...sessionDetailQueryKey(sessionId), "room"] as const;

/**
 * GET /api/sessions/{id}/room: the live session's video room for its mentor (or an admin), as
 * moderator under the display name 'Mentor', with when the session went live. 409 notLive, 403 notYours.
 */
export function getMentorRoom(sessionId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Room> {
  return api.get(`/sessions/${encodeURIComponent(sessionId)}/room`, roomSchema, { signal });
}

export function mentorRoomQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: mentorRoomQueryKey(sessionId),
    queryFn: ({ signal }) => getMentorRoom(sessionId, { signal }),
    // The room of a live session does not change; ending it (here or on the dashboard) invalidates it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 2 && isApiError(error) && error.status === 0,
  });
}

export function useMentorRoom(sessionId: string) {
  return useQuery(mentorRoomQueryOptions(sessionId));
}
