import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { dayInIndia, postSessionByApi } from "./support/marketplace";
import { createUser, nonce } from "./support/users";

/*
 * The booking page's search (docs/decisions/020): one box that forgives typos, "Filters"
 * (price, date, time of day, sort), all in the address. Each test makes its own mentor and sessions,
 * tagged with a subject nobody else uses, and narrows the list to it with ?category=.
 */

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const listStatus = (page: Page) => page.getByRole("tabpanel").getByRole("status");

/** Two Physics sessions (one free) and a free Chemistry one, by a mentor of their own. */
async function sessionsTagged(tag: string) {
  const mentor = await createUser({ role: "mentor", name: `Ishaan Kapoor ${tag}` });
  const paid = `Laws of Motion: NEET Physics Drill ${tag}`;
  const free = `Free Physics Doubt Hour ${tag}`;
  const chemistry = `Organic Chemistry: Named Reactions ${tag}`;
  await postSessionByApi(mentor, {
    title: paid,
    subject: "Physics",
    subjects: [tag],
    price: 499,
    date: dayInIndia(2),
  });
  await postSessionByApi(mentor, {
    title: free,
    subject: "Physics",
    subjects: [tag],
    price: 0,
    date: dayInIndia(3),
  });
  await postSessionByApi(mentor, {
    title: chemistry,
    subject: "Chemistry",
    subjects: [tag],
    price: 0,
    date: dayInIndia(4),
  });
  return { paid, free, chemistry };
}

test.describe("searching sessions", () => {
  test("a visitor's misspelt subject finds it; the address keeps the search and the free filter", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = `Tag${nonce()}`;
    const { paid, free, chemistry } = await sessionsTagged(tag);

    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(listStatus(page)).toHaveText(`Showing 3 of 3 group sessions for ${tag}`, {
      timeout: 30_000,
    });
    const box = page.getByRole("searchbox", { name: "Search sessions" });
    await box.fill("physcs");
    await box.press("Enter");

    await expect(listStatus(page)).toHaveText("Showing 2 of 2 group sessions for “physcs”");
    await expect(card(page, paid)).toBeVisible();
    await expect(card(page, free)).toBeVisible();
    await expect(card(page, chemistry)).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("q")).toBe("physcs");

    // A reload (or a shared link) shows the same search.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search sessions" })).toHaveValue("physcs");
    await expect(listStatus(page)).toHaveText("Showing 2 of 2 group sessions for “physcs”");

    // Filters: free only.
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Price", { exact: true }).selectOption("free");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(listStatus(page)).toHaveText("Showing 1 of 1 group sessions for “physcs”");
    await expect(card(page, free)).toBeVisible();
    await expect(card(page, paid)).toHaveCount(0);
    const address = new URL(page.url()).searchParams;
    expect([address.get("q"), address.get("price"), address.get("category")]).toEqual([
      "physcs",
      "free",
      tag,
    ]);

    // Nothing found: the hint and a way back.
    await box.fill("astrophysics olympiad");
    await box.press("Enter");
    await expect(page.getByText("No group sessions match “astrophysics olympiad”")).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(listStatus(page)).toHaveText(`Showing 3 of 3 group sessions for ${tag}`);
  });

  test("in Hindi, at 360 px: the search, its filters and the count", { tag: "@mobile" }, async ({ page }) => {
    test.setTimeout(120_000);
    const tag = `Tag${nonce()}`;
    const { free } = await sessionsTagged(tag);
    await page.goto(`/hi/booking-sessions?category=${tag}&q=physcs&price=free`);
    await expect(listStatus(page)).toHaveText(
      hindiKey("sessions", "list.showingSearch.group", { q: "physcs", total: 1, shown: 1 }),
      { timeout: 30_000 },
    );
    await expect(card(page, free)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: hindiKey("sessions", "search.label") })).toHaveValue(
      "physcs",
    );
    // A filter is on, so the filters are open.
    await expect(page.getByLabel(hindiKey("sessions", "search.price"), { exact: true })).toHaveValue("free");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
