import { type BookSlotBody, bookSlotAnswerSchema, mentorSlotsSchema } from "@contract/availability";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorSlotsQueryKey } from "@/lib/query-keys";

/** GET /api/mentors/by-slug/:slug/slots?duration=: the shortest length offered when none is asked. */
export function mentorSlotsQueryOptions(slug: string, duration: number | null) {
  return queryOptions({
    queryKey: [...mentorSlotsQueryKey, slug.toLowerCase(), duration],
    queryFn: ({ signal }) =>
      api.get(`/mentors/by-slug/${encodeURIComponent(slug)}/slots`, mentorSlotsSchema, {
        signal,
        query: { duration },
      }),
    // Times are taken as students book.
    staleTime: 15_000,
    // Another length keeps the section in place while its times load.
    placeholderData: keepPreviousData,
  });
}

export function useMentorSlots(slug: string, duration: number | null) {
  return useQuery(mentorSlotsQueryOptions(slug, duration));
}

/**
 * POST /api/mentors/by-slug/:slug/slots: a student books a free start time; answers the new
 * one-to-one session and the seat held for them (the payment page takes it from there).
 */
export function useBookSlot(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookSlotBody) =>
      api.post(`/mentors/by-slug/${encodeURIComponent(slug)}/slots`, bookSlotAnswerSchema, { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorSlotsQueryKey }),
  });
}
