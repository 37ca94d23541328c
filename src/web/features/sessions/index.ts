// What other features may use of the sessions feature: its queries, for reading a session or the
// student's bookings and for refreshing them after a change.
// A mentor's public page (issue 17) books their upcoming sessions with the same card action.
export { ownBookingsQueryKey, ownBookingsQueryOptions, useBookedSessionIds } from "./api/get-own-bookings";
export { sessionQueryOptions, useSession } from "./api/get-session";
export { sessionsQueryKey } from "./api/get-sessions";
// The student's waitlist places (docs/product.md §10.16): the dashboard lists them too.
export { ownWaitlistQueryOptions, useOwnWaitlist, useWaitlistChange } from "./api/waitlist";
export { BookingAction, type CardViewer, SessionWaitlistAction } from "./components/booking-action";
// The mentor's and the admin's session changes (docs/product.md §10.14).
export { CancelSessionDialog } from "./components/cancel-session-dialog";
export { EditSessionDialog } from "./components/edit-session-dialog";
