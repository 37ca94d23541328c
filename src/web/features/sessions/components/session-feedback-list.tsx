import { avatarInitials } from "@contract/avatar";
import type { SessionDetails } from "@contract/feedback";
import { useState } from "react";
import { RatingStars } from "@/components/session-card/rating-stars";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

type Feedback = SessionDetails["feedbacks"][number];

/**
 * docs/product.md §2.15's list of the students' feedback: each with the student's name (or 'Anonymous'), the
 * rating as "x/5" with stars, the date and the text.
 */
export function SessionFeedbackList({ feedbacks }: { feedbacks: Feedback[] }) {
  const t = useT();
  const f = useFormat();
  if (feedbacks.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-sm text-slate-600">
        {t("feedback.none")}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {feedbacks.map((feedback) => {
        // docs/product.md §2.15: a student whose name is not known shows as 'Anonymous'.
        const known = feedback.studentName?.trim() || null;
        const name = known ?? t("feedback.anonymous");
        return (
          <li key={feedback.id} className={cardClasses()}>
            <article aria-label={t("feedback.from", { name })}>
              <div className="flex flex-wrap items-center gap-3">
                <StudentAvatar name={known} image={feedback.studentImage} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{name}</p>
                  <p className="text-xs text-slate-600">{f.date(feedback.createdAt)}</p>
                </div>
                <p className="flex items-center gap-1.5 text-sm font-bold text-slate-900">
                  <RatingStars rating={feedback.rating} />
                  <span>
                    {feedback.rating}/5<span className="sr-only">{t("feedback.stars")}</span>
                  </span>
                </p>
              </div>
              <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                {feedback.feedback}
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The student's picture, or their initials on blue (docs/product.md §2.2), or "?" for an unknown
 * name; decorative, the name is beside it.
 */
function StudentAvatar({ name, image }: { name: string | null; image: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = "inline-flex size-10 shrink-0 overflow-hidden rounded-full";
  if (image && image !== failed) {
    return (
      <img
        src={image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={() => setFailed(image)}
        className={cn(classes, "bg-slate-100 object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        "items-center justify-center bg-avatar-student text-sm font-semibold text-white select-none",
      )}
    >
      {name === null ? "?" : avatarInitials(name, "student")}
    </span>
  );
}
