import type { Language } from "@contract/i18n";
import type { PaymentStatus } from "@contract/payments";
import type { Role } from "@contract/users";

/**
 * What a command did, as the rest of the server needs to hear it. Commands return the events they
 * caused; subscribers (docs/ARCHITECTURE.md, "After a command") record the emails they call for in
 * the command's own transaction, and after the commit forget cached answers and start deliveries.
 * No route handler sends mail or clears a cache.
 */
export type DomainEvent =
  | { type: "session.posted"; sessionId: string }
  | { type: "session.started"; sessionId: string }
  | { type: "session.ended"; sessionId: string; by: "mentor" | "system" }
  | {
      type: "session.cancelled";
      sessionId: string;
      reason: string;
      /** Who cancelled it; null when the system did. */
      by: string | null;
      /** The payments that became refund due, whose students are told. */
      refundDue: string[];
      /** The free bookings' ₹0 payments whose seats went with it (nothing owed): their students are told too. */
      free: string[];
      /** Of both, the ones that were approved: their students hold a calendar invitation to cancel. */
      invited?: string[];
    }
  | { type: "session.reminder-due"; sessionId: string; reminder: ReminderKind; startsAt: Date }
  /** Its title, description, subjects or seats changed (not its time: that is `session.rescheduled`). */
  | {
      type: "session.edited";
      sessionId: string;
      /** Who changed it (its mentor or an admin: the mentor is told of an admin's change). */
      by?: string;
      /** The title before, when the title changed (approved students' invitations follow it). */
      previousTitle?: string;
      /** The same change also moved it (`session.rescheduled` was emitted too and tells everyone). */
      rescheduled?: boolean;
    }
  | {
      type: "session.rescheduled";
      sessionId: string;
      /** The start and duration before the change (the emails say what moved). */
      previousStartsAt: Date;
      previousDurationMinutes: number;
      /** Who moved it, and the title before when the same change renamed it. */
      by?: string;
      previousTitle?: string;
    }
  | { type: "booking.created"; sessionId: string; paymentId: string }
  | {
      type: "booking.cancelled";
      sessionId: string;
      bookingId: string;
      paymentId: string;
      /** The payment's status before and after: refund_due (in time, or rescheduled) or forfeited. */
      from: PaymentStatus;
      to: PaymentStatus;
    }
  /** A seat of this session became free (a cancellation, a disapproval, an expired hold). */
  | { type: "seat.freed"; sessionId: string }
  | { type: "refund.paid"; sessionId: string; paymentId: string }
  /**
   * A gateway payment that could not become a booking (paid after its hold expired on a full session,
   * or for a seat already paid) is being refunded through the gateway (docs/decisions/026).
   */
  | {
      type: "gateway.refunding";
      sessionId: string;
      studentId: string;
      amountPaise: number;
      reason: "no-seat" | "duplicate" | "mismatch";
    }
  /**
   * The same, for a payment only authorized (not captured): we do not capture it, so Razorpay gives
   * the money back on its own (docs/decisions/026, "Capturing").
   */
  | {
      type: "gateway.released";
      sessionId: string;
      studentId: string;
      amountPaise: number;
      reason: "no-seat" | "duplicate" | "mismatch";
    }
  /** An admin recorded money sent to a mentor (docs/decisions/021). */
  | { type: "payout.recorded"; mentorId: string; payoutId: string }
  | { type: "waitlist.offered"; sessionId: string; studentId: string; expiresAt: Date }
  | {
      type: "payment.decided";
      sessionId: string;
      paymentId: string;
      from: PaymentStatus;
      to: PaymentStatus;
      /** The admin's reason, quoted to the student (disapprovals). */
      reason?: string;
    }
  | { type: "attendance.recorded"; sessionId: string; studentId: string }
  | { type: "feedback.given"; sessionId: string; studentId: string }
  | { type: "mentor.changed"; mentorId: string }
  | { type: "profile.changed"; userId: string }
  | { type: "account.invited"; userId: string; role: Role; token: string; days: number }
  | { type: "password.reset-requested"; userId: string; token: string }
  | { type: "password.reset"; userId: string }
  | {
      type: "email.verification-requested";
      userId: string;
      token: string;
      /** The page of this site the link brings them back to, if any. */
      next: string | null;
      hours: number;
    }
  | { type: "application.submitted"; applicationId: string; language: Language }
  | { type: "admin.digest-due"; adminId: string; day: string };

export type ReminderKind = "24h" | "1h";

export type EventType = DomainEvent["type"];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
