import type { SessionCard } from "@contract/sessions";
import { formatIstDate, formatIstTime } from "@contract/time";
import { CircleCheckBig, Hourglass, type LucideIcon, Undo2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/document-title";

type StatusScreenProps = {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Move focus to the heading when the screen appears (after Continue, not on opening the page). */
  focus?: boolean;
};

const TONES = {
  pending: "bg-amber-100 text-amber-800",
  done: "bg-green-100 text-green-800",
  refund: "bg-violet-100 text-violet-900",
} as const;

/**
 * A booking's outcome in place of the payment form. Its heading is the page's h1; after Continue it
 * takes focus, so a screen reader announces the change.
 */
function StatusScreen({ icon: Icon, tone, title, children, actions, focus = false }: StatusScreenProps) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <div className={cardClasses({ padding: "none", className: "p-6 text-center sm:p-10" })}>
        <span className={cn("mx-auto flex size-16 items-center justify-center rounded-full", TONES[tone])}>
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1
          tabIndex={-1}
          ref={headingRef}
          className="mt-5 text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">{children}</div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </div>
    </section>
  );
}

function When({ session }: { session: SessionCard }) {
  return (
    <>
      <time dateTime={session.startsAt}>{formatIstDate(session.startsAt)}</time> at{" "}
      {formatIstTime(session.startsAt)} IST
    </>
  );
}

/** Where a student goes from a booking's state: their dashboard, or more sessions. */
function DashboardOrBrowse() {
  return (
    <>
      <Link to={paths.studentDashboard.getHref()} className={buttonClasses({ size: "lg" })}>
        Go to Student Dashboard
      </Link>
      <Link
        to={paths.bookingSessions.getHref()}
        className={buttonClasses({ variant: "outline", size: "lg" })}
      >
        Browse More Sessions
      </Link>
    </>
  );
}

/** docs/product.md §2.11 after Continue: the proof is in, an admin still has to verify it. */
export function VerificationPending({ session, focus }: { session: SessionCard; focus?: boolean }) {
  return (
    <StatusScreen
      focus={focus}
      icon={Hourglass}
      tone="pending"
      title="Payment Verification Pending"
      actions={<DashboardOrBrowse />}
    >
      <p>
        We have your payment proof for <strong className="text-slate-900">{session.title}</strong> and your
        seat is held. An admin checks it against the UPI account, usually within a few hours.
      </p>
      <p>
        We'll email you as soon as it is verified. The session (on <When session={session} />) then shows on
        your dashboard, ready to join.
      </p>
    </StatusScreen>
  );
}

/** An admin has approved the payment: the seat is the student's. */
export function PaymentConfirmed({ session }: { session: SessionCard }) {
  return (
    <StatusScreen
      icon={CircleCheckBig}
      tone="done"
      title="Payment verified — you're booked"
      actions={<DashboardOrBrowse />}
    >
      <p>
        Your seat in <strong className="text-slate-900">{session.title}</strong> with {session.mentor.name} is
        confirmed.
      </p>
      <p>
        The session starts on <When session={session} />. Join it from your dashboard when it goes live.
      </p>
    </StatusScreen>
  );
}

/**
 * The student's booking became "refund due": the session was cancelled (today only the system cancels
 * one, when its mentor never started it), so the seat is gone and the money is owed back. Nothing to
 * pay or upload any more.
 */
export function RefundDue({ session }: { session: SessionCard }) {
  return (
    <StatusScreen
      icon={Undo2}
      tone="refund"
      title="Session cancelled: refund due"
      actions={<DashboardOrBrowse />}
    >
      <p>
        <strong className="text-slate-900">{session.title}</strong> with {session.mentor.name}, planned for{" "}
        <When session={session} />, is cancelled.
        {session.cancellation ? ` Reason: ${session.cancellation.reason}.` : null}
      </p>
      <p>
        Your payment for it is due for a full refund; nothing is needed from you to get it. Your dashboard
        shows the refund's state.
      </p>
    </StatusScreen>
  );
}
