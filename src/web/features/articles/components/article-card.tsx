import { cardClasses } from "@/components/ui/card";
import type { ArticleSummary } from "@/content/articles";
import { useArticleText } from "../i18n";
import { useArticleDates } from "../use-article-dates";
import { CategoryBadge } from "./category-badge";
import { ReadMoreLink } from "./read-more-link";

type ArticleCardProps = {
  article: ArticleSummary;
  /** The card title's heading level: h3 under a section's h2 (the default), h2 where there is none. */
  headingLevel?: 2 | 3;
};

/** An 'Explore Articles' card: image, category, title, a few lines of the summary, date, Read More. */
export function ArticleCard({ article, headingLevel = 3 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = useArticleText(article);
  const dates = useArticleDates();
  return (
    <article
      className={cardClasses({
        padding: "none",
        className: "flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md",
      })}
    >
      <img
        src={article.image.src}
        width={article.image.width}
        height={article.image.height}
        alt={text.imageAlt}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={article.category} className="self-start" />
        <Heading className="mt-3 text-lg leading-snug font-bold text-balance text-slate-900">
          {text.title}
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{text.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <time dateTime={article.publishedOn} className="text-sm text-slate-600">
            {dates.short(article.publishedOn)}
          </time>
          <ReadMoreLink slug={article.slug} title={text.title} variant="outline" />
        </div>
      </div>
    </article>
  );
}
