import { Star } from "lucide-react";
import { type Ref, useId, useState } from "react";
import { FieldError } from "@/components/ui/form-field";
import { RequiredMark } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/** The words of each rating, keys of the feedback catalog. */
const WORDS = ["stars.word1", "stars.word2", "stars.word3", "stars.word4", "stars.word5"] as const;

type StarRatingInputProps = {
  /** 1 to 5, or null before a choice. */
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  /** The first star, to move focus to when the rating is missing. */
  firstStarRef?: Ref<HTMLInputElement>;
};

/**
 * docs/product.md §2.19's 1-5 star picker: five radio buttons ('1 star' … '5 stars') drawn as stars. A pointer
 * hovering a star lights it and those before it; the keyboard works as in any radio group (Tab into
 * it, arrow keys move and choose), with a visible focus ring round the focused star.
 */
export function StarRatingInput({ value, onChange, error, disabled, firstStarRef }: StarRatingInputProps) {
  const t = useT();
  const name = useId();
  const errorId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  const shown = hover ?? value;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        {t("stars.legend")}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios do the work. */}
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              onMouseEnter={() => !disabled && setHover(n)}
              className={cn(
                "relative cursor-pointer rounded-md p-1 transition-transform motion-reduce:transition-none",
                "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600",
                disabled ? "cursor-not-allowed opacity-60" : "hover:scale-110",
              )}
            >
              <input
                ref={n === 1 ? firstStarRef : undefined}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                disabled={disabled}
                required
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "size-9 sm:size-10",
                  n <= lit ? "fill-amber-400 text-amber-500" : "fill-white text-slate-500",
                )}
              />
              <span className="sr-only">{t("stars.label", { count: n })}</span>
            </label>
          ))}
        </div>
        <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
          {shown ? `${shown}/5 · ${t(WORDS[shown - 1] ?? "stars.word5")}` : t("stars.choose")}
        </p>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
