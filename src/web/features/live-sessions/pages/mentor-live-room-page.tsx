import type { Room } from "@contract/live-sessions";
import { ArrowLeft, RotateCw } from "lucide-react";
import { useRef } from "react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/document-title";
import { failureReason } from "@/lib/form-errors";
import { useMentorRoom } from "../api/get-room";
import { LeaveButton, LiveBadge } from "../components/live-controls";
import { LiveLoadFailed, LiveLoading } from "../components/live-screens";
import { MentorRefused } from "../components/mentor-refused";
import { RoomFrame } from "../components/room-frame";
import { SessionTimer } from "../components/session-timer";
import { useT } from "../i18n";
import { useJitsiRoom } from "../jitsi/use-jitsi-room";

/**
 * The video room alone, as large as the window allows: what 'Launch Live Session' opens in a new tab
 * (docs/product.md §2.18). The mentor is the moderator, shown as 'Mentor' (the server's room answer says so).
 * Leaving the room keeps this tab, with Rejoin; the session ends from the control panel only.
 */
export function MentorLiveRoomPage() {
  const t = useT();
  const { sessionId = "" } = useParams();
  const roomQuery = useMentorRoom(sessionId);

  if (roomQuery.isPending) return <LiveLoading label={t("frame.opening")} />;
  if (roomQuery.isError) {
    const error = roomQuery.error;
    if (isApiError(error) && [403, 404, 409].includes(error.status))
      return <MentorRefused sessionId={sessionId} refusal={error} />;
    return (
      <LiveLoadFailed
        title={t("room.title")}
        message={failureReason(error, error.message)}
        onRetry={() => void roomQuery.refetch()}
        retrying={roomQuery.isFetching}
      />
    );
  }
  return <MentorRoom room={roomQuery.data} />;
}

function MentorRoom({ room }: { room: Room }) {
  const t = useT();
  useDocumentTitle(t("room.documentTitle", { title: room.title }));
  const containerRef = useRef<HTMLDivElement>(null);
  const { status, leave, retry } = useJitsiRoom({ room, containerRef });
  const panelHref = paths.mentorLiveSession.getHref(room.sessionId);

  return (
    <div className="flex w-full flex-1 flex-col gap-3 px-2 py-3 sm:px-4">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-2">
        <div className="flex min-w-0 items-center gap-3">
          <LiveBadge />
          <h1 className="min-w-0 text-lg font-bold tracking-tight text-slate-900 sm:text-xl">{room.title}</h1>
        </div>
        <div className="flex items-center gap-3">
          {room.startedAt ? (
            <SessionTimer
              since={new Date(room.startedAt).getTime()}
              label={t("panel.liveFor")}
              className="rounded-lg bg-slate-100 px-3 py-1.5 text-base font-semibold text-slate-900"
            />
          ) : null}
          {status === "left" ? null : <LeaveButton onClick={leave}>{t("room.leave")}</LeaveButton>}
        </div>
      </header>
      <RoomFrame
        containerRef={containerRef}
        status={status}
        onRetry={retry}
        className="h-[max(24rem,calc(100dvh-8.5rem))]"
        afterLeaving={
          <>
            <p className="text-lg font-semibold">{t("room.left")}</p>
            <p className="max-w-md text-sm text-slate-200">{t("room.stillLive")}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <button type="button" onClick={retry} className={buttonClasses({ variant: "inverse" })}>
                <RotateCw aria-hidden="true" className="size-4" />
                {t("room.rejoin")}
              </button>
              <Link to={panelHref} className={buttonClasses({ variant: "inverse" })}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t("room.controlPanel")}
              </Link>
            </div>
          </>
        }
      />
    </div>
  );
}
