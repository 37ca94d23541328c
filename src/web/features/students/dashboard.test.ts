import type { StudentSession } from "@contract/dashboards";
import { FEEDBACK_MESSAGES } from "@contract/feedback";
import type { PaymentStatus } from "@contract/payments";
import type { SessionStatus } from "@contract/sessions";
import { describe, expect, it } from "vitest";
import {
  canAddToCalendar,
  canCancel,
  firstName,
  groupSessions,
  refundState,
  studentAction,
  textToInterests,
} from "./dashboard";

const NOW = new Date("2026-11-25T12:00:00Z");
const TOMORROW = "2026-11-26T13:30:00.000Z";

const entry = (
  id: string,
  status: SessionStatus,
  more: Partial<Omit<StudentSession, "session">> & { closed?: boolean } = {},
): StudentSession => {
  const { closed = status !== "upcoming", ...rest } = more;
  return {
    session: { id, status, closed, startsAt: TOMORROW, title: `Session ${id}` } as StudentSession["session"],
    bookingId: `b-${id}`,
    paymentId: `p-${id}`,
    paymentStatus: "paid",
    amount: 100,
    attended: false,
    myRating: null,
    cancelledAt: null,
    refundDueAt: null,
    refundedAt: null,
    refundUtr: null,
    disapprovalReason: null,
    hasReceipt: false,
    hasCreditNote: false,
    ...rest,
  };
};
const paid = (status: PaymentStatus) => ({ paymentStatus: status });

