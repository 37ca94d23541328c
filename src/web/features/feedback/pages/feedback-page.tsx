import { FEEDBACK_MESSAGES, type FeedbackRefusal } from "@contract/feedback";
import { CalendarDays, CircleCheckBig, LayoutDashboard, Pencil, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useSession } from "@/features/sessions";
import { isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/document-title";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { type FeedbackEligibility, useFeedbackEligibility } from "../api/get-feedback-eligibility";
import { type OwnFeedback, useOwnFeedback } from "../api/own-feedback";
import { FeedbackForm } from "../components/feedback-form";
import { useT } from "../i18n";

const container = "mx-auto w-full max-w-2xl px-4 sm:px-6";

/**
 * docs/product.md §2.19: a student rates a session (1 to 5 stars) and says how it went. One feedback per
 * student per session: coming back shows it and lets them change it. The server decides who may (a
 * student whose payment is approved, who joined the session, once it has started); the page asks it
 * first and, when the student may not, says why in the server's words instead of showing the form.
 */
export function FeedbackPage() {
  const t = useT();
  const f = useFormat();
  const { sessionId = "" } = useParams();
  const sessionQuery = useSession(sessionId);
  const mineQuery = useOwnFeedback(sessionId);
  const eligibilityQuery = useFeedbackEligibility(sessionId);
  const [saved, setSaved] = useState<NonNullable<OwnFeedback> | null>(null);

  const session = sessionQuery.data;
  const title = session?.title ?? translateMessage(FEEDBACK_MESSAGES.unknownSession);
  useDocumentTitle(sessionQuery.isPending ? t("page.documentTitle") : t("page.heading", { title }));

  useEffect(() => {
    if (sessionQuery.error) console.error("Failed to load the session", sessionQuery.error);
  }, [sessionQuery.error]);

  if (sessionQuery.isPending || mineQuery.isPending || eligibilityQuery.isPending) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] flex-1 items-center justify-center gap-3 px-4 text-slate-700"
      >
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        />
        {t("page.loading")}
      </div>
    );
  }

  // Both answer 401, 403 and 404 alike; the eligibility's refusal is the one to explain.
  const failure = eligibilityQuery.error ?? mineQuery.error;
  const eligibility = eligibilityQuery.data;

  return (
    <div className={`${container} py-8 sm:py-12`}>
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {t("page.heading", { title })}
        </h1>
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          {session ? (
            <time dateTime={session.startsAt}>
              {t("page.when", { date: f.date(session.startsAt), time: f.time(session.startsAt) })}
            </time>
          ) : (
            translateMessage(FEEDBACK_MESSAGES.unknownDate)
          )}
        </p>
        {session ? (
          <p className="mt-1 text-slate-700">{t("page.with", { mentor: session.mentor.name })}</p>
        ) : null}
      </header>

      <div className={cardClasses({ padding: "lg", className: "mt-8" })}>
        {failure ? (
          <CannotGiveFeedback
            error={failure}
            onRetry={() => {
              if (eligibilityQuery.isError) void eligibilityQuery.refetch();
              if (mineQuery.isError) void mineQuery.refetch();
            }}
          />
        ) : saved ? (
          <ThankYou rating={saved.rating} onEdit={() => setSaved(null)} />
        ) : eligibility && !eligibility.allowed ? (
          <NotAllowed eligibility={eligibility} />
        ) : (
          <>
            {mineQuery.data ? (
              <Alert variant="info" className="mb-6">
                {t("page.ratedChange", { rating: mineQuery.data.rating })}
              </Alert>
            ) : null}
            <FeedbackForm sessionId={sessionId} previous={mineQuery.data ?? null} onSaved={setSaved} />
          </>
        )}
      </div>
    </div>
  );
}

function CannotGiveFeedback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  const status = isApiError(error) ? error.status : 0;
  if (status === 401) {
    return (
      <Alert>
        <p>{translateMessage(FEEDBACK_MESSAGES.notLoggedIn)}</p>
        <Link to={paths.login.getHref()} className="font-semibold underline">
          {t("page.logIn")}
        </Link>
      </Alert>
    );
  }
  if (status === 403 || status === 404) {
    return (
      <Refusal
        message={
          status === 403 ? translateMessage(FEEDBACK_MESSAGES.notBooked) : failureReason(error, error.message)
        }
      />
    );
  }
  return (
    <Alert>
      <p>{t("page.checkFailed")}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t("page.tryAgain")}
      </Button>
    </Alert>
  );
}

/** The server's reason the student may not give feedback (yet), in its words (FEEDBACK_MESSAGES). */
function NotAllowed({ eligibility }: { eligibility: FeedbackEligibility }) {
  const reason = eligibility.reason ?? "notBooked";
  return (
    <Refusal message={translateMessage(eligibility.message ?? FEEDBACK_MESSAGES[reason])} reason={reason} />
  );
}

/**
 * Why there is no form, and the ways on: back to the dashboard always; to the other sessions when
 * this one is not theirs to rate (never booked, or cancelled). Waiting for the start is no error.
 */
function Refusal({ message, reason = "notBooked" }: { message: string; reason?: FeedbackRefusal }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <Alert variant={reason === "notStarted" ? "info" : "error"}>{message}</Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.studentDashboard.getHref()} className={buttonClasses({ variant: "outline" })}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {t("page.backToDashboard")}
        </Link>
        {reason === "notBooked" || reason === "cancelled" ? (
          <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ variant: "ghost" })}>
            {t("page.browse")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** After Submit Feedback: thanks, what was saved, and ways on. Focus moves here. */
function ThankYou({ rating, onEdit }: { rating: number; onEdit: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="text-center">
      <CircleCheckBig aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-xl font-bold text-slate-900 outline-none focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-2xl"
      >
        {translateMessage(FEEDBACK_MESSAGES.thanks)}
      </h2>
      <p className="mt-2 text-slate-700">{t("page.thanksText", { rating })}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.studentDashboard.getHref()} className={buttonClasses()}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {t("page.backToDashboard")}
        </Link>
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t("page.edit")}
        </Button>
      </div>
    </div>
  );
}
