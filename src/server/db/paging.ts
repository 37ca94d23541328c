import type { DomainFilter, SortDirection, TablePage } from "@contract/admin";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "./rows";

/*
 * The kit of the admin tables (docs/product.md §2.14, §10.11): one page of rows in a chosen order,
 * with the count of every matching row. The request's page, size, search, sort and direction are
 * parsed by the contract's schemas (contract/admin.ts `tableQuerySchema`, `sortableBy`); this is the
 * SQL side. Each table's query reads the figures of its page's rows only, from indexed subqueries, and
 * its filters are written in SQL so that the planner sees them.
 */

/** Which page, of how many rows. */
export interface PageParams {
  page: number;
  pageSize: number;
}

/** A page of a searchable table: `q` and the exam domain, when given. */
export interface TableParams extends PageParams {
  q?: string | undefined;
  domain?: DomainFilter | undefined;
}

/** A table's chosen order (the contract's `sort` and `dir`); without `sort`, the table's own. */
export interface Sorted<K extends string> {
  sort?: K | undefined;
  dir?: SortDirection | undefined;
}

/**
 * `column dir, tieBreaker dir` for the chosen sort, else the table's own order. Columns are SQL
 * written by the table, never the request's text: `sort` is one of the contract's names.
 */
export function orderOf<K extends string>(
  { sort, dir }: Sorted<K>,
  columns: Record<K, SQL>,
  tieBreaker: SQL,
  fallback: SQL,
): SQL {
  if (!sort) return fallback;
  const way = dir === "desc" ? sql.raw("desc") : sql.raw("asc");
  return sql`${columns[sort]} ${way}, ${tieBreaker} ${way}`;
}

/** Escape LIKE's wildcards so that a search for "50%" means those characters. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains `q`", its wildcards escaped. */
export const contains = (q: string) => `%${likeEscape(q)}%`;

/** A person's name or email contains `q` (the table's users are `u`); no condition without `q`. */
export const nameOrEmail = (q: string | undefined) =>
  q ? sql`(u.name ilike ${contains(q)} or u.email ilike ${contains(q)})` : undefined;

/** The conditions present, joined with `and` (`true` when there is none). */
export const where = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/** A count query's row: `select count(*) as n`. */
interface Counted {
  n: number | string;
}

export interface PageQueries<Row, T> {
  /** The page's rows, given its limit and offset. */
  rows: (limit: number, offset: number) => SQL;
  /** `select count(*) as n` of every matching row. */
  count: SQL;
  /** A row as the table shows it. */
  toItem: (row: Row) => T;
  /**
   * The rows query counts every match as it goes, as `total_count` (it reads them all to sort them
   * anyway); only a page past the end, with no row to carry it, runs the count.
   */
  countInRows?: boolean;
}

/** One page of a table: its rows and the count of every matching row. */
export async function tablePage<Row extends object, T>(
  db: Executor,
  params: PageParams,
  queries: PageQueries<Row, T>,
): Promise<TablePage<T>> {
  const offset = (params.page - 1) * params.pageSize;
  const counted = async () => Number((await rowsOf<Counted>(db, queries.count))[0]?.n ?? 0);
  let rows: Row[];
  let total: number;
  if (queries.countInRows) {
    rows = await rowsOf<Row>(db, queries.rows(params.pageSize, offset));
    const first = rows[0];
    total = first && "total_count" in first ? Number(first.total_count) : await counted();
  } else {
    [rows, total] = await Promise.all([rowsOf<Row>(db, queries.rows(params.pageSize, offset)), counted()]);
  }
  return { items: rows.map(queries.toItem), total, page: params.page, pageSize: params.pageSize };
}
