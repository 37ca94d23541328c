import { avatarInitials } from "@contract/avatar";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { DURATIONS, type SessionCard as SessionCardModel, type SessionMentor } from "@contract/sessions";
import { CalendarDays, Clock, Hourglass, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { slotsLeft } from "@/lib/booking-state";
import { cn } from "@/lib/cn";
import { useCommonT, useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { formatRating, RatingStars } from "./rating-stars";
import { StatusBadge } from "./status-badge";

/**
 * What a card shows. A posted session is a `SessionCard` from the server; the post form's live
 * preview passes the same shape with the parts not chosen yet left null.
 */
export type SessionCardData = Omit<SessionCardModel, "startsAt" | "price"> & {
  startsAt: string | null;
  price: number | null;
};

type SessionCardProps = {
  session: SessionCardData;
  /** The card's one button: Book Now, Booked, Booking Closed, or anything the page needs. */
  action?: ReactNode;
  /** More about the session under its description, above the price (a student's booking facts). */
  details?: ReactNode;
  /**
   * Full-width content at the very bottom, under the price (the mentor's dashboard: bookings,
   * feedback and the meeting buttons, more than the one-button slot holds).
   */
  footer?: ReactNode;
  /** The title's heading level in the page's outline. */
  headingLevel?: 2 | 3;
  /** E.g. "h-full" to fill a grid cell, so that the buttons of a row line up. */
  className?: string;
  /** The post form's preview: a session not posted yet, so neither its title nor its mentor links anywhere. */
  preview?: boolean;
};

/**
 * A session as students find it on /booking-sessions (docs/product.md §2.10): title, mentor, rating, date and
 * time (IST), duration, slots, subjects, price and one action. Also the post form's live preview, the
 * payment page's summary and the dashboards, so they always look alike. A cancelled session (only
 * dashboards and the payment page show one) says so, with the reason given.
 */
export function SessionCard({
  session,
  action,
  details,
  footer,
  headingLevel = 3,
  className,
  preview = false,
}: SessionCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useCommonT();
  const f = useFormat();
  const subjects = [session.subject, ...session.subjects].filter((s) => s.trim() !== "");
  const duration = DURATIONS.some((d) => d.minutes === session.durationMinutes)
    ? t(`card.duration.m${session.durationMinutes}`)
    : t("card.minutes", { minutes: session.durationMinutes });

  return (
    <article aria-labelledby={titleId} className={cardClasses({ className: cn("flex flex-col", className) })}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={session.status} />
        {session.category ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            {session.category}
          </span>
        ) : null}
      </div>

      <Heading
        id={titleId}
        // Focusable by script only: "Load more" moves focus to the first new card.
        tabIndex={-1}
        className="mt-3 text-lg leading-snug font-semibold break-words text-slate-900 outline-none focus-visible:outline-2"
      >
        {preview ? (
          session.title
        ) : (
          // The session's own page (its full description, the mentor's reviews); works before JS.
          <Link
            to={paths.sessionPage.getHref(session.id)}
            className="rounded-sm underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {session.title}
          </Link>
        )}
      </Heading>

      <MentorLine mentor={session.mentor} linked={!preview} className="mt-3" />

      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-700">
        <Fact icon={<CalendarDays />} term={t("card.date")}>
          {session.startsAt ? f.date(session.startsAt) : t("card.dateNotChosen")}
        </Fact>
        <Fact icon={<Clock />} term={t("card.time")}>
          {session.startsAt ? t("card.timeIst", { time: f.time(session.startsAt) }) : t("card.timeNotChosen")}
        </Fact>
        <Fact icon={<Hourglass />} term={t("card.durationTerm")}>
          {duration}
        </Fact>
        <Fact icon={<Users />} term={t("card.slots")}>
          {session.seats > 0
            ? t("card.slotsLeft", { left: slotsLeft(session), seats: session.seats })
            : t("card.slotsNotSet")}
        </Fact>
      </dl>

      {subjects.length > 0 ? (
        <ul aria-label={t("card.subjects")} className="mt-4 flex flex-wrap gap-1.5">
          {subjects.map((subject) => (
            <li
              key={subject}
              className="max-w-full truncate rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
            >
              {subject}
            </li>
          ))}
        </ul>
      ) : null}

      {session.cancellation ? (
        <p className="mt-4 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <span className="font-semibold text-slate-900">{translateMessage(LIVE_MESSAGES.cancelled)}</span>{" "}
          {t("card.reason")} {session.cancellation.reason}
        </p>
      ) : null}

      {session.description.trim() ? (
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed break-words text-slate-600">
          {session.description}
        </p>
      ) : null}

      {details}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <p className="text-xl font-bold text-slate-900">
          <span className="sr-only">{t("card.price")}</span>
          {session.price === null ? t("card.priceNotSet") : f.rupees(session.price)}
        </p>
        {action ? <div className="min-w-0 flex-1 [&>*]:w-full min-[400px]:flex-none">{action}</div> : null}
      </div>

      {footer}
    </article>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <dt className="mt-0.5 shrink-0 text-brand-600 [&>svg]:size-4" title={term}>
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * The mentor as every session shows them (docs/decisions/018): picture and name, both one link to their page
 * (/mentors/{slug}) unless `linked` is false, and their rating over all their sessions.
 */
export function MentorLine({
  mentor,
  linked = true,
  size = "md",
  className,
}: {
  mentor: SessionMentor;
  linked?: boolean;
  size?: "md" | "lg";
  className?: string;
}) {
  const t = useCommonT();
  const who = (
    <>
      <MentorAvatar name={mentor.name} image={mentor.image} size={size} />
      <span className={cn("min-w-0 truncate font-medium", size === "lg" ? "text-base" : "text-sm")}>
        <span className="sr-only">{t("card.mentor")}</span>
        {mentor.name}
      </span>
    </>
  );
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      {linked && mentor.slug ? (
        <Link
          to={paths.mentorPage.getHref(mentor.slug)}
          className="flex min-w-0 max-w-full items-center gap-2.5 self-start rounded-md text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {who}
        </Link>
      ) : (
        <p className="flex min-w-0 max-w-full items-center gap-2.5 text-slate-900">{who}</p>
      )}
      <MentorRating mentor={mentor} className={size === "lg" ? "ml-[3.625rem]" : "ml-[3.125rem]"} />
    </div>
  );
}

/**
 * The mentor's rating as the product writes it: stars, the mean with one decimal and the number of
 * reviews ("4.6 (23 reviews)"); "New mentor" before their first review.
 */
export function MentorRating({
  mentor,
  className,
}: {
  mentor: Pick<SessionMentor, "rating" | "reviews">;
  className?: string;
}) {
  const t = useCommonT();
  const f = useFormat();
  if (mentor.rating === null || mentor.reviews === 0) {
    return <p className={cn("text-xs font-semibold text-emerald-800", className)}>{t("card.newMentor")}</p>;
  }
  return (
    <p className={cn("flex flex-wrap items-center gap-1 text-xs text-slate-700", className)}>
      <RatingStars rating={mentor.rating} />
      <span className="font-semibold">{formatRating(mentor.rating)}</span>
      <span className="sr-only">{t("card.outOf5")}</span>
      <span>({t("card.reviews", { count: mentor.reviews, formatted: f.number(mentor.reviews) })})</span>
    </p>
  );
}

/** The mentor's picture, or the initials of the last two words of the name on green (docs/product.md §2.2). */
function MentorAvatar({ name, image, size }: { name: string; image: string | null; size: "md" | "lg" }) {
  const [failed, setFailed] = useState<string | null>(null);
  const pixels = size === "lg" ? 48 : 40;
  const classes = cn(
    "inline-flex shrink-0 overflow-hidden rounded-full",
    size === "lg" ? "size-12" : "size-10",
  );
  if (image && image !== failed) {
    return (
      <img
        src={image}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
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
        "items-center justify-center bg-avatar-mentor text-sm font-semibold text-white select-none",
      )}
    >
      {avatarInitials(name, "mentor")}
    </span>
  );
}

/** A grey card of the same shape, while sessions load. */
export function SessionCardSkeleton() {
  return (
    <div aria-hidden="true" className={cardClasses({ className: "flex h-full flex-col" })}>
      <div className="h-5 w-24 rounded-full bg-slate-100" />
      <div className="mt-4 h-6 w-4/5 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      <div className="mt-4 flex items-center gap-2.5">
        <div className="size-10 rounded-full bg-slate-100" />
        <div className="h-4 w-32 rounded bg-slate-100" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <div className="h-4 rounded bg-slate-100" />
        <div className="h-4 rounded bg-slate-100" />
        <div className="h-4 rounded bg-slate-100" />
        <div className="h-4 rounded bg-slate-100" />
      </div>
      <div className="mt-6 flex items-center justify-between">
        <div className="h-7 w-20 rounded bg-slate-100" />
        <div className="h-10 w-28 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
