// The public face of this module: what other server modules may import (through "../<module>"),
// and nothing else. A module that another needs something from adds an export line here
// (docs/ARCHITECTURE.md, "Walls between server modules").
export { type BookingFacts, bookingFacts } from "./booking-facts";
export { bookingInvitation, invitationAttachment } from "./booking-invitation";
export { cancellationFacts } from "./cancel-booking";
export { offerFreedSeats } from "./offer-seats";
export { bookingReference } from "./payment-request";
export {
  type HoldClient,
  holdClientOf,
  insertHold,
  lockClientHolds,
  lockStudentHolds,
  refuseOverAddressLimits,
  refuseOverHoldLimit,
  refuseUnverified,
  releaseExpiredHolds,
  releaseOwnHold,
} from "./seat-holds";
export { claimSeat, freeSeat, type SeatUse, seatCounts } from "./seats";
