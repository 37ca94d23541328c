import { type PaymentDetail, paymentDetailSchema } from "@contract/payments";
import { ArrowLeft, RotateCw } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { failureReason } from "@/lib/form-errors";
import { translateMessage } from "@/lib/server-message";
import { usePayment } from "../api/get-payment";
import { DecisionButtons } from "../components/admin-payment/decision-panel";
import { PaymentDetails } from "../components/admin-payment/payment-facts";
import { ProofImage } from "../components/admin-payment/proof-viewer";
import { paymentsHref } from "../components/admin-payment/shared";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

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
