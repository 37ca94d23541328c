import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

const sizes = { sm: "size-3.5", md: "size-5", lg: "size-6" } as const;

/**
 * docs/product.md §9: five stars, filled up to the floor of the rating (4.7 fills four). Decorative: whatever
 * shows the stars also says the number in words ("4.7 out of 5").
 */
export function RatingStars({
  rating,
  size = "sm",
  className,
}: {
  rating: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const filled = Math.floor(rating);
  return (
    <span aria-hidden="true" className={cn("flex shrink-0", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(sizes[size], n <= filled ? "fill-amber-400 text-amber-500" : "text-slate-300")}
        />
      ))}
    </span>
  );
}

/** A rating as the product writes it: one decimal ("4.0", "3.7"). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
