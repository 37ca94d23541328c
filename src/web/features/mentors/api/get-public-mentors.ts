import type { PublicMentor } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "@/lib/api";
import { publicMentorsQueryKey } from "@/lib/query-keys";

/** GET /api/mentors: the mentors the home page shows (public fields only). */
export async function getPublicMentors({ signal }: { signal?: AbortSignal } = {}): Promise<PublicMentor[]> {
  // Imported on demand: the schema brings zod, which the home page's first paint does not need.
  const { publicMentorListSchema } = await import("@contract/content");
  return api.get("/mentors", publicMentorListSchema, { signal });
}

export function publicMentorsQueryOptions() {
  return queryOptions({
    queryKey: publicMentorsQueryKey,
    queryFn: ({ signal }) => getPublicMentors({ signal }),
    // The server caches the list for a minute too.
    staleTime: 60_000,
    // One more try for a network or server failure; a 4xx answer would not change.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/**
 * The home carousel's mentors. A failure is only logged (docs/product.md §7, §8): the carousel then shows
 * its empty state, never an error. `mentors` is empty while loading; `isPending` tells the two apart.
 */
export function usePublicMentors(): { mentors: PublicMentor[]; isPending: boolean } {
  const { data, error, isPending } = useQuery(publicMentorsQueryOptions());
  useEffect(() => {
    if (error) console.error("Failed to fetch mentors", error);
  }, [error]);
  return { mentors: data ?? [], isPending };
}
