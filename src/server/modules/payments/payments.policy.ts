/**
 * Who may see a payment (its details and its proof): an admin, or the student who made it. Anyone
 * else is told it does not exist (404), so that payment ids cannot be probed. Deciding a payment is
 * for admins (the route's guard); what a decision may change is decide-payment.ts's.
 */
export function canSeePayment(viewer: { id: string; role: string }, payment: { studentId: string }): boolean {
  return viewer.role === "admin" || payment.studentId === viewer.id;
}
