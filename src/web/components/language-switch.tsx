import { addressIn, isLanguage, LANGUAGE_NAMES, type Language, splitLanguagePrefix } from "@contract/i18n";
import type { CurrentUser } from "@contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { type MouseEvent, useEffect } from "react";
import { useLocation } from "react-router";
import { api } from "@/lib/api";
import { cn } from "@/lib/cn";
import { currentUserQueryKey } from "@/lib/current-user";
import { currentLanguage, rememberLanguage, showLanguage, useCommonT } from "@/lib/i18n";

/** True in a tab opened at a /hi address: its links keep the prefix, so a change reloads the page. */
function inPrefixedTab(): boolean {
  return typeof window !== "undefined" && splitLanguagePrefix(window.location.pathname).language !== null;
}

/**
 * Shows the app in a language and keeps the choice: in the cookie, and on the account when signed in
 * (the server does both for POST /api/language). A tab at a /hi address goes to the page's address in
 * the other language instead.
 */
export async function changeLanguage(language: Language, pathWithSearch: string): Promise<void> {
  rememberLanguage(language);
  const saved = api.send("POST", "/language", { body: { language } }).catch(() => undefined);
  if (inPrefixedTab()) {
    await saved;
    window.location.assign(addressIn(language, pathWithSearch));
    return;
  }
  await showLanguage(language);
  await saved;
}

type LanguageSwitchProps = { className?: string; onSwitched?: () => void };

/**
 * The link to the other language (English ⇄ हिन्दी). Before the app runs it is a plain link (the
 * server keeps the choice and comes back to this page); once running, the page changes in place.
 */
export function LanguageSwitch({ className, onSwitched }: LanguageSwitchProps) {
  const t = useCommonT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const other: Language = currentLanguage() === "hi" ? "en" : "hi";
  // The page's address without a language prefix (a /hi tab's router hides the prefix): after the
  // switch it follows the choice just made.
  const here = `${location.pathname}${location.search}`;
  const href = `/api/language/${other}?next=${encodeURIComponent(here)}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void changeLanguage(other, here).then(() => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSwitched?.();
    });
  };

  return (
    <a
      href={href}
      onClick={onClick}
      hrefLang={other}
      aria-label={t("language.switchTo", { language: LANGUAGE_NAMES[other] })}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}

/**
 * A signed-in account reads in its own language: once the server says who is signed in, the page
 * follows the account (unless this tab was opened at an address of its own language).
 */
export function useAccountLanguage(user: CurrentUser | null): void {
  const language = user?.language;
  useEffect(() => {
    if (!isLanguage(language) || inPrefixedTab() || language === currentLanguage()) return;
    rememberLanguage(language);
    void showLanguage(language);
  }, [language]);
}
