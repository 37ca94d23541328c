import type { StudentSession } from "@contract/live";
import { formatRupees } from "@contract/time";
import { CircleCheckBig, Clock, ExternalLink, MessageSquareText, Star, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { PaymentStatusBadge } from "@/features/payments/components/payment-status-badge";
import { SessionCard } from "@/features/sessions/components/session-card";
import type { DashboardColumn } from "../dashboard";

/** One of the student's bookings: the session's card, where the payment stands, and what to do next. */
export function StudentSessionCard({ entry, column }: { entry: StudentSession; column: DashboardColumn }) {
  return (
    <SessionCard
      session={entry.session}
      className="h-full"
      details={<BookingFacts entry={entry} />}
      action={<BookingAction entry={entry} column={column} />}
    />
  );
}

function BookingFacts({ entry }: { entry: StudentSession }) {
  return (
    <div className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Payment</span>
        <PaymentStatusBadge status={entry.paymentStatus} className="px-2.5 py-0.5 text-xs" />
        {/* The price shows below; the amount paid only when it differs (a price changed after booking). */}
        {entry.amount !== entry.session.price ? <span>{formatRupees(entry.amount)} paid</span> : null}
      </p>
      {entry.attended ? (
        <p className="flex items-center gap-1.5 text-green-800">
          <CircleCheckBig aria-hidden="true" className="size-4" />
          You attended this session
        </p>
      ) : null}
      {entry.myRating !== null ? (
        <p className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          You rated it {entry.myRating}/5
        </p>
      ) : null}
    </div>
  );
}

/** A link that opens in a new tab and says so. */
function NewTabLink({
  to,
  children,
  variant,
}: {
  to: string;
  children: ReactNode;
  variant?: "primary" | "outline";
}) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={buttonClasses({ variant })}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700 min-[400px]:max-w-48">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * SPEC §2.12 and §4: Join on a live session; Open Meeting on an upcoming one, only once the payment
 * is verified (in a new tab); a past session opens its feedback form in a new tab. A disapproved
 * payment may be made again while the session can still be booked. The server checks all of it
 * again when the student joins or gives feedback.
 */
function BookingAction({ entry, column }: { entry: StudentSession; column: DashboardColumn }) {
  const { session, paymentStatus } = entry;
  const title = <span className="sr-only">: {session.title}</span>;

  if (paymentStatus === "failed") {
    if (column === "past" || session.closed) return null;
    return (
      <Link to={paths.payment.getHref(session.id)} className={buttonClasses({ variant: "outline" })}>
        Pay again{title}
      </Link>
    );
  }

  if (column === "past") {
    return (
      <NewTabLink to={paths.feedback.getHref(session.id)} variant="outline">
        <MessageSquareText aria-hidden="true" className="size-4" />
        {entry.myRating === null ? "Give Feedback" : "Edit Feedback"}
        {title}
      </NewTabLink>
    );
  }

  if (paymentStatus !== "paid") {
    return (
      <Note>
        {column === "live"
          ? "You can join once your payment is verified."
          : "Waiting for payment verification."}
      </Note>
    );
  }

  if (column === "live") {
    return (
      <Link to={paths.liveSession.getHref(session.id)} className={buttonClasses()}>
        <Video aria-hidden="true" className="size-4" />
        Join{title}
      </Link>
    );
  }
  return (
    <NewTabLink to={paths.liveSession.getHref(session.id)}>
      <Video aria-hidden="true" className="size-4" />
      Open Meeting{title}
    </NewTabLink>
  );
}
