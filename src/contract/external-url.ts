/**
 * The href to render for a link to another site: the URL itself when it is an absolute http(s) URL,
 * otherwise "#". Links typed by admins (social links) pass through here, so a value such as
 * "javascript:..." or a relative path can never become a live link.
 */
export function externalHref(value: string | null | undefined): string {
  if (!value) return "#";
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return "#";
  }
  return url.protocol === "https:" || url.protocol === "http:" ? trimmed : "#";
}
