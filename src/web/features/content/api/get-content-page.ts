import type { ContentPage, ContentSlug } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "@/lib/api";

export const contentPageQueryKey = (slug: ContentSlug) => ["content-pages", slug] as const;

/** GET /api/content/{slug}: About Us, Terms and Conditions or Privacy Policy (404 when never set). */
export async function getContentPage(
  slug: ContentSlug,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContentPage> {
  const { contentPageSchema } = await import("@contract/content");
  return api.get(`/content/${encodeURIComponent(slug)}`, contentPageSchema, { signal });
}

export function contentPageQueryOptions(slug: ContentSlug) {
  return queryOptions({
    queryKey: contentPageQueryKey(slug),
    queryFn: ({ signal }) => getContentPage(slug, { signal }),
    // One more try for a network or server failure; a 4xx answer would not change.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/**
 * One static page's text. A missing page (404) or a failure is logged and reported as `failed`;
 * the page then shows the fallback text (SPEC §8) instead of an error.
 */
export function useContentPage(slug: ContentSlug) {
  const { data, error, isPending } = useQuery(contentPageQueryOptions(slug));
  useEffect(() => {
    if (error) console.error(`Failed to load content: ${slug}`, error);
  }, [error, slug]);
  return { page: data ?? null, isPending, failed: Boolean(error) };
}
