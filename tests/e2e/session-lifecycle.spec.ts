import { BOOKING_MESSAGES } from "@contract/bookings";
import { LIVE_MESSAGES } from "@contract/live-sessions";
import { DECISION_MESSAGES } from "@contract/payments";
import { MENTOR_NO_SHOW_REASON, type SessionCard } from "@contract/sessions";
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { bookByApi, decidePaymentByApi, postSessionByApi, runLiveByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser } from "./support/users";

/*
 * A session's life over time (docs/decisions/009) as the pages show it: booking closes the moment its start
 * time passes (the card says "Booking Closed", the payment page says why, with no QR), and a session
 * its mentor never started is cancelled by the system 60 minutes after its start (it shows as
 * cancelled, with the reason and the refund due, to the student and to admins).
 *
 * Sessions are posted for future hourly slots only: these tests run their own server on PostgreSQL
 * and move a session's start into the past with one direct UPDATE. The server's own sweep (every
 * 15 seconds) does the cancelling; the rules themselves are tested on the API.
 */

// This spec runs a second server beside the shared one: give pages a little longer to answer.
const expect = baseExpect.configure({ timeout: 10_000 });
const test = testWithOwnServer("e2e_lifecycle");

/** A new mentor's group session of 5 seats, tagged with a subject nobody else uses (for the filter). */
async function postTagged(server: OwnServer, title: string) {
  const tag = `Tag${nonce()}`;
  const mentor = await createUser({ role: "mentor", name: `Nandini Rao ${tag}`, server });
  const sessionId = await postSessionByApi(mentor, { title: `${title} ${tag}`, subjects: [tag], seats: 5 });
  return { tag, mentor, sessionId, title: `${title} ${tag}` };
}

/** Moves a session's start `minutes` into the past (its status stays what it was). */
async function startedMinutesAgo(server: OwnServer, sessionId: string, minutes: number) {
  await server.db.query(
    "UPDATE sessions SET starts_at = now() - make_interval(mins => $2::int) WHERE id = $1",
    [sessionId, minutes],
  );
}

const qrCode = (page: Page) => page.getByRole("img", { name: /UPI QR code/ });

