import { createElement, type ReactNode, useMemo } from "react";
import { cn } from "@/lib/cn";
import { type BlockNode, type InlineNode, parseMarkdown, safeHref } from "./markdown-parse";

export { parseMarkdown, safeHref } from "./markdown-parse";

type MarkdownProps = {
  /** The markdown text (see markdown-parse.ts for the subset). */
  source: string;
  /**
   * The heading level the text's top headings become. The page's own title is the h1, so by default
   * the largest heading in the text becomes an h2 (whether the author wrote "#" or "##") and the
   * others follow it down: the outline never skips a level.
   */
  topHeadingLevel?: 2 | 3 | 4;
  className?: string;
};

const linkClasses =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 " +
  "focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

const headingClasses: Record<number, string> = {
  2: "mt-10 text-xl font-bold tracking-tight text-slate-900 first:mt-0 sm:text-2xl",
  3: "mt-8 text-lg font-semibold text-slate-900 first:mt-0",
  4: "mt-6 text-base font-semibold text-slate-900 first:mt-0",
  5: "mt-6 text-base font-semibold text-slate-800 first:mt-0",
  6: "mt-6 text-sm font-semibold tracking-wide text-slate-800 uppercase first:mt-0",
};

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    switch (node.type) {
      case "text":
        return node.value;
      case "strong":
        return (
          <strong key={key} className="font-semibold text-slate-900">
            {renderInline(node.children)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code
            key={key}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800"
          >
            {node.value}
          </code>
        );
      case "link": {
        // Checked again here: the tree may come from somewhere other than parseMarkdown.
        const href = safeHref(node.href);
        if (href === null) return <span key={key}>{renderInline(node.children)}</span>;
        const external = /^https?:/i.test(href);
        return (
          <a
            key={key}
            href={href}
            className={linkClasses}
            {...(external ? { rel: "noopener noreferrer nofollow" } : {})}
          >
            {renderInline(node.children)}
          </a>
        );
      }
      default:
        return null;
    }
  });
}

function renderBlock(block: BlockNode, index: number, levelOf: (depth: number) => number): ReactNode {
  const key = `${block.type}-${index}`;
  switch (block.type) {
    case "heading": {
      const level = levelOf(block.depth);
      return createElement(
        `h${level}`,
        { key, className: headingClasses[level] },
        renderInline(block.children),
      );
    }
    case "paragraph":
      return (
        <p key={key} className="mt-4 first:mt-0">
          {renderInline(block.children)}
        </p>
      );
    case "list": {
      const items = block.items.map((item, itemIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their position.
        <li key={itemIndex} className="pl-1">
          {renderInline(item)}
        </li>
      ));
      return block.ordered ? (
        <ol
          key={key}
          start={block.start === 1 ? undefined : block.start}
          className="mt-4 list-decimal space-y-2 pl-6 first:mt-0 marker:text-slate-500"
        >
          {items}
        </ol>
      ) : (
        <ul key={key} className="mt-4 list-disc space-y-2 pl-6 first:mt-0 marker:text-slate-500">
          {items}
        </ul>
      );
    }
    case "rule":
      return <hr key={key} className="my-8 border-slate-200" />;
  }
}

/**
 * Renders text written in markdown as React elements: never as HTML, so whatever an admin types
 * (including tags or javascript: links) shows as text and cannot run. Used by the About, Terms,
 * Privacy and FAQ pages, the admin's preview of them, and the articles.
 */
export function Markdown({ source, topHeadingLevel = 2, className }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  const topDepth = Math.min(6, ...blocks.flatMap((block) => (block.type === "heading" ? [block.depth] : [])));
  const levelOf = (depth: number) => Math.min(6, depth - topDepth + topHeadingLevel);

  return (
    <div className={cn("text-base leading-relaxed break-words text-slate-700", className)}>
      {blocks.map((block, index) => renderBlock(block, index, levelOf))}
    </div>
  );
}
