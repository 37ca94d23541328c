import { feedbackEligibilitySchema } from "@contract/feedback";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";

export type FeedbackEligibility = z.output<typeof feedbackEligibilitySchema>;

export const feedbackEligibilityQueryKey = (sessionId: string) =>
  ["feedback", "eligibility", sessionId] as const;

/**
 * GET /api/sessions/{id}/feedback/eligibility: whether the signed-in student may give feedback on the
 * session now (approved payment, joined it, it has started) and, when not, the reason and the words
 * to say it in. 401 when signed out, 403 for anyone but a student, 404 for an unknown session.
 */
export function getFeedbackEligibility(sessionId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(
    `/sessions/${encodeURIComponent(sessionId)}/feedback/eligibility`,
    feedbackEligibilitySchema,
    {
      signal,
    },
  );
}

export function feedbackEligibilityQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: feedbackEligibilityQueryKey(sessionId),
    queryFn: ({ signal }) => getFeedbackEligibility(sessionId, { signal }),
    // It changes as the session goes live and the student joins: asked again whenever the page opens.
    staleTime: 0,
  });
}

export function useFeedbackEligibility(sessionId: string) {
  return useQuery(feedbackEligibilityQueryOptions(sessionId));
}
