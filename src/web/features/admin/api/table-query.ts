import { DEFAULT_PAGE_SIZE, type DomainFilter } from "@contract/admin";
import type { TableSort } from "@/components/ui/table";

/** What every admin table asks the server for: one page, optionally searched and filtered by domain. */
export type TableParams = {
  page: number;
  pageSize: number;
  /** Name or email; empty means everyone. */
  q: string;
  /** One of docs/product.md §9's domains; undefined means all. */
  domain: DomainFilter | undefined;
  /** A column the admin chose to sort by; undefined is the table's own order. */
  sort: TableSort | undefined;
};

export const DEFAULT_TABLE_PARAMS: TableParams = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  q: "",
  domain: undefined,
  sort: undefined,
};

/** The query string of a table call: empty search and "all domains" are left out. */
export function tableQuery({ page, pageSize, q, domain, sort }: TableParams) {
  return { page, pageSize, q: q.trim() || undefined, domain, sort: sort?.key, dir: sort?.direction };
}
