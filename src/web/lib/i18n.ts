/**
 * The web app's translations (i18next with react-i18next). Each feature owns one namespace named
 * after its folder, with its catalogs beside its code (features/<feature>/locales/en.json and
 * hi.json) and a small i18n.ts that registers them and gives its components `useT()`. The app's
 * chrome and shared components use the "common" namespace (src/web/locales/). A catalog is loaded
 * only in the reader's language and only once code that uses it is: a feature's i18n.ts awaits its
 * catalog at the top level, so a page's chunk is ready to render when its import resolves
 * (prerendered pages hydrate with the same words they were rendered with).
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  languageFromCookieHeader,
  localeOf,
  splitLanguagePrefix,
} from "@contract/i18n";
import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import i18next, { type TFunction } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { useMemo } from "react";
import { initReactI18next, useTranslation } from "react-i18next";

type Catalog = Record<string, unknown>;
export type CatalogLoader = (language: Language) => Promise<{ default: Catalog }>;

const loaders = new Map<string, CatalogLoader>();

let englishCatalog: Catalog | null = null;

/**
 * The API's messages in English (locales/messages/en.json), once the messages catalog of either
 * language has loaded: null before. Kept apart from the i18next store, which holds only the
 * language being shown.
 */
export function englishMessages(): Catalog | null {
  return englishCatalog;
}

export const i18n = i18next.createInstance();
i18n.use(
  resourcesToBackend(async (language: string, namespace: string) => {
    const load = loaders.get(namespace);
    if (!load || !isLanguage(language)) throw new Error(`no catalog for ${namespace} in ${language}`);
    return (await load(language)).default;
  }),
);
i18n.use(initReactI18next);

registerCatalogs("common", (language) =>
  language === "hi" ? import("../locales/hi.json") : import("../locales/en.json"),
);
// The API's messages by code (lib/server-message.ts): any page may show one. A message without a
// code is found by its English words, so the Hindi catalog comes with the English one (see
// englishMessages); an English reader downloads only the English one.
registerCatalogs("messages", async (language) => {
  if (language === "en") {
    const english = await import("../locales/messages/en.json");
    englishCatalog = english.default;
    return english;
  }
  const [hindi, english] = await Promise.all([
    import("../locales/messages/hi.json"),
    import("../locales/messages/en.json"),
  ]);
  englishCatalog = english.default;
  return hindi;
});

let started: Promise<unknown> | null = null;

/**
 * Starts translations in a language with every namespace registered so far (the chrome's, and any a
 * module imported before this call registered). Call once, before the first render.
 */
export function startI18n(language: Language): Promise<unknown> {
  started ??= i18n.init({
    lng: language,
    supportedLngs: ["en", "hi"],
    // Both catalogs are complete (tests/unit/i18n-catalogs.test.ts), so nothing falls back.
    fallbackLng: false,
    load: "currentOnly",
    ns: [...loaders.keys()],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    // Load at once rather than from a setTimeout: a page whose timers are held (a test's frozen
    // clock, a throttled background tab) must still start.
    initAsync: false,
  });
  return started;
}

function registerCatalogs(namespace: string, load: CatalogLoader): void {
  loaders.set(namespace, load);
}

/**
 * A feature's catalogs: registered, then (once translations have started) loaded in the current
 * language. Features call it at the top level of their i18n.ts with `await`.
 */
export async function loadCatalogs(namespace: string, load: CatalogLoader): Promise<void> {
  registerCatalogs(namespace, load);
  if (i18n.isInitialized) await i18n.loadNamespaces(namespace);
}

/** The language being shown. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The language a page starts in: a /hi address is Hindi; otherwise the reader's choice kept in the
 * cookie (the server sets it on the first visit from Accept-Language, and on sign-in from the
 * account); otherwise the browser's own preference.
 */
export function initialLanguage(): Language {
  if (typeof window === "undefined") return DEFAULT_LANGUAGE;
  const { language } = splitLanguagePrefix(window.location.pathname);
  if (language) return language;
  const fromCookie = languageFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  return navigator.languages?.some((tag) => tag.toLowerCase().startsWith("hi")) ? "hi" : DEFAULT_LANGUAGE;
}

/** Keeps the choice in the browser (the server keeps it on the account, see useChangeLanguage). */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server too.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Shows the page in another language: `<html lang>` follows. */
export async function showLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The translate function of the common namespace, for the chrome and shared components. */
export function useCommonT(): TFunction<"common"> {
  return useTranslation("common").t as TFunction<"common">;
}

export type Formatters = {
  language: Language;
  /** "1 Dec 2026" / "1 दिस॰ 2026" (IST). */
  date: (instant: Date | string) => string;
  /** "6:00 pm" (IST). */
  time: (instant: Date | string) => string;
  /** "₹1,49,999". */
  rupees: (amount: number) => string;
  /** "1,49,999". */
  number: (value: number) => string;
  /** Any other date format, in IST: `dateWith({ dateStyle: "long" })`. */
  dateWith: (options: Intl.DateTimeFormatOptions) => (instant: Date | string) => string;
};

/** Dates, times, numbers and rupees in the language being shown (IST always). */
export function useFormat(): Formatters {
  const { i18n: instance } = useTranslation("common");
  const language: Language = isLanguage(instance.resolvedLanguage)
    ? instance.resolvedLanguage
    : DEFAULT_LANGUAGE;
  return useMemo(() => formattersFor(language), [language]);
}

export function formattersFor(language: Language): Formatters {
  const locale = localeOf(language);
  const number = new Intl.NumberFormat(locale);
  return {
    language,
    date: (instant) => formatIstDate(instant, language),
    time: (instant) => formatIstTime(instant, language),
    rupees: (amount) => formatRupees(amount, language),
    number: (value) => number.format(value),
    dateWith: (options) => {
      const format = new Intl.DateTimeFormat(locale, { timeZone: "Asia/Kolkata", ...options });
      return (instant) => format.format(new Date(instant));
    },
  };
}

/**
 * A feature's written content (exam facts, articles, the home page's lists) in the language being
 * shown. Content is plain data (no functions or dates: the store copies it as JSON) kept as a module
 * per language, and registered like a catalog under its own namespace, so it too is loaded only in
 * the reader's language, awaited by the feature's i18n.ts, and reloaded when the language changes:
 *
 *   await loadCatalogs("exams-content", (language) =>
 *     language === "hi" ? import("@/content/hi/exams") : import("@/content/exams"));
 *   export const useExamsContent = () => useContent<ExamsContent>("exams-content");
 *
 * (each module's default export is the content). Suspends while a newly chosen language loads.
 */
export function useContent<T>(namespace: string): T {
  const { i18n: instance } = useTranslation(namespace);
  const language = instance.resolvedLanguage ?? instance.language;
  const content = instance.getResourceBundle(language, namespace) as T | undefined;
  if (content === undefined) throw new Error(`content ${namespace} is not loaded in ${language}`);
  return content;
}
