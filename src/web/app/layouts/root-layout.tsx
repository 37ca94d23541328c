import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from "react-router";
import { useAccountLanguage } from "@/components/language-switch";
import { useCurrentUserQuery } from "@/lib/current-user";
import { useCommonT } from "@/lib/i18n";
import { SideMenu } from "./side-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MAIN_ID = "main";
const MENU_ID = "side-menu";

/** Visible only to keyboard users: jumps past the header straight to the page's content. */
function SkipLink() {
  const t = useCommonT();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {t("layout.skipToContent")}
    </a>
  );
}

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-2/5 animate-progress bg-brand-500 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * After a client-side navigation, move focus to <main> so keyboard and screen-reader users start at
 * the new page instead of on the link they left behind. Skipped on first load, and when the page has
 * already put focus inside main itself (the home page focuses the section it scrolls to).
 */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

/** The chrome around every page: skip link, top navigation, side menu, main content, footer. */
export function RootLayout() {
  const { data, isPending: userPending } = useCurrentUserQuery();
  // Until GET /api/me answers, menus treat the visitor as signed out; the header's slot stays empty.
  const user = data ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  useFocusMainOnNavigation(mainRef);
  useAccountLanguage(user);

  // Any navigation (a link, Back, Forward) leaves the menu closed.
  const locationKey = location.key;
  useEffect(() => {
    if (locationKey) setMenuOpen(false);
  }, [locationKey]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader
        user={user}
        userPending={userPending}
        menuOpen={menuOpen}
        menuId={MENU_ID}
        onOpenMenu={openMenu}
        menuButtonRef={menuButtonRef}
      />
      <SideMenu
        id={MENU_ID}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onOpen={openMenu}
        returnFocusRef={menuButtonRef}
        user={user}
        // Its code (and the toasts it may show) downloads on first use.
        onLogout={() =>
          void import("@/features/auth/logout").then(({ logout }) => logout(queryClient, navigate))
        }
      />
      <main
        id={MAIN_ID}
        ref={mainRef}
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
