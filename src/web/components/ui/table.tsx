import { PAGE_SIZES } from "@contract/admin";
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  RotateCw,
} from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useCommonT, useFormat } from "@/lib/i18n";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { Alert } from "./alert";
import { Button } from "./button";
import { Label } from "./label";
import { NativeSelect } from "./native-select";
import { Spinner } from "./spinner";

/*
 * The product's one table (docs/product.md §10): a caption, column headers, row headers, sorting by
 * a column, and paging with its loading, failed and empty states. From 640 px it is a table (in its
 * own sideways-scrolling box when wide); below 640 px each row becomes a card whose cells are
 * labelled with their column's name, so a phone never scrolls a table sideways.
 */

export type SortDirection = "asc" | "desc";
export type TableSort<K extends string = string> = { key: K; direction: SortDirection };

export type TableColumn<Row> = {
  /** Names the column; for a row of strings, also the field shown when there is no `cell`. */
  key: string;
  header: string;
  /** The cell's content; by default `row[key]`. */
  cell?: (row: Row) => ReactNode;
  /** Classes for this column's cells (width, alignment). */
  className?: string;
  /** Numbers and amounts: aligned to the end on a wide screen. */
  numeric?: boolean;
  /** The server (or the caller) can order the rows by this column: its header becomes a button. */
  sortable?: boolean;
};

type DataTableProps<Row> = {
  /** Names the table (its <caption>) and the region around it. */
  caption: string;
  /** Show the caption above the table; otherwise it is read by screen readers only. */
  showCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /** The order shown, when the table can be sorted; `onSort` asks for another. */
  sort?: TableSort | undefined;
  onSort?: (sort: TableSort) => void;
  /**
   * From 640 px, the narrowest the table may get before its box scrolls sideways instead (a
   * Tailwind class with the `sm:` prefix, such as "sm:min-w-2xl"). Without it the columns wrap.
   */
  minWidthClassName?: string;
  /** A newer page is loading: the rows shown are the previous ones. */
  busy?: boolean;
  className?: string;
  footer?: ReactNode;
};

