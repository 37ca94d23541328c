import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";
import { parseInline, parseMarkdown, safeHref } from "./markdown-parse";

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe("safeHref", () => {
  it("keeps http(s), mailto and relative addresses", () => {
    for (const url of [
      "https://nta.ac.in",
      "HTTP://example.in/a?b=c",
      "mailto:support@toppersconnect.in",
      "/terms",
      "./faq",
      "../privacy",
      "#refunds",
      "?tab=1",
      "booking-sessions",
    ]) {
      expect(safeHref(url), url).not.toBeNull();
    }
  });

  it("refuses every other scheme, however it is disguised", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0000javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "",
    ]) {
      expect(safeHref(url), JSON.stringify(url)).toBeNull();
    }
  });
});

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, lists and rules", () => {
    const blocks = parseMarkdown(
      [
        "# Title",
        "First line",
        "second line.",
        "",
        "## Section ##",
        "- one",
        "- two",
        "  continued",
        "",
        "3. three",
        "4) four",
        "",
        "---",
        "### Small",
      ].join("\r\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual([
      "heading",
      "paragraph",
      "heading",
      "list",
      "list",
      "rule",
      "heading",
    ]);
    expect(blocks[1]).toEqual({
      type: "paragraph",
      children: [{ type: "text", value: "First line second line." }],
    });
    expect(blocks[2]).toEqual({ type: "heading", depth: 2, children: [{ type: "text", value: "Section" }] });
    expect(blocks[3]).toMatchObject({
      ordered: false,
      items: [[{ type: "text", value: "one" }], [{ type: "text", value: "two continued" }]],
    });
    expect(blocks[4]).toMatchObject({ ordered: true, start: 3 });
  });

  it("does not take a word with a hash for a heading", () => {
    expect(parseMarkdown("#hashtag")[0]?.type).toBe("paragraph");
  });
});

describe("parseInline", () => {
  it("reads bold, italic, code and links, nested", () => {
    expect(parseInline("a **b *c* d** `e*f*` [g **h**](/faq)")).toEqual([
      { type: "text", value: "a " },
      {
        type: "strong",
        children: [
          { type: "text", value: "b " },
          { type: "em", children: [{ type: "text", value: "c" }] },
          { type: "text", value: " d" },
        ],
      },
      { type: "text", value: " " },
      { type: "code", value: "e*f*" },
      { type: "text", value: " " },
      {
        type: "link",
        href: "/faq",
        children: [
          { type: "text", value: "g " },
          { type: "strong", children: [{ type: "text", value: "h" }] },
        ],
      },
    ]);
  });

  it("leaves stray markers, snake_case and escapes as text", () => {
    expect(parseInline("2 * 3 = 6, file_name_here, \\*not italic\\*, **open")).toEqual([
      { type: "text", value: "2 * 3 = 6, file_name_here, *not italic*, **open" },
    ]);
  });

  it("reads ***bold italic***", () => {
    expect(parseInline("***x***")).toEqual([
      { type: "strong", children: [{ type: "em", children: [{ type: "text", value: "x" }] }] },
    ]);
  });

  it("keeps a refused link's words without the link", () => {
    expect(parseInline("[click me](javascript:alert(1)) now")).toEqual([
      { type: "text", value: "click me now" },
    ]);
  });
});

describe("<Markdown>", () => {
  it("renders tags as text, never as HTML", () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });

  it("renders no dangerous link", () => {
    const out = html(
      "[a](javascript:alert(1)) [b](data:text/html,x) [c](https://example.in) [d](mailto:x@y.in)",
    );
    expect(out).not.toMatch(/href="(javascript|data):/i);
    expect(out).toContain('href="https://example.in"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('href="mailto:x@y.in"');
  });

  it("makes the text's largest heading an h2 and keeps the outline without gaps", () => {
    expect(html("## A\n\n### B")).toMatch(/^<div[^>]*><h2[^>]*>A<\/h2><h3[^>]*>B<\/h3><\/div>$/);
    expect(html("# A\n\n## B")).toMatch(/<h2[^>]*>A<\/h2><h3[^>]*>B<\/h3>/);
  });

  it("renders ordered lists from their first number", () => {
    expect(html("2. two\n3. three")).toMatch(
      /<ol start="2"[^>]*><li[^>]*>two<\/li><li[^>]*>three<\/li><\/ol>/,
    );
  });
});
