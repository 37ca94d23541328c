import { expect, test } from "./support/fixtures";
import { bookByApi, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signInBrowser } from "./support/users";

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

/**
 * The pages that show data are rendered by the server with it (src/server/http/page-render.ts):
 * what the reader came for is in the HTML, and the app takes the page over from the same answers
 * without asking the API again.
 */
test.describe("pages rendered with their data", () => {
  test("arrive with their data, readable without JavaScript, and are taken over without asking again", async ({
    browser,
    baseURL,
    page,
  }) => {
    const tag = nonce();
    const mentor = await createUser({ role: "mentor", name: `Devika Menon ${tag}` });
    const title = `Named reactions in organic chemistry ${tag}`;
    const sessionId = await postSessionByApi(mentor, { title, category: "NEET", subject: "Chemistry" });
    const mentorSlug = mentor.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const student = await createUser({ role: "student", name: "Kabir Malhotra" });
    await bookByApi(student, sessionId);

    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const reader = await plain.newPage();
      await reader.goto(`/booking-sessions?q=${encodeURIComponent(tag)}`);
      await expect(reader.getByRole("link", { name: title, exact: true })).toBeVisible();
      await reader.goto(`/sessions/${sessionId}`);
      await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await reader.goto(`/mentors/${mentorSlug}`);
      await expect(reader.getByRole("heading", { level: 1, name: mentor.name })).toBeVisible();
      await expect(reader.getByRole("link", { name: title, exact: true })).toBeVisible();
      await reader.goto(`/hi/sessions/${sessionId}`);
      await expect(reader.locator("html")).toHaveAttribute("lang", "hi");
      await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
      // A signed-in page arrives with the reader's own data.
      await signInBrowser(plain, student);
      await reader.goto("/student-dashboard");
      await expect(reader.getByRole("heading", { level: 1, name: /Kabir/ })).toBeVisible();
      await expect(reader.getByText(title).first()).toBeVisible();
    } finally {
      await plain.close();
    }

    // With JavaScript: the app starts from the page's answers (page.goto waits until it has).
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") && !url.pathname.endsWith("/avatar")) asked.push(url.pathname);
    });
    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(asked, "API requests the app made after the server had answered them").toEqual([]);
    // And it works: a link in the page is followed by the app.
    await page.getByRole("link", { name: mentor.name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: mentor.name })).toBeVisible();
  });

  test("the payment page keeps the hold timer's place, so the QR does not move when the seat is kept", async ({
    browser,
    baseURL,
  }) => {
    const mentor = await createUser({ role: "mentor", name: "Rohan Iyer" });
    const sessionId = await postSessionByApi(mentor, { title: `Rotational dynamics ${nonce()}` });
    const student = await createUser({ role: "student", name: "Meera Pillai" });
    const phone = { width: 360, height: 740 };
    const qr = (page: import("@playwright/test").Page) =>
      page.getByRole("img", { name: /QR/ }).first().boundingBox();

    // As the server sends it: no hold yet, its place kept.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: phone });
    let before: Awaited<ReturnType<typeof qr>>;
    try {
      await signInBrowser(plain, student);
      const reader = await plain.newPage();
      await reader.goto(`/payment/${sessionId}`);
      await expect(reader.getByText("Keeping a seat for you while you pay…")).toBeVisible();
      before = await qr(reader);
    } finally {
      await plain.close();
    }
    const app = await browser.newContext({ baseURL, viewport: phone });
    try {
      await signInBrowser(app, student);
      const page = await app.newPage();
      await page.goto(`/payment/${sessionId}`);
      await expect(page.getByRole("timer")).toBeVisible();
      await expect(page.getByText("Keeping a seat for you while you pay…")).toHaveCount(0);
      expect(await qr(page)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
