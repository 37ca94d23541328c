import {
  CATEGORIES,
  DATE_FILTERS,
  normaliseCategory,
  PRICE_MAX,
  SEARCH_QUERY_MAX,
  SESSION_SORTS,
  type SessionType,
  TIME_OF_DAY_VALUES,
} from "@contract/sessions";
import type { SessionListFilter, SessionSearch } from "./api/get-sessions";

/** The address's `tab` values and the tabs' labels (docs/product.md §2.10). */
/** The tabs; `label` is a key of the sessions catalog. */
export const SESSION_TABS = [
  { value: "group", label: "booking.tabs.group" },
  { value: "onetoone", label: "booking.tabs.onetoone" },
] as const satisfies readonly { value: SessionType; label: string }[];
export const DEFAULT_TAB: SessionType = "group";

const isSessionType = (value: string | null): value is SessionType =>
  SESSION_TABS.some((tab) => tab.value === value);

/**
 * `?category=` as one of the nine categories when it names one (case and spaces ignored, so
 * "iit jee" is "IIT JEE"); any other text is kept as given: the server also matches it against
 * subjects. Empty, missing or "All" means all.
 */
export function categoryFrom(param: string | null): string | undefined {
  const text = param?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "all") return undefined;
  return CATEGORIES.find((c) => normaliseCategory(c) === normaliseCategory(text)) ?? text.slice(0, 60);
}

/**
 * What /booking-sessions lists for its address (?category=NEET&tab=onetoone). A route loader can
 * prime the first page with `sessionListQueryOptions(bookingListFilter(url.searchParams))`.
 */
export function bookingListFilter(search: URLSearchParams): SessionListFilter {
  const tab = search.get("tab");
  return {
    type: isSessionType(tab) ? tab : DEFAULT_TAB,
    category: categoryFrom(search.get("category")),
    ...searchFrom(search),
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFrom = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

/**
 * The search box and the filters from the address (docs/decisions/020). What the server would refuse is left
 * out rather than sent: a shared link with a typo in it still shows sessions.
 */
export function searchFrom(search: URLSearchParams): SessionSearch {
  const q = search.get("q")?.trim().slice(0, SEARCH_QUERY_MAX) || undefined;
  const maxText = search.get("maxPrice")?.trim() ?? "";
  const maxPrice = /^\d{1,6}$/.test(maxText) && Number(maxText) <= PRICE_MAX ? Number(maxText) : undefined;
  let price = oneOf(["free", "max"] as const, search.get("price"));
  if (price === "max" && maxPrice === undefined) price = undefined;
  let date = oneOf(DATE_FILTERS, search.get("date"));
  let from = date === "range" ? dayFrom(search.get("from")) : undefined;
  let to = date === "range" ? dayFrom(search.get("to")) : undefined;
  if (from && to && from > to) [from, to] = [to, from];
  if (date === "range" && !from && !to) date = undefined;
  let sort = oneOf(SESSION_SORTS, search.get("sort"));
  if (sort === "relevance" && !q) sort = undefined;
  const filters: SessionSearch = {
    q,
    price,
    maxPrice: price === "max" ? maxPrice : undefined,
    date,
    from,
    to,
    time: oneOf(TIME_OF_DAY_VALUES, search.get("time")),
    sort,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** How many filters (not the search words, not the sort) are set: shown on the "Filters" button. */
export const activeFilters = (filter: SessionSearch) =>
  [filter.price, filter.date, filter.time].filter(Boolean).length;

/** The address for a filter: defaults left out, so the plain page stays /booking-sessions. */
export function bookingListSearch({ type, category, ...search }: SessionListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (category) params.set("category", category);
  if (type !== DEFAULT_TAB) params.set("tab", type);
  for (const key of ["price", "maxPrice", "date", "from", "to", "time", "sort"] as const) {
    const value = search[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}
