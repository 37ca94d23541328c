import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { HomeContent } from "@/content/home";
import type { TestimonialsContent } from "@/content/testimonials";
import { loadCatalogs, useContent } from "@/lib/i18n";

/** This feature's catalogs (locales/en.json, locales/hi.json): see src/web/lib/i18n.ts. */
export const NS = "home";
/** The home page's lists (src/web/content/home.ts and hi/home.ts). */
const HOME_CONTENT = "home-content";
/** The testimonials (src/web/content/testimonials.ts and hi/testimonials.ts). */
const TESTIMONIALS_CONTENT = "home-testimonials";

// All three in parallel: the page renders once each is loaded in the reader's language.
await Promise.all([
  loadCatalogs(NS, (language) =>
    language === "hi" ? import("./locales/hi.json") : import("./locales/en.json"),
  ),
  loadCatalogs(HOME_CONTENT, (language) =>
    language === "hi" ? import("@/content/hi/home") : import("@/content/home"),
  ),
  loadCatalogs(TESTIMONIALS_CONTENT, (language) =>
    language === "hi" ? import("@/content/hi/testimonials") : import("@/content/testimonials"),
  ),
]);

/** This feature's translate function: keys of its own catalog, or "common:…" for the shared one. */
export function useT(): TFunction<typeof NS> {
  return useTranslation(NS).t as TFunction<typeof NS>;
}

/** The home page's figures, offerings, steps and journey, in the language being shown. */
export function useHomeContent(): HomeContent {
  return useContent<HomeContent>(HOME_CONTENT);
}

/** The testimonials, in the language being shown. */
export function useTestimonials(): TestimonialsContent {
  return useContent<TestimonialsContent>(TESTIMONIALS_CONTENT);
}
