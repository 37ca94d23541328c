import type { PaymentRequest } from "@contract/payments";
import { formatRupees } from "@contract/time";
import { Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

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
 * How to pay (PRODUCT: a UPI QR generated for this booking): the QR of the server's `upi://pay`
 * link (payee, exact amount in INR, booking reference in the note), the same details as text with
 * copy buttons, and on a phone a link that opens a UPI app directly.
 */
export function UpiPaymentDetails({ request }: { request: PaymentRequest }) {
  const amount = formatRupees(request.amount);
  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <figure className="mx-auto flex flex-col items-center md:mx-0">
        <img
          src={request.qrUrl}
          width={224}
          height={224}
          alt={`UPI QR code: pay ${amount} to ${request.payeeName} (${request.upiId}), booking reference ${request.reference}`}
          className="size-56 rounded-xl border border-slate-200 bg-white p-2"
        />
        <figcaption className="mt-2 max-w-56 text-center text-sm text-slate-700">
          Scan with Google Pay, PhonePe, Paytm, BHIM or any UPI app.
        </figcaption>
        {/* Phones (a coarse pointer) can hand the same link to an installed UPI app. */}
        <div className="mt-3 hidden pointer-coarse:block">
          <a href={request.upiUri} className={buttonClasses({ variant: "primary" })}>
            <Smartphone aria-hidden="true" className="size-4" />
            Pay with a UPI app
          </a>
        </div>
      </figure>

      <div className="min-w-0">
        <ol className="list-decimal space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
          <li>
            Pay exactly <strong className="text-slate-900">{amount}</strong> to {request.payeeName}.
          </li>
          <li>Keep the note as it is: it carries your booking reference, so we can match your payment.</li>
          <li>Take a screenshot of the successful payment and upload it below.</li>
        </ol>
        <dl className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          <CopyRow term="UPI ID" value={request.upiId} copyValue={request.upiId} what="UPI ID" />
          <CopyRow term="Amount" value={amount} copyValue={String(request.amount)} what="Amount" />
          <CopyRow
            term="Booking reference"
            value={request.reference}
            copyValue={request.reference}
            what="Booking reference"
          />
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          Paying to <span className="font-semibold text-slate-900">{request.payeeName}</span>
        </p>
      </div>
    </div>
  );
}
