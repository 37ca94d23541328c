import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey, hindiOf } from "./support/hindi";
import { postSessionByApi } from "./support/marketplace";
import { createUser, emailedVerifyLink, nonce, uniqueEmail } from "./support/users";

/*
 * A Hindi visitor books signed out (docs/product.md §2.1, §2.23): "अभी बुक करें" leads to log in or
 * sign up, and every way back keeps exactly one language prefix, /hi/payment/{id} (it was
 * /hi/hi/payment/{id}, a 404). Signing up, the student verifies the email from the emailed link
 * first, and that link brings them back to the same Hindi payment page, where the seat is held.
 * And the language switch as a plain link never leaves the site, whatever `next` it is given.
 */

const html = (page: Page) => page.locator("html");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A mentor's session on its own subject, so its list shows it whatever other tests posted. */
async function sessionToBook(tag: string): Promise<{ id: string; title: string; list: string }> {
  const mentor = await createUser({ role: "mentor", name: `Kavya Iyer ${tag}` });
  const title = `Genetics for NEET ${tag}`;
  const id = await postSessionByApi(mentor, { title, price: 499, subjects: ["Genetics", tag] });
  return { id, title, list: `/hi/booking-sessions?category=${tag}` };
}

/** On the Hindi list, signed out: "अभी बुक करें" on the session's card leads to the Hindi login. */
async function tapBookNow(page: Page, session: { id: string; title: string; list: string }) {
  await page.goto(session.list);
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await page
    .getByRole("article", { name: session.title })
    .getByRole("link", { name: new RegExp(`^${hindiOf("Book Now")}`) })
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/hi/login" && url.searchParams.get("next") === `/payment/${session.id}`,
  );
  await expect(heading(page)).toHaveText(hindiKey("auth", "login.title"));
}

/** The Hindi payment page of the session, with a seat held for the student. */
async function expectHeldInHindi(page: Page, session: { id: string; title: string }) {
  await expect(page).toHaveURL((url) => url.pathname === `/hi/payment/${session.id}`);
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expect(heading(page)).toHaveText(hindiOf("Complete Your Booking"));
  await expect(page.getByText(hindiKey("bookings", "hold.kept"))).toBeVisible();
}

test.describe("Hindi booking, signed out @narrow", () => {
  test("through log in: back on the Hindi payment page, the seat held", async ({ page }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const session = await sessionToBook(tag);
    const student = await createUser({ role: "student", name: `Asha Verma ${tag}` });

    await tapBookNow(page, session);
    await page.getByLabel(hindiKey("auth", "login.email"), { exact: true }).fill(student.email);
    await page.getByLabel(hindiKey("auth", "login.password"), { exact: true }).fill(student.password);
    await page.getByRole("button", { name: hindiKey("auth", "login.submit"), exact: true }).click();

    await expectHeldInHindi(page, session);
    await expectNoHorizontalScroll(page);
  });

  test("through sign up: verify the email from the link, then back on the Hindi payment page, the seat held", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = nonce();
    const session = await sessionToBook(tag);
    const email = uniqueEmail("asha");

    await tapBookNow(page, session);
    await page.getByRole("link", { name: hindiKey("auth", "login.signUp"), exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/hi/signup" && url.searchParams.get("next") === `/payment/${session.id}`,
    );
    await page.getByLabel(hindiOf("First name")).fill("Asha");
    await page.getByLabel(hindiOf("Last name")).fill("Verma");
    await page.getByLabel(hindiKey("auth", "signup.email"), { exact: true }).fill(email);
    await page.getByLabel(hindiOf("Phone number")).fill("98765 43210");
    await page.getByLabel(hindiKey("auth", "signup.password"), { exact: true }).fill("neet-2026-rank-hi");
    await page.getByLabel(hindiOf("Confirm password"), { exact: true }).fill("neet-2026-rank-hi");
    await page
      .getByRole("checkbox", { name: hindiOf("I agree to the Terms and Conditions and the Privacy Policy") })
      .check();
    await page.getByRole("button", { name: hindiKey("auth", "signup.submit"), exact: true }).click();

    // Signed up: told where the link went, and on the Hindi payment page, which cannot hold a seat
    // for an address nobody has proven yet.
    await expect(page.locator("[data-sonner-toast]", { hasText: "Asha" })).toContainText(
      hindiKey("auth", "signup.verifySent", { email }),
    );
    await expect(page).toHaveURL((url) => url.pathname === `/hi/payment/${session.id}`);
    const notice = page.getByRole("region", { name: hindiKey("auth", "notice.title") });
    await expect(notice).toContainText(email);
    await expect(page.getByText(hindiKey("bookings", "hold.kept"))).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The emailed link, in Hindi: verified, then on to the booking.
    const link = await emailedVerifyLink(email);
    expect(link).toMatch(/^\/hi\/verify-email\?/);
    await page.goto(link);
    await expect(heading(page)).toHaveText(hindiKey("auth", "verify.title"));
    await expect(page.getByText(hindiKey("auth", "verify.done"))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: hindiKey("auth", "verify.continue") }).click();

    await expectHeldInHindi(page, session);
  });

  test("the language switch as a plain link comes back to this site, whatever `next` says", async ({
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL ?? "").origin;
    for (const next of [
      "/%09/evil.example/",
      "/.//evil.example/",
      "/%5C%09evil.example/",
      "/%0D%0A/evil.example",
    ]) {
      const response = await page.goto(`/api/language/hi?next=${next}`);
      expect(response?.status(), next).toBe(200);
      expect(new URL(page.url()).origin, next).toBe(site);
      await expect(html(page)).toHaveAttribute("lang", "hi");
    }
  });
});
