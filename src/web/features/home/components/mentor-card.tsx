import type { PublicMentor } from "@contract/content";
import { GraduationCap } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { MentorRating } from "@/features/mentors";
import { useT } from "../i18n";

/** Shown when a mentor has no picture, a blank one, or one that fails to load (docs/product.md §3). */
export const MENTOR_PLACEHOLDER_IMAGE = "/images/mentor-placeholder.svg";

function pictureOf(image: string | null): string {
  const trimmed = image?.trim() ?? "";
  return trimmed === "" ? MENTOR_PLACEHOLDER_IMAGE : trimmed;
}

export function MentorCard({ mentor }: { mentor: PublicMentor }) {
  const t = useT();
  // docs/product.md §3: what the card shows when a mentor left a field empty.
  const name = mentor.name.trim() || t("mentorCard.unknownName");
  const bio = mentor.bio?.trim() || t("mentorCard.noBio");
  const education = mentor.education?.trim();
  const [failed, setFailed] = useState(false);
  const src = failed ? MENTOR_PLACEHOLDER_IMAGE : pictureOf(mentor.image);
  const href = paths.mentorPage.getHref(mentor.slug);

  return (
    <article className={cardClasses({ padding: "none", className: "flex w-full flex-col overflow-hidden" })}>
      {/* The picture links to the mentor's page too, out of the tab order: the name's link is the one to reach. */}
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img
          src={src}
          // The name under the picture says who it is; the picture adds nothing to read out.
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="aspect-4/3 w-full bg-brand-50 object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            to={href}
            className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
        </h3>
        <MentorRating rating={mentor.rating} className="mt-1" />
        {education ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
            <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{education}</span>
          </p>
        ) : null}
        {mentor.subjects.length > 0 ? (
          <ul aria-label={t("common:card.subjects")} className="mt-3 flex flex-wrap gap-1.5">
            {mentor.subjects.slice(0, 4).map((subject) => (
              <li
                key={subject}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
              >
                {subject}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-slate-700">{bio}</p>
      </div>
    </article>
  );
}

/** A grey card of the same shape, while the mentors load. */
export function MentorCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardClasses({ padding: "none", className: "w-full overflow-hidden" })}>
      <div className="aspect-4/3 w-full animate-pulse bg-slate-100 motion-reduce:animate-none" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-slate-100" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
      </div>
    </div>
  );
}
