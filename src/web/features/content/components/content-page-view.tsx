import { CONTENT_FALLBACK, type ContentSlug } from "@contract/content";
import { Markdown } from "@/components/ui/markdown";
import { PageTitle } from "@/components/ui/page-title";
import { useMetaDescription } from "@/lib/meta-description";
import { useContentPage } from "../api/get-content-page";

const updatedFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

type ContentPageViewProps = {
  slug: ContentSlug;
  /** The page's h1 and document title (fixed, so the heading shows before the text arrives). */
  title: string;
  metaDescription: string;
};

function LoadingText() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading…</span>
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
              Last updated on{" "}
              <time dateTime={page.updatedAt}>{updatedFormat.format(new Date(page.updatedAt))}</time>
            </span>
          ) : undefined
        }
      />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <article className="max-w-3xl">
          {isPending ? (
            <LoadingText />
          ) : content === "" ? (
            <p className="text-base text-slate-700">{CONTENT_FALLBACK}</p>
          ) : (
            <Markdown source={content} />
          )}
        </article>
      </div>
    </>
  );
}
