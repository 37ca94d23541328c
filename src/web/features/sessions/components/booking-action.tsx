import type { SessionCard } from "@contract/sessions";
import { Check, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useT } from "../i18n";

/**
 * A card's one button on /booking-sessions (docs/product.md §2.10): 'Booked' when the signed-in student holds a
 * seat, else 'Booking Closed' whenever the server gives a reason it cannot be booked now (full,
 * started: live or past its start time, ended, cancelled), else 'Book Now' to the payment page (which
 * asks a visitor to log in first). The server decides again when the student pays.
 */
export function BookingAction({ session, booked }: { session: SessionCard; booked: boolean }) {
  const t = useT();
  if (booked) {
    return (
      <Button disabled variant="outline" className="disabled:opacity-100">
        <Check aria-hidden="true" className="size-4" />
        {t("action.booked")}
      </Button>
    );
  }
  if (session.closed) {
    return (
      <Button disabled variant="ghost" className="bg-slate-100 text-slate-700 disabled:opacity-100">
        <Lock aria-hidden="true" className="size-4" />
        {t("action.closed")}
      </Button>
    );
  }
  return (
    <Link to={paths.payment.getHref(session.id)} className={buttonClasses()}>
      {t("action.book")}
      <span className="sr-only">: {session.title}</span>
    </Link>
  );
}
