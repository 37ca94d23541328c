import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForApp } from "./support/fixtures";
import { createUser, signInBrowser } from "./support/users";

/**
 * A server-rendered public page before its app's code has arrived (docs/decisions/029): boot.js alone, a few
 * kilobytes, makes the menu, the language switch and the search form work; every other control says
 * it is disabled until the app runs; and the header holds still while the app starts.
 */

/** The app's code: every script but boot.js. */
const APP_CODE = /\/assets\/(?!boot-)[^/?]+\.js(\?|$)/;

/** Sums the page's layout shifts (those not caused by input), from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);

/** A page of the context without the fixture's wait for the app (which these tests hold back). */
const rawPage = (context: BrowserContext) => context.newPage();

test.describe("a public page before its app's code", () => {
  test("the menu, the language switch and the search form work without it", { tag: "@mobile" }, async ({
    context,
  }) => {
    await context.route(APP_CODE, (route) => route.abort());
    const page = await rawPage(context);
    await page.goto("/booking-sessions");
    const banner = page.getByRole("banner");
    // A visitor's LOGIN and SIGN UP show without the app (boot.js asked who is signed in).
    await expect(banner.getByRole("link", { name: "LOGIN" })).toBeVisible();
    // A control that needs the app says so.
    await expect(page.getByRole("tab", { name: "One-to-One Mentorship" })).toBeDisabled();

    // The menu: opened from the keyboard, focus inside, Escape closes it and focus comes back.
    const menuButton = banner.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Blogs" })).toBeVisible();
    await expect(page.locator("dialog:focus-within")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
    // And by pointer: the close button.
    await menuButton.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    // The search form goes to the address the app would make (no empty fields in it).
    await page.getByRole("searchbox").fill("physics");
    await Promise.all([page.waitForURL(/\/booking-sessions\?/), page.keyboard.press("Enter")]);
    expect(new URL(page.url()).search).toBe("?q=physics");

    // The language switch: the home page, in Hindi.
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: /हिन्दी/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the header holds still while the app starts, which then takes over the menu and the controls", {
    tag: "@mobile",
  }, async ({ context }) => {
    // The app's code waits until the test lets it through, once the page has asked for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const askedFor = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await context.route(APP_CODE, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const page = await rawPage(context);
    await recordLayoutShifts(page);
    await page.goto("/test-portal");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "LOGIN" })).toBeVisible();
    const neet = page.getByRole("tab", { name: "NEET", exact: true });
    await expect(neet).toBeDisabled();
    await neet.click({ force: true });
    await expect(neet).toHaveAttribute("aria-selected", "false");

    // The page asks for the app when idle; the menu, opened meanwhile, stays open as the app arrives.
    await askedFor;
    await banner.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    release();
    await waitForApp(page);
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(banner.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // The control works now.
    await expect(neet).toBeEnabled();
    await neet.click();
    await expect(neet).toHaveAttribute("aria-selected", "true");
    expect(await layoutShift(page), "layout shift, signed out").toBeLessThanOrEqual(0.02);

    // Signed in, the avatar takes the row's place: the header keeps its height.
    const student = await createUser({ role: "student", name: "Early Student" });
    try {
      await signInBrowser(context, student);
      const own = await rawPage(context);
      await recordLayoutShifts(own);
      await own.goto("/test-portal");
      await waitForApp(own);
      await expect(
        own.getByRole("banner").getByRole("link", { name: "Early Student: your dashboard" }),
      ).toBeVisible();
      expect(await layoutShift(own), "layout shift, signed in").toBeLessThanOrEqual(0.02);
    } finally {
      await student.api.dispose();
    }
  });
});
