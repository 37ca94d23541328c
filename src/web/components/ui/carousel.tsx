import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";
import { scrollBehavior } from "@/lib/motion";
import { Button } from "./button";

type CarouselProps<T> = {
  /** Names the carousel for assistive technology ("Mentors"). */
  label: string;
  /** What one slide is, for the buttons' names: "Previous mentor" / "Next mentor". */
  itemName: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Each slide's width, as the share of the view it takes at each breakpoint: "basis-full
   * md:basis-1/2 lg:basis-1/3" shows one, then two, then three at a time.
   */
  slideClassName: string;
  className?: string;
};

/** Within this many pixels of an edge counts as at the edge (sub-pixel widths round differently). */
const EDGE = 2;

/**
 * A row of slides that scrolls sideways, built on CSS scroll snapping: touch users swipe it, the
 * Previous and Next buttons move it one slide at a time, and so do the left and right arrow keys
 * while it has focus (it is in the Tab order). It loops: Next at the end goes back to the first
 * slide, Previous at the start to the last. The buttons only appear when there is more than fits.
 */
export function Carousel<T>({
  label,
  itemName,
  items,
  getKey,
  renderItem,
  slideClassName,
  className,
}: CarouselProps<T>) {
  const t = useCommonT();
  const viewportId = useId();
  const viewportRef = useRef<HTMLElement>(null);
  // Where the last button press is taking the row, so quick presses add up while it glides.
  const targetRef = useRef<number | null>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const [overflows, setOverflows] = useState(false);
  const count = items.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new slides change the scroll width without resizing the viewport, so `count` re-measures.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => setOverflows(viewport.scrollWidth > viewport.clientWidth + EDGE);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    const settle = () => {
      targetRef.current = null;
    };
    viewport.addEventListener("scrollend", settle);
    return () => {
      observer.disconnect();
      viewport.removeEventListener("scrollend", settle);
    };
  }, [count]);

  const step = useCallback((direction: 1 | -1) => {
    const viewport = viewportRef.current;
    const first = viewport?.firstElementChild;
    if (!viewport || !(first instanceof HTMLElement) || first.offsetWidth === 0) return;
    const slideWidth = first.offsetWidth;
    const maxScroll = viewport.scrollWidth - viewport.clientWidth;
    if (maxScroll <= EDGE) return;
    const from = targetRef.current ?? viewport.scrollLeft;
    let to: number;
    if (direction === 1) {
      to =
        from >= maxScroll - EDGE ? 0 : Math.min((Math.round(from / slideWidth) + 1) * slideWidth, maxScroll);
    } else {
      to = from <= EDGE ? maxScroll : Math.max((Math.round(from / slideWidth) - 1) * slideWidth, 0);
    }
    targetRef.current = to;
    // Forget the target once the glide is over ("scrollend"), or soon anyway if none was needed.
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      targetRef.current = null;
    }, 1000);
    viewport.scrollTo({ left: to, behavior: scrollBehavior() });
  }, []);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      // Instead of the browser's own small scroll step: one slide, and round the loop at the ends.
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  return (
    <div className={cn("relative", className)}>
      <section
        ref={viewportRef}
        id={viewportId}
        aria-roledescription={t("carousel.carousel")}
        aria-label={label}
        // Focusable so the arrow keys can move it (and so a keyboard can reach what scrolls).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={cn(
          "-mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl py-2",
          "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        )}
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls.
          <div
            key={getKey(item)}
            role="group"
            aria-roledescription={t("carousel.slide")}
            aria-label={t("carousel.position", { index: index + 1, count })}
            className={cn("flex shrink-0 snap-start px-2", slideClassName)}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </section>
      {overflows ? (
        <div className="mt-5 flex items-center justify-center gap-3 sm:justify-end">
          <Button
            variant="outline"
            size="icon"
            aria-label={t("carousel.previous", { item: itemName })}
            aria-controls={viewportId}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("carousel.next", { item: itemName })}
            aria-controls={viewportId}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
