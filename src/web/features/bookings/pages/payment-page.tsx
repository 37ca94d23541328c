import { HOLD_MESSAGES, holdsSeat } from "@contract/bookings";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { VerifyEmailNotice } from "@/features/auth";
import { SessionWaitlistAction, sessionQueryOptions, useSession } from "@/features/sessions";
import { isApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/current-user";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { ownBookingsQueryKey } from "@/lib/query-keys";
import { translateMessage } from "@/lib/server-message";
import { usePaymentRequest } from "../api/get-payment-request";
import { useSeatHold } from "../api/seat-hold";
import { useOwnBooking } from "../api/use-own-booking";
import { unavailableReason } from "../availability";
import { FreeBooked, PaymentConfirmed, RefundDue, VerificationPending } from "../components/booking-status";
import { FreeBookingPanel } from "../components/free-booking-panel";
import { GatewayPayPanel } from "../components/gateway-pay-panel";
import { HoldPending, HoldTimer } from "../components/hold-timer";
import { PaymentForm } from "../components/payment-form";
import { PaymentInfoList } from "../components/payment-info-list";
import { SessionSummaryCard } from "../components/session-summary-card";
import { StudentStateField } from "../components/student-state-field";
import { UpiPaymentPanel } from "../components/upi-payment-panel";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

function BackToSessions() {
  const t = useT();
  return (
    <div className={`${container} pt-6`}>
      <Link
        to={paths.bookingSessions.getHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("page.back")}
      </Link>
    </div>
  );
}

function Loading() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[50vh] flex-1 items-center justify-center px-4">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{t("page.loading")}</span>
    </div>
  );
}

/**
 * docs/product.md §2.11: pay for one session by UPI and upload the proof. A student who already holds a booking
 * of this session sees where it stands instead: pending verification, verified, or due for a refund
 * (the session was cancelled); after a disapproved payment the form is offered again (the server
 * allows booking again). A session that cannot be booked (full, started, ended, cancelled) says why
 * instead of showing the QR and the form.
 */
