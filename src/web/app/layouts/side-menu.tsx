import type { CurrentUser } from "@contract/users";
import { LogOut, X } from "lucide-react";
import { type MouseEvent, type RefObject, useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { buttonClasses } from "@/components/ui/button";
import { LogoMark } from "@/components/ui/logo";
import { UserAvatar } from "@/components/user-avatar";
import { dashboardHref } from "@/config/paths";
import { cn } from "@/lib/cn";
import { APP_NAME } from "@/lib/document-title";
import { useCommonT } from "@/lib/i18n";
import { menuLinks, type NavItem, primaryLinks } from "./nav-links";

type SideMenuProps = {
  id: string;
  open: boolean;
  /** Called whenever the menu closes: Escape, the close button, the backdrop or a chosen link. */
  onClose: () => void;
  /** Called when the app finds the menu already open (boot.js opened it before the app ran). */
  onOpen: () => void;
  /** Gets focus back when the menu closes (the menu button). */
  returnFocusRef: RefObject<HTMLElement | null>;
  user: CurrentUser | null;
  onLogout: () => void;
};

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/**
 * The side menu: a native modal <dialog>, so the browser makes the page behind it inert (hidden from
 * assistive technology, unreachable by Tab), moves focus into it and closes it on Escape.
 */
export function SideMenu({ id, open, onClose, onOpen, returnFocusRef, user, onLogout }: SideMenuProps) {
  const t = useCommonT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Before the app runs, boot.js opens this very dialog (the server's markup) on a tap of the menu
  // button. Should the app arrive while it is open, it takes the menu over as it is instead of
  // closing it under the reader's finger: the first pass of the effect below leaves it open and
  // the layout's state follows.
  const adopting = useRef(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const first = adopting.current;
    adopting.current = false;
    if (first && dialog.open && !open) {
      onOpen();
      return;
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, onOpen]);

  // A click on the dialog element itself (not on its content) is a click on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const renderItems = (items: NavItem[]) =>
    items.map(({ label, to, icon: Icon, end }) => (
      <li key={label}>
        <NavLink to={to} end={end} className={itemClasses} onClick={onClose}>
          <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          {t(label)}
        </NavLink>
      </li>
    ));

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboard users close with Escape or the close button.
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={t("menu.label")}
      onClose={() => {
        // The native close event: after Escape, or after the effect above closed the dialog.
        onClose();
        returnFocusRef.current?.focus();
      }}
      onClick={closeOnBackdrop}
      className={cn(
        "m-0 ml-auto h-dvh max-h-dvh w-80 max-w-[calc(100vw-3rem)] overflow-hidden border-0 bg-white p-0 text-slate-900 shadow-2xl",
        "backdrop:bg-slate-950/50",
        "translate-x-full transition-[translate,display,overlay] transition-discrete duration-200 ease-out open:translate-x-0 starting:open:translate-x-full",
        "motion-reduce:transition-none",
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <span className="flex items-center gap-2 font-bold tracking-tight">
            <LogoMark className="size-8" />
            {APP_NAME}
          </span>
          <button
            type="button"
            aria-label={t("menu.close")}
            data-menu="close"
            onClick={onClose}
            className={buttonClasses({ variant: "ghost", size: "icon", className: "-mr-2" })}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          {user ? (
            <Link
              to={dashboardHref(user.role)}
              onClick={onClose}
              className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <UserAvatar user={user} size="md" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">{user.name}</span>
                <span className="block text-sm text-slate-600">{t(`roles.${user.role}`)}</span>
              </span>
            </Link>
          ) : null}

          {/* Below md the top bar's links collapse into this menu. */}
          <ul className="space-y-1 border-b border-slate-200 pb-4 md:hidden">
            {renderItems(primaryLinks(user, "mobile"))}
          </ul>
          <ul className="space-y-1 pt-4 md:pt-0">{renderItems(menuLinks(user))}</ul>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <LanguageSwitch className="min-h-11 w-full px-3 text-base" onSwitched={onClose} />
          </div>
        </div>

        {user ? (
          <div className="border-t border-slate-200 p-3">
            <button
              type="button"
              onClick={() => {
                onClose();
                onLogout();
              }}
              className={cn(itemClasses({ isActive: false }), "w-full")}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              {t("menu.logout")}
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
