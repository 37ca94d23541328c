import type { PublicMentor } from "@contract/content";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { DEVANAGARI, hindiKey } from "./support/hindi";

/*
 * The home page (docs/product.md §1, §2.3, §4). The shared server's database has no mentors, so the carousel
 * tests answer GET /api/mentors themselves.
 */

/** A small picture, inline: the page's policy allows data: images and nothing from elsewhere. */
const PORTRAIT =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#c7d2fe"/></svg>',
  );

const MENTORS: PublicMentor[] = [
  {
    id: "mentor-aarav",
    slug: "aarav-mehta",
    rating: { average: 4.8, count: 23 },
    name: "Aarav Mehta",
    bio: "Cleared JEE Advanced 2023 and now studies Computer Science at IIT Delhi. Helps with Physics problem-solving and time management in full-length mocks.",
    image: PORTRAIT,
    subjects: ["Physics", "Mathematics"],
    education: "B.Tech CSE, IIT Delhi",
  },
  {
    id: "mentor-diya",
    slug: "diya-kulkarni",
    rating: { average: null, count: 0 },
    name: "Diya Kulkarni",
    bio: null,
    image: "   ",
    subjects: ["Biology", "Chemistry"],
    education: "MBBS, B. J. Government Medical College, Pune",
  },
  {
    id: "mentor-unnamed",
    slug: "mentor",
    rating: { average: null, count: 0 },
    name: " ",
    bio: "Scored in the top 1% of NEET-UG 2024. Revises Botany and Zoology line by line from NCERT.",
    image: null,
    subjects: ["Biology"],
    education: null,
  },
  {
    id: "mentor-kartik",
    slug: "kartik-iyer",
    rating: { average: 4, count: 2 },
    name: "Kartik Iyer",
    bio: "JEE Main 2024, 99.6 percentile. Makes organic reaction mechanisms stick with a one-page map per chapter.",
    image: null,
    subjects: ["Chemistry"],
    education: "B.Tech Chemical Engineering, NIT Karnataka",
  },
  {
    id: "mentor-sana",
    slug: "sana-sheikh",
    rating: { average: 4.5, count: 11 },
    name: "Sana Sheikh",
    bio: "Took a drop year and cracked NEET-UG 2023. Mentors droppers on routines, revision cycles and mock analysis.",
    image: null,
    subjects: ["Physics", "Biology"],
    education: "MBBS, Grant Government Medical College, Mumbai",
  },
];

async function answerMentors(page: Page, mentors: PublicMentor[]) {
  await page.route("**/api/mentors", (route) => route.fulfill({ json: mentors }));
}

const mentorCarousel = (page: Page) => page.getByRole("region", { name: "Mentors", exact: true });
const slide = (carousel: Locator, position: number, of: number) =>
  carousel.getByRole("group", { name: `${position} of ${of}`, exact: true });

/** Presses `press` until the last slide is fully in view (at most once per slide). */
async function moveToEnd(carousel: Locator, count: number, press: () => Promise<void>) {
  const last = slide(carousel, count, count);
  for (let i = 0; i < count; i += 1) {
    if (await isFullyInView(last)) return;
    await press();
  }
  await expect(last).toBeInViewport({ ratio: 0.95 });
}

async function isFullyInView(locator: Locator): Promise<boolean> {
  return expect(locator)
    .toBeInViewport({ ratio: 0.95, timeout: 600 })
    .then(() => true)
    .catch(() => false);
}

