import { PageTitle } from "@/components/ui/page-title";
import { EXPLORE_ARTICLES, FEATURED_ARTICLES } from "@/content/articles";
import { useMetaDescription } from "@/lib/meta-description";
import { ArticleCard } from "../components/article-card";
import { FeaturedCarousel } from "../components/featured-carousel";

const FEATURED_HEADING_ID = "featured-articles-title";
const EXPLORE_HEADING_ID = "explore-articles-title";

/** /blogs (docs/product.md §2.9): the featured carousel and the grid of articles to explore. */
export function ArticlesPage() {
  useMetaDescription(
    "Guides for NEET and JEE aspirants and their parents from mentors who recently topped the exams: revision plans, mock-test analysis, percentiles explained and more.",
  );
  return (
    <>
      <PageTitle
        title="Articles"
        description="Practical guidance for NEET and JEE aspirants and their parents, written by mentors who sat these exams recently."
      />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div>
          <div className="mb-6">
            <h2
              id={FEATURED_HEADING_ID}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Featured Articles
            </h2>
            <p className="mt-2 text-base text-slate-600">
              Stay updated with the latest insights and tips for exam preparation
            </p>
          </div>
          <FeaturedCarousel articles={FEATURED_ARTICLES} labelledBy={FEATURED_HEADING_ID} />
        </div>

        <section aria-labelledby={EXPLORE_HEADING_ID}>
          <div className="mb-6">
            <h2
              id={EXPLORE_HEADING_ID}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Explore Articles
            </h2>
            <p className="mt-2 text-base text-slate-600">
              Discover more insights and guidance for your exam preparation journey
            </p>
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
