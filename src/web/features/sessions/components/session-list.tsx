import type { SessionType } from "@contract/sessions";
import { CalendarX2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { SessionCard, SessionCardSkeleton } from "@/components/session-card/session-card";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSessionList } from "../api/get-sessions";
import { BookingAction } from "./booking-action";

/** How each tab names its sessions in "Showing X of Y … sessions". */
export const TYPE_NOUNS: Record<SessionType, string> = {
  group: "group",
  onetoone: "one-to-one",
};

/** docs/product.md §2.10: 'Showing X of Y ... sessions', with ' for {category}' when filtered. */
export function showingText(shown: number, total: number, type: SessionType, category?: string): string {
  const base = `Showing ${shown} of ${total} ${TYPE_NOUNS[type]} sessions`;
  return category ? `${base} for ${category}` : base;
}

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3";

type SessionListProps = {
  type: SessionType;
  category: string | undefined;
  /** Ids of the sessions the signed-in student holds a seat in. */
  bookedIds: ReadonlySet<string>;
  /** Clears the category filter (offered when a filtered list is empty). */
  onShowAll: () => void;
};

/**
 * One tab of /booking-sessions: the count, the cards and "Load more". The server filters, sorts and
 * pages; each "Load more" fetches the next page and moves focus to the first card it added.
 */
export function SessionList({ type, category, bookedIds, onShowAll }: SessionListProps) {
  const list = useSessionList({ type, category });
  const { sessions, total } = list;
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
          Loading {TYPE_NOUNS[type]} sessions…
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
          <span>The sessions could not be loaded. {list.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      </Alert>
    );
  }

  return (
    <div>
      <p role="status" className="text-sm font-medium text-slate-700">
        {showingText(sessions.length, total, type, category)}
      </p>

      {sessions.length === 0 ? (
        <div className="mt-5 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-5 py-12 text-center">
          <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 text-base font-semibold text-slate-900">
            No {TYPE_NOUNS[type]} sessions {category ? `for ${category} ` : ""}yet
          </p>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            Mentors post new sessions every day.{" "}
            {category
              ? "Try all categories, or look at the other tab."
              : "Look at the other tab, or come back soon."}
          </p>
          {category ? (
            <Button variant="outline" className="mt-4" onClick={onShowAll}>
              Show all categories
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
                action={<BookingAction session={session} booked={bookedIds.has(session.id)} />}
              />
            </li>
          ))}
        </ul>
      )}

      {list.isFetchNextPageError ? (
        <Alert className="mt-5">The next sessions could not be loaded. {list.error?.message}</Alert>
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
              ? "Loading…"
              : list.isFetchNextPageError
                ? "Try again"
                : `Load more ${TYPE_NOUNS[type]} sessions`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
