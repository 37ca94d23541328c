import { type RankClaimInput, rankAnswerSchema, rankStateSchema } from "@contract/verification";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorsQueryKey } from "@/lib/query-keys";

/** The signed-in mentor's rank claim, proof and verification. */
export const mentorRankQueryKey = [...mentorsQueryKey, "rank"] as const;

/** GET /api/mentor/rank. */
export function mentorRankQueryOptions() {
  return queryOptions({
    queryKey: mentorRankQueryKey,
    queryFn: ({ signal }) => api.get("/mentor/rank", rankStateSchema, { signal }),
  });
}

export function useMentorRank() {
  return useQuery(mentorRankQueryOptions());
}

/** PUT /api/mentor/rank: the claim (never its verification). The card shows the answer at once. */
export function useClaimRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RankClaimInput) => api.put("/mentor/rank", rankAnswerSchema, { body }),
    onSuccess: (answer) => queryClient.setQueryData(mentorRankQueryKey, answer.rank),
  });
}

/** POST /api/mentor/rank/proof (multipart `proof`): the rank card or scorecard. */
export function useUploadRankProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("proof", file, file.name);
      return api.post("/mentor/rank/proof", rankAnswerSchema, { body });
    },
    onSuccess: (answer) => queryClient.setQueryData(mentorRankQueryKey, answer.rank),
  });
}
