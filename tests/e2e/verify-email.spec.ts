import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { createUser, emailedVerifyLink, signInBrowser } from "./support/users";

/*
 * Verifying an email (docs/product.md §2.23) at 360 px: the emailed link verifies on any device,
 * signed out, and offers to go on; a used link says so and how to get a new one; a signed-in student
 * whose email is not verified asks for a new link and is told where it went.
 */

test.describe("verify your email @narrow", () => {
  test("the emailed link verifies once, signed out, and leads on to the sessions", async ({ page }) => {
    test.setTimeout(60_000);
    const student = await createUser({ role: "student", name: "Meera Joshi", verified: false });
    const link = await emailedVerifyLink(student.email);

    await page.goto(link);
    await expect(page).toHaveTitle("Verify your email | Toppers Connect");
    await expect(page.getByText("Your email is verified. You can now book sessions.")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    const me = await student.api.get("/api/me");
    expect((await me.json()).user.emailVerified).toBe(true);

    // The same link again: used, and the way to a new one.
    await page.goto(link);
    await expect(
      page.getByText("This verification link is invalid or has expired. Log in to ask for a new one."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in to get a new link" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Log in to get a new link" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in student asks for a new link, and only the newest one works", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const student = await createUser({ role: "student", name: "Rahul Singh", verified: false });
    const first = await emailedVerifyLink(student.email);
    await signInBrowser(context, student);

    await page.goto("/verify-email");
    await expect(page.getByText("This verification link is incomplete.", { exact: false })).toBeVisible();
    const notice = page.getByRole("region", { name: "Verify your email to book" });
    await expect(notice).toContainText(`We emailed a verification link to ${student.email}.`);
    await notice.getByRole("button", { name: "Send a new link" }).click();
    await expect(notice.getByRole("status")).toHaveText(
      `A new link is on its way to ${student.email}. If it does not arrive in a few minutes, check your spam folder.`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    let second = first;
    await expect.poll(async () => (second = await emailedVerifyLink(student.email))).not.toBe(first);
    await page.goto(first);
    await expect(
      page.getByText("This verification link is invalid or has expired.", { exact: false }),
    ).toBeVisible();
    await page.goto(second);
    await expect(page.getByText("Your email is verified. You can now book sessions.")).toBeVisible();
    await page.getByRole("link", { name: "Browse sessions" }).click();
    await expect(page).toHaveURL(/\/booking-sessions$/);
  });
});
