/**
 * What the admin's payment screen says beside its catalog: the server's words for a decision
 * (the student's payment page has its own, features/bookings/messages.ts).
 */
export { PAYMENT_MESSAGES as PAYMENT_PAGE_MESSAGES } from "@contract/payments";
