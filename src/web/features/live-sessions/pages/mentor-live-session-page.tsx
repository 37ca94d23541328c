import type { Room } from "@contract/live-sessions";
import { ExternalLink, Video } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { failureReason } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useEndSession } from "../api/end-session";
import { useMentorRoom } from "../api/get-room";
import { LeaveButton, LiveBadge } from "../components/live-controls";
import { LiveLoadFailed, LiveLoading } from "../components/live-screens";
import { MentorRefused, useSessionsHome } from "../components/mentor-refused";
import { SessionTimer } from "../components/session-timer";
import { useT } from "../i18n";

/**
 * docs/product.md §2.18, the mentor's control panel of a live session: who hosts, the room id, how long it has
 * been live, Launch Live Session (the room in a new tab, as 'Mentor') and End Session.
 */
export function MentorLiveSessionPage() {
  const t = useT();
  const { sessionId = "" } = useParams();
  const roomQuery = useMentorRoom(sessionId);

  if (roomQuery.isPending) return <LiveLoading label={t("panel.loading")} />;
  if (roomQuery.isError) {
    const error = roomQuery.error;
    if (isApiError(error) && [403, 404, 409].includes(error.status))
      return <MentorRefused sessionId={sessionId} refusal={error} />;
    return (
      <LiveLoadFailed
        title={t("panel.title")}
        message={failureReason(error, error.message)}
        onRetry={() => void roomQuery.refetch()}
        retrying={roomQuery.isFetching}
      />
    );
  }
  return <ControlPanel room={roomQuery.data} />;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-200 py-4 last:border-b-0 sm:flex-row sm:items-center sm:gap-6">
      <dt className="w-32 shrink-0 text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-3 text-base text-slate-900">
        {children}
      </dd>
    </div>
  );
}

function ControlPanel({ room }: { room: Room }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <PageTitle title={t("panel.title")} description={room.title} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <section aria-labelledby="live-panel-heading" className={cardClasses({ className: "max-w-3xl" })}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="live-panel-heading" className="text-xl font-bold tracking-tight text-slate-900">
              {t("panel.inProgress")}
            </h2>
            <LiveBadge />
          </div>
          <dl className="mt-2">
            <Row term={t("common:roles.mentor")}>{room.mentorName}</Row>
            <Row term={t("panel.roomId")}>
              <code className="min-w-0 font-mono text-sm break-all">{room.roomName}</code>
              <CopyButton value={room.roomName} what={t("panel.roomId")} />
            </Row>
            <Row term={t("panel.liveFor")}>
              {room.startedAt ? (
                <SessionTimer
                  since={new Date(room.startedAt).getTime()}
                  label={t("panel.liveFor")}
                  className="text-2xl font-semibold"
                />
              ) : (
                <span>{t("panel.notStarted")}</span>
              )}
            </Row>
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-slate-700">
            {t("panel.howTo", { name: room.displayName })}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {/* A Link, so that the new tab keeps the page's /hi prefix (the router's basename). */}
            <Link
              to={paths.mentorLiveRoom.getHref(room.sessionId)}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ size: "lg" })}
            >
              <Video aria-hidden="true" className="size-5" />
              {t("panel.launch")}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("panel.newTab")}</span>
            </Link>
            <LeaveButton size="lg" onClick={() => setConfirming(true)}>
              {t("panel.end")}
            </LeaveButton>
          </div>
        </section>
      </div>
      <EndSessionDialog sessionId={room.sessionId} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

/** End Session asks first: it cannot be undone, and students can no longer join. */
function EndSessionDialog({
  sessionId,
  open,
  onClose,
}: {
  sessionId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const home = useSessionsHome();
  const endSession = useEndSession();
  const keepRef = useRef<HTMLButtonElement>(null);

  const end = () =>
    endSession.mutate(sessionId, {
      onSuccess: () => {
        toast.success(t("endDialog.ended"));
        void navigate(home.href);
      },
    });

  return (
    <Dialog
      open={open}
      onClose={() => {
        endSession.reset();
        onClose();
      }}
      title={t("endDialog.title")}
      description={t("endDialog.description")}
      initialFocusRef={keepRef}
    >
      <div className="px-5 py-4 sm:px-6">
        {endSession.isError ? (
          <Alert className="mb-4">
            <p>{failureReason(endSession.error, endSession.error.message)}</p>
            {isApiError(endSession.error) && endSession.error.status === 409 ? (
              <Link to={home.href} className="mt-1 inline-flex font-semibold underline">
                {home.label}
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="outline" onClick={onClose}>
            {t("endDialog.keep")}
          </Button>
          <LeaveButton onClick={end} disabled={endSession.isPending}>
            {endSession.isPending ? t("endDialog.ending") : t("panel.end")}
          </LeaveButton>
        </div>
      </div>
    </Dialog>
  );
}
