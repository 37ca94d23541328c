import { paymentStatusLabel } from "@contract/payments";
import { Ban, CircleCheck, CircleX, Clock, type LucideIcon, Undo2, WalletCards } from "lucide-react";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";

const STYLES: Record<ReturnType<typeof paymentStatusLabel>, { classes: string; icon: LucideIcon }> = {
  Completed: { classes: "border-green-200 bg-green-50 text-green-800", icon: CircleCheck },
  Pending: { classes: "border-amber-200 bg-amber-50 text-amber-900", icon: Clock },
  Failed: { classes: "border-red-200 bg-red-50 text-red-800", icon: CircleX },
  "Refund due": { classes: "border-violet-200 bg-violet-50 text-violet-900", icon: Undo2 },
  Refunded: { classes: "border-sky-200 bg-sky-50 text-sky-900", icon: WalletCards },
  Cancelled: { classes: "border-slate-300 bg-slate-50 text-slate-800", icon: Ban },
};

/**
 * docs/product.md §4's display of a payment status (paid → Completed, created → Pending, refund_due → Refund
 * due, refunded → Refunded, forfeited → Cancelled, else Failed), with its colour and an icon.
 */
export function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useCommonT();
  const label = paymentStatusLabel(status);
  const { classes, icon: Icon } = STYLES[label];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold",
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`paymentStatus.${label}`)}
    </span>
  );
}

/** docs/product.md §4's label of a payment status, in the reader's language (for filters and text). */
export function usePaymentStatusLabel(): (status: string) => string {
  const t = useCommonT();
  return (status) => t(`paymentStatus.${paymentStatusLabel(status)}`);
}
