import { Quote } from "lucide-react";
import { useState } from "react";
import { cardClasses } from "@/components/ui/card";
import { Carousel } from "@/components/ui/carousel";
import type { Testimonial, TestimonialKind } from "@/content/testimonials";
import { cn } from "@/lib/cn";
import { useT, useTestimonials } from "../i18n";

/** The toggle's options, named by the common catalog's roles ("Student", "Mentor"). */
const KINDS: readonly TestimonialKind[] = ["student", "mentor"];

/** First letters of the first and last words, at most two. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word ?? "")[0]?.toLocaleUpperCase("en-IN") ?? "").join("") || "?";
}

function TestimonialCard({ testimonial, kind }: { testimonial: Testimonial; kind: TestimonialKind }) {
  return (
    <figure className={cardClasses({ padding: "none", className: "flex w-full flex-col p-6" })}>
      <Quote aria-hidden="true" className="size-8 text-brand-200" />
      <blockquote className="mt-3 flex-1 text-base leading-relaxed text-slate-700">
        <p>{testimonial.testimonial}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-full font-semibold text-white select-none",
            kind === "mentor" ? "bg-avatar-mentor" : "bg-avatar-student",
          )}
        >
          {initials(testimonial.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * docs/product.md §4: testimonials from students (the default) or from mentors, one per view on phones, two
 * at md and three at lg, looping with previous and next.
 */
export function Testimonials() {
  const t = useT();
  const testimonials = useTestimonials();
  const [kind, setKind] = useState<TestimonialKind>("student");

  return (
    <div>
      <fieldset className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-xs">
        <legend className="sr-only">{t("testimonials.showFrom")}</legend>
        {KINDS.map((option) => {
          const selected = option === kind;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              onClick={() => setKind(option)}
              className={cn(
                "h-10 rounded-full px-5 text-sm font-semibold transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                selected ? "bg-brand-600 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {t(`common:roles.${option}`)}
            </button>
          );
        })}
      </fieldset>

      <Carousel
        // A new list starts from its first card.
        key={kind}
        className="mt-8"
        label={t(`testimonials.carousel.${kind}`)}
        itemName={t("testimonials.item")}
        items={testimonials[kind]}
        getKey={(testimonial) => testimonial.name}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} kind={kind} />}
        slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      />
    </div>
  );
}
