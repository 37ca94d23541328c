import { describe, expect, it } from "vitest";
import { bookingActionState } from "./booking-action-state";

const upcoming = { status: "upcoming" as const, closedReason: null };
const full = { status: "upcoming" as const, closedReason: "full" as const };
const entry = (place: number | null, offer: { expiresAt: string } | null = null) => ({
  session: { id: "s", title: "NEET Physics", startsAt: "2030-01-01T13:30:00.000Z" },
  place,
  offer,
});

describe("what a session card's one control says", () => {
  it("is Booked for the student's own seat, whatever else is true", () => {
    expect(bookingActionState(full, { booked: true })).toBe("booked");
    expect(bookingActionState({ status: "live", closedReason: "started" }, { booked: true })).toBe("booked");
  });

  it("is Cancelled, or Booking Closed once the session started or ended", () => {
    expect(bookingActionState({ status: "cancelled", closedReason: "cancelled" }, { booked: false })).toBe(
      "cancelled",
    );
    expect(bookingActionState({ status: "live", closedReason: "started" }, { booked: false })).toBe("closed");
    expect(bookingActionState({ status: "completed", closedReason: "ended" }, { booked: false })).toBe(
      "closed",
    );
    // A place on the waitlist of a session that started is no use any more.
    expect(
      bookingActionState(
        { status: "upcoming", closedReason: "started" },
        { booked: false, waitlist: entry(2) },
      ),
    ).toBe("closed");
  });

  it("is Full: Join waitlist for a full session, then the place; Book Now for a seat offered from it", () => {
    expect(bookingActionState(full, { booked: false })).toBe("full");
    expect(bookingActionState(full, { booked: false, waitlist: entry(3) })).toBe("waiting");
    expect(
      bookingActionState(full, {
        booked: false,
        waitlist: entry(null, { expiresAt: "2030-01-01T10:00:00.000Z" }),
      }),
    ).toBe("offered");
    expect(bookingActionState(upcoming, { booked: false })).toBe("book");
  });
});
