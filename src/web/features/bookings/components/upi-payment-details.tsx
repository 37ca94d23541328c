import type { PaymentRequest } from "@contract/bookings";
import { Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

function CopyRow({
  term,
  value,
  copyValue,
  what,
}: {
  term: string;
  value: ReactNode;
  copyValue: string;
  what: string;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="col-start-1 mt-0.5 font-mono text-base font-semibold break-all text-slate-900">
        {value}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1 self-center">
        <CopyButton value={copyValue} what={what} />
      </dd>
    </div>
  );
}

/**
 * How to pay (docs/product.md §10.3: a UPI QR generated for this booking): the QR of the server's `upi://pay`
 * link (payee, exact amount in INR, the booking reference as its transaction reference and in the note),
 * the same details as text with copy buttons, and on a phone a link that opens a UPI app directly.
 */
export function UpiPaymentDetails({ request }: { request: PaymentRequest }) {
  const t = useT();
  const amount = useFormat().rupees(request.amount);
  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <figure className="mx-auto flex flex-col items-center md:mx-0">
        <img
          src={request.qrUrl}
          width={224}
          height={224}
          alt={t("upi.qrAlt", {
            amount,
            payee: request.payeeName,
            upiId: request.upiId,
            reference: request.reference,
          })}
          className="size-56 rounded-xl border border-slate-200 bg-white p-2"
        />
        <figcaption className="mt-2 max-w-56 text-center text-sm text-slate-700">{t("upi.scan")}</figcaption>
        {/* Phones (a coarse pointer) can hand the same link to an installed UPI app. */}
        <div className="mt-3 hidden pointer-coarse:block">
          <a href={request.upiUri} className={buttonClasses({ variant: "primary" })}>
            <Smartphone aria-hidden="true" className="size-4" />
            {t("upi.payWithApp")}
          </a>
        </div>
      </figure>

      <div className="min-w-0">
        <ol className="list-decimal space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
          <li>
            <Trans
              t={t}
              i18nKey="upi.payExactly"
              values={{ amount, payee: request.payeeName }}
              components={{ amount: <strong className="text-slate-900" /> }}
            />
          </li>
          <li>{t("upi.keepNote")}</li>
          <li>{t("upi.afterPaying")}</li>
        </ol>
        <dl className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          <CopyRow
            term={t("upi.upiId")}
            value={request.upiId}
            copyValue={request.upiId}
            what={t("upi.upiId")}
          />
          <CopyRow
            term={t("upi.amount")}
            value={amount}
            copyValue={String(request.amount)}
            what={t("upi.amount")}
          />
          <CopyRow
            term={t("upi.reference")}
            value={request.reference}
            copyValue={request.reference}
            what={t("upi.reference")}
          />
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          <Trans
            t={t}
            i18nKey="upi.payingTo"
            values={{ payee: request.payeeName }}
            components={{ payee: <span className="font-semibold text-slate-900" /> }}
          />
        </p>
      </div>
    </div>
  );
}
