import { DOMAIN_FILTERS, type DomainFilter } from "@contract/admin";
import { Search } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { Paging, TableSort } from "@/components/ui/table";
import { DEFAULT_TABLE_PARAMS, type TableParams } from "../api/table-query";
import { useT } from "../i18n";

/*
 * What the admin's tables add to the shared table (components/ui/table.tsx): the state the server
 * is asked for (page, size, search, domain, order), the toolbar above, and the panel heading.
 */

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of one admin table. The search box answers every key at once (`search`), the server is
 * asked once typing pauses (`params.q`); a new search, domain, order or page size starts again at
 * page 1.
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
  const setSort = useCallback(
    (sort: TableSort) => setParams((current) => ({ ...current, sort, page: 1 })),
    [],
  );
  const setDomain = useCallback(
    (domain: DomainFilter | undefined) => setParams((current) => ({ ...current, domain, page: 1 })),
    [],
  );
  const paging: Paging = { page: params.page, pageSize: params.pageSize, setPage, setPageSize };

  return { params, search, setSearch, setPage, setPageSize, setDomain, setSort, paging };
}

export type TableState = ReturnType<typeof useTableParams>;

/** Whether the rows are narrowed by the search, the domain or another filter (for the empty message). */
export function isFiltered(params: TableParams, extraFilter = false): boolean {
  return params.q.trim() !== "" || params.domain !== undefined || extraFilter;
}

const ALL = "all";

/** The search box and the domain filter above a table; `children` adds more filters between them. */
export function TableToolbar({
  state,
  searchLabel,
  children,
}: {
  state: TableState;
  /** By default "Search by name or email". */
  searchLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const searchId = useId();
  const domainId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 space-y-1.5 sm:flex-1 sm:basis-64">
        <Label htmlFor={searchId}>{searchLabel ?? t("table.searchNameEmail")}</Label>
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
        <Label htmlFor={domainId}>{t("table.domain")}</Label>
        <NativeSelect
          id={domainId}
          value={state.params.domain ?? ALL}
          onChange={(event) => {
            const value = event.target.value;
            state.setDomain(value === ALL ? undefined : (value as DomainFilter));
          }}
        >
          <option value={ALL}>{t("table.allDomains")}</option>
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

/** A link inside a table cell. */
export const linkClass =
  "rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
