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
} from "lucide-react";
import { dashboardHref, paths } from "@/config/paths";

export type NavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

/**
 * The top bar's links (SPEC §2.2). On desktop Booking Sessions is always there; below the md
 * breakpoint these links move into the side menu, where Booking Sessions needs a signed-in user.
 */
export function primaryLinks(user: CurrentUser | null, screen: "desktop" | "mobile"): NavItem[] {
  const signedIn = user !== null;
  const items: Array<NavItem | false> = [
    { label: "Home", to: paths.home.getHref(), icon: House, end: true },
    !signedIn && { label: "Become a Mentor", to: paths.becomeMentor.getHref(), icon: GraduationCap },
    { label: "Exam Details", to: paths.examDetails.getHref(), icon: BookOpen },
    { label: "Test Portal", to: paths.testPortal.getHref(), icon: ClipboardCheck },
    (screen === "desktop" || signedIn) && {
      label: "Booking Sessions",
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
      ? { label: "Login/Signup", to: paths.login.getHref(), icon: LogIn }
      : { label: "Dashboard", to: dashboardHref(user.role), icon: LayoutDashboard };
  return [
    first,
    { label: "Blogs", to: paths.blogs.getHref(), icon: Newspaper },
    { label: "About Us", to: paths.about.getHref(), icon: Info },
    { label: "Terms and Conditions", to: paths.terms.getHref(), icon: FileText },
    { label: "Privacy Policy", to: paths.privacy.getHref(), icon: ShieldCheck },
  ];
}
