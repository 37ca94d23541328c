import { bookingAnswerSchema } from "@contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ownBookingsQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import type { OwnBooking } from "./use-own-booking";

/**
 * POST /api/sessions/{id}/free-booking: a free session is booked with one button, at once, with no
 * payment and no proof (docs/product.md §2.11). The server decides that it is free and that a seat is
 * the student's.
 */
export function bookFreeSession(sessionId: string) {
  return api.post(`/sessions/${encodeURIComponent(sessionId)}/free-booking`, bookingAnswerSchema);
}

/** Books the free session; this student's bookings then show it as confirmed, and the seats are read again. */
export function useBookFreeSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookFreeSession(sessionId),
    onSuccess: (answer) => {
      queryClient.setQueryData<OwnBooking[]>(ownBookingsQueryKey, (current = []) => [
        ...current.filter((b) => b.sessionId !== sessionId),
        { sessionId, bookingId: answer.bookingId, paymentId: answer.paymentId, paymentStatus: "paid" },
      ]);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
    },
  });
}
