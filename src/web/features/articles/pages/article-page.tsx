import type { Language } from "@contract/i18n";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarDays, Clock, UserRound } from "lucide-react";
import { Link, useParams } from "react-router";
// The app's own 404 page, shown in place of an article that does not exist (the brief's one exception
// to "features do not import the app": the same page, not a copy of it).
import { NotFoundPage } from "@/components/not-found-page";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ALL_ARTICLES, type ArticleSummary, findArticle, loadArticleBody } from "@/content/articles";
import { readingMinutes } from "@/content/articles/reading-time";
import { useDocumentTitle } from "@/lib/document-title";
import { useFormat } from "@/lib/i18n";
import { useMetaDescription } from "@/lib/meta-description";
import { ArticleBody } from "../components/article-body";
import { ArticleCard } from "../components/article-card";
import { CategoryBadge } from "../components/category-badge";
import { useArticleText, useT } from "../i18n";
import { useArticleDates } from "../use-article-dates";

/** An article's text in a language: each language is its own download, kept apart. */
const articleBodyQueryOptions = (slug: string, language: Language) => ({
  queryKey: ["article-body", slug, language] as const,
  queryFn: () => loadArticleBody(slug, language),
  // Static text shipped with the app: it cannot change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Up to three other articles: the same category first, then the newest. */
function relatedArticles(article: ArticleSummary): ArticleSummary[] {
  const others = ALL_ARTICLES.filter((other) => other.slug !== article.slug).sort((a, b) =>
    b.publishedOn.localeCompare(a.publishedOn),
  );
  const sameCategory = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...sameCategory, ...rest].slice(0, 3);
}

function BodySkeleton() {
  const t = useT();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t("article.loading")}</span>
      {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-2/3"].map((width, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines never move.
          key={index}
          aria-hidden="true"
          className={`h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${width}`}
        />
      ))}
    </div>
  );
}

function ArticleView({ article }: { article: ArticleSummary }) {
  const t = useT();
  const f = useFormat();
  const text = useArticleText(article);
  const dates = useArticleDates();
  useDocumentTitle(text.title);
  useMetaDescription(text.description);
  const body = useQuery(articleBodyQueryOptions(article.slug, f.language));
  const minutes = body.data === undefined ? null : readingMinutes(body.data);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10 sm:pb-24 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <Link
          to={paths.blogs.getHref()}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("article.allArticles")}
        </Link>

        <header className="mt-6">
          <CategoryBadge category={article.category} />
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {text.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{text.description}</p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 text-slate-500" />
              <span>
                <span className="sr-only">{t("article.writtenBy")}</span>
                {text.author}
              </span>
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
              <span>
                <span className="sr-only">{t("article.publishedOn")}</span>
                <time dateTime={article.publishedOn}>{dates.long(article.publishedOn)}</time>
              </span>
            </li>
            {minutes !== null ? (
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-slate-500" />
                <span>{t("article.minutesRead", { minutes: f.number(minutes) })}</span>
              </li>
            ) : null}
          </ul>
        </header>

        <img
          src={article.image.src}
          width={article.image.width}
          height={article.image.height}
          alt={text.imageAlt}
          decoding="async"
          className="mt-8 h-auto w-full rounded-2xl border border-slate-200 bg-slate-100"
        />

        <div className="mt-10" data-article-body="">
          {body.isPending ? (
            <BodySkeleton />
          ) : body.isError ? (
            <Alert>
              <p>{t("article.loadFailed")}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void body.refetch()}>
                {t("article.tryAgain")}
              </Button>
            </Alert>
          ) : (
            <ArticleBody source={body.data} />
          )}
        </div>

        <aside
          aria-label={t("article.mentorLabel")}
          className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        >
          <p className="text-lg font-semibold text-slate-900">{t("article.mentorTitle")}</p>
          <p className="mt-2 text-slate-700">{t("article.mentorText")}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={paths.bookingSessions.getHref()} className={buttonClasses()}>
              {t("article.book")}
            </Link>
            <Link to={paths.blogs.getHref()} className={buttonClasses({ variant: "outline" })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("article.back")}
            </Link>
          </div>
        </aside>
      </article>

      <section aria-labelledby="related-articles-title" className="mt-16 border-t border-slate-200 pt-12">
        <h2 id="related-articles-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("article.keepReading")}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {relatedArticles(article).map((related) => (
            <li key={related.slug}>
              <ArticleCard article={related} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /blogs/{slug}: one article; an unknown slug is the app's 404 page. */
export function ArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  if (!article) return <NotFoundPage />;
  // A new key per article: moving from one article to another starts afresh.
  return <ArticleView key={article.slug} article={article} />;
}