test.describe("a session's life over time", () => {
  test("once its start time has passed, booking is closed: the card and the payment page say so, with no QR", {
    tag: "@narrow",
  }, async ({ page, ownServer }) => {
    test.setTimeout(90_000);
    const [{ tag, sessionId, title }, student] = await Promise.all([
      postTagged(ownServer, "Modern physics: photoelectric effect drill"),
      createUser({ role: "student", name: "Tanvi Joshi", server: ownServer }),
    ]);
    // Ten minutes past its start and not live yet: still "upcoming", no longer bookable.
    await startedMinutesAgo(ownServer, sessionId, 10);
    await signInBrowser(page.context(), student);

    await page.goto(`/booking-sessions?category=${tag}`);
    const card = page.getByRole("article", { name: title });
    await expect(card.getByRole("button", { name: "Booking Closed" })).toBeDisabled();
    await expect(card.getByRole("link", { name: /Book Now/ })).toHaveCount(0);
    // No free slots offered beside "Booking Closed".
    await expect(card).toContainText("0 of 5 slots left");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The payment page (a link shared earlier, say): why not, and no QR or form.
    await page.goto(`/payment/${sessionId}`);
    await expect(page.getByRole("alert")).toHaveText(BOOKING_MESSAGES.started);
    await expect(page.getByRole("link", { name: "Find another session" })).toHaveAttribute(
      "href",
      "/booking-sessions",
    );
    await expect(qrCode(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // A card read just before the start (faked here) still offers the form; the server then refuses
    // the payment request (409) and the page shows its reason instead of a QR that cannot load.
    await page.route(
      (url) => url.pathname === `/api/sessions/${sessionId}`,
      async (route) => {
        const response = await route.fetch();
        const stale: SessionCard = { ...(await response.json()), closed: false, closedReason: null };
        await route.fulfill({ response, json: stale });
      },
    );
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText(BOOKING_MESSAGES.started);
    await expect(qrCode(page)).toHaveCount(0);
    await expect(page.getByText("could not be loaded")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });

  test("a live session's card says Booking Closed, and its payment page says it has started", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    const [{ tag, mentor, sessionId, title }, student] = await Promise.all([
      postTagged(ownServer, "Rotational motion: torque and angular momentum"),
      createUser({ role: "student", name: "Ishita Sen", server: ownServer }),
    ]);
    await runLiveByApi(ownServer.db, mentor, sessionId);
    await signInBrowser(page.context(), student);

    await page.goto(`/booking-sessions?category=${tag}`);
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("LIVE", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Booking Closed" })).toBeDisabled();
    await expect(card.getByRole("link", { name: /Book Now/ })).toHaveCount(0);

    await page.goto(`/payment/${sessionId}`);
    await expect(page.getByRole("alert")).toHaveText(BOOKING_MESSAGES.started);
    await expect(qrCode(page)).toHaveCount(0);
  });

  test("a session its mentor never started is cancelled: the student sees it with the reason and the refund due, and so do admins", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(120_000);
    const [{ tag, sessionId, title }, student] = await Promise.all([
      postTagged(ownServer, "Organic chemistry: named reactions"),
      createUser({ role: "student", name: "Harsh Vardhan", server: ownServer }),
    ]);
    const admin = await signedInAdmin(ownServer.baseURL);
    const { paymentId } = await bookByApi(student, sessionId);
    await decidePaymentByApi(admin, paymentId, "paid");

    // 61 minutes past its start and never started: the server's sweep cancels it within a minute.
    await startedMinutesAgo(ownServer, sessionId, 61);
    await expect
      .poll(
        async () =>
          ((await (await student.api.get(`/api/sessions/${sessionId}`)).json()) as SessionCard).status,
        { message: "the sweep cancels the session", timeout: 60_000, intervals: [1_000] },
      )
      .toBe("cancelled");

    // The student's dashboard: with the past sessions, cancelled, why, the refund; nothing to click.
    await signInBrowser(page.context(), student);
    await page.goto("/student-dashboard");
    const past = page.getByRole("region", { name: /^Past\b/ });
    const card = past.getByRole("article", { name: title });
    await expect(card.getByText("CANCELLED", { exact: true })).toBeVisible();
    await expect(card).toContainText(`${LIVE_MESSAGES.cancelled} Reason: ${MENTOR_NO_SHOW_REASON}`);
    await expect(card).toContainText("Refund due");
    // Nothing to act on: no button, and the only links are the session's and its mentor's pages, and
    // the receipt of the payment made (a refund due leaves it standing until the money is back).
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(card.getByRole("link")).toHaveCount(3);
    await expect(card.getByRole("link", { name: "Download receipt" })).toBeVisible();
    await expect(card.getByRole("link", { name: title, exact: true })).toHaveAttribute(
      "href",
      /^\/sessions\//,
    );
    await expect(page.getByRole("region", { name: /^Upcoming\b/ }).getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Its payment page: the refund, not a form; the public list no longer shows it.
    await page.goto(`/payment/${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Session cancelled: refund due");
    await expect(page.getByRole("main")).toContainText(`Reason: ${MENTOR_NO_SHOW_REASON}.`);
    await expect(qrCode(page)).toHaveCount(0);
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing 0 of 0 group sessions for ${tag}`,
    );

    // The admin: the Cancelled group of the Sessions tab, with the reason.
    await page.context().clearCookies();
    await signInBrowser(page.context(), { api: admin });
    await page.goto("/admin-dashboard?tab=sessions");
    await page.getByRole("tab", { name: "Cancelled" }).click();
    await page.getByLabel("Search by title or mentor name").fill(tag);
    const table = page.getByRole("table", { name: "Cancelled sessions" });
    const row = table.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText(MENTOR_NO_SHOW_REASON);
    await expect(table.getByRole("columnheader", { name: "Reason" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The payments tab filters by "Refund due"; the payment itself can no longer be decided.
    await page.goto("/admin-dashboard?tab=payments");
    await page.getByLabel("Status").selectOption({ label: "Refund due" });
    await page.getByLabel("Search by name, email, reference or UTR").fill(student.email);
    await expect(
      page.getByRole("table", { name: "Payments" }).getByRole("row", { name: /Harsh/ }),
    ).toContainText("Refund due");
    await page.goto(`/admin/payments/${paymentId}`);
    await expect(page.getByRole("region", { name: "Payment details" })).toContainText("Refund due");
    await expect(page.getByText(DECISION_MESSAGES.refundDue)).toBeVisible();
    await expect(page.getByRole("button", { name: /Approve|Disapprove/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
