import path from "node:path";
import type { Page } from "@playwright/test";
import { readOutbox } from "../support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { DEVANAGARI, hindiOf } from "./support/hindi";
import { pngProof, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, sharedServer } from "./support/users";

/*
 * The product in Hindi (issue 15, decision 010): a visitor whose browser asks for English switches
 * to Hindi, signs up, books a session and pays, and sees Hindi on every page on the way, in the
 * toasts and in the booking email; the choice outlives a reload and follows the account. The
 * Hindi words are looked up in the catalogs by their English (support/hindi.ts).
 */

const html = (page: Page) => page.locator("html");

/** Every page of the journey: in Hindi, its h1 in Hindi, no sideways scroll, nothing for axe. */
async function expectHindiPage(page: Page) {
  await expect(html(page)).toHaveAttribute("lang", "hi");
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(DEVANAGARI);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

test.describe("Hindi @mobile", () => {
  test("a visitor switches to Hindi, signs up, books and pays, all in Hindi, and gets a Hindi email", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tag = nonce();
    const mentor = await createUser({ role: "mentor", name: `Kavya Iyer ${tag}` });
    const title = `Genetics for NEET ${tag}`;
    const sessionId = await postSessionByApi(mentor, { title, price: 499 });

    // First visit: the browser asks for English, so the home page is English.
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("lang", "en");
    const toHindi = page.getByRole("banner").getByRole("link", { name: /हिन्दी/ });
    await expect(toHindi).toBeVisible();
    await expectNoHorizontalScroll(page);
    await toHindi.click();

    // The page changes in place: the header, the menu and the page itself.
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("banner").getByRole("link", { name: hindiOf("SIGN UP") })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /English/ })).toBeVisible();
    await expectHindiPage(page);
    await page.getByRole("button", { name: hindiOf("Open menu") }).click();
    const menu = page.getByRole("dialog", { name: hindiOf("Menu") });
    await expect(menu.getByRole("link", { name: hindiOf("Exam Details") })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    // A reload keeps Hindi (the cookie), and the prerendered page arrives in Hindi.
    await page.reload();
    await expect(html(page)).toHaveAttribute("lang", "hi");

    // Sign up, in Hindi.
    await page
      .getByRole("banner")
      .getByRole("link", { name: hindiOf("SIGN UP") })
      .click();
    await expectHindiPage(page);
    const email = `asha.${tag}@e2e.test`;
    const password = "neet-2026-rank-hi";
    await page.getByLabel(hindiOf("First name")).fill("Asha");
    await page.getByLabel(hindiOf("Last name")).fill("Verma");
    await page.getByLabel(hindiOf("Email"), { exact: true }).fill(email);
    await page.getByLabel(hindiOf("Phone number")).fill("98765 43210");
    await page.getByLabel(hindiOf("Password"), { exact: true }).fill(password);
    await page.getByLabel(hindiOf("Confirm password"), { exact: true }).fill("something-else");
    await page
      .getByRole("checkbox", { name: hindiOf("I agree to the Terms and Conditions and the Privacy Policy") })
      .check();
    await page.getByRole("button", { name: hindiOf("Sign Up"), exact: true }).click();
    // A refusal speaks Hindi too.
    await expect(page.locator("main").getByRole("alert")).toContainText(hindiOf("Passwords don't match!"));
    await page.getByLabel(hindiOf("Confirm password"), { exact: true }).fill(password);
    await page.getByRole("button", { name: hindiOf("Sign Up"), exact: true }).click();
    await expect(page).toHaveURL(/\/student-dashboard/);
    await expectHindiPage(page);

    // The account reads in Hindi: the server says so.
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me.user.language).toBe("hi");

    // Book: the list, the card, the payment page.
    await page.goto("/booking-sessions");
    await expectHindiPage(page);
    await page.goto(`/payment/${sessionId}`);
    await expectHindiPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiOf("Complete Your Booking"));
    await page.getByLabel(hindiOf("Payment proof (screenshot)")).setInputFiles({
      name: "phonepe-receipt.png",
      mimeType: "image/png",
      buffer: await pngProof(320),
    });
    await page.getByRole("button", { name: hindiOf("Continue") }).click();
    await expect(
      page.locator("[data-sonner-toast]", {
        hasText: hindiOf("Payment proof submitted! Waiting for admin verification."),
      }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("main")).toContainText(title);
    await expect(html(page)).toHaveAttribute("lang", "hi");

    // The booking email is in Hindi.
    const dataDir = sharedServer().dataDir;
    await expect
      .poll(
        async () =>
          (await readOutbox(path.join(dataDir, "outbox")))
            .filter((mail) => mail.to.includes(email))
            .map((mail) => mail.subject),
        { timeout: 15_000 },
      )
      .toContain(`बुकिंग मिल गई: ${title} (पेमेंट वेरिफ़िकेशन बाकी)`);

    // Back to English from the menu: in place, and kept on the account.
    await page.goto("/student-dashboard");
    await page.getByRole("button", { name: hindiOf("Open menu") }).click();
    await page
      .getByRole("dialog", { name: hindiOf("Menu") })
      .getByRole("link", { name: /English/ })
      .click();
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect
      .poll(async () => (await page.evaluate(async () => (await fetch("/api/me")).json())).user.language)
      .toBe("en");
  });

  test("the /hi address of a public page is Hindi whatever the cookie says, with its alternates", async ({
    page,
  }) => {
    await page.goto("/hi/exam-details");
    await expectHindiPage(page);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/exam-details$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      "href",
      /\/hi\/exam-details$/,
    );
    // Links keep the prefix: the next page is Hindi too, at its own /hi address.
    await page.getByRole("button", { name: hindiOf("Open menu") }).click();
    await page
      .getByRole("dialog", { name: hindiOf("Menu") })
      .getByRole("link", { name: hindiOf("Blogs") })
      .click();
    await expect(page).toHaveURL(/\/hi\/blogs$/);
    await expectHindiPage(page);
  });
});