describe("student dashboard", () => {
  it("groups live, upcoming and everything else (docs/product.md §4), in the server's order", () => {
    // The server's page: live, upcoming soonest first, then past latest first.
    const groups = groupSessions([
      entry("b", "live"),
      entry("c", "upcoming"),
      entry("e", "upcoming"),
      entry("d", "completed"),
      entry("a", "completed"),
    ]);
    expect(groups.live.map((s) => s.session.id)).toEqual(["b"]);
    expect(groups.upcoming.map((s) => s.session.id)).toEqual(["c", "e"]);
    expect(groups.past.map((s) => s.session.id)).toEqual(["d", "a"]);
  });

  it("puts a cancelled session, or a booking due for a refund, with the past ones", () => {
    const groups = groupSessions([
      entry("c", "upcoming"),
      // A refund whatever the session does: the booking is over for the student.
      entry("d", "upcoming", paid("refund_due")),
      entry("b", "cancelled", paid("refund_due")),
      entry("a", "completed"),
    ]);
    expect(groups.live).toEqual([]);
    expect(groups.upcoming.map((s) => s.session.id)).toEqual(["c"]);
    expect(groups.past.map((s) => s.session.id)).toEqual(["d", "b", "a"]);
  });

  it("offers Join, Open Meeting or feedback only to a student the server would let in", () => {
    expect(studentAction(entry("a", "live"), "live")).toEqual({ kind: "join" });
    expect(studentAction(entry("a", "upcoming"), "upcoming")).toEqual({ kind: "openMeeting" });
    expect(studentAction(entry("a", "live", paid("created")), "live")).toMatchObject({ kind: "note" });
    expect(studentAction(entry("a", "upcoming", paid("created")), "upcoming")).toMatchObject({
      kind: "note",
    });
    // Past: feedback for whoever joined with an approved payment; why not for the others.
    expect(studentAction(entry("a", "completed", { attended: true }), "past")).toEqual({
      kind: "feedback",
      label: "Give Feedback",
    });
    expect(studentAction(entry("a", "completed", { attended: true, myRating: 4 }), "past")).toEqual({
      kind: "feedback",
      label: "Edit Feedback",
    });
    expect(studentAction(entry("a", "completed"), "past")).toEqual({
      kind: "note",
      text: FEEDBACK_MESSAGES.notJoined,
    });
    expect(studentAction(entry("a", "completed", paid("created")), "past")).toEqual({
      kind: "note",
      text: FEEDBACK_MESSAGES.notPaid,
    });
  });

  it("offers nothing on a cancelled session: no Join, no Open Meeting, no feedback", () => {
    const cancelled = entry("a", "cancelled", paid("refund_due"));
    expect(studentAction(cancelled, "past")).toEqual({ kind: "none" });
    expect(studentAction({ ...cancelled, attended: true }, "past")).toEqual({ kind: "none" });
    expect(studentAction(entry("b", "cancelled", paid("failed")), "past")).toEqual({ kind: "none" });
  });

  it("offers to pay again after a disapproved payment only while the session can be booked", () => {
    expect(studentAction(entry("a", "upcoming", { ...paid("failed"), closed: false }), "upcoming")).toEqual({
      kind: "payAgain",
    });
    // Its start has passed: booking is closed though it is still upcoming.
    expect(studentAction(entry("a", "upcoming", { ...paid("failed"), closed: true }), "upcoming")).toEqual({
      kind: "none",
    });
    expect(studentAction(entry("a", "completed", paid("failed")), "past")).toEqual({ kind: "none" });
  });

  it("puts a booking the student cancelled with the past ones, whatever its money did", () => {
    const cancelledAt = "2026-11-25T10:00:00.000Z";
    const groups = groupSessions([
      entry("c", "upcoming"),
      entry("b", "upcoming", { ...paid("refunded"), cancelledAt }),
      entry("a", "upcoming", { ...paid("forfeited"), cancelledAt }),
    ]);
    expect(groups.upcoming.map((s) => s.session.id)).toEqual(["c"]);
    expect(groups.past.map((s) => s.session.id)).toEqual(["b", "a"]);
    expect(studentAction(entry("a", "upcoming", { ...paid("forfeited"), cancelledAt }), "past")).toEqual({
      kind: "none",
    });
  });

  it("offers Cancel booking on an upcoming booking holding a seat, until the start", () => {
    expect(canCancel(entry("a", "upcoming"), NOW)).toBe(true);
    expect(canCancel(entry("a", "upcoming", paid("created")), NOW)).toBe(true);
    // No seat held, cancelled already, not upcoming, or its start has passed.
    expect(canCancel(entry("a", "upcoming", paid("failed")), NOW)).toBe(false);
    expect(canCancel(entry("a", "upcoming", paid("refund_due")), NOW)).toBe(false);
    expect(canCancel(entry("a", "upcoming", { cancelledAt: NOW.toISOString() }), NOW)).toBe(false);
    expect(canCancel(entry("a", "live"), NOW)).toBe(false);
    expect(canCancel(entry("a", "upcoming"), new Date(TOMORROW))).toBe(false);
  });

  it("offers Add to calendar for an approved booking of an upcoming or live session", () => {
    expect(canAddToCalendar(entry("a", "upcoming"))).toBe(true);
    expect(canAddToCalendar(entry("a", "live"))).toBe(true);
    expect(canAddToCalendar(entry("a", "upcoming", paid("created")))).toBe(false);
    expect(canAddToCalendar(entry("a", "completed"))).toBe(false);
    expect(canAddToCalendar(entry("a", "cancelled", paid("refund_due")))).toBe(false);
  });

  it("says where a given-up booking's money stands", () => {
    expect(refundState(entry("a", "upcoming", { ...paid("refund_due"), amount: 499 }))).toEqual({
      kind: "due",
      amount: 499,
    });
    expect(
      refundState(
        entry("a", "upcoming", {
          ...paid("refunded"),
          refundedAt: "2026-11-27T05:00:00.000Z",
          refundUtr: "123456789012",
        }),
      ),
    ).toEqual({ kind: "refunded", amount: 100, at: "2026-11-27T05:00:00.000Z", utr: "123456789012" });
    expect(refundState(entry("a", "upcoming", paid("forfeited")))).toEqual({ kind: "kept" });
    expect(refundState(entry("a", "upcoming"))).toBeNull();
  });

  it("says nothing of money for a free booking given up, whoever cancelled it", () => {
    for (const status of ["forfeited", "refund_due"] as const) {
      expect(refundState(entry("a", "cancelled", { ...paid(status), amount: 0 }))).toBeNull();
      expect(
        refundState(entry("a", "upcoming", { ...paid(status), amount: 0, cancelledAt: TOMORROW })),
      ).toBeNull();
    }
  });

  it("greets by the first word of the name", () => {
    expect(firstName("  Rohan  Mehta ")).toBe("Rohan");
    expect(firstName("")).toBe("there");
  });

  it("reads comma-separated interests, trimmed, without blanks or repeats", () => {
    expect(textToInterests(" Physics, organic  chemistry,,physics , ")).toEqual([
      "Physics",
      "organic chemistry",
    ]);
  });
});
