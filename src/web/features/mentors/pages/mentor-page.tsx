import { avatarInitials } from "@contract/avatar";
import { type MentorPage as MentorPageData, mentorLanguageName } from "@contract/mentor-pages";
import { rankBadge } from "@contract/verification";
import { ArrowLeft, CalendarX2, GraduationCap, Languages, Quote } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "@/components/not-found-page";
import { formatRating, RatingStars } from "@/components/session-card/rating-stars";
import { SessionCard } from "@/components/session-card/session-card";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useBookedSessionIds } from "@/features/bookings";
import { BookingAction, useOwnWaitlist } from "@/features/sessions";
import { isApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/current-user";
import { useDocumentTitle } from "@/lib/document-title";
import { useFormat } from "@/lib/i18n";
import { useMetaDescription } from "@/lib/meta-description";
import { useMentorPage } from "../api/get-mentor-page";
import { MentorRating } from "../components/mentor-rating";
import { OneToOneBooking } from "../components/one-to-one-booking";
import { TopperBadge } from "../components/topper-badge";
import { useT } from "../i18n";

const SECTION = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/**
 * /mentors/:slug (docs/decisions/017): a mentor's public page. The server answered this address with its
 * title and Open Graph tags already (or 404 for a removed mentor); this renders the page itself.
 */
export function MentorPage() {
  const { slug = "" } = useParams();
  const t = useT();
  const query = useMentorPage(slug);

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <p role="status" className={`${SECTION} py-16 text-slate-700`}>
        <Spinner className="mr-2 align-[-2px]" />
        {t("public.page.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={`${SECTION} py-16`}>
        <Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{t("public.page.loadFailed")}</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t("public.page.retry")}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  return <MentorProfile mentor={query.data} />;
}

function MentorProfile({ mentor }: { mentor: MentorPageData }) {
  const t = useT();
  const f = useFormat();
  const user = useCurrentUser();
  const student = user?.role === "student";
  const bookedIds = useBookedSessionIds(student);
  const waitlist = useOwnWaitlist(student);
  const viewer = student ? "student" : user ? "other" : "visitor";
  const headline = mentor.badge ? `${mentor.name} · ${rankBadge(mentor.badge)}` : mentor.name;
  useDocumentTitle(headline);
  useMetaDescription(mentor.bio?.trim() || t("public.page.metaDescription", { name: mentor.name }));
  const month = f.dateWith({ month: "long", year: "numeric" });

  return (
    <div className="pb-16 sm:pb-24">
      <section className={`${SECTION} pt-6 sm:pt-10`} aria-labelledby="mentor-name">
        <Link
          to={paths.mentors.getHref()}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("public.page.backToDirectory")}
        </Link>
        <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-start">
          <Photo name={mentor.name} image={mentor.image} />
          <div className="min-w-0 flex-1">
            <h1
              id="mentor-name"
              className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl lg:text-4xl"
            >
              {mentor.name}
            </h1>
            {mentor.badge ? <TopperBadge badge={mentor.badge} className="mt-3" /> : null}
            <MentorRating rating={mentor.rating} size="md" className="mt-3" />
            {mentor.education ? (
              <p className="mt-3 flex items-start gap-1.5 text-slate-700">
                <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="sr-only">{t("public.page.education")}: </span>
                  {mentor.education}
                </span>
              </p>
            ) : null}
            {mentor.languages.length > 0 ? (
              <p className="mt-2 flex items-start gap-1.5 text-slate-700">
                <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  {t("public.page.languages")}:{" "}
                  {mentor.languages.map((code) => mentorLanguageName(code, f.language)).join(", ")}
                </span>
              </p>
            ) : null}
          </div>
        </div>

        <h2 className="sr-only">{t("public.page.stats")}</h2>
        <dl className="mt-6 grid grid-cols-3 gap-3 sm:max-w-xl">
          <Stat term={t("public.page.sessionsHeld")} value={f.number(mentor.sessionsHeld)} />
          <Stat term={t("public.page.studentsMentored")} value={f.number(mentor.studentsMentored)} />
          <Stat
            term={t("public.page.rating")}
            value={mentor.rating.average === null ? "—" : formatRating(mentor.rating.average)}
          />
        </dl>
      </section>

      <div className={`${SECTION} mt-10 grid gap-10 lg:grid-cols-3`}>
        <section aria-labelledby="mentor-about" className="lg:col-span-2">
          <h2 id="mentor-about" className="text-xl font-semibold text-slate-900">
            {t("public.page.about")}
          </h2>
          <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700">
            {mentor.bio?.trim() || t("public.page.noBio")}
          </p>
          {mentor.subjects.length > 0 ? (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("public.page.subjects")}</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {mentor.subjects.map((subject) => (
                  <li
                    key={subject}
                    className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800"
                  >
                    {subject}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section aria-labelledby="mentor-reviews">
          <h2 id="mentor-reviews" className="text-xl font-semibold text-slate-900">
            {t("public.page.reviews")}
          </h2>
          {mentor.reviews.length === 0 ? (
            <p className="mt-3 text-slate-600">{t("public.page.noReviews")}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {mentor.reviews.map((review) => (
                <li key={review.id} className={cardClasses({ padding: "sm" })}>
                  <div className="flex items-center gap-2">
                    <RatingStars rating={review.rating} />
                    <span className="sr-only">
                      {t("public.page.reviewRating", { rating: review.rating })}
                    </span>
                  </div>
                  <blockquote className="mt-2 flex gap-2 text-slate-800">
                    <Quote aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <p className="break-words">{review.text}</p>
                  </blockquote>
                  <p className="mt-2 text-sm text-slate-600">
                    {t("public.page.reviewBy", {
                      author: review.author,
                      month: month(`${review.month}-15T12:00:00+05:30`),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="mentor-upcoming" className={`${SECTION} mt-12`}>
        <h2 id="mentor-upcoming" className="text-xl font-semibold text-slate-900">
          {t("public.page.upcoming")}
        </h2>
        {mentor.upcoming.length === 0 ? (
          <div className="mt-3 flex flex-wrap items-center gap-3 text-slate-600">
            <CalendarX2 aria-hidden="true" className="size-5 text-slate-500" />
            <span>{t("public.page.noUpcoming")}</span>
            <Link
              to={paths.bookingSessions.getHref()}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("public.page.browseSessions")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {mentor.upcoming.map((session) => (
              <li key={session.id} className="flex">
                <SessionCard
                  session={session}
                  className="h-full w-full"
                  action={
                    <BookingAction
                      session={session}
                      booked={bookedIds.has(session.id)}
                      waitlist={waitlist.get(session.id)}
                      viewer={viewer}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <OneToOneBooking slug={mentor.slug} className={`${SECTION} mt-12`} />
    </div>
  );
}

function Photo({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <span
        aria-hidden="true"
        className="flex size-28 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-3xl font-bold text-brand-800 sm:size-36"
      >
        {avatarInitials(name, "mentor")}
      </span>
    );
  }
  return (
    <img
      src={image}
      alt=""
      width={144}
      height={144}
      onError={() => setFailed(true)}
      className="size-28 shrink-0 rounded-2xl bg-brand-50 object-cover sm:size-36"
    />
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className={cardClasses({ padding: "sm", className: "text-center" })}>
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{term}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
    </div>
  );
}
