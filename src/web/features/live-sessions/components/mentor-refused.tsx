import { LIVE_MESSAGES, START_WINDOW } from "@contract/live-sessions";
import { CalendarClock, CalendarX2, CircleCheckBig, SearchX, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/current-user";
import { failureReason } from "@/lib/form-errors";
import { useT } from "../i18n";
import { NoticeScreen } from "./live-screens";

/** Where a mentor manages sessions; an admin, the Sessions tab of the admin dashboard. */
export function useSessionsHome(): { href: string; label: string } {
  const t = useT();
  const user = useCurrentUser();
  return user?.role === "admin"
    ? { href: paths.adminDashboard.getHref("sessions"), label: t("mentorRefused.toAdminDashboard") }
    : { href: paths.mentorDashboard.getHref(), label: t("mentorRefused.toMentorDashboard") };
}

/**
 * The server would not hand the mentor the room: the session is not live (409: not yet, ended or
 * cancelled), not theirs (403) or unknown (404). Its message, and the way back to the dashboard.
 */
export function MentorRefused({ sessionId, refusal }: { sessionId: string; refusal: ApiError }) {
  const t = useT();
  const home = useSessionsHome();
  // The server's message in the reader's language (the checks below read its English).
  const message = failureReason(refusal, refusal.message);
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
        {t("mentorRefused.details")}
      </Link>
    </>
  );

  if (refusal.status === 404) {
    return (
      <NoticeScreen icon={SearchX} title={t("notice.notFound")} actions={back}>
        <p>{t("mentorRefused.notFoundText")}</p>
      </NoticeScreen>
    );
  }
  if (refusal.status === 403) {
    return (
      <NoticeScreen icon={ShieldAlert} title={t("mentorRefused.notYoursTitle")} actions={back}>
        <p>{message}</p>
      </NoticeScreen>
    );
  }
  if (refusal.message === LIVE_MESSAGES.cancelled) {
    return (
      <NoticeScreen icon={CalendarX2} title={t("notice.cancelled")} actions={backOrDetails}>
        <p>{message}</p>
        <p>{t("mentorRefused.cancelledText")}</p>
      </NoticeScreen>
    );
  }
  if (refusal.message === LIVE_MESSAGES.alreadyEnded) {
    return (
      <NoticeScreen icon={CircleCheckBig} title={t("notice.ended")} actions={backOrDetails}>
        <p>{message}</p>
        <p>{t("mentorRefused.endedText")}</p>
      </NoticeScreen>
    );
  }
  return (
    <NoticeScreen icon={CalendarClock} title={t("notice.notLive")} actions={back}>
      <p>{message}</p>
      <p>
        {t("mentorRefused.notLiveText", {
          before: START_WINDOW.beforeMinutes,
          after: START_WINDOW.afterMinutes,
        })}
      </p>
    </NoticeScreen>
  );
}
