import { LIVE_MESSAGES, START_WINDOW } from "@contract/live-sessions";
import { CalendarClock, CalendarX2, CircleCheckBig, SearchX, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/current-user";
import { NoticeScreen } from "./live-screens";

/** Where a mentor manages sessions; an admin, the Sessions tab of the admin dashboard. */
export function useSessionsHome(): { href: string; label: string } {
  const user = useCurrentUser();
  return user?.role === "admin"
    ? { href: paths.adminDashboard.getHref("sessions"), label: "Go to Admin Dashboard" }
    : { href: paths.mentorDashboard.getHref(), label: "Go to Mentor Dashboard" };
}

/**
 * The server would not hand the mentor the room: the session is not live (409: not yet, ended or
 * cancelled), not theirs (403) or unknown (404). Its message, and the way back to the dashboard.
 */
export function MentorRefused({ sessionId, refusal }: { sessionId: string; refusal: ApiError }) {
  const home = useSessionsHome();
  const back = (
    <Link to={home.href} className={buttonClasses({ size: "lg" })}>
      {home.label}
    </Link>
  );
  const backOrDetails = (
    <>
      {back}
      <Link
        to={paths.sessionDetails.getHref(sessionId)}
        className={buttonClasses({ variant: "outline", size: "lg" })}
      >
        View Details
      </Link>
    </>
  );

  if (refusal.status === 404) {
    return (
      <NoticeScreen icon={SearchX} title="Session not found" actions={back}>
        <p>This session does not exist or was removed.</p>
      </NoticeScreen>
    );
  }
  if (refusal.status === 403) {
    return (
      <NoticeScreen icon={ShieldAlert} title="Not your session" actions={back}>
        <p>{refusal.message}</p>
      </NoticeScreen>
    );
  }
  if (refusal.message === LIVE_MESSAGES.cancelled) {
    return (
      <NoticeScreen icon={CalendarX2} title="This session was cancelled" actions={backOrDetails}>
        <p>{refusal.message}</p>
        <p>A cancelled session cannot go live. Its details say when and why it was cancelled.</p>
      </NoticeScreen>
    );
  }
  if (refusal.message === LIVE_MESSAGES.alreadyEnded) {
    return (
      <NoticeScreen icon={CircleCheckBig} title="This session has ended" actions={backOrDetails}>
        <p>{refusal.message}</p>
        <p>Its attendance and the students' feedback are on the session's details.</p>
      </NoticeScreen>
    );
  }
  return (
    <NoticeScreen icon={CalendarClock} title="Not live right now" actions={back}>
      <p>{refusal.message}</p>
      <p>
        Start the meeting from your dashboard: Start Meeting works from {START_WINDOW.beforeMinutes} minutes
        before the start time until {START_WINDOW.afterMinutes} minutes after it. An ended session cannot go
        live again.
      </p>
    </NoticeScreen>
  );
}
