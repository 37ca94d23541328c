import { CATEGORIES, normaliseCategory, type SessionType } from "@contract/sessions";
import type { SessionListFilter } from "./api/get-sessions";

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
  return { type: isSessionType(tab) ? tab : DEFAULT_TAB, category: categoryFrom(search.get("category")) };
}

/** The address for a filter: defaults left out, so the plain page stays /booking-sessions. */
export function bookingListSearch({ type, category }: SessionListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (type !== DEFAULT_TAB) params.set("tab", type);
  return params;
}
