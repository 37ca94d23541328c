import { FEEDBACK_MESSAGES } from "@contract/live";
import { formatIstDate, formatIstTime } from "@contract/time";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, CircleCheckBig, LayoutDashboard, Pencil, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ownBookingsQueryOptions } from "@/features/sessions/api/get-own-bookings";
import { useSession } from "@/features/sessions/api/get-session";
import { isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/document-title";
import { type OwnFeedback, useOwnFeedback } from "../api/own-feedback";
import { FeedbackForm } from "../components/feedback-form";

const container = "mx-auto w-full max-w-2xl px-4 sm:px-6";

/**
 * SPEC §2.19: a student rates a session they booked (1 to 5 stars) and says how it went. One
 * feedback per student per session: coming back shows it and lets them change it. The server
 * decides who may (the students who booked it) and keeps the one feedback.
 */
export function FeedbackPage() {
  const { sessionId = "" } = useParams();
  const sessionQuery = useSession(sessionId);
  const mineQuery = useOwnFeedback(sessionId);
  // Read to say up front when the student holds no booking of this session; the server decides
  // again when they submit (and answers 403 with the same message).
  const bookingsQuery = useQuery(ownBookingsQueryOptions());
  const [saved, setSaved] = useState<NonNullable<OwnFeedback> | null>(null);

  const session = sessionQuery.data;
  const title = session?.title ?? FEEDBACK_MESSAGES.unknownSession;
  useDocumentTitle(sessionQuery.isPending ? "Session Feedback" : `Feedback for: ${title}`);

  useEffect(() => {
    if (sessionQuery.error) console.error("Failed to load the session", sessionQuery.error);
  }, [sessionQuery.error]);

  const notBooked =
    bookingsQuery.data !== undefined &&
    !bookingsQuery.data.some((b) => b.sessionId === sessionId && b.paymentStatus !== "failed");

  if (sessionQuery.isPending || mineQuery.isPending || (bookingsQuery.isPending && !bookingsQuery.isError)) {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] flex-1 items-center justify-center gap-3 px-4 text-slate-700"
      >
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        />
        Loading the feedback form…
      </div>
    );
  }

  return (
    <div className={`${container} py-8 sm:py-12`}>
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          Feedback for: {title}
        </h1>
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          {session ? (
            <time dateTime={session.startsAt}>
              {formatIstDate(session.startsAt)}, {formatIstTime(session.startsAt)} IST
            </time>
          ) : (
            FEEDBACK_MESSAGES.unknownDate
          )}
        </p>
        {session ? <p className="mt-1 text-slate-700">with {session.mentor.name}</p> : null}
      </header>

      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {mineQuery.isError ? (
          <CannotGiveFeedback error={mineQuery.error} onRetry={() => void mineQuery.refetch()} />
        ) : notBooked && !mineQuery.data ? (
          <NotBooked />
        ) : saved ? (
          <ThankYou rating={saved.rating} onEdit={() => setSaved(null)} />
        ) : (
          <>
            {mineQuery.data ? (
              <Alert variant="info" className="mb-6">
                You rated this session {mineQuery.data.rating}/5 — you can change it
              </Alert>
            ) : null}
            <FeedbackForm sessionId={sessionId} previous={mineQuery.data} onSaved={setSaved} />
          </>
        )}
      </div>
    </div>
  );
}

function CannotGiveFeedback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 401) {
    return (
      <Alert>
        <p>{FEEDBACK_MESSAGES.notLoggedIn}</p>
        <Link to={paths.login.getHref()} className="font-semibold underline">
          Log in
        </Link>
      </Alert>
    );
  }
  if (status === 403 || status === 404) {
    return <NotBooked message={status === 403 ? FEEDBACK_MESSAGES.notBooked : error.message} />;
  }
  return (
    <Alert>
      <p>Your earlier feedback on this session could not be loaded.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Alert>
  );
}

function NotBooked({ message = FEEDBACK_MESSAGES.notBooked }: { message?: string }) {
  return (
    <div className="space-y-4">
      <Alert>{message}</Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.studentDashboard.getHref()} className={buttonClasses({ variant: "outline" })}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Back to your dashboard
        </Link>
        <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ variant: "ghost" })}>
          Browse sessions
        </Link>
      </div>
    </div>
  );
}

/** After Submit Feedback: thanks, what was saved, and ways on. Focus moves here. */
function ThankYou({ rating, onEdit }: { rating: number; onEdit: () => void }) {
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
        {FEEDBACK_MESSAGES.thanks}
      </h2>
      <p className="mt-2 text-slate-700">
        You rated this session {rating}/5. Your mentor will see your feedback, and it helps other students
        choose their sessions.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.studentDashboard.getHref()} className={buttonClasses()}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Back to your dashboard
        </Link>
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit your feedback
        </Button>
      </div>
    </div>
  );
}
