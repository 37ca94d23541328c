import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "@/components/ui/carousel";
import { paths } from "@/config/paths";
import { usePublicMentors } from "@/features/mentors";
import { useT } from "../i18n";
import { MentorCard, MentorCardSkeleton } from "./mentor-card";

const inlineLinkClasses =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:rounded-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

const SLIDE_WIDTHS = "basis-full min-[520px]:basis-1/2 md:basis-1/3 lg:basis-1/4";

/** docs/product.md §2.3: the mentors from GET /api/mentors, in a looping carousel. */
export function MentorCarousel() {
  const t = useT();
  const { mentors, isPending } = usePublicMentors();

  if (isPending) {
    return (
      <div className="-mx-2 flex overflow-hidden py-2">
        <p className="sr-only" role="status">
          {t("mentors.loading")}
        </p>
        {[0, 1, 2, 3].map((slot) => (
          <div
            key={slot}
            className={`flex shrink-0 px-2 ${SLIDE_WIDTHS} ${slot > 0 ? "max-[519px]:hidden" : ""}`}
          >
            <MentorCardSkeleton />
          </div>
        ))}
      </div>
    );
  }

  // Also after a failed fetch: that is only logged (docs/product.md §8), so the visitor sees the same calm note.
  if (mentors.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-5 py-8 text-center text-base text-slate-600">
        <Trans
          t={t}
          i18nKey="mentors.empty"
          components={{ browse: <Link to={paths.bookingSessions.getHref()} className={inlineLinkClasses} /> }}
        />
      </p>
    );
  }

  return (
    <Carousel
      label={t("mentors.carousel")}
      itemName={t("mentors.item")}
      items={mentors}
      getKey={(mentor) => mentor.id}
      renderItem={(mentor) => <MentorCard mentor={mentor} />}
      slideClassName={SLIDE_WIDTHS}
    />
  );
}
