import { ExternalLink, Eye, Play, Square } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import type { MentorSessionItem } from "../api/get-mentor-dashboard";
import { useEndSession, useStartSession } from "../api/session-meeting";
import { startable, startHint } from "../dashboard";
import { useT } from "../i18n";
import { EndMeetingDialog } from "./end-meeting-dialog";

/**
 * docs/product.md §2.13 and §4: View Details always; Start Meeting while upcoming (enabled only inside the start
 * window); Return to Meeting (a new tab with the control panel) and End Meeting (confirmed first)
 * while live; nothing more once completed or cancelled (the card says why it was cancelled). After Start the card turns live and focus moves to
 * Return to Meeting: the control panel is opened by that link, a click of the mentor's own, because
 * browsers block a tab opened by script after the call returns.
 */
export function MeetingActions({ item, serverNow }: { item: MentorSessionItem; serverNow: Date | null }) {
  const t = useT();
  const f = useFormat();
  const { session } = item;
  const start = useStartSession();
  const end = useEndSession();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnRef = useRef<HTMLAnchorElement>(null);
  const detailsRef = useRef<HTMLAnchorElement>(null);
  const hintId = useId();
  const canStart = startable(item, serverNow);
  const titleSuffix = <span className="sr-only">: {session.title}</span>;

  const onStart = () => {
    setError(null);
    start.mutate(session.id, {
      onSuccess: () => {
        toast.success(t("meeting.started"));
        // After React renders the live state, which swaps Start for Return.
        window.setTimeout(() => returnRef.current?.focus(), 0);
      },
      onError: (failure) => setError(failureReason(failure, t("meeting.startFailed"))),
    });
  };

  const onEnd = () => {
    setError(null);
    end.mutate(session.id, {
      onSuccess: () => {
        setConfirmEnd(false);
        toast.success(t("meeting.ended"));
        // End Meeting is gone with the live state: focus stays on this card.
        window.setTimeout(() => detailsRef.current?.focus(), 0);
      },
      onError: (failure) => {
        setConfirmEnd(false);
        setError(failureReason(failure, t("meeting.endFailed")));
      },
    });
  };

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-2 [&>*]:flex-1">
        <Link
          ref={detailsRef}
          to={paths.sessionDetails.getHref(session.id)}
          className={buttonClasses({ variant: "outline" })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t("meeting.viewDetails")}
          {titleSuffix}
        </Link>

        {session.status === "upcoming" ? (
          <Button
            onClick={onStart}
            disabled={!canStart || start.isPending}
            aria-describedby={canStart ? undefined : hintId}
          >
            {start.isPending ? <Spinner /> : <Play aria-hidden="true" className="size-4" />}
            {t("meeting.start")}
            {titleSuffix}
          </Button>
        ) : null}

        {session.status === "live" ? (
          <>
            <a
              ref={returnRef}
              href={paths.mentorLiveSession.getHref(session.id)}
              target="_blank"
              rel="noopener"
              className={buttonClasses()}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t("meeting.return")}
              {titleSuffix}
              <span className="sr-only">{t("meeting.newTab")}</span>
            </a>
            <Button
              variant="outline"
              onClick={() => setConfirmEnd(true)}
              className="border-red-700 text-red-700 hover:bg-red-50 active:bg-red-100"
            >
              <Square aria-hidden="true" className="size-4" />
              {t("meeting.end")}
              {titleSuffix}
            </Button>
          </>
        ) : null}
      </div>

      {session.status === "upcoming" && !canStart ? (
        <p id={hintId} className="text-xs text-slate-600">
          {startHint(session.startsAt, serverNow, t, f)}
        </p>
      ) : null}
      {error ? <Alert key={error}>{error}</Alert> : null}

      <EndMeetingDialog
        open={confirmEnd}
        onClose={() => setConfirmEnd(false)}
        onConfirm={onEnd}
        title={session.title}
        pending={end.isPending}
      />
    </div>
  );
}
