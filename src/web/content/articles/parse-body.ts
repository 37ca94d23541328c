/**
 * Article texts are written in a tiny, fixed subset of markdown so that they read naturally in the
 * source: blocks separated by a blank line; "## " starts a section heading; lines starting "- " make
 * a bulleted list and "1. " a numbered one; anything else is a paragraph. Inside a block, **text**
 * is bold. Nothing else is interpreted, and the result is rendered as React elements (never HTML).
 */

export type InlinePart = { text: string; strong: boolean };

export type ArticleBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; content: InlinePart[] }
  | { type: "list"; ordered: boolean; items: InlinePart[][] };

const BULLET = /^-\s+/;
const NUMBERED = /^\d+\.\s+/;

function parseInline(text: string): InlinePart[] {
  return text
    .split("**")
    .map((part, index) => ({ text: part, strong: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

export function parseArticleBody(source: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines[0];
    if (first === undefined) continue;
    if (first.startsWith("## ")) {
      blocks.push({ type: "heading", text: first.slice(3).trim() });
      // A paragraph written straight under a heading, without a blank line, still counts.
      if (lines.length > 1)
        blocks.push({ type: "paragraph", content: parseInline(lines.slice(1).join(" ")) });
    } else if (lines.every((line) => BULLET.test(line))) {
      blocks.push({
        type: "list",
        ordered: false,
        items: lines.map((l) => parseInline(l.replace(BULLET, ""))),
      });
    } else if (lines.every((line) => NUMBERED.test(line))) {
      blocks.push({
        type: "list",
        ordered: true,
        items: lines.map((l) => parseInline(l.replace(NUMBERED, ""))),
      });
    } else {
      blocks.push({ type: "paragraph", content: parseInline(lines.join(" ")) });
    }
  }
  return blocks;
}

/** Words of running text (headings included), for the reading time. */
export function countWords(source: string): number {
  return source
    .replace(/\*\*|^#+\s|^-\s|^\d+\.\s/gm, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at about 200 words a minute, never less than one minute. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.round(countWords(source) / 200));
}
