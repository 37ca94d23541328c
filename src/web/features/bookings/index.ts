import { lazyDialog } from "@/components/ui/lazy-dialog";

// What other features may use of the bookings feature: which sessions the student holds a seat in
// (the session cards say "Booked"), and a booking's cancellation and calendar file (the student's
// dashboard shows them on each booked session).
export { calendarFileHref } from "./api/cancel-booking";
export { useBookedSessionIds } from "./api/get-own-bookings";
// Downloaded when first opened, with its form.
export const CancelBookingDialog = lazyDialog(() =>
  import("./components/cancel-booking-dialog").then((m) => m.CancelBookingDialog),
);
