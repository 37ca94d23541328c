import type { CurrentUser } from "@contract/users";
import { Menu } from "lucide-react";
import type { Ref } from "react";
import { Link, NavLink } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonClasses } from "@/components/ui/button";
import { LogoMark } from "@/components/ui/logo";
import { UserAvatar } from "@/components/user-avatar";
import { dashboardHref, paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { APP_NAME } from "@/lib/document-title";
import { useCommonT } from "@/lib/i18n";
import { primaryLinks } from "./nav-links";

type SiteHeaderProps = {
  user: CurrentUser | null;
  /**
   * True until the server has said who is signed in: LOGIN and SIGN UP then hold their place but stay
   * invisible, rather than flashing at someone who is signed in or pushing the page down when they
   * appear (boot.js shows them early to a visitor, from the same answer).
   */
  userPending?: boolean;
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-10 items-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors xl:px-3",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

// Compact on phones so brand, language, both buttons and the menu button share one row at 360 px:
// the header is one row high whoever is signed in, so nothing below it moves when that is known.
const authButtonClasses = "max-sm:px-2 max-sm:text-[0.8125rem]";

export function SiteHeader({
  user,
  userPending = false,
  menuOpen,
  menuId,
  onOpenMenu,
  menuButtonRef,
}: SiteHeaderProps) {
  const t = useCommonT();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <nav
        aria-label={t("header.mainNav")}
        // Never wraps below md (where the links are in the side menu): should the row be short of room,
        // the brand's name gives way rather than the header growing a second row.
        className="mx-auto flex max-w-7xl flex-nowrap items-center gap-x-2 px-3 py-2.5 sm:gap-x-3 sm:px-6 md:flex-wrap lg:flex-nowrap lg:px-8"
      >
        <Link
          to={paths.home.getHref()}
          className="-ml-1 flex min-w-0 items-center gap-2 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <LogoMark className="size-8 sm:size-9" />
          <span className="max-w-16 min-w-0 overflow-hidden text-sm leading-tight font-bold tracking-tight text-slate-900 max-[359px]:sr-only sm:max-w-none sm:text-lg">
            {APP_NAME}
          </span>
        </Link>

        <ul className="order-last hidden w-full items-center gap-1 border-t border-slate-100 pt-2 md:mt-2 md:flex lg:order-none lg:mt-0 lg:w-auto lg:flex-1 lg:justify-center lg:border-0 lg:pt-0">
          {primaryLinks(user, "desktop").map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClasses}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 lg:ml-0">
          <LanguageSwitch className="max-sm:px-1 max-sm:text-[0.8125rem] max-sm:[&>svg]:hidden" />
          {user === null ? (
            // While nobody knows yet, the row keeps its place (visibility only): it shows as it is for a
            // visitor, and an avatar, narrower, takes its place for someone signed in.
            <span
              data-auth-pending={userPending ? "" : undefined}
              className={cn("flex items-center gap-1 sm:gap-2", userPending && "invisible")}
            >
              <Link
                to={paths.login.getHref()}
                className={buttonClasses({ variant: "outline", size: "sm", className: authButtonClasses })}
              >
                {t("header.login")}
              </Link>
              <Link
                to={paths.signup.getHref()}
                className={buttonClasses({ variant: "primary", size: "sm", className: authButtonClasses })}
              >
                {t("header.signup")}
              </Link>
            </span>
          ) : (
            <Link
              to={dashboardHref(user.role)}
              aria-label={t("header.yourDashboard", { name: user.name })}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <UserAvatar user={user} />
            </Link>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={t("header.openMenu")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            // boot.js opens and closes the menu by this mark before the app runs.
            data-menu="open"
            onClick={onOpenMenu}
            className={buttonClasses({ variant: "ghost", size: "icon", className: "-mr-1.5 sm:mr-0" })}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </nav>
    </header>
  );
}