test.describe("home page", () => {
  test("the hero shows the figures and leads to booking; the other calls to action lead on", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "India's largest community of mentors and toppers",
    );
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    for (const [value, label] of [
      ["3000+", "sessions daily"],
      ["35000+", "students impacted"],
      ["1100+", "mentors"],
    ]) {
      await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /NEET and IIT-JEE/);

    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Grab Your Guidance" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );
    await expect(main.getByRole("link", { name: "Start Your Journey Now" })).toHaveAttribute(
      "href",
      "/blogs",
    );

    await main.getByRole("link", { name: "Take a Trial Session" }).click();
    await expect(page).toHaveURL("/booking-sessions");
    await page.goBack();
    await main.getByRole("link", { name: "Start Your Journey Now" }).click();
    await expect(page).toHaveURL("/blogs");
  });

  test("the hero renders before the mentors answer", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/mentors", async (route) => {
      await held;
      await route.fulfill({ json: MENTORS });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Grab Your Guidance" })).toBeVisible();
    await expect(mentorCarousel(page)).toHaveCount(0);
    release();
    await expect(mentorCarousel(page)).toBeVisible();
  });

  test("the benefits, the four steps and the journey are listed", async ({ page }) => {
    await page.goto("/");
    for (const title of [
      "Motivational Tips from Toppers",
      "Guidance in Creating a Daily Routine",
      "Interactive Group Sessions Daily",
      "Individual Guidance",
      "Weekly Discussion Sessions",
      "Structured Study Planning",
      "Regular Progress Tracking",
      "Performance Analytics",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    const steps = page.locator("section", { has: page.getByRole("heading", { name: "How to start" }) });
    await expect(steps.getByRole("listitem")).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 }).first()).toHaveText(
      "Step 1: Register or log in and pick a ranker",
    );
    await expect(page.getByRole("heading", { name: "Plan your counselling" })).toBeVisible();
  });

  test("the mentor carousel shows each mentor, with fallbacks for missing fields", async ({ page }) => {
    await answerMentors(page, MENTORS);
    await page.goto("/");
    const carousel = mentorCarousel(page);
    await expect(carousel.getByRole("group")).toHaveCount(5);

    const aarav = slide(carousel, 1, 5);
    await expect(aarav.getByRole("heading", { name: "Aarav Mehta" })).toBeVisible();
    // The name links to the mentor's page (docs/decisions/018), with the rating and its count; none: 'New mentor'.
    await expect(aarav.getByRole("link", { name: "Aarav Mehta" })).toHaveAttribute(
      "href",
      "/mentors/aarav-mehta",
    );
    await expect(aarav).toContainText("4.8 · 23 reviews");
    await expect(aarav.locator("img")).toHaveAttribute("src", PORTRAIT);
    await expect(aarav.locator("img")).toHaveAttribute("loading", "lazy");
    await expect(aarav.locator("img")).toHaveAttribute("width", /\d+/);
    await expect(aarav.locator("img")).toHaveAttribute("height", /\d+/);

    // A blank picture and no bio: the placeholder and 'No description provided.'
    const diya = slide(carousel, 2, 5);
    await expect(diya.getByRole("heading", { name: "Diya Kulkarni" })).toHaveCount(1);
    await expect(diya.locator("img")).toHaveAttribute("src", "/images/mentor-placeholder.svg");
    await expect(diya).toContainText("No description provided.");
    await expect(diya).toContainText("New mentor");
    // A blank name: 'Unknown'.
    await expect(slide(carousel, 3, 5).getByRole("heading", { name: "Unknown", exact: true })).toHaveCount(1);
    // No picture at all: the placeholder, which loads.
    const placeholder = slide(carousel, 4, 5).locator("img");
    await expect(placeholder).toHaveAttribute("src", "/images/mentor-placeholder.svg");
    const response = await page.request.get("/images/mentor-placeholder.svg");
    expect(response.status()).toBe(200);
  });

  test("the mentor carousel moves with its buttons and loops at both ends", async ({ page }) => {
    await answerMentors(page, MENTORS);
    await page.goto("/");
    const carousel = mentorCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const first = slide(carousel, 1, 5);
    const last = slide(carousel, 5, 5);
    const next = page.getByRole("button", { name: "Next mentor" });
    const previous = page.getByRole("button", { name: "Previous mentor" });
    await expect(first).toBeInViewport({ ratio: 0.95 });
    await expect(last).not.toBeInViewport({ ratio: 0.95 });

    await next.click();
    await expect(first).not.toBeInViewport({ ratio: 0.95 });
    await moveToEnd(carousel, 5, () => next.click());
    // Past the end: back to the first mentor.
    await next.click();
    await expect(first).toBeInViewport({ ratio: 0.95 });
    await expect(last).not.toBeInViewport({ ratio: 0.95 });
    // Before the start: round to the last.
    await previous.click();
    await expect(last).toBeInViewport({ ratio: 0.95 });
    await previous.click();
    await expect(last).not.toBeInViewport({ ratio: 0.95 });
  });

  test("the mentor carousel scrolls with the arrow keys when it has focus", async ({ page }) => {
    await answerMentors(page, MENTORS);
    await page.goto("/");
    const carousel = mentorCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.focus();
    await expect(carousel).toBeFocused();
    const first = slide(carousel, 1, 5);
    const last = slide(carousel, 5, 5);

    await page.keyboard.press("ArrowRight");
    await expect(first).not.toBeInViewport({ ratio: 0.95 });
    await moveToEnd(carousel, 5, () => page.keyboard.press("ArrowRight"));
    await page.keyboard.press("ArrowRight");
    await expect(first).toBeInViewport({ ratio: 0.95 });
    await page.keyboard.press("ArrowLeft");
    await expect(last).toBeInViewport({ ratio: 0.95 });
    // The page itself did not scroll sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test("a failed mentors call is only logged: no cards, no error", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route("**/api/mentors", (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, message: "Internal Server Error" } }),
    );
    await page.goto("/");
    const section = page.locator("#our-mentors");
    await expect(section).toContainText("Our mentors are being verified and will appear here soon.");
    await expect(mentorCarousel(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next mentor" })).toHaveCount(0);
    await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
    await expect(section).not.toContainText(/error|failed/i);
    expect(logged.some((text) => text.includes("Failed to fetch mentors"))).toBe(true);
  });

  test("no mentors yet: a friendly note instead of the carousel", async ({ page }) => {
    await answerMentors(page, []);
    await page.goto("/");
    await expect(page.locator("#our-mentors")).toContainText(
      "Our mentors are being verified and will appear here soon.",
    );
    await expect(
      page.locator("#our-mentors").getByRole("link", { name: /browse the sessions/ }),
    ).toHaveAttribute("href", "/booking-sessions");
  });

  test("testimonials: students by default, mentors on the toggle, as many per view as fit", {
    tag: "@mobile",
  }, async ({ page, isMobile }) => {
    await page.goto("/");
    const section = page.locator("#student-testimonials");
    const student = section.getByRole("button", { name: "Student", exact: true });
    const mentor = section.getByRole("button", { name: "Mentor", exact: true });
    await expect(student).toHaveAttribute("aria-pressed", "true");
    await expect(mentor).toHaveAttribute("aria-pressed", "false");

    const students = section.getByRole("region", { name: "Student testimonials", exact: true });
    await expect(students.getByRole("group")).toHaveCount(6);
    await expect(students).toContainText("Ishita Verma");
    await students.scrollIntoViewIfNeeded();
    // docs/product.md §9: one per view on small screens, three at lg (the desktop project is 1280 px wide).
    const perView = isMobile ? 1 : 3;
    await expect(slide(students, perView, 6)).toBeInViewport({ ratio: 0.95 });
    await expect(slide(students, perView + 1, 6)).not.toBeInViewport({ ratio: 0.95 });
    // Each card shows initials in place of a picture.
    await expect(slide(students, 1, 6)).toContainText("IV");
    await expect(slide(students, 1, 6).locator("img")).toHaveCount(0);

    // Previous from the first card goes round to the last.
    await section.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slide(students, 6, 6)).toBeInViewport({ ratio: 0.95 });
    await section.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(students, 1, 6)).toBeInViewport({ ratio: 0.95 });

    await mentor.click();
    await expect(mentor).toHaveAttribute("aria-pressed", "true");
    await expect(student).toHaveAttribute("aria-pressed", "false");
    const mentors = section.getByRole("region", { name: "Mentor testimonials", exact: true });
    await expect(mentors.getByRole("group")).toHaveCount(6);
    await expect(mentors).toContainText("Aditi Sharma");
    await expect(section).not.toContainText("Ishita Verma");

    await student.click();
    await expect(students).toContainText("Ishita Verma");
  });

  test("Meet our mentors glides to the mentors section", async ({ page }) => {
    await answerMentors(page, MENTORS);
    await page.goto("/");
    await page.getByRole("link", { name: "Meet our mentors" }).click();
    await expect(page.locator("#our-mentors")).toBeInViewport();
    await expect(page).toHaveURL("/");
  });

  test("axe finds nothing, with mentors, and nothing is wider than the screen", { tag: "@narrow" }, async ({
    page,
  }) => {
    await answerMentors(page, MENTORS);
    await page.goto("/");
    await expect(mentorCarousel(page).getByRole("group")).toHaveCount(5);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("@narrow the page at /hi: in Hindi from the hero to the testimonials, with mentors", async ({
    page,
  }) => {
    await answerMentors(page, MENTORS);
    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // The catalog marks the accent of the title with <accent>; the heading reads as one text.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      hindiKey("home", "hero.title").replace(/<\/?\w+>/g, ""),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      hindiKey("home", "meta.description"),
    );
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: hindiKey("home", "hero.grabGuidance") })).toHaveAttribute(
      "href",
      "/hi/booking-sessions",
    );
    await expect(main.getByRole("heading", { name: hindiKey("home", "steps.title") })).toBeVisible();
    await expect(main.getByRole("link", { name: hindiKey("home", "journey.start") })).toHaveAttribute(
      "href",
      "/hi/blogs",
    );

    // The mentors, with the Hindi fallbacks for a missing name and a missing bio.
    const carousel = page.getByRole("region", { name: hindiKey("home", "mentors.carousel"), exact: true });
    await expect(carousel.getByRole("group")).toHaveCount(5);
    await expect(
      carousel.getByRole("heading", { name: hindiKey("home", "mentorCard.unknownName") }),
    ).toHaveCount(1);
    await expect(carousel).toContainText(hindiKey("home", "mentorCard.noBio"));

    // The testimonials: the toggle and the quotes in Hindi, the people's names as they are.
    const section = page.locator("#student-testimonials");
    await expect(
      section.getByRole("heading", { level: 2, name: hindiKey("home", "testimonials.title") }),
    ).toBeVisible();
    const student = section.getByRole("button", { name: hindiKey("common", "roles.student"), exact: true });
    const mentor = section.getByRole("button", { name: hindiKey("common", "roles.mentor"), exact: true });
    await expect(student).toHaveAttribute("aria-pressed", "true");
    const students = section.getByRole("region", {
      name: hindiKey("home", "testimonials.carousel.student"),
      exact: true,
    });
    await expect(students.getByRole("group")).toHaveCount(6);
    await expect(students).toContainText("Ishita Verma");
    await expect(students.locator("blockquote").first()).toHaveText(DEVANAGARI);
    await mentor.click();
    const mentors = section.getByRole("region", {
      name: hindiKey("home", "testimonials.carousel.mentor"),
      exact: true,
    });
    await expect(mentors).toContainText("Aditi Sharma");
    await expect(mentors.locator("blockquote").first()).toHaveText(DEVANAGARI);

    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
