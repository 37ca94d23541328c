import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ExamsContent } from "@/content/exams";
import { loadCatalogs, useContent } from "@/lib/i18n";

/** This feature's catalogs (locales/en.json, locales/hi.json): see src/web/lib/i18n.ts. */
export const NS = "exams";

/** The exams' facts (src/web/content/exams.ts and its Hindi, content/hi/exams.ts). */
const CONTENT = "exams-content";

await Promise.all([
  loadCatalogs(NS, (language) =>
    language === "hi" ? import("./locales/hi.json") : import("./locales/en.json"),
  ),
  loadCatalogs(CONTENT, (language) =>
    language === "hi" ? import("@/content/hi/exams") : import("@/content/exams"),
  ),
]);

/** This feature's translate function: keys of its own catalog, or "common:…" for the shared one. */
export function useT(): TFunction<typeof NS> {
  return useTranslation(NS).t as TFunction<typeof NS>;
}

/** The nine exams in the language being shown (the same ids, order and figures in both). */
export function useExamsContent(): ExamsContent {
  return useContent<ExamsContent>(CONTENT);
}
