import { readFileSync } from "node:fs";
import path from "node:path";
import { isAppRoute } from "@contract/routes";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "@/components/ui/markdown-parse";
import { paths } from "@/config/paths";
import {
  ALL_ARTICLES,
  ARTICLE_CATEGORIES,
  EXPLORE_ARTICLES,
  FEATURED_ARTICLES,
  findArticle,
  loadArticleBody,
} from ".";
import { countWords } from "./reading-time";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

describe("articles", () => {
  it("has six featured and six explore articles, each with its own slug", () => {
    expect(FEATURED_ARTICLES).toHaveLength(6);
    expect(EXPLORE_ARTICLES).toHaveLength(6);
    const slugs = ALL_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("shows one explore card per category", () => {
    expect(EXPLORE_ARTICLES.map((article) => article.category).sort()).toEqual(
      [...ARTICLE_CATEGORIES].sort(),
    );
  });

  it("uses 800×400 images for featured articles and 400×250 for the cards", () => {
    for (const article of FEATURED_ARTICLES)
      expect([article.image.width, article.image.height]).toEqual([800, 400]);
    for (const article of EXPLORE_ARTICLES)
      expect([article.image.width, article.image.height]).toEqual([400, 250]);
  });

  it("has an illustration of the declared size and a meaningful alt text for every article", () => {
    for (const { image, slug } of ALL_ARTICLES) {
      expect(image.src).toBe(`/articles/${slug}.svg`);
      const svg = readFileSync(path.join(PUBLIC_DIR, image.src), "utf8");
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(image.alt.length).toBeGreaterThan(20);
    }
  });

  it("dates every article in the past, newest first within each section", () => {
    for (const list of [FEATURED_ARTICLES, EXPLORE_ARTICLES]) {
      const dates = list.map((article) => article.publishedOn);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    for (const article of ALL_ARTICLES) expect(article.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has a page per article that the server serves the app for", () => {
    for (const { slug } of ALL_ARTICLES) expect(isAppRoute(paths.blogArticle.getHref(slug)), slug).toBe(true);
  });

  it("finds articles by slug only", () => {
    expect(findArticle("neet-90-day-revision-plan")?.category).toBe("NEET Preparation");
    expect(findArticle("no-such-article")).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  it("gives every article a full text of at least 600 words with sections", async () => {
    for (const article of ALL_ARTICLES) {
      const body = await loadArticleBody(article.slug);
      expect(countWords(body), article.slug).toBeGreaterThanOrEqual(600);
      const blocks = parseMarkdown(body);
      expect(blocks.filter((block) => block.type === "heading").length, article.slug).toBeGreaterThanOrEqual(
        4,
      );
      expect(body, article.slug).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });
});

describe("reading time", () => {
  it("counts words without markup", () => {
    expect(countWords("## Two words\n\n- **three** more words")).toBe(5);
  });
});
