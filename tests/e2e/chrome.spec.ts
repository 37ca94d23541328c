import { APP_ROUTE_PATTERNS } from "@contract/routes";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

// A concrete address for every route pattern of docs/product.md §2.1.
const ROUTES = APP_ROUTE_PATTERNS.map((pattern) =>
  pattern.replace(":email", "ananya.iyer%40example.com").replace(/:[A-Za-z]+/g, "42"),
);

test.describe("shared chrome", () => {
  test("the home page shows the navigation, the hero and the footer", { tag: "@mobile" }, async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Toppers Connect/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Toppers Connect" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "LOGIN" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "SIGN UP" })).toBeVisible();
    if (!isMobile) {
      for (const name of ["Home", "Become a Mentor", "Exam Details", "Test Portal", "Booking Sessions"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "India's largest community of mentors and toppers",
    );

    const footer = page.locator("footer");
    for (const heading of ["Featured Links", "Other Links", "Company"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    const links: Record<string, string> = {
      "Exam Links": "/exam-details",
      "Test Links": "/test-portal",
      "Become Mentor": "/become-mentor",
      "Take a Trial Session": "/booking-sessions",
      About: "/about",
      Terms: "/Terms",
      Privacy: "/privacy",
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("© 2024-25 Toppers Connect. All rights reserved.");
  });

  test("the footer's social icons open the stored profiles in a new tab", async ({ page, request }) => {
    const stored = await (await request.get("/api/social")).json();
    await page.goto("/");
    const footer = page.locator("footer");
    const names = {
      facebook: "Facebook",
      twitter: "Twitter",
      youtube: "YouTube",
      instagram: "Instagram",
      linkedin: "LinkedIn",
    };
    for (const [platform, label] of Object.entries(names)) {
      const link = footer.getByRole("link", { name: `${label} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", stored[platform]);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("the social icons point nowhere until the links have loaded", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/social", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const facebook = page.locator("footer").getByRole("link", { name: "Facebook (opens in a new tab)" });
    await expect(facebook).toHaveAttribute("href", "#");
    release();
    await expect(facebook).toHaveAttribute("href", /^https:\/\//);
  });

  test("navigation links lead to their pages, each with its own title", { tag: "@mobile" }, async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // On a phone the page links live in the side menu; LOGIN and SIGN UP stay in the bar.
    const linkNamed = async (name: string) => {
      if (!isMobile || name === "LOGIN" || name === "SIGN UP")
        return nav.getByRole("link", { name, exact: true });
      await page.getByRole("button", { name: "Open menu" }).click();
      return page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name, exact: true });
    };
    const targets: [string, string, string][] = [
      ["Exam Details", "/exam-details", "Exam Details"],
      ["Test Portal", "/test-portal", "Test Portal"],
      ["Booking Sessions", "/booking-sessions", "Book Your Sessions"],
      ["Become a Mentor", "/become-mentor", "Become a Mentor"],
      ["LOGIN", "/login", "Login"],
      ["SIGN UP", "/signup", "Sign Up"],
    ];
    for (const [name, path, heading] of targets) {
      if (isMobile && name === "Booking Sessions") {
        // docs/product.md §2.2: on mobile, Booking Sessions is offered only once logged in.
        await expect(await linkNamed(name)).toHaveCount(0);
        await page.keyboard.press("Escape");
        continue;
      }
      await (await linkNamed(name)).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Toppers Connect`);
    }
    await (await linkNamed("Home")).click();
    await expect(page).toHaveURL("/");
  });

  test("the footer's Our Mentor and Feedbacks links scroll to their sections on the home page", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.locator("footer").getByRole("link", { name: "Our Mentor", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#our-mentors")).toBeInViewport();
    await page.locator("footer").getByRole("link", { name: "Feedbacks", exact: true }).click();
    await expect(page.locator("#student-testimonials")).toBeInViewport();
  });

  test("the side menu opens from the menu icon, lists its links and closes with Escape", {
    tag: "@mobile",
  }, async ({ page, isMobile }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of [
      "Login/Signup",
      "Mentors",
      "Blogs",
      "About Us",
      "Terms and Conditions",
      "Privacy Policy",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // Below the desktop breakpoint the main links live in the menu too; Booking Sessions only once logged in.
    for (const name of ["Home", "Become a Mentor", "Exam Details", "Test Portal"]) {
      const link = menu.getByRole("link", { name, exact: true });
      if (isMobile) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    await expect(menu.getByRole("link", { name: "Booking Sessions" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(menu).toBeHidden();
  });

  test("an unknown path shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle("Page not found | Toppers Connect");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("axe finds nothing on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// Each route's page is checked in a browser, as every kind of visitor, in accessibility.spec.ts.
test.describe("every route of docs/product.md §2.1", () => {
  test("is answered 200 by the server, with the app's page", async ({ request }) => {
    for (const [index, path] of ROUTES.entries()) {
      const res = await request.get(path);
      // A page about one thing (app.pageMeta) that does not exist, like mentor "42", is the app's 404.
      const aboutOneThing = ["/mentors/:slug", "/sessions/:sessionId"].includes(
        APP_ROUTE_PATTERNS[index] ?? "",
      );
      expect(res.status(), path).toBe(aboutOneThing ? 404 : 200);
      expect(await res.text(), path).toContain('<div id="root"');
    }
  });
});

test.describe("assets and documents", () => {
  test("a missing asset is a 404, not the app", async ({ request }) => {
    const res = await request.get("/assets/does-not-exist-1234.js");
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain("<html");
  });

  test("the page's own scripts are hashed, precompressed and cached for good", async ({ page, request }) => {
    await page.goto("/");
    // A prerendered page's one script (boot.js, which starts the app's entry once painted).
    const script = await page.locator('script[src^="/assets/"]').first().getAttribute("src");
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const res = await request.get(script as string, { headers: { "accept-encoding": "br" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-encoding"]).toBe("br");
    expect(res.headers()["cache-control"]).toContain("immutable");
    const html = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(html.headers()["cache-control"]).toBe("no-cache");
  });

  test("the API documentation opens in the browser under the server's policy", async ({ page }) => {
    await page.goto("/api/docs");
    await expect(page.getByText("Toppers Connect API").first()).toBeVisible();
    await expect(page.getByText("/api/health").first()).toBeVisible();
  });
});
