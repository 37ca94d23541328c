import { CONTENT_FALLBACK, FAQ_FALLBACK } from "@contract/content";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";

/*
 * About Us, Terms and Conditions, Privacy Policy and FAQ (docs/product.md §2.21, §8). A new database holds the
 * default texts of migration 0004; the failure cases answer the API themselves.
 */

const PAGES = [
  { path: "/about", slug: "about-us", title: "About Us", heading: "Our mentors" },
  { path: "/Terms", slug: "Terms", title: "Terms and Conditions", heading: "5. Cancellations and refunds" },
  { path: "/privacy", slug: "privacy-policy", title: "Privacy Policy", heading: "Cookies" },
] as const;

async function failContent(page: Page, status = 500) {
  await page.route("**/api/content/**", (route) =>
    route.fulfill({ status, json: { statusCode: status, message: "Something went wrong" } }),
  );
}

test.describe("content pages", () => {
  for (const { path, title, heading } of PAGES) {
    test(`${path} shows its default text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Toppers Connect`);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(page.locator("main")).toContainText("Last updated on");
      await expect(page.locator("main")).not.toContainText(CONTENT_FALLBACK);
      // Markdown is rendered, not shown: no stray markers.
      await expect(page.locator("main article")).not.toContainText("##");
      await expect(page.locator("main article")).not.toContainText("**");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    });

    test(`${path} falls back to the default sentence when the text cannot be loaded`, async ({ page }) => {
      await failContent(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("main article")).toHaveText(CONTENT_FALLBACK);
      await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
    });
  }

  test("/terms in lower case is the same page", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect(page.getByRole("heading", { name: "4. Booking and payment" })).toBeVisible();
    await expect(page.locator("main")).toContainText("up to 24 hours before");
  });

  test("a page never set (404) or set to nothing shows the fallback too", async ({ page }) => {
    await failContent(page, 404);
    await page.goto("/privacy");
    await expect(page.locator("main article")).toHaveText(CONTENT_FALLBACK);

    await page.unroute("**/api/content/**");
    await page.route("**/api/content/**", (route) =>
      route.fulfill({
        json: {
          slug: "about-us",
          title: "About Us",
          content: "  \n",
          language: "en",
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    await page.goto("/about");
    await expect(page.locator("main article")).toHaveText(CONTENT_FALLBACK);
  });

  test("text from the server is rendered as markdown, and never as HTML", async ({ page }) => {
    // The page asks in the reader's language (?language=en).
    await page.route(/\/api\/content\/about-us(\?|$)/, (route) =>
      route.fulfill({
        json: {
          slug: "about-us",
          title: "About Us",
          content: [
            "# Our story",
            "We are **verified** and *friendly*; see `UTR` and [our FAQ](/faq) or [mail us](mailto:support@toppersconnect.in).",
            "",
            "- one",
            "- two",
            "",
            '<script>window.__pwned = true</script> <img src="x" onerror="window.__pwned = true">',
            "",
            "[click here](javascript:window.__pwned=true)",
          ].join("\n"),
          language: "en",
          updatedAt: "2025-01-15T06:30:00.000Z",
        },
      }),
    );
    await page.goto("/about");
    const article = page.locator("main article");
    await expect(article.getByRole("heading", { level: 2, name: "Our story" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("verified");
    await expect(article.locator("em")).toHaveText("friendly");
    await expect(article.locator("code")).toHaveText("UTR");
    await expect(article.getByRole("link", { name: "our FAQ" })).toHaveAttribute("href", "/faq");
    await expect(article.getByRole("link", { name: "mail us" })).toHaveAttribute(
      "href",
      "mailto:support@toppersconnect.in",
    );
    await expect(article.getByRole("listitem")).toHaveText(["one", "two"]);
    // Tags are text; the javascript: link is plain words.
    await expect(article).toContainText("<script>window.__pwned = true</script>");
    await expect(article.locator("script, img")).toHaveCount(0);
    await expect(article.getByText("click here")).toBeVisible();
    await expect(article.getByRole("link", { name: "click here" })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.locator("main")).toContainText("Last updated on 15 January 2025");
  });

  for (const { path } of PAGES) {
    test(`axe finds nothing on ${path.toLowerCase()}, and nothing is wider than the screen`, {
      tag: "@narrow",
    }, async ({ page }) => {
      await page.goto(path.toLowerCase());
      await expect(page.locator("main article h2").first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("FAQ", () => {
  test("one answer at a time; the open one closes again", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    const booking = page.getByRole("button", { name: "How do I book a session?" });
    const refunds = page.getByRole("button", { name: "Can I cancel a booking and get a refund?" });
    await expect(page.locator("main").getByRole("button", { expanded: false })).toHaveCount(12);

    await booking.click();
    await expect(booking).toHaveAttribute("aria-expanded", "true");
    const bookingPanel = page.locator(`[id="${await booking.getAttribute("aria-controls")}"]`);
    await expect(bookingPanel).toBeVisible();
    await expect(bookingPanel).toContainText("12-digit UTR");

    await refunds.click();
    await expect(refunds).toHaveAttribute("aria-expanded", "true");
    await expect(booking).toHaveAttribute("aria-expanded", "false");
    await expect(bookingPanel).toBeHidden();
    await expect(
      page.getByRole("region", { name: "Can I cancel a booking and get a refund?" }),
    ).toContainText("24 hours");

    await refunds.click();
    await expect(refunds).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main").getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("the questions work from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = page.getByRole("button", { name: "What is Toppers Connect?" });
    const second = page.getByRole("button", { name: "Who are the mentors?" });
    const last = page.getByRole("button", { name: "How do I become a mentor?" });
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("End");
    await expect(last).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(last).toBeFocused();
  });

  test("no FAQs, or a failed call: the fallback entry", async ({ page }) => {
    const faqs = /\/api\/faqs(\?|$)/;
    await page.route(faqs, (route) => route.fulfill({ json: [] }));
    await page.goto("/faq");
    const question = page.getByRole("button", { name: FAQ_FALLBACK.question });
    await expect(question).toBeVisible();
    await question.click();
    await expect(page.getByRole("region", { name: FAQ_FALLBACK.question })).toHaveText(FAQ_FALLBACK.answer);

    await page.unroute(faqs);
    await page.route(faqs, (route) => route.fulfill({ status: 500, json: { statusCode: 500 } }));
    await page.goto("/faq");
    await expect(page.getByRole("button", { name: FAQ_FALLBACK.question })).toBeVisible();
    await expect(page.locator("main").getByRole("button", { expanded: false })).toHaveCount(1);
  });

  test("axe finds nothing with an answer open, and nothing is wider than the screen", {
    tag: "@narrow",
  }, async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "How do I join my session?" }).click();
    await expect(page.getByRole("region", { name: "How do I join my session?" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
