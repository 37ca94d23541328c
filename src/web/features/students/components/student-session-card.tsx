import type { StudentSession } from "@contract/dashboards";
import { isDisapprovalReasonCode } from "@contract/payments";
import { creditNotePdfPath, receiptPdfPath } from "@contract/receipts";
import {
  CalendarPlus,
  CircleCheckBig,
  CircleX,
  Clock,
  ExternalLink,
  FileDown,
  Info,
  type LucideIcon,
  MessageSquareText,
  Star,
  Video,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { SessionCard } from "@/components/session-card/session-card";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CancelBookingDialog, calendarFileHref } from "@/features/bookings";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { useStudentProfile } from "../api/student-profile";
import { canAddToCalendar, canCancel, type DashboardColumn, refundState, studentAction } from "../dashboard";
import { useT } from "../i18n";

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
  const t = useT();
  const f = useFormat();
  return (
    <div className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("card.payment")}</span>
        <PaymentStatusBadge status={entry.paymentStatus} className="px-2.5 py-0.5 text-xs" />
        {/* The price shows below; the amount paid only when it differs (a price changed after booking). */}
        {entry.amount !== entry.session.price ? (
          <span>{t("card.paid", { amount: f.rupees(entry.amount) })}</span>
        ) : null}
      </p>
      <NotApprovedLine entry={entry} />
      <RefundLine entry={entry} />
      {entry.attended ? (
        <p className="flex items-center gap-1.5 text-green-800">
          <CircleCheckBig aria-hidden="true" className="size-4" />
          {t("card.attended")}
        </p>
      ) : null}
      {entry.myRating !== null ? (
        <p className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {t("card.rated", { rating: entry.myRating })}
        </p>
      ) : null}
      <BookingTools entry={entry} />
    </div>
  );
}

/** Why a disapproved payment was not approved: the reason's words in the reader's language, or the admin's own. */
function NotApprovedLine({ entry }: { entry: StudentSession }) {
  const t = useT();
  const reason = entry.paymentStatus === "failed" ? entry.disapprovalReason : null;
  if (!reason) return null;
  const words = isDisapprovalReasonCode(reason)
    ? t(`card.reasons.${reason}`)
    : t("card.reasonQuoted", { text: reason });
  return <p className="font-semibold text-red-800">{t("card.notApproved", { reason: words })}</p>;
}

/**
 * Where a given-up booking's money stands (docs/product.md §10.13): refund due (for a session
 * cancelled by its mentor, with nothing needed from the student), refunded with its date and UTR,
 * or kept after a late cancellation. A free booking has no money line: only "You cancelled…" if they did.
 */
function RefundLine({ entry }: { entry: StudentSession }) {
  const t = useT();
  const f = useFormat();
  const state = refundState(entry);
  const cancelledByStudent = entry.cancelledAt !== null;
  // A refund needs somewhere to go: the profile's UPI id (the same query the profile card reads).
  const profile = useStudentProfile();
  const needsUpi = state?.kind === "due" && profile.data !== undefined && profile.data.refundUpiId === null;
  return (
    <>
      {cancelledByStudent && entry.cancelledAt ? (
        <p>{t("card.youCancelled", { date: f.date(entry.cancelledAt) })}</p>
      ) : null}
      {state?.kind === "due" ? (
        <p className="font-semibold text-violet-900">
          {t("card.refundDueShort", { amount: f.rupees(state.amount) })}
          {cancelledByStudent || needsUpi ? null : (
            <span className="block font-normal text-slate-700">
              {t("card.refundDue", { amount: f.rupees(state.amount) })}
            </span>
          )}
          {needsUpi ? (
            <span className="block font-normal text-slate-700">{t("card.addRefundUpi")}</span>
          ) : null}
        </p>
      ) : state?.kind === "refunded" ? (
        <p className="font-semibold text-sky-900">
          {t("card.refunded", { date: f.date(state.at), utr: state.utr })}
        </p>
      ) : state?.kind === "kept" ? (
        <p className="font-semibold text-slate-800">{t("card.noRefund")}</p>
      ) : null}
    </>
  );
}

