import type { MentorProfileView } from "@contract/admin";
import { type AdminRankInput, rankAnswerSchema } from "@contract/verification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorProfileQueryOptions } from "./profiles";

/**
 * PUT /api/admin/mentors/:id/rank: the admin's correction and "verified" (which needs a proof on
 * file). The mentor's view shows the answer at once.
 */
export function useSetMentorRank(mentor: { id: string; email: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRankInput) =>
      api.put(`/admin/mentors/${encodeURIComponent(mentor.id)}/rank`, rankAnswerSchema, { body }),
    onSuccess: (answer) =>
      queryClient.setQueryData<MentorProfileView>(mentorProfileQueryOptions(mentor.email).queryKey, (view) =>
        view ? { ...view, rank: answer.rank } : view,
      ),
  });
}
