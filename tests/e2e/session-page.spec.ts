import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { dayInIndia, pngProof, postSessionByApi } from "./support/marketplace";
import { createUser, nonce, signInBrowser } from "./support/users";

/*
 * The session page (docs/decisions/018): a card's title on /booking-sessions opens
 * /sessions/{id}, for everyone; it shows the card's facts with the full description, the mentor
 * (their name and photo a link to /mentors/{slug}) with their rating, the reviews, the seats left and
 * the card's one action, which books. The API test (session-page.test.ts) judges the reviews and
 * ratings; this judges what a reader sees and does.
 */

const DESCRIPTION = [
  "We start with the 12 Mendelian genetics questions NEET has asked since 2019 and solve each on the board.",
  "Then pedigree charts: how to spot autosomal versus X-linked inheritance in under a minute.",
  "Bring your NCERT Class 12 Biology, chapter 5.",
].join("\n");

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function sessionOf(tag: string) {
  const mentor = await createUser({ role: "mentor", name: `Kavya Reddy ${tag}` });
  const title = `Genetics in one sitting ${tag}`;
  const sessionId = await postSessionByApi(mentor, {
    title,
    subjects: [tag],
    date: dayInIndia(4),
    time: "18:00",
    price: 349,
    seats: 8,
    description: DESCRIPTION,
  });
  return { mentor, title, sessionId };
}

test.describe("the session page", () => {
  test("a card opens its page; the mentor links to theirs; a student books from it", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const tag = `Tag${nonce()}`;
    const { mentor, title, sessionId } = await sessionOf(tag);

    // A visitor: the card's title is a link to the session's page.
    await page.goto(`/booking-sessions?category=${tag}`);
    const mentorLink = card(page, title).getByRole("link", { name: mentor.name });
    await expect(mentorLink).toHaveAttribute("href", `/mentors/${slugOf(mentor.name)}`);
    await expect(card(page, title)).toContainText("New mentor");
    await card(page, title).getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${sessionId}$`));

    // The page: the title, the whole description (the card shows three lines), the facts and the mentor.
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Toppers Connect`);
    await expect(page.getByText("Bring your NCERT Class 12 Biology, chapter 5.")).toBeVisible();
    await expect(page.getByText(/6:00\s?pm IST/i)).toBeVisible();
    await expect(page.getByText("8 of 8 seats left")).toBeVisible();
    await expect(page.getByText("₹349")).toBeVisible();
    await expect(page.getByText("New mentor")).toBeVisible();
    await expect(page.getByRole("heading", { name: `What students say about ${mentor.name}` })).toBeVisible();
    await expect(page.getByText(`No reviews of ${mentor.name} yet.`, { exact: false })).toBeVisible();
    const pageMentorLink = page.getByRole("link", { name: mentor.name });
    await expect(pageMentorLink).toHaveAttribute("href", `/mentors/${slugOf(mentor.name)}`);
    await expectNoAxeViolations(page);

    // A student books from it: Book Now leads to the payment page; back on the page it says Booked.
    const student = await createUser({ role: "student", name: "Ishita Banerjee" });
    await signInBrowser(context, student);
    await page.goto(`/sessions/${sessionId}`);
    const bookNow = page.getByRole("link", { name: /^Book Now/ });
    await expect(bookNow).toHaveAttribute("href", `/payment/${sessionId}`);
    await bookNow.click();
    await page.getByLabel("Payment proof (screenshot)").setInputFiles({
      name: "phonepe-receipt.png",
      mimeType: "image/png",
      buffer: await pngProof(),
    });
    // The UTR is the proof of the payment (docs/decisions/025).
    await page
      .getByLabel("UPI transaction reference (UTR)")
      .fill(String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999)));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Payment Verification Pending" })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByRole("button", { name: "Booked" })).toBeDisabled();
    await expect(page.getByText("7 of 8 seats left")).toBeVisible();

    // An unknown session is a 404 that says so.
    const response = await page.goto("/sessions/no-such-session");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Session not found" })).toBeVisible();
  });

  test("at 360 px in Hindi: no sideways scroll, axe clean", { tag: "@mobile" }, async ({ page }) => {
    const tag = `Tag${nonce()}`;
    const { mentor, title, sessionId } = await sessionOf(tag);
    await page.goto(`/hi/sessions/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole("heading", {
        name: hindiKey("sessions", "page.reviewsHeading", { mentor: mentor.name }),
      }),
    ).toBeVisible();
    await expect(page.getByText(hindiKey("common", "card.newMentor"))).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(`^${hindiKey("sessions", "action.book")}`) }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
