import { LIVE_MESSAGES } from "@contract/live-sessions";
import type { MentorReview, SessionCard } from "@contract/sessions";
import { DURATIONS } from "@contract/sessions";
import { ArrowLeft, CalendarDays, Clock, Hourglass, MessageSquareQuote, RotateCw, Users } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useParams } from "react-router";
import { formatRating, RatingStars } from "@/components/session-card/rating-stars";
import { MentorLine } from "@/components/session-card/session-card";
import { StatusBadge } from "@/components/session-card/status-badge";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { useBookedSessionIds } from "@/features/bookings";
import { isApiError } from "@/lib/api";
import { slotsLeft } from "@/lib/booking-state";
import { useCurrentUser } from "@/lib/current-user";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { useSessionPage } from "../api/get-session-page";
import { useOwnWaitlist } from "../api/waitlist";
import { BookingAction } from "../components/booking-action";
import { useT } from "../i18n";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

function BackLink() {
  const t = useT();
  return (
    <div className={`${container} pt-6`}>
      <Link
        to={paths.bookingSessions.getHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("page.back")}
      </Link>
    </div>
  );
}

/**
 * /sessions/{id} (docs/decisions/018), for everyone, signed in or not: the card's facts with the full
 * description, the mentor (a link to their page) with their rating and three latest reviews, the
 * seats left and the one action the lists show (Book Now, Full: Join waitlist, Booking Closed,
 * Booked, Cancelled). The server answers the address with this session's title and Open Graph tags,
 * so a shared link previews properly; an unknown session is 'Session not found'.
 */
export function SessionPage() {
  const t = useT();
  const { sessionId = "" } = useParams();
  const query = useSessionPage(sessionId);
  const user = useCurrentUser();
  const student = user?.role === "student";
  const bookedIds = useBookedSessionIds(student);
  const waitlist = useOwnWaitlist(student);
  const f = useFormat();

  if (query.isPending) {
    return (
      <>
        <BackLink />
        <PageTitle title={t("details.loading")} />
        <div role="status" className={`${container} flex min-h-[30vh] items-center justify-center pb-16`}>
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
          />
          <span className="sr-only">{t("details.loading")}</span>
        </div>
      </>
    );
  }

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <BackLink />
        <PageTitle
          title={notFound ? t("details.notFound") : t("page.title")}
          description={notFound ? t("details.notFoundText") : undefined}
        />
        {notFound ? null : (
          <div className={`${container} pb-16`}>
            <Alert className="max-w-2xl">
              <p>{t("details.loadFailed")}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t("details.tryAgain")}
              </Button>
            </Alert>
          </div>
        )}
      </>
    );
  }

  const { session, reviews } = query.data;
  return (
    <>
      <BackLink />
      <PageTitle title={session.title} />
      <div
        className={`${container} grid gap-8 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start`}
      >
        <div className="min-w-0 space-y-8">
          <SessionFacts session={session} />
          <Reviews session={session} reviews={reviews} />
        </div>
        <aside
          aria-label={t("page.bookingLabel")}
          className={cardClasses({ className: "lg:sticky lg:top-24" })}
        >
          <p className="text-sm text-slate-600">{t("page.pricePerStudent")}</p>
          <p className="text-3xl font-bold text-slate-900">{f.rupees(session.price)}</p>
          <p className="mt-2 text-sm font-medium text-slate-700">
            {session.status === "cancelled" || session.status === "completed"
              ? t("page.noSeats")
              : t("page.seatsLeft", { count: slotsLeft(session), seats: session.seats })}
          </p>
          <div className="mt-5 [&>*]:w-full">
            <BookingAction
              session={session}
              booked={bookedIds.has(session.id)}
              waitlist={waitlist.get(session.id)}
              viewer={student ? "student" : user ? "other" : "visitor"}
            />
          </div>
        </aside>
      </div>
    </>
  );
}

/** Status, category and type, the mentor, when and how long, the slots, subjects and the description in full. */
function SessionFacts({ session }: { session: SessionCard }) {
  const t = useT();
  const f = useFormat();
  const subjects = [session.subject, ...session.subjects].filter((s) => s.trim() !== "");
  const duration = DURATIONS.some((d) => d.minutes === session.durationMinutes)
    ? t(`common:card.duration.m${session.durationMinutes}`)
    : t("common:card.minutes", { minutes: session.durationMinutes });
  return (
    <section aria-label={t("page.aboutLabel")} className={cardClasses()}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={session.status} />
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
          {session.category}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {t(`details.types.${session.type}`)}
        </span>
      </div>

      <MentorLine mentor={session.mentor} size="lg" className="mt-5" />

      <dl className="mt-6 grid grid-cols-1 gap-4 text-sm text-slate-700 sm:grid-cols-2">
        <Fact icon={<CalendarDays />} term={t("details.date")}>
          {f.dateWith({ dateStyle: "full" })(session.startsAt)}
        </Fact>
        <Fact icon={<Clock />} term={t("details.time")}>
          {t("common:card.timeIst", { time: f.time(session.startsAt) })}
        </Fact>
        <Fact icon={<Hourglass />} term={t("details.duration")}>
          {duration}
        </Fact>
        <Fact icon={<Users />} term={t("common:card.slots")}>
          {t("common:card.slotsLeft", { left: slotsLeft(session), seats: session.seats })}
        </Fact>
      </dl>

      {subjects.length > 0 ? (
        <ul aria-label={t("common:card.subjects")} className="mt-5 flex flex-wrap gap-1.5">
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
        <p className="mt-5 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <span className="font-semibold text-slate-900">{translateMessage(LIVE_MESSAGES.cancelled)}</span>{" "}
          {t("common:card.reason")} {session.cancellation.reason}
        </p>
      ) : null}

      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("page.descriptionHeading")}</h2>
      <p className="mt-2 text-base leading-relaxed break-words whitespace-pre-line text-slate-700">
        {session.description.trim() || t("page.noDescription")}
      </p>
    </section>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span aria-hidden="true" className="shrink-0 text-brand-600 [&>svg]:size-4">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-6 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The mentor's three latest reviews, over all their sessions: stars, words, "Ananya S." and the month. */
function Reviews({ session, reviews }: { session: SessionCard; reviews: MentorReview[] }) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const month = f.dateWith({ month: "long", year: "numeric" });
  const { mentor } = session;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <MessageSquareQuote aria-hidden="true" className="size-5 text-brand-600" />
        {t("page.reviewsHeading", { mentor: mentor.name })}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("page.noReviews", { mentor: mentor.name })}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className={cardClasses({ className: "min-w-0" })}>
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <RatingStars rating={review.rating} />
                <span className="font-semibold">
                  {formatRating(review.rating)}
                  <span className="sr-only">{t("common:card.outOf5")}</span>
                </span>
              </p>
              <blockquote className="mt-2 text-base leading-relaxed break-words whitespace-pre-line text-slate-800">
                {review.text}
              </blockquote>
              <p className="mt-2 text-sm text-slate-600">
                {t("page.reviewBy", {
                  author: review.author,
                  month: month(`${review.month}-15T12:00:00+05:30`),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {mentor.slug && mentor.reviews > reviews.length ? (
        <Link
          to={paths.mentorPage.getHref(mentor.slug)}
          className="mt-4 inline-block rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t("page.allReviews", { count: mentor.reviews, mentor: mentor.name })}
        </Link>
      ) : null}
    </section>
  );
}
