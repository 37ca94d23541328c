import { BOOKING_MESSAGES } from "@contract/bookings";
import { describe, expect, it } from "vitest";
import { unavailableReason } from "./availability";
import { PAYMENT_PAGE_MESSAGES } from "./messages";

const open = { closedReason: null, seatsLeft: 2 } as const;

describe("whether the payment page offers the form", () => {
  it("offers it for a bookable session to a student with an email", () => {
    expect(unavailableReason(open, "priya@example.in")).toBeNull();
  });

  it("maps each reason the card gives to its message", () => {
    const reason = (closedReason: "full" | "started" | "ended" | "cancelled") =>
      unavailableReason({ closedReason, seatsLeft: closedReason === "full" ? 0 : 2 }, "priya@example.in");
    expect(reason("full")).toBe(BOOKING_MESSAGES.noSeats);
    expect(reason("started")).toBe(BOOKING_MESSAGES.started);
    expect(reason("ended")).toBe(BOOKING_MESSAGES.closed);
    expect(reason("cancelled")).toBe(BOOKING_MESSAGES.cancelled);
  });

  it("takes the server's refusal when the card was read before the session started", () => {
    expect(unavailableReason(open, "priya@example.in", BOOKING_MESSAGES.started)).toBe(
      BOOKING_MESSAGES.started,
    );
  });

  it("offers it to the student holding one of the seats of a full session, and to nobody else", () => {
    const full = { closedReason: "full", seatsLeft: 0 } as const;
    expect(unavailableReason(full, "priya@example.in", null, true)).toBeNull();
    expect(unavailableReason(full, "priya@example.in", null, false)).toBe(BOOKING_MESSAGES.noSeats);
    // A hold does not reopen a session that has started.
    expect(unavailableReason({ closedReason: "started", seatsLeft: 0 }, "priya@example.in", null, true)).toBe(
      BOOKING_MESSAGES.started,
    );
  });

  it("needs the student's email (docs/product.md §5)", () => {
    expect(unavailableReason(open, undefined)).toBe(PAYMENT_PAGE_MESSAGES.userEmailMissing);
  });
});
