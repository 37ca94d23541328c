import { avatarInitials } from "@contract/avatar";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { DURATIONS, type SessionCard as SessionCardModel } from "@contract/sessions";
import { CalendarDays, Clock, Hourglass, Users } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cardClasses } from "@/components/ui/card";
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
        {session.title}
      </Heading>

      <div className="mt-3 flex min-w-0 items-center gap-2.5">
        <MentorAvatar name={session.mentor.name} image={session.mentor.image} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">
            <span className="sr-only">{t("card.mentor")}</span>
            {session.mentor.name}
          </p>
          <Rating rating={session.rating} />
        </div>
      </div>

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

/** docs/product.md §9: five stars, filled up to the floor of the rating; "New" before the first feedback. */
function Rating({ rating }: { rating: number | null }) {
  const t = useCommonT();
  if (rating === null) {
    return (
      <p className="text-xs font-semibold text-emerald-800">
        {t("card.new")}
        <span className="sr-only">{t("card.noRatings")}</span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1 text-xs text-slate-700">
      <RatingStars rating={rating} />
      <span className="font-semibold">{formatRating(rating)}</span>
      <span className="sr-only">{t("card.outOf5")}</span>
    </p>
  );
}

/** The mentor's picture, or the initials of the last two words of the name on green (docs/product.md §2.2). */
function MentorAvatar({ name, image }: { name: string; image: string | null }) {
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
