// What other features may use of the sessions feature: its queries, for reading a session or the
// student's bookings and for refreshing them after a change.
export { ownBookingsQueryKey, ownBookingsQueryOptions } from "./api/get-own-bookings";
export { sessionQueryOptions, useSession } from "./api/get-session";
export { sessionsQueryKey } from "./api/get-sessions";
// The student's waitlist places (docs/product.md §10.16): the dashboard lists them too.
export { ownWaitlistQueryOptions, useWaitlistChange } from "./api/waitlist";
// The mentor's and the admin's session changes (docs/product.md §10.14).
export { CancelSessionDialog } from "./components/cancel-session-dialog";
export { EditSessionDialog } from "./components/edit-session-dialog";
