import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { TestPortalContent } from "@/content/test-portal";
import { loadCatalogs, useContent } from "@/lib/i18n";

/** This feature's catalogs (locales/en.json, locales/hi.json): see src/web/lib/i18n.ts. */
export const NS = "test-portal";

/** The mock-test catalogue (content/test-portal.ts, content/hi/test-portal.ts). */
const CONTENT_NS = "test-portal-content";

await loadCatalogs(NS, (language) =>
  language === "hi" ? import("./locales/hi.json") : import("./locales/en.json"),
);
await loadCatalogs(CONTENT_NS, (language) =>
  language === "hi" ? import("@/content/hi/test-portal") : import("@/content/test-portal"),
);

/** This feature's translate function: keys of its own catalog, or "common:…" for the shared one. */
export function useT(): TFunction<typeof NS> {
  return useTranslation(NS).t as TFunction<typeof NS>;
}

/** The exams, their series and tests, in the language being shown. */
export function useTestPortalContent(): TestPortalContent {
  return useContent<TestPortalContent>(CONTENT_NS);
}
