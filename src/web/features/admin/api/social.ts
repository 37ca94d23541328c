import type { SocialBody } from "@contract/admin";
import { type SocialLinks, socialLinksSchema } from "@contract/social";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey, socialLinksQueryKey } from "@/lib/query-keys";

/** GET /api/social for the editor: always what is stored now (the footer's copy may be minutes old). */
export function adminSocialQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, "social"] as const,
    queryFn: ({ signal }) => api.get("/social", socialLinksSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useEditableSocialLinks() {
  return useQuery(adminSocialQueryOptions());
}

/** PUT /api/admin/social; the footer (GET /api/social's cache entry) uses the new links at once. */
export function useSaveSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialBody) => api.put("/admin/social", socialLinksSchema, { body }),
    onSuccess: (links: SocialLinks) => {
      queryClient.setQueryData(adminSocialQueryOptions().queryKey, links);
      queryClient.setQueryData(socialLinksQueryKey, links);
      void queryClient.invalidateQueries({ queryKey: socialLinksQueryKey });
    },
  });
}
