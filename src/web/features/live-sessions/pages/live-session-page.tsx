import type { Room } from "@contract/live-sessions";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import type { SessionCard } from "@contract/sessions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, CalendarX2, CircleCheckBig, SearchX, ShieldAlert, Ticket } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { sessionQueryOptions } from "@/features/sessions";
import { type ApiError, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/document-title";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { studentsQueryKey } from "@/lib/query-keys";
import { translateMessage } from "@/lib/server-message";
import { useJoinSession } from "../api/join-session";
import { LeaveButton, LiveBadge } from "../components/live-controls";
import { LiveLoadFailed, LiveLoading, NoticeScreen } from "../components/live-screens";
import { RoomFrame } from "../components/room-frame";
import { SessionTimer } from "../components/session-timer";
import { useT } from "../i18n";
import { useJitsiRoom } from "../jitsi/use-jitsi-room";

/**
 * docs/product.md §2.18, the student's side of a live session: the video room (the server's room name, the
 * student's own name), a timer from joining, and Leave Session, which goes on to the feedback page.
 * Joining is the server's decision (live, booked, payment approved); a refusal gets a page that says
 * why and where to go.
 */
export function LiveSessionPage() {
  const t = useT();
  const { sessionId = "" } = useParams();
  const join = useJoinSession(sessionId);

  if (join.isPending) return <LiveLoading label={t("student.joining")} />;
  if (join.isError) {
    const refusal = isApiError(join.error) && [403, 404, 409].includes(join.error.status) ? join.error : null;
    if (refusal) return <JoinRefused sessionId={sessionId} refusal={refusal} />;
    return (
      <LiveLoadFailed
        title={t("student.title")}
        message={failureReason(join.error, join.error.message)}
        onRetry={() => void join.refetch()}
        retrying={join.isFetching}
      />
    );
  }
  return <StudentRoom room={join.data} />;
}

function StudentRoom({ room }: { room: Room }) {
  const t = useT();
  useDocumentTitle(t("student.title"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The timer counts from the moment the student came in.
  const [joinedAt] = useState(() => Date.now());
  const containerRef = useRef<HTMLDivElement>(null);

  const onLeft = useCallback(() => {
    // The dashboard now counts this session as attended.
    void queryClient.invalidateQueries({ queryKey: studentsQueryKey });
    void navigate(paths.feedback.getHref(room.sessionId));
  }, [queryClient, navigate, room.sessionId]);
  const { status, leave, retry } = useJitsiRoom({ room, containerRef, onLeft });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <LiveBadge />
          <h1 className="mt-1 text-xl font-bold tracking-tight text-balance text-slate-900 sm:text-2xl">
            {room.title}
          </h1>
          <p className="text-sm text-slate-700">{t("student.with", { mentor: room.mentorName })}</p>
        </div>
        <div className="flex items-center gap-3">
          <SessionTimer
            since={joinedAt}
            label={t("student.timeInSession")}
            className="rounded-lg bg-slate-100 px-3 py-1.5 text-lg font-semibold text-slate-900"
          />
          <LeaveButton onClick={leave}>{t("student.leave")}</LeaveButton>
        </div>
      </header>
      <RoomFrame
        containerRef={containerRef}
        status={status}
        onRetry={retry}
        className="h-[max(24rem,calc(100dvh-13rem))]"
      />
    </div>
  );
}

function DashboardLink({ primary }: { primary: boolean }) {
  const t = useT();
  return (
    <Link
      to={paths.studentDashboard.getHref()}
      className={buttonClasses({ variant: primary ? "primary" : "outline", size: "lg" })}
    >
      {t("refused.toDashboard")}
    </Link>
  );
}

function BrowseLink() {
  const t = useT();
  return (
    <Link to={paths.bookingSessions.getHref()} className={buttonClasses({ variant: "outline", size: "lg" })}>
      {t("refused.browse")}
    </Link>
  );
}

/** "<title> starts on 1 Dec 2026 at 6:00 pm IST. Join from your dashboard once <mentor> starts…" */
function StartsOn({ session }: { session: SessionCard }) {
  const t = useT();
  const f = useFormat();
  return (
    <Trans
      t={t}
      i18nKey="refused.startsOn"
      values={{
        title: session.title,
        date: f.date(session.startsAt),
        time: f.time(session.startsAt),
        mentor: session.mentor.name,
      }}
      components={{
        strong: <strong className="text-slate-900" />,
        date: <time dateTime={session.startsAt} />,
      }}
    />
  );
}

/** The server would not let the student in: say why (its own message) and offer the way on. */
function JoinRefused({ sessionId, refusal }: { sessionId: string; refusal: ApiError }) {
  const t = useT();
  // The server's message in the reader's language (the checks below read its English).
  const message = failureReason(refusal, refusal.message);
  const notLive = refusal.status === 409;
  // For a session that is not live: has it ended, or not begun? For a refused booking: was the
  // session cancelled (the server refuses a refund-due booking as not booked)? The public card says.
  const sessionQuery = useQuery({
    ...sessionQueryOptions(sessionId),
    enabled: notLive || refusal.status === 403,
  });
  const session = sessionQuery.data;

  if (refusal.status === 404) {
    return (
      <NoticeScreen icon={SearchX} title={t("notice.notFound")} actions={<DashboardLink primary />}>
        <p>{t("refused.notFoundText")}</p>
      </NoticeScreen>
    );
  }

  // Not "Not booked" then "Cancelled": wait for the card before saying which.
  if (refusal.status === 403 && sessionQuery.isPending) return <LiveLoading label={t("student.joining")} />;

  if (session?.status === "cancelled" || refusal.message === LIVE_MESSAGES.cancelled) {
    return (
      <NoticeScreen
        icon={CalendarX2}
        title={t("notice.cancelled")}
        actions={
          <>
            <DashboardLink primary />
            <BrowseLink />
          </>
        }
      >
        <p>
          {translateMessage(LIVE_MESSAGES.cancelled)}
          {session?.cancellation
            ? t("refused.cancelledReason", { reason: session.cancellation.reason })
            : null}
        </p>
        {/* A free session's bookings owe nothing back (docs/product.md §10.14). */}
        {session?.price === 0 ? null : <p>{t("refused.cancelledRefund")}</p>}
      </NoticeScreen>
    );
  }

  if (notLive && session?.status === "completed") {
    return (
      <NoticeScreen
        icon={CircleCheckBig}
        title={t("notice.ended")}
        actions={
          <>
            <Link to={paths.feedback.getHref(sessionId)} className={buttonClasses({ size: "lg" })}>
              {t("refused.giveFeedback")}
            </Link>
            <DashboardLink primary={false} />
          </>
        }
      >
        <p>{message}</p>
        <p>
          <Trans
            t={t}
            i18nKey="refused.endedText"
            values={{ title: session.title, mentor: session.mentor.name }}
            components={{ strong: <strong className="text-slate-900" /> }}
          />
        </p>
      </NoticeScreen>
    );
  }

  if (notLive) {
    return (
      <NoticeScreen icon={CalendarClock} title={t("notice.notLive")} actions={<DashboardLink primary />}>
        <p>{message}</p>
        {session ? (
          <p>
            <StartsOn session={session} />
          </p>
        ) : (
          <p>{t("refused.joinOnceStarted")}</p>
        )}
      </NoticeScreen>
    );
  }

  if (refusal.message === LIVE_MESSAGES.notPaid) {
    return (
      <NoticeScreen
        icon={ShieldAlert}
        title={t("refused.notPaidTitle")}
        actions={
          <>
            <Link to={paths.payment.getHref(sessionId)} className={buttonClasses({ size: "lg" })}>
              {t("refused.paymentStatus")}
            </Link>
            <DashboardLink primary={false} />
          </>
        }
      >
        <p>{message}</p>
        <p>{t("refused.notPaidText")}</p>
      </NoticeScreen>
    );
  }

  return (
    <NoticeScreen
      icon={Ticket}
      title={t("refused.notBookedTitle")}
      actions={
        <>
          <Link to={paths.payment.getHref(sessionId)} className={buttonClasses({ size: "lg" })}>
            {t("refused.book")}
          </Link>
          <BrowseLink />
        </>
      }
    >
      <p>{message}</p>
      <p>{t("refused.notBookedText")}</p>
    </NoticeScreen>
  );
}
