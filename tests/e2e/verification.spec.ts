import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { pngProof } from "./support/marketplace";
import { createUser, signedInAdmin, signInBrowser } from "./support/users";

/*
 * Verified toppers (docs/decisions/019): a mentor claims a rank and uploads the rank card on the
 * dashboard; an admin opens the mentor, views the proof and marks the rank verified; the mentor's
 * card then says Verified with the badge. Each test makes its own mentor.
 */

test.describe("verified toppers", () => {
  test("a mentor claims a rank with its proof; an admin views the proof and verifies it", async ({
    page,
    browser,
    context,
  }) => {
    // A loaded two-core machine can take a while to show the dashboard's first data.
    test.setTimeout(150_000);
    const mentor = await createUser({ role: "mentor", name: "Ananya Krishnan" });
    await signInBrowser(context, mentor);
    await page.goto("/mentor-dashboard");
    const card = page.getByRole("region", { name: "Verified topper" });
    const status = card.getByTestId("rank-status");
    await expect(status).toContainText("No rank claimed yet", { timeout: 30_000 });

    // A bad AIR is refused in the form, with the contract's words, before anything is sent.
    await card.getByLabel("Exam").selectOption("JEE Advanced");
    await card.getByLabel("All India Rank (AIR)").fill("0");
    await card.getByLabel("Year").fill("2024");
    await card.getByRole("button", { name: "Save rank" }).click();
    await expect(
      card.getByText("The rank (AIR) must be a whole number from 1 to 2,000,000.").first(),
    ).toBeVisible();
    await expect(card.getByLabel("All India Rank (AIR)")).toBeFocused();

    await card.getByLabel("All India Rank (AIR)").fill("214");
    await card.getByLabel("College").fill("IIT Bombay, B.Tech Computer Science");
    await card.getByRole("button", { name: "Save rank" }).click();
    await expect(card.getByText("Your rank claim is saved.")).toBeVisible();
    await expect(status).toContainText("Rank claimed: proof awaited");
    await expect(status).toContainText("AIR 214 · JEE Advanced 2024");

    await card.getByLabel("Rank card or scorecard").setInputFiles({
      name: "jee-advanced-rank-card.png",
      mimeType: "image/png",
      buffer: await pngProof(),
    });
    await card.getByRole("button", { name: "Upload proof" }).click();
    await expect(card.getByText("Your rank proof is uploaded.")).toBeVisible();
    await expect(status).toContainText("Awaiting verification");
    await expect(card.getByRole("link", { name: /View jee-advanced-rank-card\.png/ })).toHaveAttribute(
      "href",
      "/api/mentor/rank/proof",
    );
    await expectNoAxeViolations(page);

    // The admin opens the mentor, views the proof (a new tab) and marks the rank verified.
    const adminContext = await browser.newContext();
    await signInBrowser(adminContext, { api: await signedInAdmin() });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/view-mentor/${encodeURIComponent(mentor.email)}`);
    const panel = adminPage.getByRole("region", { name: "Rank verification" });
    await expect(panel.getByTestId("rank-verification-status")).toContainText("Awaiting verification", {
      timeout: 30_000,
    });
    await expect(panel.getByTestId("rank-verification-status")).toContainText("AIR 214 · JEE Advanced 2024");
    const [proofTab] = await Promise.all([
      adminContext.waitForEvent("page"),
      panel.getByRole("link", { name: /View the rank proof \(jee-advanced-rank-card\.png\)/ }).click(),
    ]);
    await proofTab.waitForLoadState();
    expect(proofTab.url()).toContain(`/api/admin/mentors/${mentor.id}/rank-proof`);
    const shown = await adminPage.request.get(`/api/admin/mentors/${mentor.id}/rank-proof`);
    expect(shown.headers()["content-type"]).toBe("image/png");
    await proofTab.close();

    await panel.getByRole("button", { name: "Mark verified" }).click();
    await expect(adminPage.getByText("The rank is marked verified.")).toBeVisible();
    await expect(panel.getByTestId("rank-verification-status")).toContainText(/Verified by Admin on/);
    await expect(panel.getByRole("button", { name: "Remove verification" })).toBeVisible();
    await adminContext.close();

    // The mentor's dashboard says Verified, with the badge; the mentor has no way to undo it but a new claim.
    await page.reload();
    await expect(status).toContainText("Verified ✓");
    await expect(status).toContainText("AIR 214 · JEE Advanced 2024");
    await expect(card).toContainText("Changing the exam, AIR, year or college removes the verification");
  });

  test("in Hindi, at 360 px: the mentor's verified-topper card", { tag: "@narrow" }, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const mentor = await createUser({ role: "mentor", name: "Rahul Deshpande" });
    const claimed = await mentor.api.put("/api/mentor/rank", {
      data: { exam: "NEET UG", air: 57, year: 2023, college: "AIIMS New Delhi" },
    });
    expect(claimed.status(), await claimed.text()).toBe(200);
    await signInBrowser(context, mentor);
    await page.goto("/hi/mentor-dashboard");
    const card = page.getByRole("region", { name: hindiKey("mentor-dashboard", "rank.heading") });
    await expect(card.getByTestId("rank-status")).toContainText(
      hindiKey("mentor-dashboard", "rank.status.proofAwaited"),
      { timeout: 30_000 },
    );
    await expect(card.getByTestId("rank-status")).toContainText("AIR 57 · NEET UG 2023");
    await expect(
      card.getByRole("button", { name: hindiKey("mentor-dashboard", "rank.upload") }),
    ).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
