import { BadgeCheck, Headset, type LucideIcon, RotateCcw, ShieldCheck } from "lucide-react";
import { cn } from "@/lib/cn";

const POINTS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: ShieldCheck,
    title: "Secure payment",
    text: "You pay from your own UPI app straight into the platform's account. We never ask for your UPI PIN, card or bank details.",
  },
  {
    icon: BadgeCheck,
    title: "Instant confirmation",
    text: "Your seat is held the moment you upload the proof, and we email you as soon as an admin has verified the payment.",
  },
  {
    icon: Headset,
    title: "24/7 support",
    text: "Paid but something looks wrong? Reach our support team any time, day or night, with your booking reference.",
  },
  {
    icon: RotateCcw,
    title: "Refund up to 24 hours before the session",
    text: "Change of plans? Cancel at least 24 hours before the start and the full amount goes back to the account you paid from.",
  },
];

/** docs/product.md §2.11's information list (text only). */
export function PaymentInfoList({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="payment-info-heading"
      className={cn("rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6", className)}
    >
      <h2 id="payment-info-heading" className="text-lg font-bold text-slate-900">
        Good to know
      </h2>
      <ul className="mt-4 space-y-4">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
