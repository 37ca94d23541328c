import { FEEDBACK_MESSAGES } from "@contract/feedback";
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { bookByApi, decidePaymentByApi, postSessionByApi, runLiveByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser, type TestUser } from "./support/users";

/*
 * Feedback on a session (docs/product.md §2.19, §5, §10.5): a 1-5 star radio group usable by keyboard, the
 * required text, the thank-you state, one feedback per student that coming back updates, and the
 * page saying why when the student may not give feedback: only a student whose payment is approved
 * and who joined the session may, once it has started (the server's rule; the page asks it first).
 *
 * A session can go live only inside its start window, which no session posted through the API is
 * in: these tests run their own server on PostgreSQL and move the start with one direct UPDATE
 * (runLiveByApi).
 */

// This spec runs a second server beside the shared one: give pages a little longer to answer.
const expect = baseExpect.configure({ timeout: 10_000 });
const test = testWithOwnServer("e2e_feedback");

const star = (page: Page, n: number) => page.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
/** The star a pointer clicks or hovers: the radio's label (the radio itself is visually hidden). */
const drawnStar = (page: Page, n: number) => star(page, n).locator("xpath=..");
const submit = (page: Page) => page.getByRole("button", { name: "Submit Feedback" });

/** A new mentor's session (at 7 pm IST, three days ahead) and a student whose payment is approved. */
async function paidBooking(
  server: OwnServer,
  title: string,
): Promise<{ mentor: TestUser; student: TestUser; sessionId: string }> {
  const tag = nonce();
  const [mentor, student] = await Promise.all([
    createUser({ role: "mentor", name: `Arjun Nair ${tag}`, server }),
    createUser({ role: "student", name: "Kabir Malhotra", server }),
  ]);
  const sessionId = await postSessionByApi(mentor, { title, time: "19:00" });
  const { paymentId } = await bookByApi(student, sessionId);
  await decidePaymentByApi(await signedInAdmin(server.baseURL), paymentId, "paid");
  return { mentor, student, sessionId };
}

