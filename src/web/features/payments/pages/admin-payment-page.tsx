import { DECISION_MESSAGES, type PaymentDetail, paymentDetailSchema } from "@contract/payments";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Check, ExternalLink, ImageOff, RotateCw, TriangleAlert, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { failureReason } from "@/lib/form-errors";
import { type Formatters, useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { type Decision, useDecidePayment } from "../api/decide-payment";
import { paymentQueryKey, usePayment } from "../api/get-payment";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
const paymentsHref = () => paths.adminDashboard.getHref("payments");

/**
 * The navigation state the payments table may pass (docs/product.md §2.14): `{ payment }`. Optional: the page
 * always loads the payment from the server and shows the state only until the answer arrives.
 */
export type AdminPaymentState = { payment: PaymentDetail };

function paymentFromState(state: unknown): PaymentDetail | undefined {
  if (typeof state !== "object" || state === null || !("payment" in state)) return undefined;
  const parsed = paymentDetailSchema.safeParse(state.payment);
  return parsed.success ? parsed.data : undefined;
}

function BackToPayments() {
  const t = useT();
  return (
    <div className={`${container} pt-6`}>
      <Link
        to={paymentsHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("adminPayment.back")}
      </Link>
    </div>
  );
}

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-base break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The proof as an admin-only image; it opens full size in a new tab. */
function ProofImage({ payment, className }: { payment: PaymentDetail; className?: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  return (
    <section aria-labelledby="proof-heading" className={cardClasses({ className })}>
      <h2 id="proof-heading" className="text-lg font-bold text-slate-900">
        {t("adminPayment.proof.heading")}
      </h2>
      {broken ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <ImageOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("adminPayment.proof.broken")}
        </p>
      ) : (
        <a
          href={payment.proofUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group mt-4 block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={payment.proofUrl}
            alt={t("adminPayment.proof.alt", { name: payment.student.name })}
            onError={() => setBroken(true)}
            className="max-h-[32rem] w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
          />
          <span className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:underline">
            {t("adminPayment.proof.openFull")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("adminPayment.proof.newTab")}</span>
          </span>
        </a>
      )}
    </section>
  );
}

/** "1 Dec 2026, 6:00 pm IST". */
function formatInstant(t: ReturnType<typeof useT>, f: Formatters, instant: string): string {
  return t("adminPayment.instant", { date: f.date(instant), time: f.time(instant) });
}

function PaymentDetails({ payment }: { payment: PaymentDetail }) {
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
        <Detail term={t("adminPayment.details.student")}>{payment.student.name}</Detail>
        <Detail term={t("adminPayment.details.email")}>
          <a
            href={`mailto:${payment.student.email}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {payment.student.email}
          </a>
        </Detail>
        <Detail term={t("adminPayment.details.session")} className="sm:col-span-2">
          <Link
            to={paths.sessionDetails.getHref(payment.session.id)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {payment.session.title}
          </Link>
        </Detail>
        <Detail term={t("page.amount")}>
          <span className="text-xl font-bold">{f.rupees(payment.amount)}</span>
        </Detail>
        <Detail term={t("upi.reference")}>
          <span className="font-mono font-semibold">{payment.reference}</span>
        </Detail>
        <Detail term={t("adminPayment.details.submitted")}>
          <time dateTime={payment.createdAt}>{formatInstant(t, f, payment.createdAt)}</time>
        </Detail>
        <Detail term={t("adminPayment.details.decided")}>
          {payment.decidedAt ? (
            <time dateTime={payment.decidedAt}>{formatInstant(t, f, payment.decidedAt)}</time>
          ) : (
            t("adminPayment.details.notYet")
          )}
        </Detail>
        <Detail term={t("form.utr")} className="sm:col-span-2">
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
        </Detail>
      </dl>
    </section>
  );
}

/**
 * Approve and Disapprove, as far as the payment can still be decided: a refund-due payment (its
 * session was cancelled) cannot be, and says so in the server's words instead.
 */
function DecisionButtons({ payment }: { payment: PaymentDetail }) {
  if (payment.status === "refund_due") {
    return (
      <Alert variant="info" className="p-5 sm:p-6">
        {translateMessage(DECISION_MESSAGES.refundDue)}
      </Alert>
    );
  }
  return <Decide payment={payment} />;
}

function Decide({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const decide = useDecidePayment();
  const [choice, setChoice] = useState<Decision | null>(null);

  const submit = (status: Decision) => {
    setChoice(status);
    decide.mutate(
      { paymentId: payment.id, status },
      {
        onSuccess: (answer) => {
          const marked = PAYMENT_PAGE_MESSAGES.marked(answer.status);
          const message = answer.message || marked;
          // Success answers carry no code: the one message the server answers here is found by its words.
          const status =
            answer.status === "paid"
              ? t("adminPayment.markedAs.paid")
              : answer.status === "failed"
                ? t("adminPayment.markedAs.failed")
                : answer.status;
          toast.success(
            message === marked
              ? translateMessage(message, "payment.marked", { p0: status })
              : translateMessage(message),
          );
          void navigate(paymentsHref());
        },
        onError: (error) => {
          toast.error(failureReason(error, t("adminPayment.decisionFailed")));
          // A conflict (the session was cancelled meanwhile, the seat was taken): show the payment as
          // it is now, which may take the buttons away.
          if (isApiError(error) && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: paymentQueryKey(payment.id) });
        },
        onSettled: () => setChoice(null),
      },
    );
  };

  const pending = decide.isPending;
  const note =
    payment.status === "paid"
      ? t("adminPayment.note.paid")
      : payment.status === "failed"
        ? t("adminPayment.note.failed")
        : t("adminPayment.note.pending");

  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <p className="text-sm text-slate-700">{note}</p>
      <div className="flex flex-col gap-3 min-[400px]:flex-row">
        <Button
          size="lg"
          className="bg-green-700 hover:bg-green-800 active:bg-green-900"
          disabled={pending || payment.status === "paid"}
          onClick={() => submit("paid")}
        >
          {choice === "paid" ? <Spinner /> : <Check aria-hidden="true" className="size-5" />}
          {t("adminPayment.approve")}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="border-red-700 text-red-700 hover:bg-red-50 active:bg-red-100"
          disabled={pending || payment.status === "failed"}
          onClick={() => submit("failed")}
        >
          {choice === "failed" ? <Spinner /> : <X aria-hidden="true" className="size-5" />}
          {t("adminPayment.disapprove")}
        </Button>
      </div>
    </div>
  );
}

/**
 * docs/product.md §2.17: an admin checks one payment (who, what, how much, the UTR and the proof) and approves
 * or disapproves it, then goes back to the payments tab. Loaded from the server by id, so a link to
 * it works on its own (docs/product.md §10.1); the server decides what approving may do.
 */
export function AdminPaymentPage() {
  const t = useT();
  const { id = "" } = useParams();
  const location = useLocation();
  const {
    data: payment,
    error,
    isPending,
    refetch,
    isFetching,
  } = usePayment(id, paymentFromState(location.state));

  if (isPending) {
    return (
      <>
        <BackToPayments />
        <PageTitle title={t("adminPayment.title")} />
        <div role="status" className={`${container} flex items-center gap-2 pb-16 text-slate-700`}>
          <Spinner />
          {t("adminPayment.loading")}
        </div>
      </>
    );
  }

  if (!payment) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <>
        <BackToPayments />
        <PageTitle title={t("adminPayment.title")} />
        <div className={`${container} pb-16`}>
          <Alert className="max-w-2xl">
            <p>
              {missing
                ? translateMessage(PAYMENT_PAGE_MESSAGES.notFound)
                : failureReason(error, t("adminPayment.loadFailed"))}
            </p>
            {missing ? (
              <Link
                to={paymentsHref()}
                className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2" })}
              >
                {t("adminPayment.goToPayments")}
              </Link>
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void refetch()}
                disabled={isFetching}
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

  return (
    <>
      <BackToPayments />
      <PageTitle title={t("adminPayment.title")} description={t("adminPayment.description")} />
      {/* On a phone the proof comes before the buttons: it is what the decision rests on. */}
      <div className={`${container} grid gap-6 pb-16 lg:grid-cols-2 lg:items-start`}>
        <PaymentDetails payment={payment} />
        <ProofImage payment={payment} className="lg:col-start-2 lg:row-span-2 lg:row-start-1" />
        <DecisionButtons payment={payment} />
      </div>
    </>
  );
}
