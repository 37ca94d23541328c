import { useEffect } from "react";

export const APP_NAME = "Toppers Connect";

/** The home page's title; every other page is "<Page title> | Toppers Connect". */
export const HOME_DOCUMENT_TITLE = `${APP_NAME} — Mentorship from NEET and JEE toppers`;

export function formatDocumentTitle(pageTitle: string | null): string {
  return pageTitle === null ? HOME_DOCUMENT_TITLE : `${pageTitle} | ${APP_NAME}`;
}

/**
 * Sets document.title while the calling page is shown. Pass the page's title, or null on the home
 * page. Screen readers announce the new title after a client-side navigation, so every route calls it.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
