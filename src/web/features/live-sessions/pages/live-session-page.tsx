import type { Room } from "@contract/live-sessions";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import type { SessionCard } from "@contract/sessions";
import { formatIstDate, formatIstTime } from "@contract/time";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, CalendarX2, CircleCheckBig, SearchX, ShieldAlert, Ticket } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { sessionQueryOptions } from "@/features/sessions";
import { type ApiError, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/document-title";
import { useJoinSession } from "../api/join-session";
import { LeaveButton, LiveBadge } from "../components/live-controls";
import { LiveLoadFailed, LiveLoading, NoticeScreen } from "../components/live-screens";
import { RoomFrame } from "../components/room-frame";
import { SessionTimer } from "../components/session-timer";
import { useJitsiRoom } from "../jitsi/use-jitsi-room";

/**
 * docs/product.md §2.18, the student's side of a live session: the video room (the server's room name, the
 * student's own name), a timer from joining, and Leave Session, which goes on to the feedback page.
 * Joining is the server's decision (live, booked, payment approved); a refusal gets a page that says
 * why and where to go.
 */
export function LiveSessionPage() {
  const { sessionId = "" } = useParams();
  const join = useJoinSession(sessionId);

  if (join.isPending) return <LiveLoading label="Joining the live session…" />;
  if (join.isError) {
    const refusal = isApiError(join.error) && [403, 404, 409].includes(join.error.status) ? join.error : null;
    if (refusal) return <JoinRefused sessionId={sessionId} refusal={refusal} />;
    return (
      <LiveLoadFailed
        title="Live Session"
        message={join.error.message}
        onRetry={() => void join.refetch()}
        retrying={join.isFetching}
      />
    );
  }
  return <StudentRoom room={join.data} />;
}

function StudentRoom({ room }: { room: Room }) {
  useDocumentTitle("Live Session");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The timer counts from the moment the student came in.
  const [joinedAt] = useState(() => Date.now());
  const containerRef = useRef<HTMLDivElement>(null);

  const onLeft = useCallback(() => {
    // The dashboard now counts this session as attended.
    void queryClient.invalidateQueries({ queryKey: ["students"] });
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
          <p className="text-sm text-slate-700">with {room.mentorName}</p>
        </div>
        <div className="flex items-center gap-3">
          <SessionTimer
            since={joinedAt}
            label="Time in session"
            className="rounded-lg bg-slate-100 px-3 py-1.5 text-lg font-semibold text-slate-900"
          />
          <LeaveButton onClick={leave}>Leave Session</LeaveButton>
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

const dashboardLink = (primary: boolean) => (
  <Link
    to={paths.studentDashboard.getHref()}
    className={buttonClasses({ variant: primary ? "primary" : "outline", size: "lg" })}
  >
    Go to Student Dashboard
  </Link>
);

function When({ session }: { session: SessionCard }) {
  return (
    <>
      <time dateTime={session.startsAt}>{formatIstDate(session.startsAt)}</time> at{" "}
      {formatIstTime(session.startsAt)} IST
    </>
  );
}

/** The server would not let the student in: say why (its own message) and offer the way on. */
function JoinRefused({ sessionId, refusal }: { sessionId: string; refusal: ApiError }) {
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
      <NoticeScreen icon={SearchX} title="Session not found" actions={dashboardLink(true)}>
        <p>This session does not exist or was removed. Your booked sessions are on your dashboard.</p>
      </NoticeScreen>
    );
  }

  // Not "Not booked" then "Cancelled": wait for the card before saying which.
  if (refusal.status === 403 && sessionQuery.isPending)
    return <LiveLoading label="Joining the live session…" />;

  if (session?.status === "cancelled" || refusal.message === LIVE_MESSAGES.cancelled) {
    return (
      <NoticeScreen
        icon={CalendarX2}
        title="This session was cancelled"
        actions={
          <>
            {dashboardLink(true)}
            <Link
              to={paths.bookingSessions.getHref()}
              className={buttonClasses({ variant: "outline", size: "lg" })}
            >
              Browse Sessions
            </Link>
          </>
        }
      >
        <p>
          {LIVE_MESSAGES.cancelled}
          {session?.cancellation ? ` Reason: ${session.cancellation.reason}.` : null}
        </p>
        <p>If you had booked it, your payment is due for a full refund: your dashboard shows it.</p>
      </NoticeScreen>
    );
  }

  if (notLive && session?.status === "completed") {
    return (
      <NoticeScreen
        icon={CircleCheckBig}
        title="This session has ended"
        actions={
          <>
            <Link to={paths.feedback.getHref(sessionId)} className={buttonClasses({ size: "lg" })}>
              Give Feedback
            </Link>
            {dashboardLink(false)}
          </>
        }
      >
        <p>{refusal.message}</p>
        <p>
          <strong className="text-slate-900">{session.title}</strong> with {session.mentor.name} is over. Tell
          the mentor how it went: your rating helps other students choose.
        </p>
      </NoticeScreen>
    );
  }

  if (notLive) {
    return (
      <NoticeScreen icon={CalendarClock} title="Not live right now" actions={dashboardLink(true)}>
        <p>{refusal.message}</p>
        {session ? (
          <p>
            <strong className="text-slate-900">{session.title}</strong> starts on <When session={session} />.
            Join from your dashboard once {session.mentor.name} starts the meeting.
          </p>
        ) : (
          <p>Join from your dashboard once the mentor starts the meeting.</p>
        )}
      </NoticeScreen>
    );
  }

  if (refusal.message === LIVE_MESSAGES.notPaid) {
    return (
      <NoticeScreen
        icon={ShieldAlert}
        title="Payment not verified yet"
        actions={
          <>
            <Link to={paths.payment.getHref(sessionId)} className={buttonClasses({ size: "lg" })}>
              View Payment Status
            </Link>
            {dashboardLink(false)}
          </>
        }
      >
        <p>{refusal.message}</p>
        <p>
          An admin checks each payment proof against our UPI account, usually within a few hours. We email you
          as soon as it is verified, and Join then works.
        </p>
      </NoticeScreen>
    );
  }

  return (
    <NoticeScreen
      icon={Ticket}
      title="Not booked"
      actions={
        <>
          <Link to={paths.payment.getHref(sessionId)} className={buttonClasses({ size: "lg" })}>
            Book This Session
          </Link>
          <Link
            to={paths.bookingSessions.getHref()}
            className={buttonClasses({ variant: "outline", size: "lg" })}
          >
            Browse Sessions
          </Link>
        </>
      }
    >
      <p>{refusal.message}</p>
      <p>Only students with a verified booking can join a live session.</p>
    </NoticeScreen>
  );
}
