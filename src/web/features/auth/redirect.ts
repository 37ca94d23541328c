import { sameSitePath, splitLanguagePrefix } from "@contract/i18n";
import { paths } from "@/config/paths";

/** The query parameter that carries where a visitor wanted to go before being sent to log in. */
export const NEXT_PARAM = "next";

// After signing in, going back to one of these would be a loop or a dead end (a used link).
const ACCOUNT_PATHS = new Set<string>([
  paths.login.getHref(),
  paths.signup.getHref(),
  paths.forgotPassword.getHref(),
  paths.resetPassword.getHref(),
  paths.verifyEmail.getHref(),
]);

/**
 * `next` as a path of this site inside the router ("/post-session?x=1"), or null when it is missing
 * or could lead elsewhere: "//evil.example", "/\\evil.example", "https://evil.example",
 * "javascript:...". The URL parser decides (it also strips the tabs and newlines that would turn
 * "/\t/evil" into "//evil"). A language prefix is dropped ("/hi/payment/1" → "/payment/1"): the
 * router of a /hi tab adds its own, so keeping it would lead to /hi/hi/payment/1, a 404
 * (docs/product.md §2.1).
 */
export function safeNextPath(
  next: string | null | undefined,
  // Any origin reads a path the same way; the server, rendering a page, has no window.
  origin: string = typeof window === "undefined" ? "http://localhost" : window.location.origin,
): string | null {
  const path = sameSitePath(next, origin);
  if (path === null) return null;
  const url = new URL(path, origin);
  const pathname = splitLanguagePrefix(url.pathname).pathname;
  if (ACCOUNT_PATHS.has(pathname.replace(/\/+$/, "").toLowerCase())) return null;
  // Checked again without the prefix: "/hi//evil.example" would be "//evil.example".
  return sameSitePath(`${pathname}${url.search}${url.hash}`, origin);
}

/** /login, or /login?next=... when the visitor should come back to `next` afterwards. */
export function loginHref(next?: string | null): string {
  return withNext(paths.login.getHref(), next);
}

/** /signup, carrying `next` on from the login page. */
export function signupHref(next?: string | null): string {
  return withNext(paths.signup.getHref(), next);
}

function withNext(href: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe && safe !== paths.home.getHref() ? `${href}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : href;
}
