import "@/app/zod-config";
import { HINDI_PREFIX, splitLanguagePrefix } from "@contract/i18n";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProvider, createQueryClient } from "@/app/providers";
import { createRoutes, PRERENDERED_LOADER_DATA, resolveLazyRoutes } from "@/app/router";
import { initialLanguage, startI18n } from "@/lib/i18n";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The language comes first: every word of the first render, hydrated or not, is in it. A /hi
// address keeps the prefix on every link of the tab (the router's basename).
const language = initialLanguage();
document.documentElement.lang = language;
const languagePrefixed = splitLanguagePrefix(window.location.pathname).language !== null;
const basename = languagePrefixed ? HINDI_PREFIX : undefined;
const i18nStarted = startI18n(language);

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);

/** What the server's rendering of this page was given by the API (page-render.ts), if it rendered it. */
function readPageData():
  | { address: string; queries: DehydratedState; loaderData: Record<string, unknown> }
  | undefined {
  const script = document.getElementById("page-data");
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent);
  } catch {
    return undefined;
  }
}

// The public pages arrive rendered: prerendered at build time (scripts/build.ts), or by the server
// with their data (src/server/http/page-render.ts), which sends what the page's requests answered
// beside it. The HTML already shows the page, and React takes it over (hydrates) once this page's
// code is here, starting from the same answers. A prerendered page was made without a query
// string, so an address with one (?exam=neet) is rendered afresh; a page the server rendered was
// made for its whole address.
const pageData = readPageData();
if (pageData) hydrate(queryClient, pageData.queries);
let prerendered =
  container.hasAttribute("data-prerendered") &&
  (pageData
    ? pageData.address === window.location.pathname + window.location.search
    : window.location.search === "");

/**
 * Marks the page as running once rendered (the browser tests wait for it before they click). It
 * wraps the app rather than sitting beside it: a sibling would change every useId of the page, which
 * must equal the prerendered ones.
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    container?.removeAttribute("data-prerendered");
  }, []);
  return children;
}

/**
 * Starts the app. Not awaited at the top level of this module: the page chunks it loads import the
 * shared chunk this module is bundled into (vite.config.ts), and a top-level await here would have
 * that chunk wait for a page chunk that waits for it.
 */
async function start(root: HTMLElement) {
  // Hydrating needs the page's code first: the first render must be the page itself, never the
  // fallback. Should that download fail, render afresh: the router tries again and shows its error.
  await i18nStarted;
  if (prerendered) {
    try {
      await resolveLazyRoutes(routes, splitLanguagePrefix(window.location.pathname).pathname);
    } catch {
      prerendered = false;
    }
  }

  const router = createBrowserRouter(routes, {
    basename,
    ...(prerendered
      ? { hydrationData: { loaderData: pageData?.loaderData ?? PRERENDERED_LOADER_DATA } }
      : {}),
  });
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <Started>
          <RouterProvider router={router} />
        </Started>
      </AppProvider>
    </StrictMode>
  );

  // As a transition, hydration works in slices of a few milliseconds and lets the browser paint and
  // answer input in between, instead of holding the main thread for the whole page at once.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(container);
