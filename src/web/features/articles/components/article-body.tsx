import { Markdown } from "@/components/ui/markdown";

/**
 * An article's text (markdown: section headings, paragraphs, lists, bold), read by the same parser
 * as the pages admins write, a little larger for long reading.
 */
export function ArticleBody({ source }: { source: string }) {
  return <Markdown source={source} className="text-base leading-relaxed sm:text-lg sm:leading-8" />;
}