export function PaymentPage() {
  const t = useT();
  const f = useFormat();
  const { sessionId = "" } = useParams();
  const user = useCurrentUser();
  const sessionQuery = useSession(sessionId);
  const { booking, isPending: bookingsPending, error: bookingsError } = useOwnBooking(sessionId);
  // A free session has nothing to pay (docs/product.md §2.11): no UPI request, one button instead.
  const free = sessionQuery.data?.price === 0;
  const paymentRequest = usePaymentRequest(sessionId, {
    enabled: sessionQuery.data !== undefined && !free,
  });
  // A seat is kept for the student while they pay (docs/product.md §10.12), unless their booking
  // already has one.
  const hasSeat = booking != null && holdsSeat(booking.paymentStatus);
  const holdWanted =
    user?.role === "student" && !bookingsPending && !hasSeat && booking?.paymentStatus !== "refund_due";
  const hold = useSeatHold(sessionId, { enabled: holdWanted });
  // The server refuses to hold or prepare a payment for a seat that cannot be had (409, with the
  // reason): the session may have filled or started since its card was read; or too many seats are
  // held from the student's network (429). The page then says so instead of the QR.
  const refusedBy = [hold.error, paymentRequest.error].find(
    (error) => isApiError(error) && (error.status === 409 || error.status === 429),
  );
  // An account whose email is not verified holds no seat (docs/product.md §10.12): it is asked to
  // open its link, or to send a new one, instead.
  const mustVerify =
    isApiError(hold.error) &&
    hold.error.status === 403 &&
    hold.error.message === HOLD_MESSAGES.verifyEmailFirst;
  const refusal = isApiError(refusedBy) ? failureReason(refusedBy, refusedBy.message) : null;
  const queryClient = useQueryClient();
  // Set by Continue: the pending screen then takes focus, which it does not when the page opens on it.
  const [justBooked, setJustBooked] = useState(false);

  useEffect(() => {
    // Without the list the form still shows; the server refuses a second booking anyway.
    if (bookingsError) console.error("Failed to load the student's bookings", bookingsError);
  }, [bookingsError]);

  useEffect(() => {
    // Read the card and the booking again, so that the summary (status, slots) and the page agree
    // with the refusal (or show the booking the student made in another tab).
    if (!refusal) return;
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions(sessionId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
  }, [refusal, queryClient, sessionId]);

  if (sessionQuery.isPending || (bookingsPending && !bookingsError)) return <Loading />;

  if (sessionQuery.isError) {
    const missing = isApiError(sessionQuery.error) && sessionQuery.error.status === 404;
    return (
      <>
        <BackToSessions />
        <PageTitle title={t("page.paymentTitle")} />
        <div className={`${container} pb-16`}>
          <Alert className="max-w-2xl">
            <p>{translateMessage(PAYMENT_PAGE_MESSAGES.loadFailed)}</p>
            {missing ? null : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void sessionQuery.refetch()}
                disabled={sessionQuery.isFetching}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t("page.tryAgain")}
              </Button>
            )}
          </Alert>
        </div>
      </>
    );
  }

  const session = sessionQuery.data;
  if (booking?.paymentStatus === "created")
    return <VerificationPending session={session} focus={justBooked} />;
  if (booking?.paymentStatus === "paid" && session.price === 0)
    return <FreeBooked session={session} focus={justBooked} />;
  if (booking?.paymentStatus === "paid") return <PaymentConfirmed session={session} />;
  if (booking?.paymentStatus === "refund_due") return <RefundDue session={session} />;

  // A seat kept for this student is theirs: the session is not full to them.
  const unavailable = unavailableReason(session, user?.email, refusal, hold.data !== undefined);
  // Full for this student: they may wait for a seat from here (docs/product.md §10.16).
  const canWait =
    user?.role === "student" &&
    hold.data === undefined &&
    (session.closedReason === "full" ||
      (session.closedReason === null && (session.seatsLeft <= 0 || isNoSeats(refusedBy))));

  return (
    <>
      <BackToSessions />
      <PageTitle
        title={t("page.title")}
        description={free ? t("page.descriptionFree") : t("page.description")}
      />
      <div className={`${container} grid gap-6 pb-16 lg:grid-cols-5`}>
        {/* On a phone the amount and the QR come first, then what the session is; on a wide screen
            the session sits on the left and the payment on the right. */}
        <section
          aria-labelledby="payment-methods-heading"
          className={cardClasses({ className: "lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1" })}
        >
          {/* The amount beside the heading, so that a phone shows it with the QR on the first screen. */}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="payment-methods-heading" className="text-xl font-bold tracking-tight text-slate-900">
              {free ? t("free.heading") : t("page.methods")}
            </h2>
            {unavailable || free ? null : (
              <p className="text-lg font-bold text-slate-900">
                <span className="text-sm font-medium text-slate-600">{t("page.amount")} </span>
                {f.rupees(session.price)}
              </p>
            )}
          </div>
          {/* "Pay again below" only while there is a form below. */}
          {booking?.paymentStatus === "failed" && !unavailable ? (
            <Alert variant="info" className="mt-4">
              <p className="font-semibold">{t("page.earlierFailed")}</p>
              <p>{t("page.earlierFailedText")}</p>
            </Alert>
          ) : null}
          {mustVerify && !unavailable ? (
            <div className="mt-4">
              <VerifyEmailNotice />
            </div>
          ) : unavailable ? (
            <div className="mt-4 space-y-4">
              <Alert>{unavailable}</Alert>
              {canWait ? <SessionWaitlistAction session={session} /> : null}
              <Link
                to={paths.bookingSessions.getHref()}
                className="inline-flex text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                {t("page.findAnother")}
              </Link>
            </div>
          ) : (
            <div className="mt-4 space-y-8">
              {hold.data ? (
                <HoldTimer
                  key={hold.data.id}
                  expiresAt={hold.data.expiresAt}
                  offered={hold.data.offered}
                  free={free}
                  onHoldAgain={() => void hold.refetch()}
                  holding={hold.isFetching}
                />
              ) : holdWanted && hold.isPending && !hold.error ? (
                <HoldPending free={free} />
              ) : null}
              {free ? (
                <FreeBookingPanel sessionId={session.id} onBooked={() => setJustBooked(true)} />
              ) : (
                <>
                  <GatewayPayPanel sessionId={session.id} sessionTitle={session.title} />
                  <UpiPaymentPanel sessionId={session.id} />
                  <div className="border-t border-slate-200 pt-6">
                    <h3 className="text-lg font-bold text-slate-900">{t("page.uploadHeading")}</h3>
                    <p className="mt-1 mb-4 text-sm text-slate-700">{t("page.uploadHint")}</p>
                    {/* Below the QR, so that on a phone the first screen still shows what to pay. */}
                    <div className="mb-6 empty:hidden">
                      <StudentStateField />
                    </div>
                    <PaymentForm sessionId={session.id} onBooked={() => setJustBooked(true)} />
                  </div>
                </>
              )}
            </div>
          )}
        </section>

        <SessionSummaryCard
          session={session}
          className="lg:col-span-2 lg:col-start-1 lg:row-start-1 lg:self-start"
        />
        {free ? null : (
          <PaymentInfoList className="lg:col-span-2 lg:col-start-1 lg:row-start-2 lg:self-start" />
        )}
      </div>
    </>
  );
}

/** The server's refusal because the last seat went (the card may not say "full" yet). */
function isNoSeats(error: unknown): boolean {
  return isApiError(error) && error.message === PAYMENT_PAGE_MESSAGES.noSeats;
}
