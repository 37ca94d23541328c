import { type FeedbackBody, ownFeedbackSchema } from "@contract/feedback";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, isApiError } from "@/lib/api";
import { sessionsQueryKey, studentDashboardQueryKey } from "@/lib/query-keys";
import { feedbackEligibilityQueryKey } from "./get-feedback-eligibility";

export type OwnFeedback = z.output<typeof ownFeedbackSchema>;

export const ownFeedbackQueryKey = (sessionId: string) => ["feedback", "mine", sessionId] as const;

const path = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}/feedback/mine`;

/**
 * GET /api/sessions/{id}/feedback/mine: the student's own feedback on the session, or null before
 * they give any. 401 when signed out, 403 for anyone but a student, 404 for an unknown session.
 */
export function getOwnFeedback(sessionId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(path(sessionId), ownFeedbackSchema, { signal });
}

export function ownFeedbackQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ownFeedbackQueryKey(sessionId),
    queryFn: ({ signal }) => getOwnFeedback(sessionId, { signal }),
    // A refusal (not booked, signed out) is an answer, not a hiccup: asking again changes nothing.
    retry: false,
  });
}

export function useOwnFeedback(sessionId: string) {
  return useQuery(ownFeedbackQueryOptions(sessionId));
}

/** PUT /api/sessions/{id}/feedback/mine: gives the feedback, or replaces the one given before. */
export function saveOwnFeedback(sessionId: string, body: FeedbackBody) {
  return api.put(path(sessionId), ownFeedbackSchema, { body });
}

/**
 * Saves the student's feedback. Their own answer shows at once; the session's rating (cards, the
 * details page) and the student's dashboard ("You rated it x/5") are asked for again. A refusal
 * (403: not allowed any more, say a payment disapproved meanwhile) asks again whether they may, so
 * the page shows why in place of the form.
 */
export function useSaveOwnFeedback(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => saveOwnFeedback(sessionId, body),
    onSuccess: (feedback) => {
      queryClient.setQueryData(ownFeedbackQueryKey(sessionId), feedback);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: studentDashboardQueryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: feedbackEligibilityQueryKey(sessionId) });
    },
  });
}
