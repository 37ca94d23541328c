import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { loadCatalogs } from "@/lib/i18n";

/** This feature's catalogs (locales/en.json, locales/hi.json): see src/web/lib/i18n.ts. */
export const NS = "mentor-dashboard";

await loadCatalogs(NS, (language) =>
  language === "hi" ? import("./locales/hi.json") : import("./locales/en.json"),
);

/** This feature's translate function: keys of its own catalog, or "common:…" for the shared one. */
export function useT(): TFunction<typeof NS> {
  return useTranslation(NS).t as TFunction<typeof NS>;
}
