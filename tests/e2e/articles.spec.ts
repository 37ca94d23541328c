import type { Page } from "@playwright/test";
import HINDI from "../../src/web/content/hi/articles";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { DEVANAGARI, hindiKey } from "./support/hindi";

const FEATURED_TITLES = [
  "How JEE Main Percentiles and Normalisation Really Work",
  "A 90-Day NEET Revision Plan You Can Actually Follow",
  "The Three-Pass Method for Analysing Every Mock Test",
  "Balancing Class 12 Boards and JEE Without Burning Out",
  "A Parent's Guide to Supporting a Dropper Year",
  "NCERT First: A Line-by-Line Strategy for NEET Biology",
];
const CATEGORIES = [
  "NEET Preparation",
  "Parent Guide",
  "Study Materials",
  "Career Guidance",
  "JEE Analysis",
  "Study Tips",
];

const carousel = (page: Page) => page.getByRole("region", { name: "Featured Articles" });
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of 6` });

/** Slide n is the one shown, and its dot says so. */
async function expectSlide(page: Page, n: number) {
  await expect(slide(page, n)).toBeVisible();
  await expect(slide(page, n).getByRole("heading")).toHaveText(FEATURED_TITLES[n - 1] ?? "");
  await expect(carousel(page).getByRole("group")).toHaveCount(1);
  for (let dot = 1; dot <= 6; dot++) {
    const button = carousel(page).getByRole("button", { name: `Go to slide ${dot}`, exact: true });
    if (dot === n) await expect(button).toHaveAttribute("aria-current", "true");
    else await expect(button).not.toHaveAttribute("aria-current");
  }
}

/** The element whose aria-live says whether slide changes are announced. */
async function slidesLiveRegion(page: Page) {
  const id = await carousel(page).getByRole("button", { name: "Next slide" }).getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

/**
 * A fake clock that stands still: timers fire only when a test moves time on with runFor(), so the
 * 4-second rotation can be checked exactly.
 */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date("2026-11-20T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2026-11-20T10:00:01+05:30"));
}

/** Pointer and focus away from the carousel. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("articles (docs/product.md §2.9)", () => {
  test("the featured carousel shows one article per slide, with dots and previous/next that loop", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blogs");
    await expect(page).toHaveTitle("Articles | Toppers Connect");
    await expect(page.getByRole("heading", { level: 2, name: "Featured Articles" })).toBeVisible();
    await expect(
      page.getByText("Stay updated with the latest insights and tips for exam preparation"),
    ).toBeVisible();
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel(page).getByRole("group", { includeHidden: true })).toHaveCount(6);

    await expectSlide(page, 1);
    const first = slide(page, 1);
    await expect(first.getByRole("img")).toHaveAttribute("width", "800");
    await expect(first.getByRole("img")).toHaveAttribute("height", "400");
    await expect(first.getByRole("img")).toHaveAttribute("alt", /\w+/);
    await expect(first).toContainText("November 18, 2026");
    await expect(first).toContainText("By JEE Mentor Team");
    await expect(first.getByRole("link", { name: `Read More about ${FEATURED_TITLES[0]}` })).toHaveAttribute(
      "href",
      "/blogs/jee-main-percentile-normalisation",
    );

    const next = carousel(page).getByRole("button", { name: "Next slide" });
    const previous = carousel(page).getByRole("button", { name: "Previous slide" });
    await next.click();
    await expectSlide(page, 2);
    await previous.click();
    await previous.click();
    await expectSlide(page, 6);
    await next.click();
    await expectSlide(page, 1);
    await carousel(page).getByRole("button", { name: "Go to slide 4" }).click();
    await expectSlide(page, 4);
    // Slides the user picks are announced politely.
    await expect(await slidesLiveRegion(page)).toHaveAttribute("aria-live", "polite");
  });

  test("it advances every 4 seconds, silently, and loops from the last slide to the first", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/blogs");
    await expectSlide(page, 1);
    await expect(await slidesLiveRegion(page)).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(3900);
    await expectSlide(page, 1);
    await page.clock.runFor(100);
    await expectSlide(page, 2);
    for (const n of [3, 4, 5, 6, 1]) {
      await page.clock.runFor(4000);
      await expectSlide(page, n);
    }
  });

  test("hovering or focusing the carousel pauses it; leaving resumes it", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/blogs");
    await expectSlide(page, 1);

    await slide(page, 1).getByRole("heading").hover();
    await page.clock.runFor(12000);
    await expectSlide(page, 1);
    await expect(await slidesLiveRegion(page)).toHaveAttribute("aria-live", "polite");
    await leaveCarousel(page);
    await page.clock.runFor(4000);
    await expectSlide(page, 2);

    await slide(page, 2)
      .getByRole("link", { name: /^Read More/ })
      .focus();
    await page.clock.runFor(12000);
    await expectSlide(page, 2);
    await leaveCarousel(page);
    await page.clock.runFor(4000);
    await expectSlide(page, 3);
  });

  test("the pause button stops the rotation until play is pressed", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/blogs");
    await carousel(page).getByRole("button", { name: "Pause automatic slide show" }).click();
    await leaveCarousel(page);
    await page.clock.runFor(12000);
    await expectSlide(page, 1);
    await carousel(page).getByRole("button", { name: "Play automatic slide show" }).click();
    await leaveCarousel(page);
    await page.clock.runFor(4000);
    await expectSlide(page, 2);
  });

  test("with reduced motion the carousel never advances by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/blogs");
    await expectSlide(page, 1);
    await page.clock.runFor(20000);
    await expectSlide(page, 1);
    await expect(carousel(page).getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
    await expect(await slidesLiveRegion(page)).toHaveAttribute("aria-live", "polite");
  });

  test("Explore Articles shows six cards with a coloured category, a short date and Read More", async ({
    page,
  }) => {
    await page.goto("/blogs");
    const section = page.getByRole("region", { name: "Explore Articles" });
    await expect(
      section.getByText("Discover more insights and guidance for your exam preparation journey"),
    ).toBeVisible();
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(6);
    const categories: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(card.getByRole("img")).toHaveAttribute("width", "400");
      await expect(card.getByRole("img")).toHaveAttribute("height", "250");
      await expect(card.getByRole("img")).toHaveAttribute("loading", "lazy");
      await expect(card.locator("time")).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
      const title = await card.getByRole("heading").textContent();
      await expect(card.getByRole("link", { name: `Read More about ${title}` })).toHaveAttribute(
        "href",
        /^\/blogs\/[a-z0-9-]+$/,
      );
      categories.push((await card.getByText(new RegExp(`^(${CATEGORIES.join("|")})$`)).textContent()) ?? "");
    }
    expect(categories.sort()).toEqual([...CATEGORIES].sort());
    await expect(cards.first().locator("time")).toHaveText("12 Nov 2026");
    await expect(cards.nth(1).locator("time")).toHaveText("08 Nov 2026");

    // One column on phones, two from md, three from lg.
    const columns = () =>
      section
        .getByRole("list")
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    for (const [width, count] of [
      [360, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns(), `${width}px`).toBe(count);
    }
  });

  test("Read More opens the article's own page with its full text, and leads back to /blogs", async ({
    page,
  }) => {
    await page.goto("/blogs");
    const card = page.getByRole("region", { name: "Explore Articles" }).getByRole("article").first();
    await card.getByRole("link", { name: /^Read More about / }).click();
    await expect(page).toHaveURL("/blogs/neet-physics-for-biology-lovers");
    const title = "NEET Physics for Students Who Would Rather Be Doing Biology";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Toppers Connect`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Formula sheets/);

    const article = page.getByRole("article").first();
    await expect(article).toContainText("NEET Mentor Team");
    await expect(article).toContainText("November 12, 2026");
    await expect(article).toContainText("NEET Preparation");
    await expect(article).toContainText(/\d+ min read/);
    await expect(article.getByRole("img").first()).toHaveAttribute("alt", /lens/);
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();

    const body = page.locator("[data-article-body]");
    await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
    const words = ((await body.textContent()) ?? "").split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(600);

    await page.getByRole("link", { name: "All articles", exact: true }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
  });

  test("a featured article opens from its slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blogs");
    await carousel(page).getByRole("button", { name: "Go to slide 5" }).click();
    await slide(page, 5)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL("/blogs/parents-guide-to-a-dropper-year");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FEATURED_TITLES[4] ?? "");
    await expect(page.locator("[data-article-body]")).toContainText("Tele-MANAS");
  });

  test("an unknown article shows the 404 page", async ({ page }) => {
    const response = await page.goto("/blogs/no-such-article");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle("Page not found | Toppers Connect");
    await expect(page.getByRole("link", { name: "Go back home" })).toBeVisible();
  });

  test("axe finds nothing on /blogs and on an article, and neither scrolls sideways", {
    tag: "@narrow",
  }, async ({ page }) => {
    await page.goto("/blogs");
    // Hovering holds the rotation still, so no slide is half-faded while axe measures contrast.
    await slide(page, 1).getByRole("heading").hover();
    await expectSlide(page, 1);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/blogs/jee-main-percentile-normalisation");
    await expect(page.locator("[data-article-body]").getByRole("heading").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("in Hindi at /hi/blogs: the list, the carousel, the categories and an article's full text @narrow", async ({
    page,
  }) => {
    const articles = (key: string, values: Record<string, string | number> = {}) =>
      hindiKey("articles", key, values);
    const text = (slug: string) => {
      const found = HINDI.articles[slug];
      if (!found) throw new Error(`no Hindi text for ${slug}`);
      return found;
    };
    /** The accessible name of a Read More link: the visible words and the screen-reader part. */
    const readMore = (title: string) => articles("readMore", { title }).replace(/<\/?sr>/g, "");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/hi/blogs");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles("list.title"));
    await expect(page).toHaveTitle(`${articles("list.title")} | Toppers Connect`);
    await expect(page.getByText(articles("list.featuredText"))).toBeVisible();

    // The carousel: its slide names, the first slide's words and date, the controls.
    const hindiCarousel = page.getByRole("region", { name: articles("list.featured") });
    const firstSlide = hindiCarousel.getByRole("group", {
      name: articles("carousel.slideOf", { n: 1, total: 6 }),
    });
    const featured = text("jee-main-percentile-normalisation");
    await expect(firstSlide.getByRole("heading")).toHaveText(featured.title);
    await expect(firstSlide.getByRole("img")).toHaveAttribute("alt", featured.imageAlt);
    await expect(firstSlide.locator("time")).toHaveText(/^18 \S+ 2026$/);
    await expect(firstSlide.locator("time")).toHaveText(DEVANAGARI);
    await expect(firstSlide).toContainText(articles("carousel.by", { author: featured.author }));
    await expect(firstSlide.getByRole("link", { name: readMore(featured.title) })).toHaveAttribute(
      "href",
      "/hi/blogs/jee-main-percentile-normalisation",
    );
    await hindiCarousel.getByRole("button", { name: articles("carousel.next") }).click();
    await expect(
      hindiCarousel.getByRole("group", { name: articles("carousel.slideOf", { n: 2, total: 6 }) }),
    ).toBeVisible();
    await hindiCarousel.getByRole("button", { name: articles("carousel.goTo", { n: 1 }) }).click();
    await expect(firstSlide).toBeVisible();

    // Explore Articles: one card per category, each category named in Hindi.
    const explore = page.getByRole("region", { name: articles("list.explore") });
    await expect(explore.getByText(articles("list.exploreText"))).toBeVisible();
    await expect(explore.getByRole("article")).toHaveCount(6);
    for (const label of Object.values(HINDI.categories)) {
      await expect(explore.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(explore.getByRole("article").first().locator("time")).toHaveText(/^12 \S+ 2026$/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // A featured article's own page, its text in Hindi.
    const guide = text("parents-guide-to-a-dropper-year");
    await hindiCarousel.getByRole("button", { name: articles("carousel.goTo", { n: 5 }) }).click();
    await hindiCarousel.getByRole("link", { name: readMore(guide.title) }).click();
    await expect(page).toHaveURL("/hi/blogs/parents-guide-to-a-dropper-year");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
    await expect(page).toHaveTitle(`${guide.title} | Toppers Connect`);
    const article = page.getByRole("article").first();
    await expect(article).toContainText(HINDI.categories["Parent Guide"]);
    await expect(article).toContainText(guide.author);
    await expect(article).toContainText(
      new RegExp(articles("article.minutesRead").replace("{{minutes}}", "\\d+")),
    );
    const body = page.locator("[data-article-body]");
    await expect(body.getByRole("heading", { level: 2 }).first()).toHaveText(DEVANAGARI);
    await expect(body).toContainText("Tele-MANAS");
    await expect(body).toContainText("14416");
    await expect(page.locator(`aside[aria-label="${articles("article.mentorLabel")}"]`)).toContainText(
      articles("article.mentorTitle"),
    );
    await expect(
      page.getByRole("heading", { level: 2, name: articles("article.keepReading") }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: articles("article.allArticles"), exact: true }).click();
    await expect(page).toHaveURL("/hi/blogs");
  });
});
