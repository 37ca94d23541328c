import type { GatewayInfo, GatewayReturnBody } from "@contract/gateway";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Zap } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { APP_NAME } from "@/lib/document-title";
import { failureReason } from "@/lib/form-errors";
import { ownBookingsQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import { createGatewayOrder, loadCheckout, returnFromGateway } from "../api/gateway";
import { ownBookingsQueryOptions } from "../api/get-own-bookings";
import { usePaymentRequest } from "../api/get-payment-request";
import { useT } from "../i18n";

/** Razorpay Checkout's accent: our brand colour (brand-600). */
const THEME_COLOR = "#4f39f6";
/** How often the booking is read again while Razorpay confirms a payment. */
const POLL_MS = 3_000;

type Phase =
  /** Waiting for the checkout script (the button looks disabled). */
  | "loading"
  | "ready"
  /** Asking our server for the order. */
  | "ordering"
  /** Razorpay Checkout is open. */
  | "open"
  /** The checkout answered; our server verifies it. */
  | "verifying"
  /** Verified, not yet captured: the webhook or the reconciler finishes it. */
  | "processing"
  /** Paid after the hold ended on a full session: refunded automatically. */
  | "refunded"
  /** The checkout script did not load. */
  | "unavailable";

/**
 * "Pay now" through the payment gateway (docs/decisions/026), above the UPI-with-proof path, shown only
 * when the server's payment request names a gateway. The checkout script is loaded from the
 * gateway's address only then. The server decides the order and verifies the checkout's answer; the
 * page then shows the booking's state (a paid booking is shown by the payment page itself).
 */
export function GatewayPayPanel({ sessionId, sessionTitle }: { sessionId: string; sessionTitle: string }) {
  const { data } = usePaymentRequest(sessionId);
  const gateway = data?.gateway ?? null;
  if (!gateway) return null;
  return <PayNow sessionId={sessionId} sessionTitle={sessionTitle} gateway={gateway} />;
}

function PayNow({
  sessionId,
  sessionTitle,
  gateway,
}: {
  sessionId: string;
  sessionTitle: string;
  gateway: NonNullable<GatewayInfo>;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const headingId = useId();
  const noteId = useId();
  const [phase, setPhase] = useState<Phase>("loading");
  const [note, setNote] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  // Whether Checkout reported a failed attempt before it was closed.
  const failedRef = useRef(false);
  // Checkout gives focus back to what had it; "Pay now" is disabled while Checkout is open, so the
  // panel puts focus back on it once it is enabled again.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || phase !== "ready") return;
    buttonRef.current?.focus();
    setRefocus(false);
  }, [refocus, phase]);

  useEffect(() => {
    let current = true;
    loadCheckout(gateway.checkoutUrl).then(
      () => {
        if (current) setPhase((p) => (p === "loading" || p === "unavailable" ? "ready" : p));
      },
      (error: unknown) => {
        console.error("The payment gateway's checkout script did not load", error);
        if (current) setPhase("unavailable");
      },
    );
    return () => {
      current = false;
    };
  }, [gateway.checkoutUrl]);

  // While Razorpay confirms the payment, read the booking again until it is paid: the payment page
  // then shows the confirmed booking in place of this panel.
  useQuery({
    ...ownBookingsQueryOptions(),
    enabled: phase === "processing",
    refetchInterval: phase === "processing" ? POLL_MS : false,
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
  };

  const onAnswer = async (response: GatewayReturnBody) => {
    setPhase("verifying");
    try {
      const answer = await returnFromGateway(response);
      if (answer.state === "booked") {
        // The page shows the confirmed booking once the bookings are read again.
        refresh();
        return;
      }
      setPhase(answer.state);
    } catch (error) {
      setPhase("ready");
      setNote({ text: failureReason(error, t("gateway.verifyFailed")), tone: "error" });
    }
  };

  const onPay = async () => {
    if (phase !== "ready") return;
    setNote(null);
    failedRef.current = false;
    setPhase("ordering");
    try {
      const [order, Razorpay] = await Promise.all([
        createGatewayOrder(sessionId),
        loadCheckout(gateway.checkoutUrl),
      ]);
      const checkout = new Razorpay({
        key: order.keyId,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        name: APP_NAME,
        description: sessionTitle,
        prefill: order.prefill,
        theme: { color: THEME_COLOR },
        handler: (response) => void onAnswer(response),
        modal: {
          ondismiss: () => {
            setPhase("ready");
            setRefocus(true);
            setNote({
              text: failedRef.current ? t("gateway.failed") : t("gateway.dismissed"),
              tone: failedRef.current ? "error" : "info",
            });
          },
        },
      });
      checkout.on("payment.failed", () => {
        failedRef.current = true;
      });
      setPhase("open");
      checkout.open();
    } catch (error) {
      setPhase("ready");
      setNote({ text: failureReason(error, t("gateway.orderFailed")), tone: "error" });
      // No live hold, already booked, or full: the page shows the session's and booking's new state.
      if (isApiError(error) && error.status === 409) refresh();
    }
  };

  const busy = phase === "ordering" || phase === "open" || phase === "verifying";

  return (
    <>
      <section
        aria-labelledby={headingId}
        className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
      >
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {t("gateway.heading")}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t("gateway.text")}</p>
        {phase === "processing" ? (
          <Alert variant="info" className="mt-4">
            <p className="font-semibold">{t("gateway.processingTitle")}</p>
            <p>{t("gateway.processingText")}</p>
          </Alert>
        ) : phase === "refunded" ? (
          <Alert className="mt-4">
            <p className="font-semibold">{t("gateway.refundedTitle")}</p>
            <p>{t("gateway.refundedText")}</p>
          </Alert>
        ) : (
          <>
            {phase === "unavailable" ? (
              <Alert className="mt-4">{t("gateway.scriptFailed")}</Alert>
            ) : note ? (
              <Alert id={noteId} variant={note.tone} className="mt-4">
                {note.text}
              </Alert>
            ) : null}
            <Button
              ref={buttonRef}
              size="lg"
              className="mt-4 w-full"
              onClick={() => void onPay()}
              disabled={phase !== "ready"}
              aria-describedby={note ? noteId : undefined}
            >
              {busy || phase === "loading" ? <Spinner /> : <Zap aria-hidden="true" className="size-5" />}
              {phase === "verifying"
                ? t("gateway.verifying")
                : phase === "ordering" || phase === "open"
                  ? t("gateway.opening")
                  : t("gateway.pay")}
            </Button>
          </>
        )}
      </section>
      <h3 className="border-t border-slate-200 pt-6 text-lg font-bold text-slate-900">
        {t("gateway.orUpi")}
      </h3>
    </>
  );
}
