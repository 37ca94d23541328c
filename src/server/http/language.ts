import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
} from "@contract/i18n";
import type { FastifyRequest } from "fastify";

/**
 * The Set-Cookie value that keeps a reader's language (docs/product.md §10). Not httpOnly: the web
 * app reads it before its first render, to start in that language.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The language a request reads in: its cookie's, else its Accept-Language's. */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageFromCookieHeader(request.headers.cookie) ??
    languageFromAcceptLanguage(request.headers["accept-language"])
  );
}
