import { paths } from "@/config/paths";

/** The query parameter that carries where a visitor wanted to go before being sent to log in. */
export const NEXT_PARAM = "next";

// After signing in, going back to one of these would be a loop or a dead end.
const ACCOUNT_PATHS = new Set<string>([
  paths.login.getHref(),
  paths.signup.getHref(),
  paths.forgotPassword.getHref(),
  paths.resetPassword.getHref(),
]);

/**
 * `next` as a path of this site ("/post-session?x=1"), or null when it is missing or could lead
 * elsewhere: "//evil.example", "/\\evil.example", "https://evil.example", "javascript:...". The URL
 * parser decides (it also strips the tabs and newlines that would turn "/\t/evil" into "//evil").
 */
export function safeNextPath(
  next: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!next?.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (ACCOUNT_PATHS.has(url.pathname.replace(/\/+$/, "").toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
