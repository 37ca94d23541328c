import type { FaqsBody } from "@contract/admin";
import {
  type ContentPage,
  type ContentSlug,
  contentPageSchema,
  type Faq,
  faqListSchema,
} from "@contract/content";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { contentPageQueryKey, faqsQueryKey } from "@/features/content";
import { api, isApiError } from "@/lib/api";
import { adminQueryKey } from "./table-query";

export const adminContentQueryKey = (slug: ContentSlug) => [...adminQueryKey, "content", slug] as const;

/**
 * GET /api/content/:slug for the editor: a page never set (404) is an empty page to write, not a
 * failure; anything else that goes wrong is.
 */
export async function getEditableContent(
  slug: ContentSlug,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContentPage | null> {
  try {
    return await api.get(`/content/${encodeURIComponent(slug)}`, contentPageSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function adminContentQueryOptions(slug: ContentSlug) {
  return queryOptions({
    queryKey: adminContentQueryKey(slug),
    queryFn: ({ signal }) => getEditableContent(slug, { signal }),
    // The editor starts from what is stored now, and never refetches under an admin's typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useEditableContent(slug: ContentSlug) {
  return useQuery(adminContentQueryOptions(slug));
}

/** PUT /api/admin/content/:slug; the public page shows the saved text at once (same cache entry). */
export function useSaveContent(slug: ContentSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.put(`/admin/content/${encodeURIComponent(slug)}`, contentPageSchema, { body: { content } }),
    onSuccess: (page) => {
      queryClient.setQueryData(adminContentQueryKey(slug), page);
      queryClient.setQueryData(contentPageQueryKey(slug), page);
    },
  });
}

/** GET /api/faqs for the editor (the public list, in the order admins set). */
export function adminFaqsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, "faqs"] as const,
    queryFn: ({ signal }) => api.get("/faqs", faqListSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useEditableFaqs() {
  return useQuery(adminFaqsQueryOptions());
}

/** PUT /api/admin/faqs: the whole list in its new order replaces the stored one. */
export function useSaveFaqs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqsBody) => api.put("/admin/faqs", faqListSchema, { body }),
    onSuccess: (faqs: Faq[]) => {
      queryClient.setQueryData(adminFaqsQueryOptions().queryKey, faqs);
      queryClient.setQueryData(faqsQueryKey, faqs);
    },
  });
}
