import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { mentorDashboardQueryKey, publicMentorsQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import type { MentorDashboardData } from "./get-mentor-dashboard";

/**
 * What follows a new picture of the mentor (after the shared uploader has shown it in the header):
 * the profile card and every card of the mentor's sessions at once, the session lists and the home
 * page's mentors on their next look.
 */
export function useShowMentorImage(): (image: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (image: string) => {
      queryClient.setQueriesData<MentorDashboardData>({ queryKey: mentorDashboardQueryKey }, (dashboard) =>
        dashboard
          ? {
              ...dashboard,
              profile: { ...dashboard.profile, image },
              sessions: dashboard.sessions.map((item) => ({
                ...item,
                session: { ...item.session, mentor: { ...item.session.mentor, image } },
              })),
            }
          : dashboard,
      );
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: publicMentorsQueryKey });
    },
    [queryClient],
  );
}
