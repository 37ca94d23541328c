import { isDisapprovalReasonCode, type PaymentDetail } from "@contract/payments";
import { TriangleAlert } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { Stat } from "@/components/stat-list";
import { cardClasses } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useFormat } from "@/lib/i18n";
import { useT } from "../../i18n";
import { formatInstant } from "./shared";

/**
 * Who paid, for what, how much, when, the decision so far, and how: the UTR of a UPI payment, or a
 * gateway payment's Razorpay ids and its refund through Razorpay (docs/decisions/026).
 */
export function PaymentDetails({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="payment-heading" className={cardClasses()}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-heading" className="text-lg font-bold text-slate-900">
          {t("adminPayment.details.heading")}
        </h2>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2">
        <Stat look="detail" term={t("adminPayment.details.student")}>
          {payment.student.name}
        </Stat>
        <Stat look="detail" term={t("adminPayment.details.email")}>
          <a
            href={`mailto:${payment.student.email}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {payment.student.email}
          </a>
        </Stat>
        <Stat look="detail" term={t("adminPayment.details.session")} className="sm:col-span-2">
          <Link
            to={paths.sessionDetails.getHref(payment.session.id)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {payment.session.title}
          </Link>
        </Stat>
        <Stat look="detail" term={t("page.amount")}>
          <span className="text-xl font-bold">{f.rupees(payment.amount)}</span>
        </Stat>
        <Stat look="detail" term={t("upi.reference")}>
          <span className="font-mono font-semibold">{payment.reference}</span>
        </Stat>
        <Stat look="detail" term={t("adminPayment.details.submitted")}>
          <time dateTime={payment.createdAt}>{formatInstant(t, f, payment.createdAt)}</time>
        </Stat>
        <Stat look="detail" term={t("adminPayment.details.decided")}>
          {payment.decidedAt ? (
            <time dateTime={payment.decidedAt}>{formatInstant(t, f, payment.decidedAt)}</time>
          ) : (
            t("adminPayment.details.notYet")
          )}
        </Stat>
        {payment.disapproval ? <Disapproval disapproval={payment.disapproval} /> : null}
        <Stat look="detail" term={t("adminPayment.gateway.method")}>
          {t(
            payment.method === "gateway"
              ? "adminPayment.gateway.methodGateway"
              : "adminPayment.gateway.methodUpi",
          )}
        </Stat>
        {payment.gateway ? (
          <>
            <Stat look="detail" term={t("adminPayment.gateway.paymentId")}>
              <span className="font-mono font-semibold">{payment.gateway.paymentId}</span>
            </Stat>
            <Stat look="detail" term={t("adminPayment.gateway.orderId")}>
              {payment.gateway.orderId ? (
                <span className="font-mono font-semibold">{payment.gateway.orderId}</span>
              ) : (
                t("adminPayment.details.notGiven")
              )}
            </Stat>
          </>
        ) : null}
        {payment.method === "gateway" ? null : (
          <Stat look="detail" term={t("form.utr")} className="sm:col-span-2">
            {payment.utr ? (
              <span className="font-mono font-semibold">{payment.utr}</span>
            ) : (
              t("adminPayment.details.notGiven")
            )}
            {payment.utrUsedElsewhere ? (
              <span className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <Trans t={t} i18nKey="adminPayment.details.duplicate" components={{ strong: <strong /> }} />
                </span>
              </span>
            ) : null}
          </Stat>
        )}
      </dl>
      {payment.gateway?.refund ? <GatewayRefund refund={payment.gateway.refund} /> : null}
    </section>
  );
}

/**
 * A gateway payment's refund through Razorpay's Refunds API: its status, Razorpay's refund id once
 * given, and the gateway's words when it refused or failed it. A failed one is not paid back by a
 * UPI transfer here (the manual refund refuses a gateway payment): it is for the Razorpay Dashboard.
 */
function GatewayRefund({ refund }: { refund: NonNullable<NonNullable<PaymentDetail["gateway"]>["refund"]> }) {
  const t = useT();
  const f = useFormat();
  const failed = refund.status === "failed";
  return (
    <section
      aria-labelledby="gateway-refund-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="gateway-refund-heading" className="font-semibold text-slate-900">
        {t("adminPayment.gateway.refundHeading")}
      </h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Stat look="detail" term={t("adminPayment.gateway.refundStatus")}>
          <span className={failed ? "font-semibold text-red-800" : "font-semibold"}>
            {t(`adminPayment.gateway.refundStatuses.${refund.status}`)}
          </span>
        </Stat>
        <Stat look="detail" term={t("adminPayment.gateway.refundId")}>
          {refund.refundId ? (
            <span className="font-mono font-semibold">{refund.refundId}</span>
          ) : (
            t("adminPayment.gateway.refundIdNone")
          )}
        </Stat>
        <Stat look="detail" term={t("adminPayment.gateway.updated")} className="sm:col-span-2">
          <time dateTime={refund.updatedAt}>{formatInstant(t, f, refund.updatedAt)}</time>
        </Stat>
      </dl>
      {failed || refund.failure ? (
        <div
          className={
            failed
              ? "mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
              : "mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          }
        >
          <p className="font-semibold">
            {refund.failure
              ? t("adminPayment.gateway.reason", { reason: refund.failure })
              : t("adminPayment.gateway.noReason")}
          </p>
          <p className="mt-1">
            {t(failed ? "adminPayment.gateway.failedHelp" : "adminPayment.gateway.refusedHelp")}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** "Disapproved: The amount does not match", and which admin decided when (docs/decisions/015). */
function Disapproval({ disapproval }: { disapproval: NonNullable<PaymentDetail["disapproval"]> }) {
  const t = useT();
  const f = useFormat();
  const reason = isDisapprovalReasonCode(disapproval.reason)
    ? t(`adminPayment.reasons.${disapproval.reason}`)
    : t("adminPayment.disapproved.quoted", { text: disapproval.reason });
  const when = formatInstant(t, f, disapproval.at);
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
      <p className="font-semibold">{t("adminPayment.disapproved.reason", { reason })}</p>
      <p className="mt-1 text-sm">
        {disapproval.by
          ? t("adminPayment.disapproved.byWhen", { name: disapproval.by, when })
          : t("adminPayment.disapproved.when", { when })}
      </p>
    </div>
  );
}
