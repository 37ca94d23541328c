import { type MentorPage, mentorPageSchema } from "@contract/mentor-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { mentorsQueryKey } from "@/lib/query-keys";

export const mentorPagesQueryKey = [...mentorsQueryKey, "page"] as const;

/** GET /api/mentors/by-slug/:slug: a mentor's public page (404 for a removed or unknown mentor). */
export function getMentorPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<MentorPage> {
  return api.get(`/mentors/by-slug/${encodeURIComponent(slug)}`, mentorPageSchema, { signal });
}

export function mentorPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...mentorPagesQueryKey, slug.toLowerCase()],
    queryFn: ({ signal }) => getMentorPage(slug, { signal }),
    // Seats of the upcoming sessions change as students book.
    staleTime: 15_000,
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useMentorPage(slug: string) {
  return useQuery(mentorPageQueryOptions(slug));
}
