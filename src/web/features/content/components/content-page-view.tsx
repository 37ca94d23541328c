import type { ContentSlug } from "@contract/content";
import { Trans } from "react-i18next";
import { Markdown } from "@/components/ui/markdown";
import { PageTitle } from "@/components/ui/page-title";
import { useFormat } from "@/lib/i18n";
import { useMetaDescription } from "@/lib/meta-description";
import { useContentPage } from "../api/get-content-page";
import { useT } from "../i18n";

type ContentPageViewProps = {
  slug: ContentSlug;
  /** The page's h1 and document title (fixed, so the heading shows before the text arrives). */
  title: string;
  metaDescription: string;
};

function LoadingText() {
  const t = useT();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t("page.loading")}</span>
      {["w-11/12", "w-full", "w-10/12", "w-full", "w-8/12"].map((width, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
          key={index}
          aria-hidden="true"
          className={`h-4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none ${width}`}
        />
      ))}
    </div>
  );
}

/**
 * About Us, Terms and Conditions or Privacy Policy: the text admins keep on the server, rendered
 * from markdown. Empty, missing (404) or unreachable, it shows the fallback sentence (docs/product.md §8).
 */
export function ContentPageView({ slug, title, metaDescription }: ContentPageViewProps) {
  const t = useT();
  const f = useFormat();
  useMetaDescription(metaDescription);
  const { page, isPending } = useContentPage(slug);
  const content = page?.content.trim() ?? "";

  return (
    <>
      <PageTitle
        title={title}
        description={
          page && content !== "" ? (
            <span className="text-sm sm:text-base">
              <Trans
                t={t}
                i18nKey="page.updated"
                values={{ date: f.dateWith({ dateStyle: "long" })(page.updatedAt) }}
                components={{ date: <time dateTime={page.updatedAt} /> }}
              />
            </span>
          ) : undefined
        }
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        {/* A page not yet written in the reader's language comes in English, marked so. */}
        <article
          className="max-w-3xl"
          lang={page && page.language !== f.language ? page.language : undefined}
        >
          {isPending ? (
            <LoadingText />
          ) : content === "" ? (
            <p className="text-base text-slate-700">{t("page.fallback")}</p>
          ) : (
            <Markdown source={content} />
          )}
        </article>
      </div>
    </>
  );
}
