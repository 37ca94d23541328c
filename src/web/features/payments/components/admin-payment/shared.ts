import type { PaymentDetail } from "@contract/payments";
import { paths } from "@/config/paths";
import type { Formatters } from "@/lib/i18n";
import type { useT } from "../../i18n";

/** The admin dashboard's Payments tab, where the page goes back to. */
export const paymentsHref = () => paths.adminDashboard.getHref("payments");

/**
 * A free session's booking (docs/product.md §2.11): confirmed by the product when it was made, with no
 * proof and no admin. (A ₹0 payment still awaiting an admin is one sent with a proof before that.)
 */
export const isFreeBooking = (payment: PaymentDetail) => payment.amount === 0 && payment.status !== "created";

/** "1 Dec 2026, 6:00 pm IST". */
export function formatInstant(t: ReturnType<typeof useT>, f: Formatters, instant: string): string {
  return t("adminPayment.instant", { date: f.date(instant), time: f.time(instant) });
}
