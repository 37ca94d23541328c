import { FEEDBACK_MESSAGES, type FeedbackEligibility, type FeedbackRefusal } from "@contract/feedback";
import type { PaymentStatus } from "@contract/payments";
import type { SessionStatus } from "@contract/sessions";

/**
 * Who may rate a session (docs/decisions/009): a student who booked it, whose payment is approved,
 * who joined it, once it has started (live or completed), from an account that is not the mentor's
 * own (mentor-account.ts: the same email, phone or UPI id; docs/product.md "Public mentor pages and
 * the mentor directory"). Anyone else is told which of these is missing, in this order.
 */
export function feedbackRefusal(
  session: { status: SessionStatus },
  booking: { paymentStatus: PaymentStatus; attended: boolean; mentorsOwnAccount: boolean } | null,
): FeedbackRefusal | null {
  if (!booking || booking.paymentStatus === "failed") return "notBooked";
  if (session.status === "cancelled" || booking.paymentStatus === "refund_due") return "cancelled";
  if (booking.paymentStatus !== "paid") return "notPaid";
  if (session.status === "upcoming") return "notStarted";
  if (!booking.attended) return "notJoined";
  if (booking.mentorsOwnAccount) return "mentorAccount";
  return null;
}

export function eligibility(refusal: FeedbackRefusal | null): FeedbackEligibility {
  return refusal === null
    ? { allowed: true, reason: null, message: null }
    : { allowed: false, reason: refusal, message: FEEDBACK_MESSAGES[refusal] };
}