/** The same column again flips the order; another column starts ascending. */
export function nextSort(current: TableSort | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

const headerCell =
  "border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase";
// Below 640 px: a cell is a line of its card, its column's name (data-label) before its value.
const stackedCell =
  "max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:justify-between max-sm:gap-x-3 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]";

/**
 * A table whose first column holds row headers (`<th scope="row">`) and every column a
 * `<th scope="col">` (a button when sortable, with `aria-sort` saying the order).
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSort,
  minWidthClassName,
  busy,
  className,
  footer,
}: DataTableProps<Row>) {
  const t = useCommonT();
  const [first, ...rest] = columns;
  const content = (column: TableColumn<Row>, row: Row): ReactNode =>
    column.cell ? column.cell(row) : String((row as Record<string, unknown>)[column.key] ?? "");

  return (
    <div className={cn("min-w-0", className)}>
      <section
        aria-label={caption}
        aria-busy={busy || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        tabIndex={0}
        className={cn(
          // `relative`: the screen-reader-only texts inside (positioned absolutely) stay within the
          // scrolling box instead of widening the page.
          "relative transition-opacity sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-xs",
          "rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          busy && "opacity-70",
        )}
      >
        <table
          className={cn(
            "w-full border-collapse text-left text-sm max-sm:block sm:text-base",
            minWidthClassName,
          )}
        >
          <caption
            className={cn(
              showCaption
                ? "border-b border-slate-200 bg-slate-50 px-4 py-3 text-left text-base font-semibold text-slate-900 max-sm:block max-sm:rounded-t-xl max-sm:border"
                : "sr-only",
            )}
          >
            {caption}
          </caption>
          <thead className="max-sm:sr-only">
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      column.sortable && onSort
                        ? sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : "none"
                        : undefined
                    }
                    className={cn(headerCell, column.numeric && "text-right", column.className)}
                  >
                    {column.sortable && onSort ? (
                      <button
                        type="button"
                        onClick={() => onSort(nextSort(sort, column.key))}
                        className={cn(
                          "-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900",
                          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                        )}
                      >
                        {column.header}
                        <SortIcon direction={sorted} />
                        <span className="sr-only">
                          {sorted === "asc"
                            ? t("table.sortedAscending")
                            : sorted === "desc"
                              ? t("table.sortedDescending")
                              : t("table.sortable")}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3">
            {rows.map((row, index) => (
              <tr
                key={getRowKey(row, index)}
                className={cn(
                  "border-b border-slate-100 align-top last:border-b-0 sm:even:bg-slate-50/60",
                  "max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:px-4 max-sm:py-3 max-sm:shadow-xs",
                )}
              >
                {first ? (
                  <th
                    scope="row"
                    data-label={first.header}
                    className={cn(
                      "px-4 py-3 text-left font-semibold text-slate-900",
                      "max-sm:block max-sm:border-b max-sm:border-slate-100 max-sm:px-0 max-sm:pt-0 max-sm:pb-2",
                      first.className,
                    )}
                  >
                    {content(first, row)}
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={cn(
                      "px-4 py-3 text-slate-700",
                      column.numeric && "text-right tabular-nums",
                      stackedCell,
                      column.className,
                    )}
                  >
                    {content(column, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {footer}
    </div>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <Icon aria-hidden="true" className={cn("size-3.5", direction ? "text-brand-700" : "text-slate-400")} />
  );
}

export type Paging = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
};

/** "Showing 26–50 of 1,000", the page size and first/previous/next/last, under a table. */
export function TablePager({
  paging,
  total,
  label,
  pageSizes = PAGE_SIZES,
  sizeLabel,
}: {
  paging: Paging;
  total: number;
  /** What the rows are ("students"), for the buttons' accessible names. */
  label: string;
  pageSizes?: readonly number[];
  /** The page size's label when the items are not rows ("Sessions per page"); "Rows per page" else. */
  sizeLabel?: string;
}) {
  const t = useCommonT();
  const { number } = useFormat();
  const sizeId = useId();
  const { page, pageSize } = paging;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700">
        <p aria-live="polite">
          {t("table.showing", { from: number(from), to: number(to), total: number(total) })}
        </p>
        <p className="text-slate-600">{t("table.pageOf", { page: number(page), pages: number(lastPage) })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="whitespace-nowrap">
            {sizeLabel ?? t("table.rowsPerPage")}
          </Label>
          <NativeSelect
            id={sizeId}
            value={String(pageSize)}
            onChange={(event) => paging.setPageSize(Number(event.target.value))}
            className="h-10 w-20"
          >
            {pageSizes.map((size) => (
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
            onClick={() => paging.setPage(1)}
            aria-label={t("table.firstPageOf", { label })}
            title={t("table.firstPage")}
            className="w-9 px-0"
          >
            <ChevronsLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => paging.setPage(page - 1)}
            aria-label={t("table.previousPageOf", { label })}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("table.previous")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => paging.setPage(page + 1)}
            aria-label={t("table.nextPageOf", { label })}
          >
            {t("table.next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => paging.setPage(lastPage)}
            aria-label={t("table.lastPageOf", { label })}
            title={t("table.lastPage")}
            className="w-9 px-0"
          >
            <ChevronsRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The reason a load failed, in words a person can act on (the server's own for a 4xx). */
export function loadFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    const { code, params } = codeOfBody(error.body);
    return error.status === 0 ? error.message : translateMessage(error.message, code, params);
  }
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
  const t = useCommonT();
  return (
    <Alert className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          {t("table.retry")}
        </Button>
      </div>
    </Alert>
  );
}

/** The words shown while rows load. */
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

type PagedQuery<Row> = {
  data: { items: Row[]; total: number } | undefined;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * One paged table with its states: loading, an error with Retry, nothing to show, or the rows with
 * the pager under them. A page past the end (its last rows went meanwhile) moves to the last page.
 */
export function PagedTable<Row>({
  query,
  paging,
  texts,
  ...table
}: Omit<DataTableProps<Row>, "rows" | "busy" | "footer"> & {
  query: PagedQuery<Row>;
  paging: Paging;
  texts: {
    /** What the rows are, plural ("mentors"), for the pager's buttons. */
    label: string;
    loading: string;
    failed: string;
    empty: string;
  };
}) {
  const { data, error } = query;
  const { page, pageSize, setPage } = paging;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : page;
  useEffect(() => {
    if (data && data.items.length === 0 && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
  const retry = (
    <RetryAlert
      message={loadFailure(error, texts.failed)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (!data) return error ? retry : <LoadingRows label={texts.loading} />;
  return (
    <div className="space-y-3">
      {error ? retry : null}
      {data.items.length === 0 ? (
        <EmptyRows>{texts.empty}</EmptyRows>
      ) : (
        <DataTable {...table} rows={data.items} busy={query.isPlaceholderData && query.isFetching} />
      )}
      {data.total > 0 ? <TablePager paging={paging} total={data.total} label={texts.label} /> : null}
    </div>
  );
}
