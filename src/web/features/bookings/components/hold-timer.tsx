import { Clock, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "../i18n";

/** "14:05": minutes and seconds left, never below zero. */
export function timeLeft(expiresAt: string, now: number): { text: string; over: boolean } {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return { text, over: seconds === 0 };
}

/**
 * The seat kept for the student while they pay (docs/product.md §10.12): the time left, counting
 * down; once it is over, that the seat was let go and a way to ask for one again. The proof is
 * still accepted afterwards when a seat is free (the server decides). A seat offered from the
 * waitlist (§10.16) is kept for 30 minutes, and says so.
 */
export function HoldTimer({
  expiresAt,
  onHoldAgain,
  holding,
  offered = false,
  free = false,
}: {
  expiresAt: string;
  onHoldAgain: () => void;
  holding: boolean;
  offered?: boolean;
  /** A free session: the seat is kept while the student confirms, not while they pay. */
  free?: boolean;
}) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  const { text, over } = timeLeft(expiresAt, now);
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);

  if (over) {
    return (
      <Alert variant="info">
        <p className="font-semibold">{offered ? t("hold.offerExpired") : t("hold.expired")}</p>
        <p>{free ? t("hold.expiredTextFree") : t("hold.expiredText")}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onHoldAgain} disabled={holding}>
          {holding ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          {t("hold.again")}
        </Button>
      </Alert>
    );
  }
  return (
    <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {offered ? t("hold.offered") : free ? t("hold.keptFree") : t("hold.kept")}{" "}
        {/* The count itself is not announced every second; its label says what it is. */}
        <time
          className="font-semibold tabular-nums"
          role="timer"
          aria-label={free ? t("hold.timeLeftFree", { time: text }) : t("hold.timeLeft", { time: text })}
        >
          {text}
        </time>
      </span>
    </p>
  );
}

/**
 * Where the timer will be while the seat is being asked for (the page arrives from the server
 * before the hold is taken): the same box, as tall as the timer will be, so that the QR below does
 * not move down when the hold's answer comes. The timer's own words sit invisibly in the same cell
 * to give it their height.
 */
export function HoldPending({ free = false }: { free?: boolean }) {
  const t = useT();
  return (
    <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span className="grid">
        <span className="col-start-1 row-start-1">{free ? t("hold.keepingFree") : t("hold.keeping")}</span>
        <span aria-hidden="true" className="invisible col-start-1 row-start-1">
          {free ? t("hold.keptFree") : t("hold.kept")}{" "}
          <span className="font-semibold tabular-nums">15:00</span>
        </span>
      </span>
    </p>
  );
}
