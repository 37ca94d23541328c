import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { failureReason } from "@/lib/form-errors";
import { ownBookingsQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import { translateMessage } from "@/lib/server-message";
import { useBookFreeSession } from "../api/book-free-session";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";

/**
 * A free session's booking (docs/product.md §2.11): nothing to pay and no proof to upload, one
 * button. The server makes the booking at once and emails the confirmation with the calendar
 * invitation; the page then shows that the student is booked.
 */
export function FreeBookingPanel({ sessionId, onBooked }: { sessionId: string; onBooked: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const book = useBookFreeSession(sessionId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const alertId = useId();

  const onBook = () => {
    if (book.isPending) return;
    setRefusal(null);
    book.mutate(undefined, {
      onSuccess: () => onBooked(),
      onError: (error) => {
        setRefusal(failureReason(error, translateMessage(PAYMENT_PAGE_MESSAGES.failed)));
        if (isApiError(error) && error.status === 409) {
          // Full, started or already booked: the page shows the session's and the booking's new state.
          void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
          void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
        }
      },
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-base text-slate-700">{t("free.text")}</p>
      {refusal ? <Alert id={alertId}>{refusal}</Alert> : null}
      <Button
        size="lg"
        className="w-full"
        onClick={onBook}
        disabled={book.isPending}
        aria-describedby={refusal ? alertId : undefined}
      >
        {book.isPending ? <Spinner /> : <CalendarCheck aria-hidden="true" className="size-5" />}
        {book.isPending ? t("free.booking") : t("free.book")}
      </Button>
    </div>
  );
}
