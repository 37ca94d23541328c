import type { PaymentDetail } from "@contract/payments";
import { ExternalLink, ImageOff } from "lucide-react";
import { useState } from "react";
import { cardClasses } from "@/components/ui/card";
import { useT } from "../../i18n";
import { isFreeBooking } from "./shared";

/** The proof as an admin-only image; it opens full size in a new tab. */
export function ProofImage({ payment, className }: { payment: PaymentDetail; className?: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  if (isFreeBooking(payment) || !payment.proofUrl) {
    return (
      <section aria-labelledby="proof-heading" className={cardClasses({ className })}>
        <h2 id="proof-heading" className="text-lg font-bold text-slate-900">
          {t("adminPayment.proof.heading")}
        </h2>
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          {t(
            isFreeBooking(payment)
              ? "adminPayment.proof.none"
              : payment.method === "gateway"
                ? "adminPayment.proof.gateway"
                : "adminPayment.proof.noScreenshot",
          )}
        </p>
      </section>
    );
  }
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
