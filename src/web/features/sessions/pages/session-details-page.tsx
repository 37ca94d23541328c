import type { SessionDetails } from "@contract/feedback";
import { DURATIONS } from "@contract/sessions";
import { ArrowLeft, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatRating, RatingStars } from "@/components/session-card/rating-stars";
import { StatusBadge } from "@/components/session-card/status-badge";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/current-user";
import { useFormat } from "@/lib/i18n";
import { codeOfBody, translateMessage } from "@/lib/server-message";
import { useSessionDetails } from "../api/get-session-details";
import { SessionFeedbackList } from "../components/session-feedback-list";
import { useT } from "../i18n";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** Why the server refused (403), in its words, in the reader's language when it carries a code. */
function refusalText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : "";
  const { code, params } = codeOfBody(error.body);
  return translateMessage(error.message, code, params);
}

/** Back to where the viewer came from: the mentor's dashboard, or the admin's sessions tab. */
function BackLink() {
  const t = useT();
  const user = useCurrentUser();
  const admin = user?.role === "admin";
  return (
    <Link
      to={admin ? paths.adminDashboard.getHref("sessions") : paths.mentorDashboard.getHref()}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {admin ? t("details.backToAdmin") : t("details.backToMentor")}
    </Link>
  );
}

/**
 * docs/product.md §2.15: one session as its mentor (or an admin) sees it: status, the facts (for a cancelled one,
 * when and why), how many booked and attended, the number of feedbacks and their average (1 decimal,
 * 5 stars), and every feedback. An unknown session shows 'Session not found' with the way back.
 */
export function SessionDetailsPage() {
  const t = useT();
  const { sessionId = "" } = useParams();
  const query = useSessionDetails(sessionId);

  if (query.isPending) {
    return (
      <>
        <PageTitle title={t("details.title")} />
        <div role="status" className={`${container} flex min-h-[40vh] items-center justify-center pb-16`}>
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
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404) {
      return (
        <>
          <PageTitle title={t("details.notFound")} description={t("details.notFoundText")} />
          <div className={`${container} pb-16`}>
            <BackLink />
          </div>
        </>
      );
    }
    return (
      <>
        <PageTitle title={t("details.title")} />
        <div className={`${container} space-y-4 pb-16`}>
          <Alert className="max-w-2xl">
            {/* A refusal (403) says why in the server's words; anything else gets docs/product.md §8's text. */}
            <p>{status === 403 ? refusalText(query.error) : t("details.loadFailed")}</p>
            {status === 403 ? null : (
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
            )}
          </Alert>
          <BackLink />
        </div>
      </>
    );
  }

  const details = query.data;
  return (
    <>
      <div className={`${container} pt-6`}>
        <BackLink />
      </div>
      <PageTitle title={t("details.title")} />
      <div
        className={`${container} grid gap-8 pb-16 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start`}
      >
        <SessionSummary details={details} />
        <div className="min-w-0 space-y-8">
          <SessionNumbers details={details} />
          <section aria-labelledby="feedback-heading" className="min-w-0">
            <h2 id="feedback-heading" className="text-xl font-bold tracking-tight text-slate-900">
              {t("details.feedbackHeading")}
            </h2>
            <div className="mt-4">
              <SessionFeedbackList feedbacks={details.feedbacks} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function SessionSummary({ details }: { details: SessionDetails }) {
  const t = useT();
  const f = useFormat();
  const { session } = details;
  const at = (instant: string) => t("details.at", { date: f.date(instant), time: f.time(instant) });
  const duration = DURATIONS.some((d) => d.minutes === session.durationMinutes)
    ? t(`common:card.duration.m${session.durationMinutes}`)
    : t("common:card.minutes", { minutes: session.durationMinutes });
  const subjects = [session.subject, ...session.subjects].filter((s) => s.trim() !== "");
  return (
    <section aria-labelledby="session-title" className={cardClasses()}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={session.status} />
        {session.category ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            {session.category}
          </span>
        ) : null}
      </div>
      <h2 id="session-title" className="mt-3 text-xl leading-snug font-bold break-words text-slate-900">
        {session.title}
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <Fact term={t("details.mentor")}>{session.mentor.name}</Fact>
        <Fact term={t("details.date")}>{f.date(session.startsAt)}</Fact>
        <Fact term={t("details.time")}>{t("common:card.timeIst", { time: f.time(session.startsAt) })}</Fact>
        <Fact term={t("details.duration")}>{duration}</Fact>
        <Fact term={subjects.length > 1 ? t("details.subjects") : t("details.subject")}>
          {subjects.join(", ") || "—"}
        </Fact>
        <Fact term={t("details.type")}>{t(`details.types.${session.type}`)}</Fact>
        <Fact term={t("details.price")}>{f.rupees(session.price)}</Fact>
        {details.startedAt ? <Fact term={t("details.wentLive")}>{at(details.startedAt)}</Fact> : null}
        {details.endedAt ? <Fact term={t("details.ended")}>{at(details.endedAt)}</Fact> : null}
        {session.cancellation ? (
          <>
            <Fact term={t("details.cancelled")}>{at(session.cancellation.at)}</Fact>
            <Fact term={t("details.reason")}>{session.cancellation.reason}</Fact>
          </>
        ) : null}
      </dl>
      {session.description.trim() ? (
        <p className="mt-5 border-t border-slate-200 pt-4 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
          {session.description}
        </p>
      ) : null}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Booked (of the seats), attended, the number of feedbacks and the average rating. */
function SessionNumbers({ details }: { details: SessionDetails }) {
  const t = useT();
  return (
    <section aria-labelledby="session-numbers-heading">
      <h2 id="session-numbers-heading" className="sr-only">
        {t("details.numbersHeading")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <Stat term={t("details.booked")}>
          {details.booked}
          <span className="text-base font-medium text-slate-600">
            {t("details.ofSeats", { seats: details.session.seats })}
          </span>
        </Stat>
        <Stat term={t("details.attended")}>{details.attended}</Stat>
        <Stat term={t("details.feedbacks")}>{details.feedbackCount}</Stat>
        <Stat term={t("details.averageRating")}>
          {details.averageRating === null ? (
            <span className="block text-base font-medium text-slate-600">{t("details.noRatings")}</span>
          ) : (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {formatRating(details.averageRating)}
                <span className="sr-only">{t("common:card.outOf5")}</span>
              </span>
              <RatingStars rating={details.averageRating} size="md" />
            </span>
          )}
        </Stat>
      </dl>
    </section>
  );
}

function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={cardClasses({ padding: "sm" })}>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{children}</dd>
    </div>
  );
}
