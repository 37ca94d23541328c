import { RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { failureReason } from "@/lib/form-errors";
import { usePaymentRequest } from "../api/get-payment-request";
import { useT } from "../i18n";
import { UpiPaymentDetails } from "./upi-payment-details";

/** The server's payment request for this session (QR, UPI id, amount, reference), with its loading and failure states. */
export function UpiPaymentPanel({ sessionId }: { sessionId: string }) {
  const t = useT();
  const { data, error, isPending, refetch, isFetching } = usePaymentRequest(sessionId);

  if (isPending) {
    return (
      <div role="status" className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <span className="sr-only">{t("upi.preparing")}</span>
        <div
          aria-hidden="true"
          className="mx-auto size-56 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none md:mx-0"
        />
        <div aria-hidden="true" className="space-y-3">
          {["w-10/12", "w-full", "w-8/12", "w-9/12"].map((width) => (
            <div
              key={width}
              className={`h-5 animate-pulse rounded bg-slate-100 motion-reduce:animate-none ${width}`}
            />
          ))}
        </div>
      </div>
    );
  }

  if (error || !data) {
    return (
      <Alert>
        <p>{t("upi.loadFailed", { reason: failureReason(error, t("upi.tryLater")) })}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t("upi.tryAgain")}
        </Button>
      </Alert>
    );
  }

  return <UpiPaymentDetails request={data} />;
}
