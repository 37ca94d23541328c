import { ownBookingListSchema } from "@contract/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { heldSessionIds } from "@/lib/booking-state";
import { ownBookingsQueryKey } from "@/lib/query-keys";

/** GET /api/me/bookings: the signed-in user's bookings and the status of each payment. */
export function getOwnBookings({ signal }: { signal?: AbortSignal } = {}) {
  return api.get("/me/bookings", ownBookingListSchema, { signal });
}

export function ownBookingsQueryOptions() {
  return queryOptions({
    queryKey: ownBookingsQueryKey,
    queryFn: ({ signal }) => getOwnBookings({ signal }),
  });
}

/**
 * The ids of the sessions the user holds a seat in: booked, with a payment awaiting review or
 * approved (a failed payment frees the seat and the student may book again; a refund-due one was
 * given up). Empty for visitors, and for anyone who is not a student (`enabled` false), without
 * asking the server.
 */
export function useBookedSessionIds(enabled: boolean): ReadonlySet<string> {
  const { data } = useQuery({ ...ownBookingsQueryOptions(), enabled });
  if (!enabled || !data) return EMPTY;
  return heldSessionIds(data);
}

const EMPTY: ReadonlySet<string> = new Set();
