import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * A prerendered public page shows its content before its code runs (#root[data-prerendered] until
 * then): clicks would do nothing yet. Resolves once the app runs (at once on other pages).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("#root[data-prerendered]") === null);
}

/**
 * The tests' `page` and `baseURL` point at the server of global-setup. Every page also fails its
 * test on an uncaught error, a Content-Security-Policy violation or a hydration mismatch: the app
 * must pass its own policy. page.goto and page.reload wait for the app to run (see waitForApp).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not run");
    await use(url);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && /Content Security Policy|Refused to|hydrat/i.test(text))
          errors.push(text);
      });
      await use(errors);
      expect(errors, "errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe with the WCAG 2.x A/AA rules: the page must have no violations. Legacy mode gathers the
 * frames' results in the page itself instead of a blank page opened for each run (about a third
 * faster); it cannot look inside cross-origin frames, and our only such frame is Jitsi's meeting.
 */
export async function expectNoAxeViolations(page: Page) {
  // What the page shows while it refreshes (a table dimmed over its previous rows, aria-busy) is a
  // passing state: judge the page once it has settled, not mid-fade.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** No horizontal scroll: the document is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The outermost elements that reach past the right edge, to say what to fix.
    const past = Array.from(document.body.querySelectorAll("*")).filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    const outermost = past.filter(
      (element) => !past.some((other) => other !== element && other.contains(element)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      culprits: outermost.slice(0, 5).map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(" ").slice(0, 6).join(".")}`;
        return `${name} (${Math.round(box.left)}–${Math.round(box.right)}px)`;
      }),
    };
  });
  expect(
    scrollWidth,
    `page is ${scrollWidth}px wide in a ${innerWidth}px viewport; past the edge: ${culprits.join(", ") || "nothing measurable"}`,
  ).toBeLessThanOrEqual(innerWidth);
}
