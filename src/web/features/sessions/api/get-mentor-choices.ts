import { mentorChoiceListSchema } from "@contract/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";

export type MentorChoice = z.output<typeof mentorChoiceListSchema>[number];

/** GET /api/mentor-choices?q= (admins): mentors whose name or email matches, for the admin's picker. */
export function getMentorChoices(q: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get("/mentor-choices", mentorChoiceListSchema, { query: { q: q || undefined }, signal });
}

export function mentorChoicesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["mentor-choices", q],
    queryFn: ({ signal }) => getMentorChoices(q, { signal }),
    staleTime: 60_000,
  });
}

/** The mentors matching `q`; the previous answer stays on screen while the next one loads. */
export function useMentorChoices(q: string, enabled: boolean) {
  return useQuery({ ...mentorChoicesQueryOptions(q.trim()), enabled, placeholderData: keepPreviousData });
}
