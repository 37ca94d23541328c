import hindi from "../../src/web/content/hi/test-portal";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";

/** Each tab, and the booking category its Explore buttons filter by (docs/product.md §9's nine categories). */
const TABS: [string, string][] = [
  ["JEE Main", "IIT JEE"],
  ["JEE Advanced", "IIT JEE"],
  ["NEET", "NEET"],
  ["BITSAT", "BITSAT"],
  ["VITEEE", "IIT JEE"],
  ["COMEDK", "IIT JEE"],
  ["KCET", "IIT JEE"],
  ["MHT CET", "IIT JEE"],
  ["WBJEE", "IIT JEE"],
];

const bookingHref = (category: string) => `/booking-sessions?category=${encodeURIComponent(category)}`;

test.describe("test portal (docs/product.md §2.8)", () => {
  test("JEE Main is the default tab: badge, title, seven categories, and Explore leads to its mentors", async ({
    page,
  }) => {
    await page.goto("/test-portal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Portal");
    await expect(page).toHaveTitle("Test Portal | Toppers Connect");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /JEE Main, JEE Advanced/,
    );

    const tablist = page.getByRole("tablist", { name: "Exams" });
    await expect(tablist.getByRole("tab")).toHaveText(TABS.map(([tab]) => tab));
    await expect(tablist.getByRole("tab", { name: "JEE Main", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const panel = page.getByRole("tabpanel", { name: "JEE Main", exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("JEE Main Test Series");
    await expect(panel.getByText("POPULAR", { exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(7);
    const fullMocks = panel.getByRole("article").filter({ hasText: "Full Mock Tests" });
    await expect(fullMocks).toContainText("15 mock tests");

    const explore = panel.getByRole("link", { name: /^Explore/ });
    await expect(explore).toHaveCount(7);
    for (const link of await explore.all())
      await expect(link).toHaveAttribute("href", bookingHref("IIT JEE"));
    await expect(panel.getByRole("link", { name: "Explore Full Mock Tests for JEE Main" })).toBeVisible();

    await explore.first().click();
    await expect(page).toHaveURL(/\/booking-sessions\?category=IIT(%20|\+)JEE$/);
  });

  test("the arrow keys, Home and End move between tabs, and only the selected tab is in the Tab order", async ({
    page,
  }) => {
    await page.goto("/test-portal");
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    const panel = (name: string) => page.getByRole("tabpanel", { name, exact: true });

    await tab("JEE Main").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("JEE Advanced")).toBeFocused();
    await expect(tab("JEE Advanced")).toHaveAttribute("aria-selected", "true");
    await expect(tab("JEE Main")).toHaveAttribute("aria-selected", "false");
    await expect(panel("JEE Advanced")).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(tab("JEE Advanced")).toHaveAttribute("tabindex", "0");
    await expect(tab("JEE Main")).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("ArrowLeft");
    await expect(tab("JEE Main")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("WBJEE")).toBeFocused();
    await expect(panel("WBJEE")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab("JEE Main")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab("WBJEE")).toHaveAttribute("aria-selected", "true");
    await expect(tab("WBJEE")).toBeInViewport();
    await page.keyboard.press("Home");
    await expect(tab("JEE Main")).toHaveAttribute("aria-selected", "true");

    // Tab leaves the tab list for the panel's first link.
    await page.keyboard.press("Tab");
    await expect(panel("JEE Main").getByRole("link").first()).toBeFocused();
  });

  test("every tab has a badge, a title and seven categories whose Explore leads to that exam's mentors", async ({
    page,
  }) => {
    await page.goto("/test-portal");
    for (const [name, category] of TABS) {
      await page.getByRole("tab", { name, exact: true }).click();
      const panel = page.getByRole("tabpanel", { name, exact: true });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("heading", { level: 2 })).toContainText(name);
      await expect(panel.getByText(/^(NEW|PREMIUM|POPULAR|UPDATED)$/)).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(7);
      for (const card of await panel.getByRole("article").all()) await expect(card).toContainText(/\d+ \w+/);
      const explore = panel.getByRole("link", { name: /^Explore/ });
      await expect(explore).toHaveCount(7);
      for (const link of await explore.all())
        await expect(link).toHaveAttribute("href", bookingHref(category));
    }
  });

  test("axe finds nothing and the page never scrolls sideways", { tag: "@narrow" }, async ({ page }) => {
    await page.goto("/test-portal");
    await expect(page.getByRole("tabpanel", { name: "JEE Main" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "WBJEE" }).click();
    await expect(page.getByRole("tabpanel", { name: "WBJEE" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("in Hindi at /hi/test-portal: the page, the tabs, the series and Explore @narrow", async ({
    page,
  }) => {
    const [jeeMain, , neet] = hindi.groups;
    const fullMocks = jeeMain?.tests[0];
    if (!jeeMain || !neet || !fullMocks) throw new Error("the Hindi content lacks JEE Main or NEET");
    await page.goto("/hi/test-portal");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiKey("test-portal", "page.title"));
    await expect(page).toHaveTitle(`${hindiKey("test-portal", "page.title")} | Toppers Connect`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      hindiKey("test-portal", "page.meta"),
    );

    // The exams keep their names; the rest is Hindi.
    const tablist = page.getByRole("tablist", { name: hindiKey("test-portal", "page.exams") });
    await expect(tablist.getByRole("tab")).toHaveText(TABS.map(([tab]) => tab));
    const panel = page.getByRole("tabpanel", { name: "JEE Main", exact: true });
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(jeeMain.title);
    await expect(panel.getByText(hindiKey("test-portal", "badge.POPULAR"), { exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(jeeMain.tests.map((test) => test.name));
    await expect(panel.getByRole("article").filter({ hasText: fullMocks.name })).toContainText(
      `15 ${fullMocks.unit}`,
    );
    // "JEE Main के फ़ुल मॉक टेस्ट देखें": the visible word, after the words for screen readers.
    const exploreName = hindiKey("test-portal", "card.explore", { name: fullMocks.name, exam: "JEE Main" })
      .replace(/<\/?\w+>/g, "")
      .trim();
    await expect(panel.getByRole("link", { name: exploreName })).toHaveAttribute(
      "href",
      `/hi${bookingHref("IIT JEE")}`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "NEET", exact: true }).click();
    const neetPanel = page.getByRole("tabpanel", { name: "NEET", exact: true });
    await expect(neetPanel.getByRole("heading", { level: 2 })).toHaveText(neet.title);
    await expect(neetPanel).toContainText(neet.description);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
