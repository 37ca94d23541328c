import {
  type SessionCard,
  type SessionSort,
  type SessionType,
  sessionListSchema,
  type TimeOfDay,
} from "@contract/sessions";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionsQueryKey } from "@/lib/query-keys";

/** How many cards one "Load more" adds. */
export const SESSIONS_PAGE_SIZE = 12;

/** The search box and the filters (docs/decisions/020): each undefined when not asked for. */
export type SessionSearch = {
  q?: string | undefined;
  price?: "free" | "max" | undefined;
  maxPrice?: number | undefined;
  date?: "today" | "week" | "range" | undefined;
  from?: string | undefined;
  to?: string | undefined;
  time?: TimeOfDay | undefined;
  sort?: SessionSort | undefined;
};

export type SessionListFilter = SessionSearch & {
  type: SessionType;
  /** One of the nine categories (or any subject); undefined means all. */
  category?: string | undefined;
};

export type SessionListPage = {
  items: SessionCard[];
  total: number;
  /** False when the server stopped counting: at least `total` match ("500+"; docs/decisions/028). */
  totalExact: boolean;
  page: number;
  pageSize: number;
};

/**
 * GET /api/sessions: one page of one type's sessions, optionally of one category. The server filters
 * (case and spaces ignored, category or any subject) and sorts; the browser only asks for pages.
 */
export function getSessions(
  { type, category, ...search }: SessionListFilter,
  page: number,
  { signal, pageSize = SESSIONS_PAGE_SIZE }: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<SessionListPage> {
  return api.get("/sessions", sessionListSchema, {
    query: { type, category: category || undefined, ...search, page, pageSize },
    signal,
  });
}

export function sessionListQueryOptions(filter: SessionListFilter) {
  return infiniteQueryOptions({
    queryKey: [
      ...sessionsQueryKey,
      "list",
      { ...filter, type: filter.type, category: filter.category ?? null },
    ],
    queryFn: ({ pageParam, signal }) => getSessions(filter, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
    // Seats change as students book: a list older than this is fetched again when shown.
    staleTime: 15_000,
  });
}

/** The booking page's list: pages loaded so far, flattened, with the server's total. */
export function useSessionList(filter: SessionListFilter) {
  const query = useInfiniteQuery(sessionListQueryOptions(filter));
  const pages = query.data?.pages ?? [];
  const sessions = dedupe(pages.flatMap((page) => page.items));
  const total = pages.at(-1)?.total ?? 0;
  const totalExact = pages.at(-1)?.totalExact ?? true;
  return { ...query, sessions, total, totalExact };
}

/** A session that moved between pages while they loaded (a new one posted) is listed once. */
function dedupe(sessions: SessionCard[]): SessionCard[] {
  const seen = new Set<string>();
  return sessions.filter((session) => !seen.has(session.id) && seen.add(session.id));
}
