/** What other features use of signing in: where the log-in page is, with the page to come back to. */

/** Where a hold is refused with HOLD_MESSAGES.verifyEmailFirst: the address, "Send a new link", come back. */
export { VerifyEmailNotice } from "./components/verify-email-notice-lazy";
export { loginHref } from "./redirect";