test.describe("feedback", () => {
  test("a paid student waits for the start, then, having joined, rates by keyboard, is thanked, and can change it", async ({
    page,
    context,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    const title = `Rotational dynamics doubt session ${nonce()}`;
    const { mentor, student, sessionId } = await paidBooking(ownServer, title);
    await signInBrowser(context, student);

    // Before the session starts: why not yet, the way back, and no form.
    await page.goto(`/feedback/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Feedback for: ${title}`);
    await expect(page.locator("time")).toContainText(/7:00\s?pm IST/i);
    await expect(page.getByRole("status").filter({ hasText: FEEDBACK_MESSAGES.notStarted })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your dashboard" })).toHaveAttribute(
      "href",
      "/student-dashboard",
    );
    await expect(submit(page)).toHaveCount(0);

    // Live, and the student joined it: the form.
    await runLiveByApi(ownServer.db, mentor, sessionId, [student]);
    await page.reload();
    await expect(page.getByRole("group", { name: "Rating" }).getByRole("radio")).toHaveCount(5);

    // Nothing chosen or written: both are asked for, and focus goes to the stars.
    await submit(page).click();
    await expect(page.getByText(FEEDBACK_MESSAGES.ratingRange)).toBeVisible();
    await expect(page.getByText(FEEDBACK_MESSAGES.textRequired)).toBeVisible();
    await expect(star(page, 1)).toBeFocused();

    // Hovering previews; the keyboard chooses: the arrow keys move through the stars.
    await drawnStar(page, 5).hover();
    await expect(page.getByText("5/5 · Excellent")).toBeVisible();
    await page.mouse.move(0, 0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(star(page, 4)).toBeFocused();
    await expect(star(page, 4)).toBeChecked();
    // The focused star shows a focus ring (the radio itself is visually hidden).
    await expect(drawnStar(page, 4)).toHaveCSS("outline-style", "solid");
    await expect(drawnStar(page, 3)).toHaveCSS("outline-style", "none");
    await expect(page.getByText(FEEDBACK_MESSAGES.ratingRange)).toBeHidden();
    await expect(page.getByText("4/5 · Very good")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Your feedback")).toBeFocused();
    await page.keyboard.type(
      "Clear explanation of torque and angular momentum; the solved JEE problems helped.",
    );
    await submit(page).click();
    const thanks = page.getByRole("heading", { name: FEEDBACK_MESSAGES.thanks });
    await expect(thanks).toBeFocused();
    await expect(page.getByText("You rated this session 4/5.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your dashboard" })).toHaveAttribute(
      "href",
      "/student-dashboard",
    );

    // Coming back: the feedback is there to change; submitting again updates the one feedback.
    await page.reload();
    await expect(page.getByText("You rated this session 4/5 — you can change it")).toBeVisible();
    await expect(star(page, 4)).toBeChecked();
    await expect(page.getByLabel("Your feedback")).toHaveValue(/^Clear explanation of torque/);
    await star(page, 4).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(star(page, 2)).toBeChecked();
    await page.getByLabel("Your feedback").fill("Good content, but the session started late.");
    await submit(page).click();
    await expect(page.getByText("You rated this session 2/5.")).toBeVisible();

    const mine = await student.api.get(`/api/sessions/${sessionId}/feedback/mine`);
    expect(await mine.json()).toMatchObject({
      rating: 2,
      feedback: "Good content, but the session started late.",
    });
    const session = await student.api.get(`/api/sessions/${sessionId}`);
    expect(((await session.json()) as { rating: number | null }).rating).toBe(2);

    // "Edit your feedback" goes back to the form, as it was saved.
    await page.getByRole("button", { name: "Edit your feedback" }).click();
    await expect(star(page, 2)).toBeChecked();
  });

  test("a student who did not book is told so; an unknown session shows as unknown", async ({
    page,
    context,
    ownServer,
  }) => {
    const tag = nonce();
    const title = `Human physiology crash course ${tag}`;
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Lakshmi Menon ${tag}`, server: ownServer }),
      createUser({ role: "student", name: "Neha Gupta", server: ownServer }),
    ]);
    const sessionId = await postSessionByApi(mentor, { title });
    await signInBrowser(context, student);

    await page.goto(`/feedback/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Feedback for: ${title}`);
    await expect(page.getByRole("alert")).toHaveText(FEEDBACK_MESSAGES.notBooked);
    await expect(page.getByRole("link", { name: "Browse sessions" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );
    await expect(submit(page)).toHaveCount(0);
    // The server refuses it too, with the same words.
    const refused = await student.api.put(`/api/sessions/${sessionId}/feedback/mine`, {
      data: { rating: 5, feedback: "Great" },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(FEEDBACK_MESSAGES.notBooked);

    await page.goto("/feedback/no-such-session");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Feedback for: ${FEEDBACK_MESSAGES.unknownSession}`,
    );
    await expect(page.getByText(FEEDBACK_MESSAGES.unknownDate)).toBeVisible();
  });

  test("works at 360 px with no accessibility violations: before the start, the form, the thanks", {
    tag: "@narrow",
  }, async ({ page, context, ownServer }) => {
    test.setTimeout(90_000);
    const title = `Coordination compounds: nomenclature and isomerism, with every NEET question since 2015 ${nonce()}`;
    const { mentor, student, sessionId } = await paidBooking(ownServer, title);
    await signInBrowser(context, student);

    await page.goto(`/feedback/${sessionId}`);
    await expect(page.getByText(FEEDBACK_MESSAGES.notStarted)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await runLiveByApi(ownServer.db, mentor, sessionId, [student]);
    await page.reload();
    await submit(page).click();
    await expect(page.getByText(FEEDBACK_MESSAGES.textRequired)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await drawnStar(page, 5).click();
    await expect(star(page, 5)).toBeChecked();
    await page.getByLabel("Your feedback").fill("Every isomerism question finally makes sense.");
    await submit(page).click();
    await expect(page.getByRole("heading", { name: FEEDBACK_MESSAGES.thanks })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
