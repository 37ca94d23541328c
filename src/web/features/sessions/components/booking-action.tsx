import type { SessionCard } from "@contract/sessions";
import type { OwnWaitlistEntry } from "@contract/waitlist";
import { Ban, Check, ListPlus, Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { loginHref } from "@/features/auth";
import { cn } from "@/lib/cn";
import { failureReason } from "@/lib/form-errors";
import { useOwnWaitlist, useWaitlistChange } from "../api/waitlist";
import { bookingActionState } from "../booking-action-state";
import { useT } from "../i18n";

/** Who looks at the card: a student may book and wait; a visitor is asked to log in first. */
export type CardViewer = "student" | "visitor" | "other";

export function BookingAction({
  session,
  booked,
  waitlist,
  viewer = "visitor",
}: {
  session: SessionCard;
  booked: boolean;
  /** The student's place on this session's waitlist, or the seat offered to them from it. */
  waitlist?: OwnWaitlistEntry | undefined;
  viewer?: CardViewer;
}) {
  const t = useT();
  const state = bookingActionState(session, { booked, waitlist });
  if (state === "booked") {
    return (
      <Button disabled variant="outline" className="disabled:opacity-100">
        <Check aria-hidden="true" className="size-4" />
        {t("action.booked")}
      </Button>
    );
  }
  if (state === "cancelled" || state === "closed") {
    return (
      <Button disabled variant="ghost" className="bg-slate-100 text-slate-700 disabled:opacity-100">
        {state === "cancelled" ? (
          <Ban aria-hidden="true" className="size-4" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {state === "cancelled" ? t("action.cancelled") : t("action.closed")}
      </Button>
    );
  }
  if (state === "waiting" || state === "full") {
    if (viewer === "student") return <WaitlistAction session={session} place={waitlist?.place ?? null} />;
    if (viewer === "visitor") return <JoinAsVisitor session={session} />;
    return (
      <Button disabled variant="ghost" className="bg-slate-100 text-slate-700 disabled:opacity-100">
        <Lock aria-hidden="true" className="size-4" />
        {t("action.full")}
      </Button>
    );
  }
  return (
    <Link to={paths.payment.getHref(session.id)} className={buttonClasses()}>
      {t("action.book")}
      <span className="sr-only">: {session.title}</span>
    </Link>
  );
}

/** A visitor is asked to log in, then comes back to the same list to join. A link: works before JS. */
function JoinAsVisitor({ session }: { session: SessionCard }) {
  const t = useT();
  const location = useLocation();
  return (
    <Link
      to={loginHref(`${location.pathname}${location.search}`)}
      className={buttonClasses({ variant: "outline" })}
    >
      <ListPlus aria-hidden="true" className="size-4" />
      {t("action.joinWaitlist")}
      <span className="sr-only">: {session.title}</span>
    </Link>
  );
}

/**
 * The waitlist of a full session away from its card (the payment page, docs/product.md §10.16): the
 * student's place, or "Full: Join waitlist". Their places come from the same query the cards read.
 */
export function SessionWaitlistAction({ session }: { session: Pick<SessionCard, "id" | "title"> }) {
  const places = useOwnWaitlist(true);
  return <WaitlistAction session={session} place={places.get(session.id)?.place ?? null} start />;
}

/** A student joins the waitlist of a full session, sees their place, and may leave it. */
function WaitlistAction({
  session,
  place,
  start = false,
}: {
  session: Pick<SessionCard, "id" | "title">;
  place: number | null;
  /** Lined up at the start (a page's column) rather than the end (a card's corner). */
  start?: boolean;
}) {
  const t = useT();
  const { join, leave } = useWaitlistChange(session.id);
  const busy = join.isPending || leave.isPending;
  const failed = join.error ?? leave.error;
  const error = failed ? (
    <p role="alert" className="text-sm text-red-700">
      {failureReason(failed, failed.message)}
    </p>
  ) : null;
  if (place !== null) {
    return (
      <div
        className={cn(
          "flex flex-col items-stretch gap-2",
          start ? "min-[400px]:items-start" : "min-[400px]:items-end",
        )}
      >
        <p className="text-sm font-semibold text-slate-800">{t("action.onWaitlist", { place })}</p>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            join.reset();
            leave.mutate();
          }}
        >
          {leave.isPending ? <Spinner /> : null}
          {t("action.leaveWaitlist")}
          <span className="sr-only">: {session.title}</span>
        </Button>
        {error}
      </div>
    );
  }
  return (
    <div
      className={cn(
        "flex flex-col items-stretch gap-2",
        start ? "min-[400px]:items-start" : "min-[400px]:items-end",
      )}
    >
      <Button
        variant="outline"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          leave.reset();
          join.mutate();
        }}
      >
        {join.isPending ? <Spinner /> : <ListPlus aria-hidden="true" className="size-4" />}
        {t("action.joinWaitlist")}
        <span className="sr-only">: {session.title}</span>
      </Button>
      {error}
    </div>
  );
}
