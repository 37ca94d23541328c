/**
 * Build-time rendering of the public pages (scripts/build.ts bundles this for Node and writes each
 * page's HTML into the app shell). What it renders must equal the browser's first render, which
 * then hydrates it (main.tsx): no signed-in user, no API data yet (their loading states), no query
 * string. Nothing here runs in the browser.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider, createQueryClient } from "@/app/providers";
import { createRoutes } from "@/app/router";
import { ALL_ARTICLES } from "@/content/articles";

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

export async function prerender(pathname: string): Promise<{ html: string; status: number }> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(`http://localhost${pathname}`));
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
