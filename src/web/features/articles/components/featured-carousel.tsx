import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import type { ArticleSummary } from "@/content/articles";
import { cn } from "@/lib/cn";
import { useArticleText, useT } from "../i18n";
import { useArticleDates } from "../use-article-dates";
import { usePrefersReducedMotion } from "../use-prefers-reduced-motion";
import { ReadMoreLink } from "./read-more-link";

/** docs/product.md §4 and §9: the featured articles advance every 4000 ms and loop. */
export const AUTO_ADVANCE_MS = 4000;

type FeaturedCarouselProps = {
  articles: readonly ArticleSummary[];
  /** The id of the heading that names the carousel. */
  labelledBy: string;
};

/** One slide's article: picture, title, summary, date, author and Read More. */
function FeaturedArticle({ article, eager }: { article: ArticleSummary; eager: boolean }) {
  const t = useT();
  const text = useArticleText(article);
  const dates = useArticleDates();
  return (
    <article
      className={cardClasses({
        padding: "none",
        className: "grid h-full overflow-hidden md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]",
      })}
    >
      <img
        src={article.image.src}
        width={article.image.width}
        height={article.image.height}
        alt={text.imageAlt}
        // The first slide is in view as the page opens; the others only once shown.
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[2/1] h-full w-full bg-slate-100 object-cover md:aspect-auto"
      />
      <div className="flex flex-col p-5 sm:p-8">
        <h3 className="text-xl leading-snug font-bold text-balance text-slate-900 sm:text-2xl">
          {text.title}
        </h3>
        <p className="mt-3 text-base leading-relaxed text-slate-600">{text.description}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <time dateTime={article.publishedOn}>{dates.long(article.publishedOn)}</time>
          <span aria-hidden="true">·</span>
          <span>{t("carousel.by", { author: text.author })}</span>
        </p>
        <div className="mt-auto pt-6">
          <ReadMoreLink slug={article.slug} title={text.title} />
        </div>
      </div>
    </article>
  );
}

/**
 * The 'Featured Articles' carousel (WAI-ARIA carousel pattern): one article per slide, previous and
 * next buttons, a dot per slide, and automatic rotation every 4 seconds that loops from the last
 * slide to the first. Rotation pauses while the pointer is over the carousel or focus is inside it,
 * stops for good with the pause button, and never starts when the system asks for reduced motion.
 * While it rotates by itself the slides are not announced (aria-live off); a slide the user picks is
 * announced politely.
 */
export function FeaturedCarousel({ articles, labelledBy }: FeaturedCarouselProps) {
  const t = useT();
  const slidesId = useId();
  const count = articles.length;
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const autoplay = playing && !reducedMotion && count > 1;
  const rotating = autoplay && !hovered && !focused;

  // One timer per slide shown: any change of slide, by the user or the timer, restarts the count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the 4-second count on every change of slide.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const show = (index: number) => setCurrent(((index % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={t("carousel.roleCarousel")}
      aria-labelledby={labelledBy}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      className="relative"
    >
      <div
        id={slidesId}
        aria-live={rotating ? "off" : "polite"}
        // All slides share one grid cell, so the carousel keeps the height of the tallest.
        className="grid"
      >
        {articles.map((article, index) => {
          const isCurrent = index === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern, not a group of form fields.
            <div
              key={article.slug}
              role="group"
              aria-roledescription={t("carousel.roleSlide")}
              aria-label={t("carousel.slideOf", { n: index + 1, total: count })}
              // Other slides are invisible (out of the accessibility tree and the Tab order).
              className={cn(
                "[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none",
                isCurrent ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              <FeaturedArticle article={article} eager={index === 0} />
            </div>
          );
        })}
      </div>

      <div className="mt-5 flex items-center justify-center gap-2 sm:gap-3">
        {!reducedMotion && count > 1 ? (
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={playing ? t("carousel.pause") : t("carousel.play")}
            aria-controls={slidesId}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label={t("carousel.previous")}
          aria-controls={slidesId}
          onClick={() => show(current - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <ul className="flex items-center sm:gap-1">
          {articles.map((article, index) => (
            <li key={article.slug}>
              <button
                type="button"
                aria-label={t("carousel.goTo", { n: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                aria-controls={slidesId}
                onClick={() => show(index)}
                className="group flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
                    index === current ? "w-6 bg-brand-600" : "w-2.5 bg-slate-500 group-hover:bg-slate-700",
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label={t("carousel.next")}
          aria-controls={slidesId}
          onClick={() => show(current + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </section>
  );
}
