/**
 * The browser app's route patterns (docs/product.md §2.1), shared so that the server can answer a deep link
 * with the app shell and 200, and an unknown path with the app shell and 404 (the app then shows
 * its 404 page). Patterns use react-router syntax; matching ignores case like react-router does.
 */
export const APP_ROUTE_PATTERNS = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/become-mentor",
  "/exam-details",
  "/test-portal",
  "/blogs",
  "/blogs/:slug",
  "/about",
  "/faq",
  "/terms",
  "/privacy",
  "/booking-sessions",
  "/mentors",
  "/mentors/:slug",
  "/sessions/:sessionId",
  "/payment/:sessionId",
  "/student-dashboard",
  "/mentor-dashboard",
  "/admin-dashboard",
  "/admin/payments/:id",
  "/session-details/:sessionId",
  "/post-session",
  "/live-session/:sessionId",
  "/mentor-live-session/:sessionId",
  "/mentor-live-session/:sessionId/room",
  "/view-mentor/:email",
  "/view-student/:email",
  "/feedback/:sessionId",
] as const;

const compiled = APP_ROUTE_PATTERNS.map((pattern) => {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(pattern === "/" ? "^/$" : `^${source}/?$`, "i");
});

/** Whether the browser app has a screen for this path (no query string). */
export function isAppRoute(pathname: string): boolean {
  return compiled.some((pattern) => pattern.test(pathname));
}
