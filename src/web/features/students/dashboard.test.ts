import type { StudentSession } from "@contract/dashboards";
import { FEEDBACK_MESSAGES } from "@contract/feedback";
import type { PaymentStatus } from "@contract/payments";
import type { SessionStatus } from "@contract/sessions";
import { describe, expect, it } from "vitest";
import { firstName, groupSessions, studentAction, textToInterests } from "./dashboard";

const entry = (
  id: string,
  status: SessionStatus,
  more: Partial<Omit<StudentSession, "session">> & { closed?: boolean } = {},
): StudentSession => {
  const { closed = status !== "upcoming", ...rest } = more;
  return {
    session: { id, status, closed } as StudentSession["session"],
    bookingId: `b-${id}`,
    paymentId: `p-${id}`,
    paymentStatus: "paid",
    amount: 100,
    attended: false,
    myRating: null,
    ...rest,
  };
};
const paid = (status: PaymentStatus) => ({ paymentStatus: status });

describe("student dashboard", () => {
  it("groups live, upcoming and everything else (docs/product.md §4), latest past first", () => {
    const groups = groupSessions([
      entry("a", "completed"),
      entry("b", "live"),
      entry("c", "upcoming"),
      entry("d", "completed"),
      entry("e", "upcoming"),
    ]);
    expect(groups.live.map((s) => s.session.id)).toEqual(["b"]);
    expect(groups.upcoming.map((s) => s.session.id)).toEqual(["c", "e"]);
    expect(groups.past.map((s) => s.session.id)).toEqual(["d", "a"]);
  });

  it("puts a cancelled session, or a booking due for a refund, with the past ones", () => {
    const groups = groupSessions([
      entry("a", "completed"),
      entry("b", "cancelled", paid("refund_due")),
      entry("c", "upcoming"),
      // A refund whatever the session does: the booking is over for the student.
      entry("d", "upcoming", paid("refund_due")),
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
