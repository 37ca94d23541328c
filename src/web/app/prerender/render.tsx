/**
 * Rendering the app in Node (scripts/build.ts bundles this file for Node; nothing here runs in the
 * browser), two ways:
 * - `prerender`: build-time rendering of the public pages that read nothing but their address,
 *   written into the app shell. What it renders equals the browser's first render, which then
 *   hydrates it (main.tsx): no signed-in user, no API data yet (their loading states), no query
 *   string.
 * - `renderPage`: request-time rendering of a page with its data (the server's page-render.ts):
 *   the API calls the page's components make go into the server, and what they answered travels in
 *   the HTML, so that the browser hydrates the same page without asking again.
 */

import { AsyncLocalStorage } from "node:async_hooks";
import { HINDI_PREFIX, type Language } from "@contract/i18n";
import { type DehydratedState, dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider, createQueryClient } from "@/app/providers";
import { createRoutes } from "@/app/router";
import { ALL_ARTICLES } from "@/content/articles";
import { apiTransport } from "@/lib/api";
import { i18n, startI18n } from "@/lib/i18n";

/**
 * The public pages that read nothing but their address: each becomes a prerendered HTML file. Not
 * the sign-in pages: they read where to go next from the query string while rendering. Not the
 * pages that show data (the session list, the mentors): the server renders those with their data
 * (renderPage).
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

/** Sends one of the app's API requests (a path under /api with its query) on the rendering's behalf. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export type RenderedPage =
  | {
      kind: "page";
      html: string;
      status: number;
      /** What the page's queries and the routes' loaders answered, for the browser to start from. */
      data: { queries: DehydratedState; loaderData: Record<string, unknown> };
    }
  /** The routes sent the reader elsewhere (a guard): the browser's app does it as it always has. */
  | { kind: "redirect" };

// Renderings run concurrently for different readers: each one's API requests go out with its own
// reader's cookie, through the transport of the request it renders for.
const currentFetch = new AsyncLocalStorage<ApiFetch>();
apiTransport.fetch = (url, init) => {
  const send = currentFetch.getStore();
  if (!send) return Promise.reject(new Error(`${url}: an API request outside a page rendering`));
  return send(url, init);
};

let rendering: Promise<unknown> = Promise.resolve();
const RENDER_TIMEOUT_MS = 2_000;

/**
 * Renders `app` to HTML in `language`, one rendering at a time. One i18n instance serves every
 * rendering, so each holds it, in its language, from start to end; and a rendering waits for every
 * part of the page whose code is still loading (a tab of a dashboard, the first time one is shown),
 * where renderToString alone would leave the browser to render that part. Waiting for data
 * happens outside.
 */
function renderExclusively(language: Language, app: ReactNode): Promise<string> {
  const turn = rendering.then(async () => {
    if (i18n.language !== language) await i18n.changeLanguage(language);
    const html = renderToString(app);
    if (!html.includes("<!--$!-->") && !html.includes("<!--$?-->")) return html;
    // A part of the page was not loaded yet, and renderToString left it to the browser: a
    // prerender waits for every part (its own output streams them in with inline scripts, which
    // the Content-Security-Policy forbids, so it is not sent); then they render at once. Should a
    // part never load, it is left to the browser rather than holding every rendering up.
    const { prelude } = await prerenderToNodeStream(app, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
    for await (const _ of prelude) {
      // Drained: only the loading it caused matters.
    }
    return renderToString(app);
  });
  rendering = turn.catch(() => undefined);
  return turn;
}

/** Renders of a page at most: each can reveal queries that wait on the answers of the one before. */
const MAX_PASSES = 3;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === "function") return Boolean(enabled(query));
  return enabled !== false;
}

/**
 * The queries the last render asked for and nobody has answered yet, but for those that are not
 * reads (`meta.browserOnly`, such as taking a seat hold): the browser asks for them.
 */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === "pending" &&
        query.state.fetchStatus === "idle" &&
        isEnabled(query) &&
        query.meta?.browserOnly !== true,
    );
}

/**
 * A page at `address` (path and query string as requested, with its /hi prefix if it has one)
 * rendered with its data: the page is rendered, the queries it asked for are answered through
 * `send`, and it is rendered again with the answers, until it asks for nothing new. A query that
 * fails is left for the browser to ask again (its loading state is what the HTML shows). Waiting
 * stops at `deadline`: what has not arrived by then is fetched by the browser.
 */
export async function renderPage(
  address: string,
  language: Language,
  send: ApiFetch,
  deadline: number,
): Promise<RenderedPage> {
  await startI18n(language);
  const queryClient = createQueryClient();
  // A failed request is the browser's to try again, not a reason to hold the page back.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const prefixed = address === HINDI_PREFIX || address.startsWith(`${HINDI_PREFIX}/`);
  const handler = createStaticHandler(createRoutes(queryClient), {
    basename: prefixed ? HINDI_PREFIX : undefined,
  });
  const context = await currentFetch.run(send, () =>
    handler.query(new Request(`http://localhost${address}`)),
  );
  if (context instanceof Response) return { kind: "redirect" };
  const router = createStaticRouter(handler.dataRoutes, context);

  let html = "";
  for (let pass = 1; ; pass++) {
    html = await renderExclusively(
      language,
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    const waiting = unanswered(queryClient);
    const left = deadline - Date.now();
    if (waiting.length === 0 || pass === MAX_PASSES || left <= 0) break;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      currentFetch.run(send, () => Promise.allSettled(waiting.map((query) => query.fetch()))),
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
  }
  return {
    kind: "page",
    html,
    status: context.statusCode,
    data: { queries: dehydrate(queryClient), loaderData: context.loaderData },
  };
}
