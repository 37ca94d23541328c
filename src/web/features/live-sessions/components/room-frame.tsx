import { LIVE_MESSAGES } from "@contract/live-sessions";
import { RotateCw } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { translateMessage } from "@/lib/server-message";
import { useT } from "../i18n";
import type { JitsiRoomStatus } from "../jitsi/use-jitsi-room";

type RoomFrameProps = {
  /** Where the meeting's iframe goes (see useJitsiRoom). */
  containerRef: RefObject<HTMLDivElement | null>;
  status: JitsiRoomStatus;
  onRetry: () => void;
  /** Shown over the empty box after leaving the room (on a page that stays, such as Rejoin). */
  afterLeaving?: ReactNode;
  className?: string;
};

/**
 * The box the video room fills, with what to say while it cannot: opening, or (docs/product.md §8) that the
 * meeting interface is not loaded yet, with Retry. The box itself is always there, so the room can
 * be put in it as soon as the script arrives.
 */
export function RoomFrame({ containerRef, status, onRetry, afterLeaving, className }: RoomFrameProps) {
  const t = useT();
  const notLoaded = status === "slow" || status === "failed";
  return (
    <div className={cn("flex min-h-0 flex-col gap-3", className)}>
      {notLoaded ? (
        <Alert key={status}>
          <p>{translateMessage(LIVE_MESSAGES.scriptNotLoaded)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("frame.retry")}
          </Button>
        </Alert>
      ) : null}
      <div className="relative min-h-0 flex-1 overflow-hidden rounded-xl bg-slate-900">
        <div ref={containerRef} className="absolute inset-0" />
        {status === "loading" || status === "slow" ? (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-medium text-white"
          >
            <Spinner />
            {t("frame.opening")}
          </p>
        ) : null}
        {status === "left" && afterLeaving ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white">
            {afterLeaving}
          </div>
        ) : null}
      </div>
    </div>
  );
}
