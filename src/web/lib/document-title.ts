import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "./i18n";

export const APP_NAME = "Toppers Connect";

/** The home page's title; every other page is "<Page title> | Toppers Connect". */
export const HOME_DOCUMENT_TITLE = `${APP_NAME} — Mentorship from NEET and JEE toppers`;

export function formatDocumentTitle(pageTitle: string | null): string {
  if (pageTitle !== null) return `${pageTitle} | ${APP_NAME}`;
  // The home page's own title, in the language being shown (also at build time, per language).
  return i18n.isInitialized
    ? i18n.t("common:documentTitle.home", { app: APP_NAME, defaultValue: HOME_DOCUMENT_TITLE })
    : HOME_DOCUMENT_TITLE;
}

/**
 * Sets document.title while the calling page is shown. Pass the page's title, or null on the home
 * page. Screen readers announce the new title after a client-side navigation, so every route calls it.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  // Subscribed to the language: the home page's title follows a switch too.
  useTranslation();
  const title = formatDocumentTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
