import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/*
 * A list of figures or facts, each a term and its value (<dl>): the admin's profile views, the
 * payment the admin checks. One look per list: "figure" (a big number under a small caps term),
 * "detail" (a value at reading size under a small caps term), "fact" (a bold term over plain text).
 */

export type StatLook = "figure" | "detail" | "fact";

const LOOKS: Record<StatLook, { term: string; value: string }> = {
  figure: {
    term: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
    value: "mt-1 text-xl font-bold break-words text-slate-900",
  },
  detail: {
    term: "text-xs font-semibold tracking-wide text-slate-600 uppercase",
    value: "mt-1 text-base break-words text-slate-900",
  },
  fact: { term: "font-semibold text-slate-900", value: "mt-1 break-words text-slate-700" },
};

/** One term and its value, inside a <dl> (a StatList's, or one laid out by hand). */
export function Stat({
  term,
  look = "figure",
  className,
  children,
}: {
  term: string;
  look?: StatLook;
  /** The entry's own layout (how many columns it spans). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className={LOOKS[look].term}>{term}</dt>
      <dd className={LOOKS[look].value}>{children}</dd>
    </div>
  );
}

export type StatListItem = { term: string; value: ReactNode; className?: string };

/** The items in the order given; the list's layout (grid, spacing) comes from `className`. */
export function StatList({
  items,
  look = "figure",
  className,
}: {
  items: readonly StatListItem[];
  look?: StatLook;
  className?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <Stat key={item.term} term={item.term} look={look} className={item.className}>
          {item.value}
        </Stat>
      ))}
    </dl>
  );
}
