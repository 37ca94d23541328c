import { PageTitle } from "@/components/ui/page-title";
import { EXPLORE_ARTICLES, FEATURED_ARTICLES } from "@/content/articles";
import { useMetaDescription } from "@/lib/meta-description";
import { ArticleCard } from "../components/article-card";
import { FeaturedCarousel } from "../components/featured-carousel";
import { useT } from "../i18n";

const FEATURED_HEADING_ID = "featured-articles-title";
const EXPLORE_HEADING_ID = "explore-articles-title";

/** /blogs (docs/product.md §2.9): the featured carousel and the grid of articles to explore. */
export function ArticlesPage() {
  const t = useT();
  useMetaDescription(t("list.metaDescription"));
  return (
    <>
      <PageTitle title={t("list.title")} description={t("list.description")} />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div>
          <div className="mb-6">
            <h2
              id={FEATURED_HEADING_ID}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t("list.featured")}
            </h2>
            <p className="mt-2 text-base text-slate-600">{t("list.featuredText")}</p>
          </div>
          <FeaturedCarousel articles={FEATURED_ARTICLES} labelledBy={FEATURED_HEADING_ID} />
        </div>

        <section aria-labelledby={EXPLORE_HEADING_ID}>
          <div className="mb-6">
            <h2
              id={EXPLORE_HEADING_ID}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t("list.explore")}
            </h2>
            <p className="mt-2 text-base text-slate-600">{t("list.exploreText")}</p>
          </div>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {EXPLORE_ARTICLES.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
