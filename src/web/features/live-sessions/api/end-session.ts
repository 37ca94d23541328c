import { sessionStateSchema } from "@contract/live-sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import {
  adminQueryKey,
  mentorsQueryKey,
  sessionDetailQueryKey,
  sessionsQueryKey,
  studentsQueryKey,
} from "@/lib/query-keys";

/** POST /api/sessions/{id}/end (the session's mentor or an admin): the session becomes completed. */
export function endSession(sessionId: string) {
  return api.post(`/sessions/${encodeURIComponent(sessionId)}/end`, sessionStateSchema);
}

/**
 * Ends the session. Everything cached about it is out of date afterwards (the lists, its room, the
 * mentor's, students' and admins' dashboards): drop the room, mark the rest for asking again.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_state, sessionId) => {
      queryClient.removeQueries({ queryKey: sessionDetailQueryKey(sessionId) });
      for (const queryKey of [sessionsQueryKey, mentorsQueryKey, studentsQueryKey, adminQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
