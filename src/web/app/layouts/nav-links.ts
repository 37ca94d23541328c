import type { CurrentUser } from "@contract/users";
import {
  BookOpen,
  CalendarCheck,
  ClipboardCheck,
  FileText,
  GraduationCap,
  House,
  Info,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Newspaper,
  ShieldCheck,
  Users,
} from "lucide-react";
import { dashboardHref, paths } from "@/config/paths";

/** `label` is a key of the common catalog's "nav" group. */
export type NavItem = { label: NavLabel; to: string; icon: LucideIcon; end?: boolean };
export type NavLabel =
  | "nav.home"
  | "nav.becomeMentor"
  | "nav.examDetails"
  | "nav.testPortal"
  | "nav.bookingSessions"
  | "nav.mentors"
  | "nav.loginSignup"
  | "nav.dashboard"
  | "nav.blogs"
  | "nav.about"
  | "nav.terms"
  | "nav.privacy";

/**
 * The top bar's links (docs/product.md §2.2). On desktop Booking Sessions is always there; below the md
 * breakpoint these links move into the side menu, where Booking Sessions needs a signed-in user.
 */
export function primaryLinks(user: CurrentUser | null, screen: "desktop" | "mobile"): NavItem[] {
  const signedIn = user !== null;
  const items: Array<NavItem | false> = [
    { label: "nav.home", to: paths.home.getHref(), icon: House, end: true },
    !signedIn && { label: "nav.becomeMentor", to: paths.becomeMentor.getHref(), icon: GraduationCap },
    { label: "nav.examDetails", to: paths.examDetails.getHref(), icon: BookOpen },
    { label: "nav.testPortal", to: paths.testPortal.getHref(), icon: ClipboardCheck },
    (screen === "desktop" || signedIn) && {
      label: "nav.bookingSessions",
      to: paths.bookingSessions.getHref(),
      icon: CalendarCheck,
    },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** The side menu's own links, on every screen size. */
export function menuLinks(user: CurrentUser | null): NavItem[] {
  const first: NavItem =
    user === null
      ? { label: "nav.loginSignup", to: paths.login.getHref(), icon: LogIn }
      : { label: "nav.dashboard", to: dashboardHref(user.role), icon: LayoutDashboard };
  return [
    first,
    // The mentor directory (docs/decisions/017), on every screen: the top bar has no room left at 1024 px.
    { label: "nav.mentors", to: paths.mentors.getHref(), icon: Users },
    { label: "nav.blogs", to: paths.blogs.getHref(), icon: Newspaper },
    { label: "nav.about", to: paths.about.getHref(), icon: Info },
    { label: "nav.terms", to: paths.terms.getHref(), icon: FileText },
    { label: "nav.privacy", to: paths.privacy.getHref(), icon: ShieldCheck },
  ];
}
