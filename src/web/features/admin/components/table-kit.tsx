import { DOMAIN_FILTERS, type DomainFilter, PAGE_SIZES } from "@contract/admin";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, RotateCw, Search } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { DEFAULT_TABLE_PARAMS, type TableParams } from "../api/table-query";

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of one admin table: the page, its size, the domain and the search. The search box
 * answers every key at once (`search`), the server is asked once typing pauses (`params.q`); a new
 * search, domain or page size starts again at page 1.
 */
export function useTableParams() {
  const [params, setParams] = useState<TableParams>(DEFAULT_TABLE_PARAMS);
  const [search, setSearch] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => {
      setParams((current) => (current.q === search ? current : { ...current, q: search, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const setPage = useCallback((page: number) => setParams((current) => ({ ...current, page })), []);
  const setPageSize = useCallback(
    (pageSize: number) => setParams((current) => ({ ...current, pageSize, page: 1 })),
    [],
  );
  const setDomain = useCallback(
    (domain: DomainFilter | undefined) => setParams((current) => ({ ...current, domain, page: 1 })),
    [],
  );

  return {
    params,
    search,
    setSearch,
    setPage,
    setPageSize,
    setDomain,
  };
}

export type TableState = ReturnType<typeof useTableParams>;

const ALL = "all";

/** The search box and the domain filter above a table; `children` adds more filters between them. */
export function TableToolbar({
  state,
  searchLabel = "Search by name or email",
  children,
}: {
  state: TableState;
  searchLabel?: string;
  children?: ReactNode;
}) {
  const searchId = useId();
  const domainId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 space-y-1.5 sm:flex-1 sm:basis-64">
        <Label htmlFor={searchId}>{searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={searchId}
            type="search"
            value={state.search}
            onChange={(event) => state.setSearch(event.target.value)}
            className="pl-9"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </div>
      {children}
      <div className="space-y-1.5 sm:w-44">
        <Label htmlFor={domainId}>Domain</Label>
        <NativeSelect
          id={domainId}
          value={state.params.domain ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            state.setDomain(value === ALL ? undefined : (value as DomainFilter));
          }}
        >
          <option value={ALL}>All domains</option>
          {DOMAIN_FILTERS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** "Showing 26–50 of 1,000", the page size and previous/next, under a table. */
export function TablePager({
  state,
  total,
  label,
}: {
  state: TableState;
  total: number;
  /** What the rows are ("students"), for the buttons' accessible names. */
  label: string;
}) {
  const sizeId = useId();
  const { page, pageSize } = state.params;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const number = new Intl.NumberFormat("en-IN");

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700">
        <p aria-live="polite">
          Showing {number.format(from)}–{number.format(to)} of {number.format(total)}
        </p>
        <p className="text-slate-600">
          Page {number.format(page)} of {number.format(lastPage)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="whitespace-nowrap">
            Rows per page
          </Label>
          <NativeSelect
            id={sizeId}
            value={String(pageSize)}
            onChange={(event) => state.setPageSize(Number(event.target.value))}
            className="h-10 w-20"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => state.setPage(1)}
            aria-label={`First page of ${label}`}
            title="First page"
            className="w-9 px-0"
          >
            <ChevronsLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => state.setPage(page - 1)}
            aria-label={`Previous page of ${label}`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => state.setPage(page + 1)}
            aria-label={`Next page of ${label}`}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => state.setPage(lastPage)}
            aria-label={`Last page of ${label}`}
            title="Last page"
            className="w-9 px-0"
          >
            <ChevronsRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The reason a call failed, in words a person can act on. */
export function loadFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 0 || (error.status >= 400 && error.status < 500)))
    return error.message;
  return fallback;
}

/** An inline error with a Retry button. */
export function RetryAlert({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          Retry
        </Button>
      </div>
    </Alert>
  );
}

/** The words shown while a table's first page loads. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-6 text-slate-700"
    >
      <Spinner className="text-brand-600" />
      {label}
    </p>
  );
}

/** A table in its own sideways-scrolling box (keyboard-focusable), so the page itself never scrolls sideways. */
export function ScrollTable({
  caption,
  busy,
  className,
  children,
}: {
  caption: string;
  /** A newer page is loading: the rows shown are the previous ones. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs transition-opacity",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        busy && "opacity-70",
      )}
    >
      <table className={cn("w-full border-collapse text-left text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export const thClass =
  "border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase";
export const tdClass = "px-4 py-3 align-top text-slate-700";
export const rowClass = "border-b border-slate-100 last:border-b-0 even:bg-slate-50/60";
export const linkClass =
  "rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** What to say when nothing matches: about the search and the filter when there are any. */
export function emptyMessage(noun: string, params: TableParams, extraFilter = false): string {
  const filtered = params.q.trim() !== "" || params.domain !== undefined || extraFilter;
  return filtered ? `No ${noun} match your search or filters.` : `No ${noun} yet.`;
}

export function EmptyRows({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700"
    >
      {children}
    </p>
  );
}

/** A panel heading with a line under it. */
export function TabHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}

type PagedQuery<Row> = {
  data: { items: Row[]; total: number } | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * One admin table with its states: loading, an error with Retry, nothing matching, or the rows
 * (`children` draws the <thead> and <tbody>) with the pager under them.
 */
export function PagedTable<Row>({
  query,
  state,
  noun,
  caption,
  extraFilter = false,
  className,
  children,
}: {
  query: PagedQuery<Row>;
  state: TableState;
  /** What the rows are, plural ("mentors"). */
  noun: string;
  caption: string;
  /** A filter other than search and domain is set (for the empty message). */
  extraFilter?: boolean;
  /** Classes for the <table> (a min-width, so that it scrolls rather than squeezes). */
  className?: string;
  children: (rows: Row[]) => ReactNode;
}) {
  const { data, error } = query;
  const { page, pageSize } = state.params;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : page;
  const { setPage } = state;
  // Past the end (the last row of the last page was removed, or rows left meanwhile): go to the last page.
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
  const retry = (
    <RetryAlert
      message={loadFailure(error, `Could not load the ${noun}. Please try again.`)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (!data) {
    if (error) return retry;
    return <LoadingRows label={`Loading ${noun}…`} />;
  }
  return (
    <div className="space-y-3">
      {error ? retry : null}
      {data.items.length === 0 ? (
        <EmptyRows>{emptyMessage(noun, state.params, extraFilter)}</EmptyRows>
      ) : (
        <ScrollTable
          caption={caption}
          busy={query.isPlaceholderData && query.isFetching}
          className={className}
        >
          {children(data.items)}
        </ScrollTable>
      )}
      {data.total > 0 ? <TablePager state={state} total={data.total} label={noun} /> : null}
    </div>
  );
}
