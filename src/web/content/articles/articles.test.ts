import { readFileSync } from "node:fs";
import path from "node:path";
import { isAppRoute } from "@contract/routes";
import { describe, expect, it } from "vitest";
import { type BlockNode, parseMarkdown } from "@/components/ui/markdown-parse";
import { paths } from "@/config/paths";
import HINDI from "@/content/hi/articles";
import ENGLISH, {
  ALL_ARTICLES,
  ARTICLE_CATEGORIES,
  EXPLORE_ARTICLES,
  FEATURED_ARTICLES,
  findArticle,
  loadArticleBody,
} from ".";
import { countWords } from "./reading-time";

const DEVANAGARI = /[\u0900-\u097F]/;

/** The numbers a text states, in order of first appearance ("6:30" is 6 and 30). */
const numbersIn = (text: string) => [...new Set(text.match(/\d+/g) ?? [])];

/** A body's outline: its headings (with depth) and the length and kind of each list. */
function outline(blocks: BlockNode[]) {
  return {
    headings: blocks.filter((block) => block.type === "heading").map((block) => block.depth),
    lists: blocks.flatMap((block) =>
      block.type === "list" ? [`${block.ordered ? "ordered" : "bullets"}:${block.items.length}`] : [],
    ),
    listItems: blocks.reduce((sum, block) => sum + (block.type === "list" ? block.items.length : 0), 0),
  };
}

/** How many bold spans a body has ("**…**"). */
function boldCount(source: string): number {
  return (source.match(/\*\*[^*]+\*\*/g) ?? []).length;
}

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

describe("articles in Hindi", () => {
  it("has the English list's shape: every category and every slug, with the same texts", () => {
    expect(Object.keys(HINDI.categories).sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    expect(Object.keys(ENGLISH.categories).sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    const slugs = ALL_ARTICLES.map((article) => article.slug).sort();
    expect(Object.keys(HINDI.articles).sort()).toEqual(slugs);
    expect(Object.keys(ENGLISH.articles).sort()).toEqual(slugs);
    for (const slug of slugs) {
      const english = ENGLISH.articles[slug];
      const hindi = HINDI.articles[slug];
      expect(Object.keys(hindi ?? {}).sort(), slug).toEqual(Object.keys(english ?? {}).sort());
    }
  });

  it("gives the English words to the English list", () => {
    for (const article of ALL_ARTICLES) {
      expect(ENGLISH.articles[article.slug]).toEqual({
        title: article.title,
        description: article.description,
        author: article.author,
        imageAlt: article.image.alt,
      });
    }
    for (const category of ARTICLE_CATEGORIES) expect(ENGLISH.categories[category]).toBe(category);
  });

  it("writes every Hindi text in Devanagari, none empty, with the English numbers", () => {
    for (const [category, label] of Object.entries(HINDI.categories)) {
      expect(label.trim(), category).not.toBe("");
      expect(label, category).toMatch(DEVANAGARI);
    }
    for (const [slug, text] of Object.entries(HINDI.articles)) {
      const english = ENGLISH.articles[slug];
      for (const [field, value] of Object.entries(text)) {
        const where = `${slug} ${field}`;
        expect(value.trim(), where).not.toBe("");
        expect(value, where).toMatch(DEVANAGARI);
        expect(numbersIn(value).sort(), where).toEqual(
          numbersIn(english?.[field as keyof typeof text] ?? "").sort(),
        );
      }
    }
  });

  it("has every article's full text in Hindi, with the English sections, lists, bold and numbers", async () => {
    for (const { slug } of ALL_ARTICLES) {
      const english = await loadArticleBody(slug, "en");
      const hindi = await loadArticleBody(slug, "hi");
      expect(hindi, slug).not.toBe(english);
      expect(hindi, slug).toMatch(DEVANAGARI);
      // Mostly Hindi: English words stay only where a student would say them.
      const letters = hindi.match(/[\p{L}]/gu) ?? [];
      const devanagari = letters.filter((letter) => DEVANAGARI.test(letter));
      expect(devanagari.length / letters.length, slug).toBeGreaterThan(0.6);
      const englishOutline = outline(parseMarkdown(english));
      const hindiOutline = outline(parseMarkdown(hindi));
      expect(hindiOutline.headings.length, `${slug} headings`).toBe(englishOutline.headings.length);
      expect(hindiOutline.listItems, `${slug} list items`).toBe(englishOutline.listItems);
      expect(hindiOutline, slug).toEqual(englishOutline);
      expect(boldCount(hindi), `${slug} bold`).toBe(boldCount(english));
      // Every number the English states (dates, scores, hours, the helpline) is in the Hindi too.
      const hindiNumbers = new Set(numbersIn(hindi));
      expect(
        numbersIn(english).filter((number) => !hindiNumbers.has(number)),
        `${slug}: numbers missing in Hindi`,
      ).toEqual([]);
    }
  });

  it("loads the English text unless Hindi is asked for", async () => {
    const slug = "neet-90-day-revision-plan";
    expect(await loadArticleBody(slug)).toBe(await loadArticleBody(slug, "en"));
    await expect(loadArticleBody("no-such-article", "hi")).rejects.toThrow();
  });
});

describe("reading time", () => {
  it("counts words without markup", () => {
    expect(countWords("## Two words\n\n- **three** more words")).toBe(5);
  });
});
