import type { ArticleCategory } from "@/content/articles";
import { cn } from "@/lib/cn";
import { useCategoryLabel } from "../i18n";

/** One colour per category; each pair of text and background passes WCAG AA (at least 4.5:1). */
const CATEGORY_CLASSES: Record<ArticleCategory, string> = {
  "NEET Preparation": "bg-emerald-100 text-emerald-800 ring-emerald-200",
  "Parent Guide": "bg-amber-100 text-amber-900 ring-amber-200",
  "Study Materials": "bg-sky-100 text-sky-900 ring-sky-200",
  "Career Guidance": "bg-violet-100 text-violet-800 ring-violet-200",
  "JEE Analysis": "bg-rose-100 text-rose-800 ring-rose-200",
  "Study Tips": "bg-teal-100 text-teal-900 ring-teal-200",
};

export function CategoryBadge({ category, className }: { category: ArticleCategory; className?: string }) {
  const label = useCategoryLabel(category);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        CATEGORY_CLASSES[category],
        className,
      )}
    >
      {label}
    </span>
  );
}
