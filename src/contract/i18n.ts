import { z } from "zod";

/**
 * The languages of the product (docs/product.md §10): English and Hindi. The web app, the emails and
 * the calendar invitations speak the reader's language; the API's own messages stay English and
 * carry a stable code the web app translates.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps a visitor's choice (and a signed-in user's, copied from the account). */
export const LANGUAGE_COOKIE = "lang";
/** A year: the choice outlives a browser session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The Intl locale of a language: Indian English and Hindi, both with Indian digit grouping. */
export function localeOf(language: Language): "en-IN" | "hi-IN" {
  return language === "hi" ? "hi-IN" : "en-IN";
}

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/**
 * The language a first visit gets from the browser's Accept-Language: the preferred of English and
 * Hindi by q-value (ties go to the one listed first), English when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (best === null || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Hindi pages also have addresses of their own under /hi (/hi/exam-details), for links that must
 * open in Hindi whatever the reader chose before, and for search engines (hreflang). The addresses
 * without a prefix follow the reader's choice.
 */
export const HINDI_PREFIX = "/hi";

/** "/hi/exam-details" → { language: "hi", pathname: "/exam-details" }; "/exam-details" → no language. */
export function splitLanguagePrefix(pathname: string): { language: Language | null; pathname: string } {
  if (pathname === HINDI_PREFIX || pathname === `${HINDI_PREFIX}/`) return { language: "hi", pathname: "/" };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) {
    return { language: "hi", pathname: pathname.slice(HINDI_PREFIX.length) };
  }
  return { language: null, pathname };
}

/** A language cookie's value from a Cookie header, when it holds a known language. */
export function languageFromCookieHeader(header: string | undefined | null): Language | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

// The web app's first download needs this module's plain functions but none of its schemas, which
// only the server's routes use: marked pure, they are dropped from the web build, and zod with them
// (22 KB compressed). Keep the marks on any schema added here; a schema that other contracts use
// belongs in language.ts instead, since a schema another chunk uses is kept wherever this module is.

/** POST /api/language: the reader's choice, kept in the cookie and, when signed in, on the account. */
export const setLanguageBodySchema = /* @__PURE__ */ z.object({
  language: /* @__PURE__ */ z.enum(LANGUAGES),
});
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;

/** GET /api/language/{language}?next=/path: the same as a plain link (works before the app runs). */
export const languageLinkParamsSchema = /* @__PURE__ */ z.object({
  language: /* @__PURE__ */ z.enum(LANGUAGES),
});
export const languageLinkQuerySchema = /* @__PURE__ */ z.object({
  next: /* @__PURE__ */ z.string().max(2000).optional(),
});

/**
 * `next` as a path of the site at `origin` ("/payment/12?x=1#pay"), or null when it is missing or
 * could lead elsewhere. The URL parser decides, the way a browser would read the address: it drops
 * the tabs and line breaks that turn "/\t/evil.example" into "//evil.example" and reads "\\" as "/".
 * The answer is the parser's own serialisation (percent-encoded ASCII), so it is always safe to put
 * in a Location header.
 */
export function sameSitePath(next: string | null | undefined, origin: string): string | null {
  if (!next?.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" is on the site, but its path "//evil.example" is another site's address.
  return path.startsWith("//") ? null : path;
}

/** The address to go back to after a language link: a path of this site, else the home page. */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  return sameSitePath(next, origin) ?? "/";
}

/** The address of a path in a language: /hi/... for Hindi when asked for a prefixed one. */
export function addressIn(language: Language, pathname: string): string {
  if (language !== "hi") return pathname;
  return pathname === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${pathname}`;
}
