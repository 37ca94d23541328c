import type { Language } from "@contract/i18n";

/**
 * The articles of /blogs (docs/product.md §2.9, shapes of docs/product.md §3 "articles") and their own pages at
 * /blogs/{slug}. This module holds only what the list needs (title, summary, date, image); each
 * article's text is a separate module in ./bodies (./bodies/hi in Hindi), loaded by the article page
 * alone, so /blogs stays light.
 *
 * Its default export is the list's words in English (ArticlesContent); src/web/content/hi/articles.ts
 * has the same in Hindi. The feature reads them by language (features/articles/i18n.ts); the lists
 * below keep the order, dates, categories and images that both languages share.
 */

export const ARTICLE_CATEGORIES = [
  "NEET Preparation",
  "Parent Guide",
  "Study Materials",
  "Career Guidance",
  "JEE Analysis",
  "Study Tips",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export type ArticleImage = {
  /** Under public/: an SVG illustration drawn for the article. */
  src: string;
  width: number;
  height: number;
  alt: string;
};

export type ArticleSummary = {
  slug: string;
  title: string;
  /** Shown under the title (in full on a featured slide, truncated on a card) and as the page's meta description. */
  description: string;
  /** ISO date (yyyy-mm-dd), shown as "November 15, 2026" or "15 Nov 2026". */
  publishedOn: string;
  /** The team that wrote it. */
  author: string;
  category: ArticleCategory;
  /** 800×400 for featured articles, 400×250 for the others (docs/product.md §3). */
  image: ArticleImage;
};

const featuredImage = (slug: string, alt: string): ArticleImage => ({
  src: `/articles/${slug}.svg`,
  width: 800,
  height: 400,
  alt,
});
const cardImage = (slug: string, alt: string): ArticleImage => ({
  src: `/articles/${slug}.svg`,
  width: 400,
  height: 250,
  alt,
});

/** The six articles of the 'Featured Articles' carousel, newest first. */
export const FEATURED_ARTICLES: readonly ArticleSummary[] = [
  {
    slug: "jee-main-percentile-normalisation",
    title: "How JEE Main Percentiles and Normalisation Really Work",
    description:
      "Why your NTA score is a percentile rather than your marks, how normalisation evens out easier and harder shifts, and how to read your scorecard before the next session.",
    publishedOn: "2026-11-18",
    author: "JEE Mentor Team",
    category: "JEE Analysis",
    image: featuredImage(
      "jee-main-percentile-normalisation",
      "Illustration of several shifts' score curves lining up on one percentile scale",
    ),
  },
  {
    slug: "neet-90-day-revision-plan",
    title: "A 90-Day NEET Revision Plan You Can Actually Follow",
    description:
      "Split the last three months into consolidation, testing and sharpening, with daily blocks for Biology, Chemistry and Physics and a steady rhythm of full-length mocks.",
    publishedOn: "2026-11-15",
    author: "NEET Mentor Team",
    category: "NEET Preparation",
    image: featuredImage(
      "neet-90-day-revision-plan",
      "Illustration of a calendar divided into three coloured revision phases with a stethoscope",
    ),
  },
  {
    slug: "mock-test-analysis-method",
    title: "The Three-Pass Method for Analysing Every Mock Test",
    description:
      "Sort every question, redo the ones that cost you, and log what you learn: a routine that turns each mock into a plan for the next week.",
    publishedOn: "2026-11-10",
    author: "Study Skills Team",
    category: "Study Tips",
    image: featuredImage(
      "mock-test-analysis-method",
      "Illustration of an answer sheet beside a rising bar chart and a magnifying glass",
    ),
  },
  {
    slug: "board-exams-alongside-jee",
    title: "Balancing Class 12 Boards and JEE Without Burning Out",
    description:
      "Use the overlap between the two syllabi, plan the year in three blocks around the January session and the boards, and protect the energy you need for both.",
    publishedOn: "2026-11-04",
    author: "JEE Mentor Team",
    category: "Study Tips",
    image: featuredImage(
      "board-exams-alongside-jee",
      "Illustration of a balance scale holding a board exam answer booklet and a JEE question paper",
    ),
  },
  {
    slug: "parents-guide-to-a-dropper-year",
    title: "A Parent's Guide to Supporting a Dropper Year",
    description:
      "How to agree on goals, keep structure without surveillance, handle relatives and money, and notice the signs that your child needs more than encouragement.",
    publishedOn: "2026-10-28",
    author: "Parent Support Team",
    category: "Parent Guide",
    image: featuredImage(
      "parents-guide-to-a-dropper-year",
      "Illustration of a parent and a student walking together along a path towards a rising sun",
    ),
  },
  {
    slug: "ncert-first-biology-strategy",
    title: "NCERT First: A Line-by-Line Strategy for NEET Biology",
    description:
      "Three reads of every chapter, the diagrams, tables and examples students skip, and a clear rule for when to reach beyond the textbook.",
    publishedOn: "2026-10-21",
    author: "NEET Mentor Team",
    category: "Study Materials",
    image: featuredImage(
      "ncert-first-biology-strategy",
      "Illustration of an open textbook with a leaf and a DNA double helix rising from its pages",
    ),
  },
];

/** The six cards of 'Explore Articles', one per category, newest first. */
export const EXPLORE_ARTICLES: readonly ArticleSummary[] = [
  {
    slug: "neet-physics-for-biology-lovers",
    title: "NEET Physics for Students Who Would Rather Be Doing Biology",
    description:
      "Formula sheets, question types and honest shortcuts that turn Physics from the subject you dread into a steady source of marks.",
    publishedOn: "2026-11-12",
    author: "NEET Mentor Team",
    category: "NEET Preparation",
    image: cardImage(
      "neet-physics-for-biology-lovers",
      "Illustration of a lens bending light rays next to a small green leaf",
    ),
  },
  {
    slug: "exam-season-parent-checklist",
    title: "Exam Season at Home: A Checklist for Parents",
    description:
      "What to sort out a month before, two weeks before, the day before and on the day itself, from admit cards and travel to phone calls from relatives.",
    publishedOn: "2026-11-08",
    author: "Parent Support Team",
    category: "Parent Guide",
    image: cardImage(
      "exam-season-parent-checklist",
      "Illustration of a clipboard checklist with ticked boxes beside a house",
    ),
  },
  {
    slug: "building-an-error-notebook",
    title: "How to Build an Error Notebook You Will Actually Reread",
    description:
      "Four lines per entry, sorted by chapter, with a review schedule and a rule for striking entries out, so the notebook gets shorter as you improve.",
    publishedOn: "2026-11-01",
    author: "Study Skills Team",
    category: "Study Materials",
    image: cardImage(
      "building-an-error-notebook",
      "Illustration of a spiral notebook with a red cross turning into a green tick",
    ),
  },
  {
    slug: "choosing-college-and-branch-after-jee",
    title: "After JEE: Choosing Between a College and a Branch",
    description:
      "Start with your interests, weigh reputation against branch honestly, read placement figures with care, and fill your JoSAA choices in the order you truly prefer.",
    publishedOn: "2026-10-25",
    author: "Career Guidance Team",
    category: "Career Guidance",
    image: cardImage(
      "choosing-college-and-branch-after-jee",
      "Illustration of a signpost with arrows pointing to different campus buildings",
    ),
  },
  {
    slug: "jee-main-vs-jee-advanced",
    title: "JEE Main vs JEE Advanced: How the Papers Differ",
    description:
      "A stable pattern against a changing one, single ideas against combined ones: what separates the two papers and how to prepare for both without wasting months.",
    publishedOn: "2026-10-18",
    author: "JEE Mentor Team",
    category: "JEE Analysis",
    image: cardImage(
      "jee-main-vs-jee-advanced",
      "Illustration of two question papers side by side, the second with a steeper mountain peak",
    ),
  },
  {
    slug: "study-habits-that-match-memory",
    title: "Sleep, Spacing and Self-Testing: Study Habits That Match How Memory Works",
    description:
      "Five research-backed habits (retrieval practice, spaced revision, mixed practice, sleep and focused blocks) and how to fit them into a NEET or JEE day.",
    publishedOn: "2026-10-11",
    author: "Study Skills Team",
    category: "Study Tips",
    image: cardImage(
      "study-habits-that-match-memory",
      "Illustration of a crescent moon above a brain with connected dots",
    ),
  },
];

export const ALL_ARTICLES: readonly ArticleSummary[] = [...FEATURED_ARTICLES, ...EXPLORE_ARTICLES];

export function findArticle(slug: string | undefined): ArticleSummary | undefined {
  return slug === undefined ? undefined : ALL_ARTICLES.find((article) => article.slug === slug);
}

/** The words of one article's summary in one language. */
export type ArticleText = {
  title: string;
  description: string;
  author: string;
  imageAlt: string;
};

/**
 * The list's words in one language (plain data: see useContent in src/web/lib/i18n.ts): each
 * category's label, and each article's texts by slug.
 */
export type ArticlesContent = {
  categories: Record<ArticleCategory, string>;
  articles: Record<string, ArticleText>;
};

const ENGLISH: ArticlesContent = {
  categories: Object.fromEntries(ARTICLE_CATEGORIES.map((category) => [category, category])) as Record<
    ArticleCategory,
    string
  >,
  articles: Object.fromEntries(
    ALL_ARTICLES.map(({ slug, title, description, author, image }) => [
      slug,
      { title, description, author, imageAlt: image.alt },
    ]),
  ),
};
export default ENGLISH;

type BodyModule = { default: string };

/** Each article's text, in its own chunk. */
const BODIES: Record<string, () => Promise<BodyModule>> = {
  "jee-main-percentile-normalisation": () => import("./bodies/jee-main-percentile-normalisation"),
  "neet-90-day-revision-plan": () => import("./bodies/neet-90-day-revision-plan"),
  "mock-test-analysis-method": () => import("./bodies/mock-test-analysis-method"),
  "board-exams-alongside-jee": () => import("./bodies/board-exams-alongside-jee"),
  "parents-guide-to-a-dropper-year": () => import("./bodies/parents-guide-to-a-dropper-year"),
  "ncert-first-biology-strategy": () => import("./bodies/ncert-first-biology-strategy"),
  "neet-physics-for-biology-lovers": () => import("./bodies/neet-physics-for-biology-lovers"),
  "exam-season-parent-checklist": () => import("./bodies/exam-season-parent-checklist"),
  "building-an-error-notebook": () => import("./bodies/building-an-error-notebook"),
  "choosing-college-and-branch-after-jee": () => import("./bodies/choosing-college-and-branch-after-jee"),
  "jee-main-vs-jee-advanced": () => import("./bodies/jee-main-vs-jee-advanced"),
  "study-habits-that-match-memory": () => import("./bodies/study-habits-that-match-memory"),
};

/** Each article's text in Hindi: the same sections, facts and numbers. */
const HINDI_BODIES: Record<string, () => Promise<BodyModule>> = {
  "jee-main-percentile-normalisation": () => import("./bodies/hi/jee-main-percentile-normalisation"),
  "neet-90-day-revision-plan": () => import("./bodies/hi/neet-90-day-revision-plan"),
  "mock-test-analysis-method": () => import("./bodies/hi/mock-test-analysis-method"),
  "board-exams-alongside-jee": () => import("./bodies/hi/board-exams-alongside-jee"),
  "parents-guide-to-a-dropper-year": () => import("./bodies/hi/parents-guide-to-a-dropper-year"),
  "ncert-first-biology-strategy": () => import("./bodies/hi/ncert-first-biology-strategy"),
  "neet-physics-for-biology-lovers": () => import("./bodies/hi/neet-physics-for-biology-lovers"),
  "exam-season-parent-checklist": () => import("./bodies/hi/exam-season-parent-checklist"),
  "building-an-error-notebook": () => import("./bodies/hi/building-an-error-notebook"),
  "choosing-college-and-branch-after-jee": () => import("./bodies/hi/choosing-college-and-branch-after-jee"),
  "jee-main-vs-jee-advanced": () => import("./bodies/hi/jee-main-vs-jee-advanced"),
  "study-habits-that-match-memory": () => import("./bodies/hi/study-habits-that-match-memory"),
};

/**
 * The article's text in a language (markdown, rendered by components/ui/markdown.tsx), downloaded
 * on first use.
 */
export async function loadArticleBody(slug: string, language: Language = "en"): Promise<string> {
  const load = (language === "hi" ? HINDI_BODIES : BODIES)[slug];
  if (!load) throw new Error(`No article body for "${slug}"`);
  return (await load()).default;
}
