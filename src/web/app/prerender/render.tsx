/**
 * Build-time rendering of the public pages (scripts/build.ts bundles this for Node and writes each
 * page's HTML into the app shell). What it renders must equal the browser's first render, which
 * then hydrates it (main.tsx): no signed-in user, no API data yet (their loading states), no query
 * string. Nothing here runs in the browser.
 */

import { HINDI_PREFIX, type Language } from "@contract/i18n";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider, createQueryClient } from "@/app/providers";
import { createRoutes } from "@/app/router";
import { ALL_ARTICLES } from "@/content/articles";
import { i18n, startI18n } from "@/lib/i18n";

/**
 * The public pages that read nothing but their address: each becomes a prerendered HTML file. Not
 * the sign-in pages: they read where to go next from the query string while rendering.
 */
export function prerenderedPaths(): string[] {
  return [
    "/",
    "/become-mentor",
    "/exam-details",
    "/test-portal",
    "/blogs",
    ...ALL_ARTICLES.map((article) => `/blogs/${article.slug}`),
    "/about",
    "/faq",
    "/terms",
    "/privacy",
    "/booking-sessions",
  ];
}

/**
 * A page in a language. `prefixed`: the page at its /hi address, whose links keep the prefix (the
 * browser's router then has the basename /hi); otherwise the page as an address without a prefix
 * shows it to a reader who chose that language.
 */
export async function prerender(
  pathname: string,
  language: Language = "en",
  prefixed = false,
): Promise<{ html: string; status: number }> {
  await startI18n(language);
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  const basename = prefixed ? HINDI_PREFIX : undefined;
  const handler = createStaticHandler(createRoutes(queryClient), { basename });
  const address = prefixed ? `${HINDI_PREFIX}${pathname === "/" ? "" : pathname}` : pathname;
  const context = await handler.query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error(`${pathname}: the routes answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* hydrate={false}: no inline script with the loader data (the CSP allows none); the
            browser knows it already (PRERENDERED_LOADER_DATA). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
export { formatDocumentTitle } from "@/lib/document-title";
