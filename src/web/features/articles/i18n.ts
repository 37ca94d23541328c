import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import ENGLISH_CONTENT, {
  type ArticleCategory,
  type ArticleSummary,
  type ArticlesContent,
  type ArticleText,
} from "@/content/articles";
import { loadCatalogs, useContent } from "@/lib/i18n";

/** This feature's catalogs (locales/en.json, locales/hi.json): see src/web/lib/i18n.ts. */
export const NS = "articles";

/** The articles' own words (titles, summaries, authors, alt texts, categories) by language. */
const CONTENT_NS = "articles-content";

await loadCatalogs(NS, (language) =>
  language === "hi" ? import("./locales/hi.json") : import("./locales/en.json"),
);
// The English is the list's own module, which the pages import anyway; only the Hindi is a chunk of its own.
await loadCatalogs(CONTENT_NS, (language) =>
  language === "hi" ? import("@/content/hi/articles") : Promise.resolve({ default: ENGLISH_CONTENT }),
);

/** This feature's translate function: keys of its own catalog, or "common:…" for the shared one. */
export function useT(): TFunction<typeof NS> {
  return useTranslation(NS).t as TFunction<typeof NS>;
}

/** The words of the article list in the language being shown. */
export function useArticlesContent(): ArticlesContent {
  return useContent<ArticlesContent>(CONTENT_NS);
}

/** One article's title, summary, author and alt text in the language being shown. */
export function useArticleText(article: ArticleSummary): ArticleText {
  const text = useArticlesContent().articles[article.slug];
  if (!text) throw new Error(`no text for the article ${article.slug}`);
  return text;
}

/** A category's label in the language being shown. */
export function useCategoryLabel(category: ArticleCategory): string {
  return useArticlesContent().categories[category];
}
