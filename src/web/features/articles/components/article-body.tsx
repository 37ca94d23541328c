import { Fragment } from "react";
import type { InlinePart } from "@/content/articles/parse-body";
import { parseArticleBody } from "@/content/articles/parse-body";

function Inline({ parts }: { parts: InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.strong ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one block never move.
          <strong key={index} className="font-semibold text-slate-900">
            {part.text}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one block never move.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** An article's text: section headings (h2), paragraphs and lists. */
export function ArticleBody({ source }: { source: string }) {
  const blocks = parseArticleBody(source);
  return (
    <div className="space-y-5 text-base leading-relaxed text-slate-700 sm:text-lg sm:leading-8">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "heading":
            return (
              <h2 key={key} className="pt-4 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                {block.text}
              </h2>
            );
          case "paragraph":
            return (
              <p key={key}>
                <Inline parts={block.content} />
              </p>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List
                key={key}
                className={
                  block.ordered
                    ? "list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700"
                    : "list-disc space-y-2 pl-6 marker:text-brand-600"
                }
              >
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list never move.
                  <li key={itemIndex} className="pl-1">
                    <Inline parts={item} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
