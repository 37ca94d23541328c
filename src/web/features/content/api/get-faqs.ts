import type { Faq } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "@/lib/api";

export const faqsQueryKey = ["faqs"] as const;

/** GET /api/faqs: the questions in the order admins set. */
export async function getFaqs({ signal }: { signal?: AbortSignal } = {}): Promise<Faq[]> {
  const { faqListSchema } = await import("@contract/content");
  return api.get("/faqs", faqListSchema, { signal });
}

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: faqsQueryKey,
    queryFn: ({ signal }) => getFaqs({ signal }),
    // One more try for a network or server failure; a 4xx answer would not change.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** The FAQs; a failure is logged and the page shows the same fallback entry as for an empty list. */
export function useFaqs() {
  const { data, error, isPending } = useQuery(faqsQueryOptions());
  useEffect(() => {
    if (error) console.error("Failed to load FAQs", error);
  }, [error]);
  return { faqs: data ?? [], isPending };
}
