import type { SocialLinks } from "@contract/social";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@/lib/api";
import { socialLinksQueryKey } from "@/lib/query-keys";

export async function getSocialLinks({ signal }: { signal?: AbortSignal } = {}): Promise<SocialLinks> {
  // Imported on demand: the schema brings zod, which the first paint of every page does not need.
  const { socialLinksSchema } = await import("@contract/social");
  return api.get("/social", socialLinksSchema, { signal });
}

export function socialLinksQueryOptions() {
  return queryOptions({
    queryKey: socialLinksQueryKey,
    queryFn: ({ signal }) => getSocialLinks({ signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/**
 * The footer's social links, or undefined until they arrive. A failure is only logged (docs/product.md §8):
 * the footer keeps its "#" placeholders.
 */
export function useSocialLinks(): SocialLinks | undefined {
  const { data, error } = useQuery(socialLinksQueryOptions());
  useEffect(() => {
    if (error) console.error("Failed to fetch social links", error);
  }, [error]);
  return data;
}
