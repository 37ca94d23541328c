import { type MentorProfileBody, mentorProfileSchema } from "@contract/profiles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorDashboardQueryKey, publicMentorsQueryKey } from "@/lib/query-keys";
import type { MentorDashboardData } from "./get-mentor-dashboard";

/** PUT /api/me/mentor-profile: bio, subjects and education; answers the whole profile. */
export function updateMentorProfile(body: MentorProfileBody) {
  return api.put("/me/mentor-profile", mentorProfileSchema, { body });
}

/** Saves the profile; the dashboard shows the saved version (the server's, trimmed) at once. */
export function useUpdateMentorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMentorProfile,
    onSuccess: (profile) => {
      queryClient.setQueriesData<MentorDashboardData>({ queryKey: mentorDashboardQueryKey }, (dashboard) =>
        dashboard ? { ...dashboard, profile } : dashboard,
      );
      // The home page's mentor carousel shows the bio too.
      void queryClient.invalidateQueries({ queryKey: publicMentorsQueryKey });
    },
  });
}
