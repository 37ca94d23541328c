import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, decidePaymentByApi, postSessionByApi, runLiveByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser, type TestUser } from "./support/users";

/*
 * Mentors' earnings and payouts (docs/decisions/021): a mentor whose ₹499 session was held sees it in
 * this month's earnings (₹100 commission, ₹399 net); an admin records a ₹300 payout from the Payouts
 * tab; the mentor sees it and the ₹99 balance. Sessions are completed the product's way (started,
 * joined, ended), on a server of the spec's own.
 */
const test = testWithOwnServer("e2e_earnings");

/** The dashboard's Earnings section (a region named by its heading). */
const earnings = (page: Page) => page.locator("section#earnings");

/** A new mentor whose ₹499 session a student paid for (approved), attended and saw ended. */
async function heldSession(server: OwnServer): Promise<{ mentor: TestUser; title: string }> {
  const tag = nonce();
  const [mentor, student] = await Promise.all([
    createUser({ role: "mentor", name: `Ananya Krishnan ${tag}`, server }),
    createUser({ role: "student", name: "Rahul Deshmukh", server }),
  ]);
  const title = `NEET Biology: Human Physiology revision ${tag}`;
  const sessionId = await postSessionByApi(mentor, { title, time: "19:00", price: 499 });
  const { paymentId } = await bookByApi(student, sessionId);
  await decidePaymentByApi(await signedInAdmin(server.baseURL), paymentId, "paid");
  await runLiveByApi(server.db, mentor, sessionId, [student]);
  const ended = await mentor.api.post(`/api/sessions/${sessionId}/end`);
  expect(ended.status(), await ended.text()).toBe(200);
  return { mentor, title };
}

test.describe("earnings and payouts", () => {
  test("a mentor sees a held session's earnings; an admin records a payout; the mentor sees it and the balance", async ({
    page,
    context,
    ownServer,
  }) => {
    test.setTimeout(240_000);
    const { mentor } = await heldSession(ownServer);

    // The mentor: this month's ₹499 gross, ₹100 commission, ₹399 net, all of it still owed.
    await signInBrowser(context, mentor);
    await page.goto("/mentor-dashboard");
    const section = earnings(page);
    const months = section.getByRole("table", { name: "Earnings by month" }).locator("tbody tr");
    await expect(months).toHaveCount(1, { timeout: 30_000 });
    await expect(months).toContainText(/₹499.*₹100.*₹399/);
    await expect(section.getByTestId("earnings-balance")).toHaveText("₹399");
    await expect(section.getByText("No payouts yet.")).toBeVisible();
    await expect(section.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/mentor/earnings.csv",
    );
    await section.getByLabel("Your UPI id for payouts").fill("ananya.k@okicici");
    await section.getByRole("button", { name: "Save UPI id" }).click();
    await expect(section.getByText("Your payout UPI id has been saved.")).toBeVisible();

    // The admin: the mentor's balance and UPI id; a payout over the balance is refused, ₹300 goes.
    await context.clearCookies();
    await signInBrowser(context, { api: await signedInAdmin(ownServer.baseURL) });
    await page.goto("/admin-dashboard?tab=payouts");
    await page.getByLabel("Search by name or email").fill(mentor.name);
    const row = page.getByRole("row").filter({ hasText: mentor.name });
    await expect(row).toContainText("ananya.k@okicici", { timeout: 30_000 });
    await expect(row).toContainText(/₹399.*₹0.*₹399/);
    await row.getByRole("button", { name: `Record a payout to ${mentor.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Record payout" });
    await expect(dialog).toContainText("ananya.k@okicici");
    await dialog.getByLabel("Amount (₹)").fill("400");
    await dialog.getByLabel("UTR").fill("4021 5566 7788");
    await dialog.getByRole("button", { name: "Record payout" }).click();
    await expect(
      dialog.getByText("The payout is more than the mentor's balance of ₹399.").first(),
    ).toBeVisible();
    await dialog.getByLabel("Amount (₹)").fill("300");
    await dialog.getByRole("button", { name: "Record payout" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(/₹399.*₹300.*₹99/);

    // The mentor again: the payout with its UTR, and ₹99 still owed.
    await context.clearCookies();
    await signInBrowser(context, mentor);
    await page.goto("/mentor-dashboard#earnings");
    await expect(earnings(page).getByTestId("earnings-balance")).toHaveText("₹99", { timeout: 30_000 });
    await expect(earnings(page).getByRole("listitem").filter({ hasText: "UTR 402155667788" })).toContainText(
      "₹300",
    );
  });

  test("in Hindi at 360 px: the earnings section and the Payouts tab, with no sideways scroll or axe violations", {
    tag: "@narrow",
  }, async ({ page, context, ownServer }) => {
    test.setTimeout(240_000);
    const { mentor } = await heldSession(ownServer);
    await signInBrowser(context, mentor);
    await page.goto("/hi/mentor-dashboard#earnings");
    const section = earnings(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      hindiKey("mentor-dashboard", "earnings.heading"),
      { timeout: 30_000 },
    );
    await expect(
      section.getByText(hindiKey("mentor-dashboard", "earnings.monthsCaption"), { exact: true }),
    ).toBeVisible();
    await expect(section.getByTestId("earnings-balance")).toHaveText("₹399");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await context.clearCookies();
    await signInBrowser(context, { api: await signedInAdmin(ownServer.baseURL) });
    await page.goto("/hi/admin-dashboard?tab=payouts");
    await expect(
      page.getByRole("heading", { level: 2, name: hindiKey("admin", "payouts.title") }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(mentor.name, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
