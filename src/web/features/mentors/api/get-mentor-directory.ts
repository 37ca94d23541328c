import {
  MENTOR_DIRECTORY_PAGE_SIZE,
  MENTOR_LANGUAGE_CODES,
  MENTOR_SORTS,
  type MentorDirectory,
  type MentorLanguage,
  type MentorSort,
  mentorDirectorySchema,
} from "@contract/mentor-pages";
import { CATEGORIES, type Category } from "@contract/sessions";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorsQueryKey } from "@/lib/query-keys";

/** The directory's filters, sort and page, as they stand in the address (/mentors?exam=NEET&page=2). */
export type DirectoryFilter = {
  exam: Category | undefined;
  subject: string;
  language: MentorLanguage | undefined;
  q: string;
  sort: MentorSort;
  page: number;
};

/** Reads the filter from a query string; anything unknown is left out rather than sent to fail. */
export function filterFromSearch(search: URLSearchParams): DirectoryFilter {
  const exam = search.get("exam") ?? "";
  const language = search.get("language") ?? "";
  const sort = search.get("sort") ?? "";
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    exam: (CATEGORIES as readonly string[]).includes(exam) ? (exam as Category) : undefined,
    subject: (search.get("subject") ?? "").trim().slice(0, 60),
    language: (MENTOR_LANGUAGE_CODES as readonly string[]).includes(language)
      ? (language as MentorLanguage)
      : undefined,
    q: (search.get("q") ?? "").trim().slice(0, 80),
    sort: (MENTOR_SORTS as readonly string[]).includes(sort) ? (sort as MentorSort) : "rating",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter: defaults left out, so /mentors is the plain directory. */
export function searchOfFilter(filter: DirectoryFilter): string {
  const search = new URLSearchParams();
  if (filter.exam) search.set("exam", filter.exam);
  if (filter.subject) search.set("subject", filter.subject);
  if (filter.language) search.set("language", filter.language);
  if (filter.q) search.set("q", filter.q);
  if (filter.sort !== "rating") search.set("sort", filter.sort);
  if (filter.page > 1) search.set("page", String(filter.page));
  return search.toString();
}

/** GET /api/mentors/directory: one page of the directory; the server filters, searches, sorts and pages. */
export function getMentorDirectory(
  filter: DirectoryFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MentorDirectory> {
  return api.get("/mentors/directory", mentorDirectorySchema, {
    query: {
      exam: filter.exam,
      subject: filter.subject || undefined,
      language: filter.language,
      q: filter.q || undefined,
      sort: filter.sort,
      page: filter.page,
      pageSize: MENTOR_DIRECTORY_PAGE_SIZE,
    },
    signal,
  });
}

export function mentorDirectoryQueryOptions(filter: DirectoryFilter) {
  return queryOptions({
    queryKey: [...mentorsQueryKey, "directory", filter],
    queryFn: ({ signal }) => getMentorDirectory(filter, { signal }),
    staleTime: 60_000,
    // The page stays while the next filter's answer loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });
}

export function useMentorDirectory(filter: DirectoryFilter) {
  return useQuery(mentorDirectoryQueryOptions(filter));
}
