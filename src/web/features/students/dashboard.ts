import { holdsSeat } from "@contract/bookings";
import type { StudentSession } from "@contract/dashboards";
import { FEEDBACK_MESSAGES } from "@contract/feedback";

export type DashboardColumn = "live" | "upcoming" | "past";

/** A payment given up: owed back, paid back, or kept after a late cancellation (docs/decisions/013). */
const GIVEN_UP: ReadonlySet<string> = new Set(["refund_due", "refunded", "forfeited"]);

/**
 * Whether the booking is over for the student: its session was cancelled, the student cancelled it,
 * or its money is owed back, paid back or kept.
 */
export function isCancelled(
  entry: Pick<StudentSession, "session" | "paymentStatus"> & { cancelledAt?: string | null },
): boolean {
  return (
    entry.session.status === "cancelled" ||
    GIVEN_UP.has(entry.paymentStatus) ||
    (entry.cancelledAt ?? null) !== null
  );
}

/**
 * "Cancel booking" (docs/product.md §10.13): on a booking holding a seat (payment pending or
 * approved) of a session that is upcoming and has not started by the server's last word. The
 * server decides again when the student confirms.
 */
export function canCancel(
  entry: Pick<StudentSession, "session" | "paymentStatus" | "cancelledAt">,
  now: Date,
): boolean {
  return (
    entry.cancelledAt === null &&
    holdsSeat(entry.paymentStatus) &&
    entry.session.status === "upcoming" &&
    new Date(entry.session.startsAt).getTime() > now.getTime()
  );
}

/** "Add to calendar": an approved booking of a session that is upcoming or live. */
export function canAddToCalendar(
  entry: Pick<StudentSession, "session" | "paymentStatus" | "cancelledAt">,
): boolean {
  return (
    entry.cancelledAt === null &&
    entry.paymentStatus === "paid" &&
    (entry.session.status === "upcoming" || entry.session.status === "live")
  );
}

/** Where a given-up booking's money stands, as the card says it (null: nothing to say). */
export type RefundState =
  | { kind: "due"; amount: number }
  | { kind: "refunded"; amount: number; at: string; utr: string }
  | { kind: "kept" };

export function refundState(
  entry: Pick<StudentSession, "paymentStatus" | "amount" | "refundedAt" | "refundUtr">,
): RefundState | null {
  // A free booking paid nothing: nothing is owed back or kept, so there is no money to speak of
  // (docs/product.md §10.13).
  if (entry.amount === 0) return null;
  if (entry.paymentStatus === "refund_due") return { kind: "due", amount: entry.amount };
  if (entry.paymentStatus === "refunded" && entry.refundedAt && entry.refundUtr)
    return { kind: "refunded", amount: entry.amount, at: entry.refundedAt, utr: entry.refundUtr };
  if (entry.paymentStatus === "forfeited") return { kind: "kept" };
  return null;
}

/**
 * docs/product.md §4's grouping: a live session goes to Live, an upcoming one to Upcoming, everything else
 * (completed, cancelled) to Past; so does a booking given up for a refund, whatever its session does.
 * The server's order is kept within each column (it pages them in the columns' order: live, upcoming
 * soonest first, then past latest first; src/server/modules/dashboards/dashboards.queries.ts groups
 * them by the same rule).
 */
export function groupSessions(
  sessions: readonly StudentSession[],
): Record<DashboardColumn, StudentSession[]> {
  const groups: Record<DashboardColumn, StudentSession[]> = { live: [], upcoming: [], past: [] };
  for (const entry of sessions) {
    const status = entry.session.status;
    const column = isCancelled(entry)
      ? "past"
      : status === "live"
        ? "live"
        : status === "upcoming"
          ? "upcoming"
          : "past";
    groups[column].push(entry);
  }
  return groups;
}

/** What a booking's card offers the student next (see StudentSessionCard). */
export type StudentAction =
  | { kind: "none" }
  | { kind: "payAgain" }
  | { kind: "join" }
  | { kind: "openMeeting" }
  | { kind: "feedback"; label: "Give Feedback" | "Edit Feedback" }
  | { kind: "note"; text: string };

/**
 * docs/product.md §2.12 and §4 with the server's rules: Join on a live session and Open Meeting on an upcoming
 * one, only once the payment is verified; a past session opens its feedback form, only for a student
 * the server lets rate it (payment approved, joined the session). A cancelled session offers nothing
 * (its refund needs nothing from the student); a disapproved payment may be made again while the
 * session can still be booked. The server checks all of it again when the student acts.
 */
export function studentAction(
  entry: Pick<StudentSession, "session" | "paymentStatus" | "attended" | "myRating"> & {
    cancelledAt?: string | null;
  },
  column: DashboardColumn,
): StudentAction {
  const { session, paymentStatus } = entry;
  if (isCancelled(entry)) return { kind: "none" };
  if (paymentStatus === "failed") {
    return column === "past" || session.closed ? { kind: "none" } : { kind: "payAgain" };
  }
  if (column === "past") {
    if (paymentStatus !== "paid") return { kind: "note", text: FEEDBACK_MESSAGES.notPaid };
    if (!entry.attended) return { kind: "note", text: FEEDBACK_MESSAGES.notJoined };
    return { kind: "feedback", label: entry.myRating === null ? "Give Feedback" : "Edit Feedback" };
  }
  if (paymentStatus !== "paid") {
    return {
      kind: "note",
      text:
        column === "live"
          ? "You can join once your payment is verified."
          : "Waiting for payment verification.",
    };
  }
  return column === "live" ? { kind: "join" } : { kind: "openMeeting" };
}

/** The first word of the name, for "Welcome back, Rohan!" ("there" when the name is blank). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] || "there";
}

/** Interests as the form shows them ("Physics, Organic Chemistry") and reads them back. */
export function interestsToText(interests: readonly string[]): string {
  return interests.join(", ");
}

export function textToInterests(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const interest = part.trim().replace(/\s+/gu, " ");
    const key = interest.toLocaleLowerCase("en-IN");
    if (interest === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(interest);
  }
  return out;
}
