import type { FaqsBody } from "@contract/admin";
import {
  type AdminContentPage,
  type AdminFaq,
  adminContentPageSchema,
  adminFaqListSchema,
  type ContentSlug,
} from "@contract/content";
import type { Language } from "@contract/i18n";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey, contentPageQueryKey, faqsQueryKey } from "@/lib/query-keys";

export const adminContentQueryKey = (slug: ContentSlug) => [...adminQueryKey, "content", slug] as const;

/**
 * GET /api/admin/content/:slug for the editor: both versions of the page (empty ones for a page
 * never written).
 */
export async function getEditableContent(
  slug: ContentSlug,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminContentPage> {
  return api.get(`/admin/content/${encodeURIComponent(slug)}`, adminContentPageSchema, { signal });
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

/**
 * PUT /api/admin/content/:slug: one language's version of the page; the public page shows the saved
 * text when next read (its entries in every language are invalidated).
 */
export function useSaveContent(slug: ContentSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, language = "en" }: { content: string; language?: Language }) =>
      api.put(`/admin/content/${encodeURIComponent(slug)}`, adminContentPageSchema, {
        body: { content, language },
      }),
    onSuccess: (page) => {
      queryClient.setQueryData(adminContentQueryKey(slug), page);
      void queryClient.invalidateQueries({ queryKey: contentPageQueryKey(slug) });
    },
  });
}

/** GET /api/admin/faqs for the editor: the list in the order admins set, with the Hindi versions. */
export function adminFaqsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, "faqs"] as const,
    queryFn: ({ signal }) => api.get("/admin/faqs", adminFaqListSchema, { signal }),
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
    mutationFn: (body: FaqsBody) => api.put("/admin/faqs", adminFaqListSchema, { body }),
    onSuccess: (faqs: AdminFaq[]) => {
      queryClient.setQueryData(adminFaqsQueryOptions().queryKey, faqs);
      void queryClient.invalidateQueries({ queryKey: faqsQueryKey });
    },
  });
}
