import type { SessionType } from "@contract/sessions";
import type { OwnWaitlistEntry } from "@contract/waitlist";
import { CalendarX2, SearchX } from "lucide-react";
import { useEffect, useRef } from "react";
import { SessionCard, SessionCardSkeleton } from "@/components/session-card/session-card";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { failureReason } from "@/lib/form-errors";
import { type SessionSearch, useSessionList } from "../api/get-sessions";
import { useT } from "../i18n";
import { BookingAction, type CardViewer } from "./booking-action";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3";

type SessionListProps = {
  type: SessionType;
  category: string | undefined;
  /** The search words and filters (docs/decisions/020); empty for the plain list. */
  search?: SessionSearch;
  /** Clears the search and the filters (offered when a search finds nothing). */
  onClearSearch?: () => void;
  /** Ids of the sessions the signed-in student holds a seat in. */
  bookedIds: ReadonlySet<string>;
  /** The signed-in student's waitlist places (and seats offered from them), by session id. */
  waitlist: ReadonlyMap<string, OwnWaitlistEntry>;
  viewer: CardViewer;
  /** Clears the category filter (offered when a filtered list is empty). */
  onShowAll: () => void;
};

/**
 * One tab of /booking-sessions: the count, the cards and "Load more". The server filters, sorts and
 * pages; each "Load more" fetches the next page and moves focus to the first card it added.
 */
export function SessionList({
  type,
  category,
  search = {},
  onClearSearch,
  bookedIds,
  waitlist,
  viewer,
  onShowAll,
}: SessionListProps) {
  const t = useT();
  const list = useSessionList({ ...search, type, category });
  const searching = Object.values(search).some((value) => value !== undefined);
  const { sessions } = list;
  // Past a few hundred the server stops counting (docs/decisions/028): "500+", not a number it guessed.
  const total = list.totalExact ? list.total : t("list.totalAtLeast", { total: list.total });
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.isFetchingNextPage || sessions.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>("h2, h3")?.focus();
  }, [sessions.length, list.isFetchingNextPage]);

  if (list.isPending) {
    return (
      <div>
        <p role="status" className="text-sm text-slate-700">
          <Spinner className="mr-2 align-[-2px]" />
          {t(`list.loading.${type}`)}
        </p>
        <div className={`mt-5 ${GRID}`}>
          {[0, 1, 2].map((n) => (
            <SessionCardSkeleton key={n} />
          ))}
        </div>
      </div>
    );
  }

  if (list.isError && sessions.length === 0) {
    return (
      <Alert className="items-center">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {t("list.loadFailed")} {failureReason(list.error, list.error.message)}
          </span>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t("list.retry")}
          </Button>
        </div>
      </Alert>
    );
  }

  return (
    <div>
      <p role="status" className="text-sm font-medium text-slate-700">
        {/* docs/product.md §2.10: 'Showing X of Y ... sessions', with ' for {category}' when filtered. */}
        {search.q
          ? t(`list.showingSearch.${type}`, { shown: sessions.length, total, q: search.q })
          : category
            ? t(`list.showingFor.${type}`, { shown: sessions.length, total, category })
            : t(`list.showing.${type}`, { shown: sessions.length, total })}
      </p>

      {sessions.length === 0 && searching ? (
        <div className="mt-5 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-5 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 text-base font-semibold text-slate-900">
            {search.q ? t(`list.noMatch.${type}`, { q: search.q }) : t(`list.noMatchFilters.${type}`)}
          </p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{t("list.searchHint")}</p>
          {onClearSearch ? (
            <Button variant="outline" className="mt-4" onClick={onClearSearch}>
              {t("list.clearSearch")}
            </Button>
          ) : null}
        </div>
      ) : sessions.length === 0 ? (
        <div className="mt-5 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-5 py-12 text-center">
          <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 text-base font-semibold text-slate-900">
            {category ? t(`list.noneFor.${type}`, { category }) : t(`list.none.${type}`)}
          </p>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            {t("list.postedDaily")} {category ? t("list.tryAllCategories") : t("list.tryOtherTab")}
          </p>
          {category ? (
            <Button variant="outline" className="mt-4" onClick={onShowAll}>
              {t("list.showAll")}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul ref={listRef} className={`mt-5 ${GRID}`}>
          {sessions.map((session) => (
            <li key={session.id} className="min-w-0">
              <SessionCard
                session={session}
                className="h-full"
                action={
                  <BookingAction
                    session={session}
                    booked={bookedIds.has(session.id)}
                    waitlist={waitlist.get(session.id)}
                    viewer={viewer}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}

      {list.isFetchNextPageError ? (
        <Alert className="mt-5">
          {t("list.nextFailed")} {list.error ? failureReason(list.error, list.error.message) : null}
        </Alert>
      ) : null}

      {list.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            // Not `disabled`: the button keeps keyboard focus while the next page loads.
            aria-disabled={list.isFetchingNextPage || undefined}
            onClick={() => {
              if (list.isFetchingNextPage) return;
              focusFrom.current = sessions.length;
              void list.fetchNextPage();
            }}
          >
            {list.isFetchingNextPage ? <Spinner /> : null}
            {list.isFetchingNextPage
              ? t("list.loadingMore")
              : list.isFetchNextPageError
                ? t("list.tryAgain")
                : t(`list.loadMore.${type}`)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
