import { sessionStateSchema } from "@contract/live-sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { endSession } from "@/features/live-sessions";
import { api } from "@/lib/api";
import { mentorDashboardQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import { withStatus } from "../dashboard";
import type { MentorDashboardData } from "./get-mentor-dashboard";

export type SessionState = z.output<typeof sessionStateSchema>;

/** POST /api/sessions/{id}/start: the server checks the start window and sets the session live. */
export function startSession(sessionId: string) {
  return api.post(`/sessions/${encodeURIComponent(sessionId)}/start`, sessionStateSchema);
}

/**
 * Start or End Meeting from the dashboard: the card takes the state the server answered at once, then
 * the dashboard (its counts, its order) and every session list are asked for again.
 */
function useMeetingCommand(command: (sessionId: string) => Promise<SessionState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: (state) => {
      queryClient.setQueriesData<MentorDashboardData>({ queryKey: mentorDashboardQueryKey }, (dashboard) =>
        dashboard
          ? {
              ...dashboard,
              sessions: dashboard.sessions.map((item) =>
                item.session.id === state.id
                  ? {
                      ...item,
                      startedAt: state.startedAt,
                      canStart: false,
                      session: withStatus(item.session, state.status),
                    }
                  : item,
              ),
            }
          : dashboard,
      );
      // The lists, and this session's details and room (["sessions", "detail", id, …]).
      void queryClient.invalidateQueries({ queryKey: mentorDashboardQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}

export const useStartSession = () => useMeetingCommand(startSession);
/** End Meeting: the same call as the control panel's End Session (live-sessions feature). */
export const useEndSession = () => useMeetingCommand(endSession);
