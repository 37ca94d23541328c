import { type AvailabilityBody, availabilityAnswerSchema, availabilitySchema } from "@contract/availability";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorSlotsQueryKey, mentorsQueryKey } from "@/lib/query-keys";

/** The signed-in mentor's weekly one-to-one availability (docs/decisions/022). */
export const mentorAvailabilityQueryKey = [...mentorsQueryKey, "availability"] as const;

/** GET /api/mentor/availability: the defaults (`updatedAt` null) before the first save. */
export function mentorAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: mentorAvailabilityQueryKey,
    queryFn: ({ signal }) => api.get("/mentor/availability", availabilitySchema, { signal }),
  });
}

export function useMentorAvailability() {
  return useQuery(mentorAvailabilityQueryOptions());
}

/** PUT /api/mentor/availability: answers what was saved and the saved message. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityBody) =>
      api.put("/mentor/availability", availabilityAnswerSchema, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(mentorAvailabilityQueryKey, answer.availability);
      // The public page's free times follow the new availability.
      void queryClient.invalidateQueries({ queryKey: mentorSlotsQueryKey });
    },
  });
}
