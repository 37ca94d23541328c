import type { Faq } from "@contract/content";
import type { Language } from "@contract/i18n";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "@/lib/api";
import { useFormat } from "@/lib/i18n";
import { faqsQueryKey } from "@/lib/query-keys";

/** GET /api/faqs: the questions in the order admins set, each in the reader's language when written in it. */
export async function getFaqs(language: Language, { signal }: { signal?: AbortSignal } = {}): Promise<Faq[]> {
  const { faqListSchema } = await import("@contract/content");
  return api.get("/faqs", faqListSchema, { signal, query: { language } });
}

export function faqsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...faqsQueryKey, language],
    queryFn: ({ signal }) => getFaqs(language, { signal }),
    // One more try for a network or server failure; a 4xx answer would not change.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** The FAQs; a failure is logged and the page shows the same fallback entry as for an empty list. */
export function useFaqs() {
  const { language } = useFormat();
  const { data, error, isPending } = useQuery(faqsQueryOptions(language));
  useEffect(() => {
    if (error) console.error("Failed to load FAQs", error);
  }, [error]);
  return { faqs: data ?? [], isPending };
}
