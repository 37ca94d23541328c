import { expect, test } from "./support/fixtures";

/**
 * The public pages arrive prerendered (scripts/build.ts): readable before (and without) their
 * JavaScript, then taken over by the app without a hydration mismatch.
 */
test.describe("prerendered public pages", () => {
  test("show their content with JavaScript disabled", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      for (const [path, heading, title] of [
        [
          "/",
          "India's largest community of mentors and toppers",
          "Toppers Connect — Mentorship from NEET and JEE toppers",
        ],
        ["/exam-details", "Exam Details", "Exam Details | Toppers Connect"],
        ["/blogs", "Articles", "Articles | Toppers Connect"],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
        await expect(page, path).toHaveTitle(title);
        // The site's navigation is there too: plain links work without the app.
        await expect(page.getByRole("contentinfo"), path).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  test("hydrate without errors and then work", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    // page.goto waits until the app has taken the page over (see fixtures.ts).
    const response = await page.goto("/exam-details");
    expect(await response?.text()).toContain("Exam Details</h1>");
    await page.getByRole("combobox", { name: "Choose an exam" }).click();
    await page
      .getByRole("listbox", { name: "Choose an exam" })
      .getByRole("option", { name: "NEET", exact: true })
      .click();
    await expect(page).toHaveURL(/\?exam=neet$/);
    await expect(page.getByRole("combobox", { name: "Choose an exam" })).toHaveText(/NEET/);

    // A client-side navigation to another prerendered page, then a full load of one.
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "About", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems, "console errors and warnings").toEqual([]);
  });
});
