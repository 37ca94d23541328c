import { BOOKING_CLOSED_MESSAGES, BOOKING_MESSAGES } from "@contract/bookings";
import { BOOKING_CLOSED_REASONS } from "@contract/sessions";
import { describe, expect, it } from "vitest";
import { heldSessionIds, slotsLabel, slotsLeft } from "./booking-state";

describe("a session's booking state on its card", () => {
  it("offers the free seats only while it can be booked: none once it has started, ended or is cancelled", () => {
    expect(slotsLeft({ seatsLeft: 3, closedReason: null })).toBe(3);
    // The server still counts 3 free seats of a live session; none of them can be booked.
    expect(slotsLeft({ seatsLeft: 3, closedReason: "started" })).toBe(0);
    expect(slotsLeft({ seatsLeft: 0, closedReason: "full" })).toBe(0);
    expect(slotsLabel({ seats: 5, seatsLeft: 3, closedReason: "started" })).toBe("0 of 5 slots left");
    expect(slotsLabel({ seats: 5, seatsLeft: 3, closedReason: null })).toBe("3 of 5 slots left");
    expect(slotsLabel({ seats: 0, seatsLeft: 0, closedReason: null })).toBe("Slots not set");
  });

  it("says why it is closed in the server's words, for every reason", () => {
    expect(Object.keys(BOOKING_CLOSED_MESSAGES).sort()).toEqual([...BOOKING_CLOSED_REASONS].sort());
    expect(BOOKING_CLOSED_MESSAGES).toEqual({
      full: BOOKING_MESSAGES.noSeats,
      started: BOOKING_MESSAGES.started,
      ended: BOOKING_MESSAGES.closed,
      cancelled: BOOKING_MESSAGES.cancelled,
    });
  });

  it("is 'Booked' for a seat awaiting review or approved, not for a failed or refund-due payment", () => {
    const held = heldSessionIds([
      { sessionId: "pending", paymentStatus: "created" },
      { sessionId: "approved", paymentStatus: "paid" },
      { sessionId: "disapproved", paymentStatus: "failed" },
      { sessionId: "cancelled", paymentStatus: "refund_due" },
    ]);
    expect([...held].sort()).toEqual(["approved", "pending"]);
  });
});
