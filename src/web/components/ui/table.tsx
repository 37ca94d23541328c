import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type TableColumn<Row> = {
  key: keyof Row & string;
  header: string;
  /** Classes for this column's cells (width, alignment). */
  className?: string;
};

type DataTableProps<Row> = {
  /** Names the table (its <caption>) and the scrolling region around it. */
  caption: string;
  /** Show the caption above the table; otherwise it is read by screen readers only. */
  showCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /**
   * The narrowest the table may get before its box scrolls sideways instead (a Tailwind min-width
   * class such as "min-w-2xl"). Without it the columns simply wrap.
   */
  minWidthClassName?: string;
  className?: string;
  footer?: ReactNode;
};

/**
 * A read-only table of strings. The first column holds row headers (`<th scope="row">`), every
 * column has a `<th scope="col">`, and the caption names the table. On a narrow screen a wide table
 * scrolls inside its own box (which is keyboard-focusable so it can be scrolled without a mouse),
 * never the whole page.
 */
export function DataTable<Row extends Record<string, string>>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  minWidthClassName,
  className,
  footer,
}: DataTableProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <div className={cn("min-w-0", className)}>
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
        tabIndex={0}
        className={cn(
          "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        )}
      >
        <table className={cn("w-full border-collapse text-left text-sm sm:text-base", minWidthClassName)}>
          <caption
            className={cn(
              showCaption
                ? "border-b border-slate-200 bg-slate-50 px-4 py-3 text-left text-base font-semibold text-slate-900"
                : "sr-only",
            )}
          >
            {caption}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    "border-b border-slate-200 px-4 py-3 text-xs font-semibold tracking-wide uppercase",
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => (
              <tr key={getRowKey(row, index)} className="align-top even:bg-slate-50/60">
                {first ? (
                  <th scope="row" className={cn("px-4 py-3 font-semibold text-slate-900", first.className)}>
                    {row[first.key]}
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td key={column.key} className={cn("px-4 py-3 text-slate-700", column.className)}>
                    {row[column.key]}
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
