import path from "node:path";
import type { Page } from "@playwright/test";
import { readOutbox } from "@test-support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { DEVANAGARI, hindiKey, hindiOf } from "./support/hindi";
import { pngProof, postSessionByApi } from "./support/marketplace";
import { createUser, emailedVerifyLink, nonce, sharedServer } from "./support/users";

/*
 * The product in Hindi (docs/decisions/010): a visitor whose browser asks for English switches
 * to Hindi, signs up and books, and the chrome, the sign-up form and its messages, the booking list
 * and the booking email are in Hindi; the choice outlives a reload and follows the account; /hi
 * addresses are Hindi whatever the cookie says. The Hindi words are looked up in the catalogs by
 * their English (support/hindi.ts). Each page is also checked by axe and for sideways scroll.
 */

const html = (page: Page) => page.locator("html");
const banner = (page: Page) => page.getByRole("banner");

async function expectHindiPage(page: Page, { heading = true } = {}) {
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expect(banner(page).getByRole("button", { name: hindiOf("Open menu") })).toBeVisible();
  if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

test.describe("Hindi @narrow", () => {
  test("a visitor switches to Hindi, signs up and books in Hindi, and gets a Hindi email", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tag = nonce();
    const mentor = await createUser({ role: "mentor", name: `Kavya Iyer ${tag}` });
    const title = `Genetics for NEET ${tag}`;
    // Its own subject: the list, filtered by it, shows this session whatever other tests posted.
    const sessionId = await postSessionByApi(mentor, { title, price: 499, subjects: ["Genetics", tag] });
    const list = `/booking-sessions?category=${tag}`;

    // First visit: the browser asks for English, so the home page is English.
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("lang", "en");
    const toHindi = banner(page).getByRole("link", { name: /हिन्दी/ });
    await expect(toHindi).toBeVisible();
    await expectNoHorizontalScroll(page);
    await toHindi.click();

    // The page changes in place: the header and the menu.
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(banner(page).getByRole("link", { name: hindiOf("SIGN UP") })).toBeVisible();
    await expect(banner(page).getByRole("link", { name: /English/ })).toBeVisible();
    await expectHindiPage(page, { heading: false });
    await banner(page)
      .getByRole("button", { name: hindiOf("Open menu") })
      .click();
    const menu = page.getByRole("dialog", { name: hindiOf("Menu") });
    await expect(menu.getByRole("link", { name: hindiOf("Blogs") })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    // A reload keeps Hindi (the cookie): the prerendered page arrives in Hindi and hydrates so.
    await page.reload();
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(banner(page).getByRole("link", { name: hindiOf("SIGN UP") })).toBeVisible();

    // Sign up in Hindi; a refusal speaks Hindi too.
    await banner(page)
      .getByRole("link", { name: hindiOf("SIGN UP") })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiKey("auth", "signup.title"));
    await expectHindiPage(page);
    const email = `asha.${tag}@e2e.test`;
    const password = "neet-2026-rank-hi";
    await page.getByLabel(hindiOf("First name")).fill("Asha");
    await page.getByLabel(hindiOf("Last name")).fill("Verma");
    await page.getByLabel(hindiKey("auth", "signup.email"), { exact: true }).fill(email);
    await page.getByLabel(hindiOf("Phone number")).fill("98765 43210");
    await page.getByLabel(hindiKey("auth", "signup.password"), { exact: true }).fill(password);
    await page.getByLabel(hindiOf("Confirm password"), { exact: true }).fill("something-else");
    await page
      .getByRole("checkbox", { name: hindiOf("I agree to the Terms and Conditions and the Privacy Policy") })
      .check();
    const signUp = page.getByRole("button", { name: hindiKey("auth", "signup.submit"), exact: true });
    await signUp.click();
    await expect(page.locator("main").getByRole("alert")).toContainText(hindiOf("Passwords don't match!"));
    await page.getByLabel(hindiOf("Confirm password"), { exact: true }).fill(password);
    await signUp.click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "Asha" })).toContainText(
      hindiKey("auth", "signup.welcome", { name: "Asha" }),
    );
    await expect(banner(page).getByRole("link", { name: /Asha Verma/ })).toBeVisible();

    // The account reads in Hindi: the server says so.
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me.user.language).toBe("hi");

    // The emailed link, in Hindi, verifies the email: only then may the account hold a seat.
    await page.goto(await emailedVerifyLink(email));
    await expect(page.getByText(hindiKey("auth", "verify.done"))).toBeVisible();

    // The booking list and its card, in Hindi.
    await page.goto(list);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiOf("Book Your Sessions"));
    await expectHindiPage(page);
    const card = page.getByRole("article", { name: title });
    await expect(card.getByRole("link", { name: new RegExp(`^${hindiOf("Book Now")}`) })).toHaveAttribute(
      "href",
      `/payment/${sessionId}`,
    );
    await expect(card).toContainText(hindiOf("{{left}} of {{seats}} slots left", { left: 5, seats: 5 }));
    await expect(card).toContainText("₹499");

    // The payment page in Hindi: the amount and the QR, the proof, Continue, the pending screen.
    await card.getByRole("link", { name: new RegExp(`^${hindiOf("Book Now")}`) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiOf("Complete Your Booking"));
    await expect(page.getByRole("img", { name: /^UPI QR कोड/ })).toBeVisible();
    await expectHindiPage(page);
    await page.getByLabel(hindiOf("Payment proof (screenshot)")).setInputFiles({
      name: "phonepe-receipt.png",
      mimeType: "image/png",
      buffer: await pngProof(),
    });
    await expect(
      page.locator("[data-sonner-toast]", { hasText: hindiOf("Payment proof uploaded successfully") }),
    ).toBeVisible();
    await page
      .getByLabel(hindiOf("UPI transaction reference (UTR)"))
      .fill(String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999)));
    await page.getByRole("button", { name: hindiOf("Continue") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiOf("Payment Verification Pending"));
    // The server's own message, shown in Hindi by its code.
    await expect(
      page.locator("[data-sonner-toast]", {
        hasText: hindiKey("messages", "payment.submitted"),
      }),
    ).toBeVisible();
    // The dashboard: the welcome, the figures, the booking waiting for verification.
    await page.getByRole("link", { name: hindiOf("Go to Student Dashboard") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      hindiOf("Welcome back, {{name}}!", { name: "Asha" }),
    );
    await expectHindiPage(page);
    const upcoming = page.getByRole("region", { name: new RegExp(hindiOf("Upcoming")) });
    await expect(upcoming.getByRole("article", { name: title })).toContainText(hindiOf("Pending"));
    await expect(upcoming).toContainText(hindiOf("Waiting for payment verification."));
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
    await page.goto(list);
    await expect(card.getByRole("button", { name: hindiKey("sessions", "action.booked") })).toBeDisabled();

    // Back to English from the menu: in place, and kept on the account.
    await banner(page)
      .getByRole("button", { name: hindiOf("Open menu") })
      .click();
    await page
      .getByRole("dialog", { name: hindiOf("Menu") })
      .getByRole("link", { name: /English/ })
      .click();
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Sessions");
    await expect
      .poll(async () => (await page.evaluate(async () => (await fetch("/api/me")).json())).user.language)
      .toBe("en");
  });

  test("a /hi address is Hindi whatever the cookie says, names its alternates, and keeps the prefix", async ({
    page,
    context,
    baseURL,
  }) => {
    // Four pages, two of them judged whole, on the phone: past 30 s on a loaded two-core machine.
    test.slow();
    await context.addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
    await page.goto("/hi/booking-sessions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiOf("Book Your Sessions"));
    await expectHindiPage(page);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/booking-sessions$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      "href",
      /\/hi\/booking-sessions$/,
    );
    // Links keep the prefix: the next page is Hindi too, at its own /hi address.
    await banner(page)
      .getByRole("button", { name: hindiOf("Open menu") })
      .click();
    await page
      .getByRole("dialog", { name: hindiOf("Menu") })
      .getByRole("link", { name: hindiOf("Blogs") })
      .click();
    await expect(page).toHaveURL(/\/hi\/blogs$/);
    await expect(html(page)).toHaveAttribute("lang", "hi");
    // A page admins write: its frame and, from the server, its Hindi text.
    await page.goto("/hi/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiOf("Terms and Conditions"));
    await expect(page.locator("main article")).toContainText("24 घंटे पहले तक");
    await expect(page.locator("main article")).not.toHaveAttribute("lang", /.+/);
    await expectHindiPage(page);
    // The unprefixed address still follows the cookie.
    await page.goto("/booking-sessions");
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Sessions");
  });
});
