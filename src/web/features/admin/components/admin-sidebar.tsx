import {
  CalendarDays,
  CreditCard,
  FileText,
  GraduationCap,
  Inbox,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Menu,
  Share2,
  Undo2,
  UserRound,
  Wallet,
  X,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { type AdminTab, paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useT } from "../i18n";

/**
 * docs/product.md §2.14's sidebar sections, in its order, the Applications tab (docs/product.md §10.7) and
 * the Bank statement tab (docs/decisions/025).
 * Their labels are the catalog's `sections.*` (useSectionLabel).
 */
export const ADMIN_SECTIONS: readonly { tab: AdminTab | null; icon: LucideIcon }[] = [
  { tab: null, icon: LayoutDashboard },
  { tab: "mentors", icon: UserRound },
  { tab: "students", icon: GraduationCap },
  { tab: "sessions", icon: CalendarDays },
  { tab: "payments", icon: CreditCard },
  { tab: "refunds", icon: Undo2 },
  { tab: "payouts", icon: Wallet },
  { tab: "statements", icon: Landmark },
  { tab: "content", icon: FileText },
  { tab: "social", icon: Share2 },
  { tab: "applications", icon: Inbox },
];

/** A section's label ("Mentor Details"); no tab is the overview ("Dashboard"). */
export function useSectionLabel(): (tab: AdminTab | null) => string {
  const t = useT();
  return (tab) => t(`sections.${tab ?? "dashboard"}`);
}

const NAV_ID = "admin-sections";

/**
 * The dashboard's sections as links (`?tab=`), so back and forward move between them. From `lg` up
 * the list always shows; below, a button shows and hides it (Escape or choosing a section hides it).
 */
export function AdminSidebar({ current }: { current: AdminTab | null }) {
  const t = useT();
  const sectionLabel = useSectionLabel();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const currentLabel = sectionLabel(current);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:sticky lg:top-4">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={NAV_ID}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-4 text-left text-sm font-semibold text-slate-800 shadow-xs lg:hidden",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          <span className="truncate">
            {t("sidebar.toggle")}
            <span className="font-normal text-slate-600"> · {currentLabel}</span>
          </span>
        </span>
      </button>
      <nav
        id={NAV_ID}
        aria-label={t("sidebar.nav")}
        className={cn(
          open ? "block" : "hidden",
          "mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:block",
        )}
      >
        <ul className="space-y-1">
          {ADMIN_SECTIONS.map(({ tab, icon: Icon }) => {
            const active = tab === current;
            return (
              <li key={tab ?? "dashboard"}>
                <Link
                  to={paths.adminDashboard.getHref(tab ?? undefined)}
                  aria-current={active ? "page" : undefined}
                  onClick={() => {
                    // On a small screen the list hides again: keep focus on something visible.
                    if (!open) return;
                    setOpen(false);
                    toggleRef.current?.focus();
                  }}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    active
                      ? "bg-brand-600 text-white"
                      : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {sectionLabel(tab)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
