import { Headset, Landmark, type LucideIcon, RotateCcw, ShieldCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/** `key` names the point's title and text in the payments catalog (info.<key>.title, .text). */
const POINTS: ReadonlyArray<{ icon: LucideIcon; key: "secure" | "confirmation" | "support" | "refund" }> = [
  { icon: ShieldCheck, key: "secure" },
  // How a payment is really confirmed: an admin finds it in the bank statement (docs/product.md
  // §10.3), never instantly; meanwhile the booking holds its seat (docs/product.md §4).
  { icon: Landmark, key: "confirmation" },
  { icon: Headset, key: "support" },
  { icon: RotateCcw, key: "refund" },
];

/** docs/product.md §2.11's information list (text only). */
export function PaymentInfoList({ className }: { className?: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="payment-info-heading"
      className={cn("rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6", className)}
    >
      <h2 id="payment-info-heading" className="text-lg font-bold text-slate-900">
        {t("info.heading")}
      </h2>
      <ul className="mt-4 space-y-4">
        {POINTS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">{t(`info.${key}.title`)}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-slate-700">{t(`info.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