/** "Add to calendar" (a real download link) and "Cancel booking" with its confirm dialog. */
function BookingTools({ entry }: { entry: StudentSession }) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const calendar = canAddToCalendar(entry);
  const cancellable = canCancel(entry, new Date());
  if (!calendar && !cancellable && !entry.hasReceipt) return null;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {/* Plain links to the PDFs (docs/decisions/027): the browser downloads them with their names. */}
      {entry.hasReceipt ? (
        <DownloadLink href={receiptPdfPath(entry.paymentId)} icon={FileDown} title={entry.session.title}>
          {t("card.downloadReceipt")}
        </DownloadLink>
      ) : null}
      {entry.hasCreditNote ? (
        <DownloadLink href={creditNotePdfPath(entry.paymentId)} icon={FileDown} title={entry.session.title}>
          {t("card.downloadCreditNote")}
        </DownloadLink>
      ) : null}
      {calendar ? (
        <DownloadLink
          href={calendarFileHref(entry.bookingId)}
          icon={CalendarPlus}
          title={entry.session.title}
        >
          {t("card.addToCalendar")}
        </DownloadLink>
      ) : null}
      {cancellable ? (
        <>
          <button
            type="button"
            onClick={() => setCancelling(true)}
            className={buttonClasses({
              variant: "ghost",
              size: "sm",
              className: "text-red-800 ring-1 ring-red-200 hover:bg-red-50 hover:text-red-900",
            })}
          >
            <CircleX aria-hidden="true" className="size-4" />
            {t("card.cancelBooking")}
            <span className="sr-only">: {entry.session.title}</span>
          </button>
          <CancelBookingDialog entry={entry} open={cancelling} onClose={() => setCancelling(false)} />
        </>
      ) : null}
    </div>
  );
}

/** A file to download (receipt, credit note, calendar entry), naming the session to a screen reader. */
function DownloadLink({
  href,
  icon: Icon,
  title,
  children,
}: {
  href: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      download
      className={buttonClasses({ variant: "ghost", size: "sm", className: "ring-1 ring-slate-300" })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
      <span className="sr-only">: {title}</span>
    </a>
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
  const t = useT();
  return (
    <Link to={to} target="_blank" rel="noopener" className={buttonClasses({ variant })}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("card.newTab")}</span>
    </Link>
  );
}

/** Why there is no button: waiting (a clock) on a coming session, a fact (info) on a past one. */
function Note({ children, past }: { children: ReactNode; past: boolean }) {
  const Icon = past ? Info : Clock;
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700 min-[400px]:max-w-48">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** The card's one action, as studentAction decides it. */
function BookingAction({ entry, column }: { entry: StudentSession; column: DashboardColumn }) {
  const t = useT();
  const { session } = entry;
  const title = <span className="sr-only">: {session.title}</span>;
  const action = studentAction(entry, column);

  switch (action.kind) {
    case "none":
      return null;
    case "payAgain":
      return (
        <Link to={paths.payment.getHref(session.id)} className={buttonClasses({ variant: "outline" })}>
          {t("card.payAgain")}
          {title}
        </Link>
      );
    case "feedback":
      return (
        <NewTabLink to={paths.feedback.getHref(session.id)} variant="outline">
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t(action.label === "Give Feedback" ? "card.giveFeedback" : "card.editFeedback")}
          {title}
        </NewTabLink>
      );
    case "note":
      return <Note past={column === "past"}>{noteText(action.text, t)}</Note>;
    case "join":
      return (
        <Link to={paths.liveSession.getHref(session.id)} className={buttonClasses()}>
          <Video aria-hidden="true" className="size-4" />
          {t("card.join")}
          {title}
        </Link>
      );
    case "openMeeting":
      return (
        <NewTabLink to={paths.liveSession.getHref(session.id)}>
          <Video aria-hidden="true" className="size-4" />
          {t("card.openMeeting")}
          {title}
        </NewTabLink>
      );
  }
}

/** A note's words: the two of this page in its catalog, the server's (feedback rules) by their code. */
function noteText(text: string, t: ReturnType<typeof useT>): string {
  if (text === "You can join once your payment is verified.") return t("card.joinOnceVerified");
  if (text === "Waiting for payment verification.") return t("card.waitingVerification");
  return translateMessage(text);
}
