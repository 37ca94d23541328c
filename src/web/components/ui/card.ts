import { cn } from "@/lib/cn";

const PADDING = { none: "", sm: "p-4 sm:p-5", md: "p-5 sm:p-6", lg: "p-5 sm:p-8" } as const;
export type CardPadding = keyof typeof PADDING;

/**
 * The product's one card: the white, rounded, bordered panel that holds a block of a page (a
 * session, a profile, a form, a figure). Any element can be a card: `<section className={cardClasses()}>`.
 * `className` adds layout (margins, grid spans, text alignment), never another padding or border.
 */
export function cardClasses({
  padding = "md",
  className,
}: {
  padding?: CardPadding;
  className?: string | false | null;
} = {}): string {
  return cn("min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm", PADDING[padding], className);
}
