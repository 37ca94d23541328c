import type { ownBookingListSchema } from "@contract/bookings";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { ownBookingsQueryOptions } from "./get-own-bookings";

export type OwnBooking = z.output<typeof ownBookingListSchema>[number];

/**
 * This student's booking of one session (GET /api/me/bookings, the list the booking page also
 * reads), or null when they hold none. Asked again whenever the page opens: an admin's decision
 * changes it from elsewhere.
 */
export function useOwnBooking(sessionId: string) {
  const query = useQuery({ ...ownBookingsQueryOptions(), staleTime: 0 });
  const booking = query.data?.find((b) => b.sessionId === sessionId) ?? null;
  return { ...query, booking };
}
