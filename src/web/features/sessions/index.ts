import { lazyDialog } from "@/components/ui/lazy-dialog";

// What other features may use of the sessions feature: its queries, for reading a session, and the
// session card's actions (the keys for refreshing its queries are in src/web/lib/query-keys.ts).
// A mentor's public page (docs/decisions/017) books their upcoming sessions with the same card action.
export { sessionQueryOptions, useSession } from "./api/get-session";
// The student's waitlist places (docs/product.md §10.16): the dashboard lists them too.
export { ownWaitlistQueryOptions, useOwnWaitlist, useWaitlistChange } from "./api/waitlist";
export { BookingAction, type CardViewer, SessionWaitlistAction } from "./components/booking-action";
// The mentor's and the admin's session changes (docs/product.md §10.14), downloaded when first
// opened: the pages that import this file for its queries (the student's dashboard) stay light.
export const CancelSessionDialog = lazyDialog(() =>
  import("./components/cancel-session-dialog").then((m) => m.CancelSessionDialog),
);
export const EditSessionDialog = lazyDialog(() =>
  import("./components/edit-session-dialog").then((m) => m.EditSessionDialog),
);
