import { type SeatHold, seatHoldSchema } from "@contract/bookings";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionDetailQueryKey } from "@/lib/query-keys";

export const seatHoldQueryKey = (sessionId: string) => [...sessionDetailQueryKey(sessionId), "hold"] as const;

/**
 * POST /api/sessions/{id}/hold: keeps a seat for the student while they pay (docs/product.md
 * §10.12). Asking again answers the same hold, so the page may ask whenever it opens; `refetch`
 * takes a new one after the last expired.
 */
export function holdSeat(sessionId: string, { signal }: { signal?: AbortSignal } = {}): Promise<SeatHold> {
  return api.post(`/sessions/${encodeURIComponent(sessionId)}/hold`, seatHoldSchema, { signal });
}

export function useSeatHold(sessionId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: seatHoldQueryKey(sessionId),
    queryFn: ({ signal }) => holdSeat(sessionId, { signal }),
    enabled,
    // Taken by the browser, never while the server renders the page (it sends only reads): the
    // page arrives with the timer's place kept (HoldPending).
    meta: { browserOnly: true },
    // A hold is asked for once per visit; its end is what the timer shows.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
