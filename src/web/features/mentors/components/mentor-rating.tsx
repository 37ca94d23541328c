import { formatRating, RatingStars } from "@/components/session-card/rating-stars";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/**
 * A mentor's rating as every mentor list and page writes it: stars, the mean to one decimal and the
 * number of reviews ("4.3 · 12 reviews"), or "New mentor" before the first review.
 */
export function MentorRating({
  rating,
  size = "sm",
  className,
}: {
  rating: { average: number | null; count: number };
  size?: "sm" | "md";
  className?: string;
}) {
  const t = useT();
  if (rating.average === null || rating.count === 0) {
    return (
      <p className={cn("text-sm font-medium text-emerald-800", className)}>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 ring-1 ring-emerald-200 ring-inset">
          {t("public.rating.new")}
        </span>
      </p>
    );
  }
  const value = formatRating(rating.average);
  const reviews = t("public.rating.reviews", { count: rating.count });
  return (
    <p className={cn("flex flex-wrap items-center gap-1.5 text-sm text-slate-700", className)}>
      <RatingStars rating={rating.average} size={size} />
      <span className="sr-only">{t("public.rating.label", { rating: value, reviews })}</span>
      <span aria-hidden="true">
        <span className="font-semibold text-slate-900">{value}</span> · {reviews}
      </span>
    </p>
  );
}
