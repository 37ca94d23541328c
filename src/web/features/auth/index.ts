/** What other features use of signing in: where the log-in page is, with the page to come back to. */
export { loginHref } from "./redirect";
