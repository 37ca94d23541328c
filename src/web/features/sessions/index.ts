// What other features may use of the sessions feature: its queries, for reading a session or the
// student's bookings and for refreshing them after a change.
export { ownBookingsQueryKey, ownBookingsQueryOptions } from "./api/get-own-bookings";
export { sessionQueryOptions, useSession } from "./api/get-session";
export { sessionsQueryKey } from "./api/get-sessions";
