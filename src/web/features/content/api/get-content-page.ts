import type { ContentPage, ContentSlug } from "@contract/content";
import type { Language } from "@contract/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "@/lib/api";
import { useFormat } from "@/lib/i18n";
import { contentPageQueryKey } from "@/lib/query-keys";

/**
 * GET /api/content/{slug}: About Us, Terms and Conditions or Privacy Policy (404 when never set), in
 * the reader's language when an admin wrote it in that language, else in English.
 */
export async function getContentPage(
  slug: ContentSlug,
  language: Language,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContentPage> {
  const { contentPageSchema } = await import("@contract/content");
  return api.get(`/content/${encodeURIComponent(slug)}`, contentPageSchema, { signal, query: { language } });
}

export function contentPageQueryOptions(slug: ContentSlug, language: Language) {
  return queryOptions({
    queryKey: [...contentPageQueryKey(slug), language],
    queryFn: ({ signal }) => getContentPage(slug, language, { signal }),
    // One more try for a network or server failure; a 4xx answer would not change.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/**
 * One static page's text. A missing page (404) or a failure is logged and reported as `failed`;
 * the page then shows the fallback text (docs/product.md §8) instead of an error.
 */
export function useContentPage(slug: ContentSlug) {
  const { language } = useFormat();
  const { data, error, isPending } = useQuery(contentPageQueryOptions(slug, language));
  useEffect(() => {
    if (error) console.error(`Failed to load content: ${slug}`, error);
  }, [error, slug]);
  return { page: data ?? null, isPending, failed: Boolean(error) };
}
