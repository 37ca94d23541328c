import { LIVE_MESSAGES } from "@contract/live-sessions";
import { formatIstDate, formatIstTime } from "@contract/time";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import {
  bookByApi,
  dayInIndia,
  decidePaymentByApi,
  giveFeedbackByApi,
  postSessionByApi,
  runLiveByApi,
} from "./support/marketplace";
import { testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signedInAdmin, signInBrowser } from "./support/users";

/*
 * The mentor's side of the marketplace (docs/product.md §2.13, §2.15, §9): the dashboard's computed figures,
 * its sessions with their meeting buttons, the profile card (edit, picture upload and zoom), and a
 * session's details with its feedback. Every test makes its own mentor and students: the tests share
 * one server and run in parallel. (Starting and ending a live meeting is live-session.spec.ts.)
 *
 * Only a student who joined a session may rate it, and a session goes live only inside its start
 * window: the tests that show feedback run on a server of their own (`own`), where runLiveByApi moves
 * a session's start with one direct UPDATE.
 */

const own = testWithOwnServer("e2e_mentor");

/** The value of one of the dashboard's stat cards (a <dt>/<dd> pair). */
const stat = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

const sessionCard = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The count under one of a card's <dt>s (Booked, Seats, Feedback). */
const cardCount = (card: Locator, label: string) =>
  card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });

async function dismissToasts(page: Page) {
  await page.locator("[data-sonner-toast] [data-close-button]").evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

function png(size: number, background = "#2f6fde"): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

test.describe("mentor dashboard", () => {
  own(
    "computed stats, the posted sessions with their counts, and a session's details with its feedback",
    async ({ page, ownServer }) => {
      test.setTimeout(120_000);
      const tag = nonce();
      const server = ownServer;
      const admin = await signedInAdmin(server.baseURL);
      const [mentor, asha, bilal, chitra, dev] = await Promise.all([
        createUser({ role: "mentor", name: `Meera Pillai ${tag}`, server }),
        createUser({ role: "student", name: "Asha Verma", server }),
        createUser({ role: "student", name: "Bilal Khan", server }),
        createUser({ role: "student", name: "Chitra Rao", server }),
        createUser({ role: "student", name: "Dev Malhotra", server }),
      ]);
      const genetics = `Genetics in one evening ${tag}`;
      const ecology = `Ecology revision sprint ${tag}`;
      const [geneticsId, ecologyId] = await Promise.all([
        postSessionByApi(mentor, { title: genetics, date: dayInIndia(3), time: "18:00", seats: 5 }),
        postSessionByApi(mentor, { title: ecology, date: dayInIndia(4), time: "19:00", seats: 8 }),
      ]);

      // Asha holds both sessions (approved), Bilal's payment is pending, Dev's approved; Chitra's
      // payment was disapproved, so she is no active student. Active Students counts people, not seats.
      const [ashaGenetics, ashaEcology, bilalGenetics, chitraGenetics, devGenetics] = await Promise.all([
        bookByApi(asha, geneticsId),
        bookByApi(asha, ecologyId),
        bookByApi(bilal, geneticsId),
        bookByApi(chitra, geneticsId),
        bookByApi(dev, geneticsId),
      ]);
      await Promise.all([
        decidePaymentByApi(admin, ashaGenetics.paymentId, "paid"),
        decidePaymentByApi(admin, ashaEcology.paymentId, "paid"),
        decidePaymentByApi(admin, devGenetics.paymentId, "paid"),
        decidePaymentByApi(admin, chitraGenetics.paymentId, "failed"),
      ]);

      await signInBrowser(page.context(), mentor);
      await page.goto("/mentor-dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentor Dashboard");
      await expect(page).toHaveTitle("Mentor Dashboard | Toppers Connect");
      await expect(page.getByText("Welcome back, Meera.")).toBeVisible();
      await expect(stat(page, "Total Sessions")).toHaveText("2");
      await expect(stat(page, "Active Students")).toHaveText("3");
      await expect(stat(page, "Rating")).toContainText("No ratings yet");

      // Quick Actions lead to posting a session.
      await expect(page.getByRole("link", { name: "Post a New Session" })).toHaveAttribute(
        "href",
        "/post-session",
      );

      // The sessions, soonest first, each with its bookings (not the disapproved one), seats and feedback.
      const headings = page
        .getByRole("region", { name: "All Posted Sessions" })
        .getByRole("heading", { level: 3 });
      await expect(headings).toHaveText([genetics, ecology]);
      const geneticsCard = sessionCard(page, genetics);
      await expect(geneticsCard.getByText("UPCOMING")).toBeVisible();
      await expect(cardCount(geneticsCard, "Booked")).toHaveText("3");
      await expect(cardCount(geneticsCard, "Seats")).toHaveText("5");
      await expect(cardCount(geneticsCard, "Feedback")).toHaveText("0");
      await expect(cardCount(sessionCard(page, ecology), "Booked")).toHaveText("1");

      // Days away: Start Meeting is there but disabled, and says when it opens; no Return or End yet.
      const start = geneticsCard.getByRole("button", { name: /^Start Meeting/ });
      await expect(start).toBeDisabled();
      await expect(geneticsCard.getByText(/You can start from 5:55\s?pm IST on/i)).toBeVisible();
      await expect(geneticsCard.getByRole("link", { name: /Return to Meeting/ })).toHaveCount(0);
      await expect(geneticsCard.getByRole("button", { name: /End Meeting/ })).toHaveCount(0);

      // Students who joined rate the sessions (a rating needs an approved payment and attendance, so
      // Bilal's payment is approved now; the counts above stay the same). Both sessions go live, the
      // three join Genetics and Asha Ecology. Genetics: 5, 4, 4 (mean 4.33); Ecology: 2. The mentor's
      // rating is the mean of the sessions' means, 3.17 → "3.2" (the mean of all four would be 3.75).
      await decidePaymentByApi(admin, bilalGenetics.paymentId, "paid");
      await runLiveByApi(server.db, mentor, geneticsId, [asha, bilal, dev]);
      await runLiveByApi(server.db, mentor, ecologyId, [asha]);
      await Promise.all([
        giveFeedbackByApi(asha, geneticsId, 5, "The pedigree tricks finally made sense. Loved the pace."),
        giveFeedbackByApi(
          bilal,
          geneticsId,
          4,
          "Clear explanations; I wanted a few more practice questions.",
        ),
        giveFeedbackByApi(dev, geneticsId, 4, "Good session. The doubt round at the end was the best part."),
        giveFeedbackByApi(asha, ecologyId, 2, "Too fast for me, the food-web part needed more time."),
      ]);
      await page.reload();
      await expect(stat(page, "Rating")).toContainText("3.2");
      await expect(stat(page, "Rating")).not.toContainText("No ratings yet");
      await expect(cardCount(geneticsCard, "Feedback")).toHaveText("3");
      // The card shows its mentor's rating over all their feedback (docs/decisions/018): (5 + 4 + 4 + 2) / 4.
      await expect(geneticsCard).toContainText("3.8 out of 5(4 reviews)");

      // View Details: the session, its numbers and every feedback.
      await geneticsCard.getByRole("link", { name: /^View Details/ }).click();
      await expect(page).toHaveURL(`/session-details/${geneticsId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Session Details");
      const summary = page.getByRole("region", { name: genetics });
      await expect(summary.getByText("LIVE", { exact: true })).toBeVisible();
      await expect(summary).toContainText(mentor.name);
      const { startsAt } = (await (await mentor.api.get(`/api/sessions/${geneticsId}`)).json()) as {
        startsAt: string;
      };
      await expect(summary).toContainText(`${formatIstTime(startsAt)} IST`);
      await expect(summary).toContainText("Biology");
      await expect(stat(page, "Booked")).toContainText("3 / 5 seats");
      await expect(stat(page, "Attended")).toHaveText("3");
      await expect(stat(page, "Feedbacks")).toHaveText("3");
      await expect(stat(page, "Average rating")).toContainText("4.3");
      const feedback = page.getByRole("region", { name: "Student Feedback" });
      await expect(feedback.getByRole("article")).toHaveCount(3);
      const fromAsha = feedback.getByRole("article", { name: "Feedback from Asha Verma" });
      await expect(fromAsha).toContainText("5/5");
      await expect(fromAsha).toContainText("The pedigree tricks finally made sense.");
      await expect(feedback.getByRole("article", { name: "Feedback from Bilal Khan" })).toContainText("4/5");

      // An unknown session.
      await page.goto("/session-details/no-such-session");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Session not found");
      await page.getByRole("link", { name: "Back to Mentor Dashboard" }).click();
      await expect(page).toHaveURL("/mentor-dashboard");
      await expect(stat(page, "Total Sessions")).toHaveText("2");
    },
  );

  test("the mentor edits the profile and uploads a picture that zooms", async ({ page }) => {
    test.setTimeout(60_000);
    const mentor = await createUser({ role: "mentor", name: `Arjun Nair ${nonce()}` });
    await signInBrowser(page.context(), mentor);
    await page.goto("/mentor-dashboard");

    const profile = page.getByRole("region", { name: "Your Profile" });
    await expect(profile).toContainText(mentor.email);
    await expect(profile).toContainText("Add a few lines about yourself");
    // No sessions yet: the list says so and offers to post one.
    await expect(page.getByText("You have not posted any sessions yet.")).toBeVisible();
    await expect(stat(page, "Total Sessions")).toHaveText("0");

    // Edit: a bio that is too long is refused before anything is sent.
    await profile.getByRole("button", { name: "Edit profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit profile" });
    await expect(dialog.getByLabel("Bio")).toBeFocused();
    await dialog.getByLabel("Bio").fill("x".repeat(1001));
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Keep the bio to 1000 characters or fewer.")).toBeVisible();
    await expect(dialog.getByLabel("Bio")).toBeFocused();

    const bio = "AIR 412 in JEE Advanced 2023. I help with Physics problem solving and mock-test strategy.";
    await dialog.getByLabel("Bio").fill(bio);
    await dialog.getByLabel("Subjects").fill(" Physics, Rotational Mechanics,, physics ");
    await dialog.getByLabel("Education").fill("B.Tech, Electrical Engineering, IIT Bombay (2027)");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await page.reload();
    await expect(profile).toContainText(bio);
    await expect(profile.getByRole("listitem")).toHaveText(["Physics", "Rotational Mechanics"]);
    await expect(profile).toContainText("IIT Bombay (2027)");

    // The picture: not an image, too big, or unreadable bytes are refused with the reason.
    await expect(profile.getByRole("button", { name: "Upload photo" })).toBeVisible();
    const upload = profile.getByLabel("Profile photo");
    await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(profile.getByRole("alert")).toHaveText(
      "Your profile photo must be an image file (JPEG, PNG or WebP).",
    );
    await upload.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(profile.getByRole("alert")).toHaveText("The image is larger than 5 MB.");
    await upload.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    });
    await expect(profile.getByRole("alert")).toHaveText("Please choose a JPEG, PNG or WebP image.");
    // docs/product.md §5: an upload answered without the picture's address fails (here the answer is faked).
    await page.route("**/api/me/avatar", (route) => route.fulfill({ status: 200, json: {} }));
    await upload.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(64) });
    await expect(profile.getByRole("alert")).toContainText("the upload returned no image address");
    await page.unroute("**/api/me/avatar");

    // A real picture: it shows on the card, in the header, and enlarged in a dialog.
    await upload.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(400) });
    await expect(toast(page, "Profile photo updated")).toBeVisible();
    await expect(profile.getByRole("alert")).toHaveCount(0);
    await expect(profile.getByRole("button", { name: "Change photo" })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("img", { name: mentor.name })).toHaveAttribute(
      "src",
      /\/api\/users\/.+\/avatar/,
    );
    await profile.getByRole("button", { name: "Enlarge profile picture" }).click();
    const zoom = page.getByRole("dialog", { name: "Profile picture" });
    const large = zoom.getByRole("img", { name: `${mentor.name}'s profile picture, enlarged` });
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await page.keyboard.press("Escape");
    await expect(zoom).toBeHidden();
    await expect(profile.getByRole("button", { name: "Enlarge profile picture" })).toBeFocused();

    // Kept after a reload.
    await page.reload();
    await expect(profile.getByRole("button", { name: "Enlarge profile picture" })).toBeVisible();
  });

  test("Start Meeting enables itself as the window opens, and the server decides", async ({ page }) => {
    test.setTimeout(60_000);
    const mentor = await createUser({ role: "mentor", name: `Rahul Desai ${nonce()}` });
    const title = `Electrostatics doubt clinic ${nonce()}`;
    const sessionId = await postSessionByApi(mentor, { title, date: dayInIndia(1), time: "09:00" });
    const { startsAt } = (await (await mentor.api.get(`/api/sessions/${sessionId}`)).json()) as {
      startsAt: string;
    };

    // The page's clock is under the test's control: the start window is judged again every 30 s
    // from the server's `now` plus the time elapsed, without a reload.
    await page.clock.install();
    await signInBrowser(page.context(), mentor);
    await page.goto("/mentor-dashboard");
    const card = sessionCard(page, title);
    const start = card.getByRole("button", { name: /^Start Meeting/ });
    await expect(start).toBeDisabled();
    await page.clock.fastForward(Date.parse(startsAt) - 4 * 60_000 - Date.now());
    await page.clock.runFor(30_000);
    await expect(start).toBeEnabled();
    // The server keeps its own clock: it refuses, and the card says why.
    await start.click();
    await expect(card.getByRole("alert")).toHaveText(LIVE_MESSAGES.outsideWindow);
    await expect(start).toBeVisible();

    // Once live, Return to Meeting and the control panel are driven for real in live-session.spec.ts.
  });

  own(
    "the dashboard and a session's details at 360 px pass axe with no sideways scroll",
    {
      tag: "@narrow",
    },
    async ({ page, ownServer }) => {
      test.setTimeout(90_000);
      const tag = nonce();
      const admin = await signedInAdmin(ownServer.baseURL);
      const [mentor, student] = await Promise.all([
        createUser({ role: "mentor", name: `Kavya Subramaniam ${tag}`, server: ownServer }),
        createUser({ role: "student", name: "Rohan Mehta", server: ownServer }),
      ]);
      const title = `Thermodynamics without tears: first and second law drills ${tag}`;
      const sessionId = await postSessionByApi(mentor, {
        title,
        subject: "Physics",
        subjects: ["Thermodynamics", "Heat transfer"],
        category: "IIT JEE",
      });
      const { paymentId } = await bookByApi(student, sessionId);
      await decidePaymentByApi(admin, paymentId, "paid");
      // Live, with its one student in (and so a LIVE card with Return and End on the dashboard).
      await runLiveByApi(ownServer.db, mentor, sessionId, [student]);
      await giveFeedbackByApi(
        student,
        sessionId,
        4,
        "Carnot cycle questions finally click. A longer doubt round next time would be great.",
      );

      await signInBrowser(page.context(), mentor);
      await page.goto("/mentor-dashboard");
      await expect(sessionCard(page, title)).toBeVisible();
      await expect(stat(page, "Rating")).toContainText("4.0");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Edit profile" }).click();
      await expect(page.getByRole("dialog", { name: "Edit profile" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      await sessionCard(page, title)
        .getByRole("link", { name: /^View Details/ })
        .click();
      await expect(page.getByRole("region", { name: "Student Feedback" }).getByRole("article")).toHaveCount(
        1,
      );
      await dismissToasts(page);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    },
  );

  test("@narrow the dashboard at /hi: in Hindi, with its figures, a session's buttons and the profile editor", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const words = (key: string, values: Record<string, string | number> = {}) =>
      hindiKey("mentor-dashboard", key, values);
    const mentor = await createUser({ role: "mentor", name: `Ananya Kulkarni ${nonce()}` });
    const title = `Organic reaction mechanisms ${nonce()}`;
    const sessionId = await postSessionByApi(mentor, { title, date: dayInIndia(3), time: "18:00" });
    const { startsAt } = (await (await mentor.api.get(`/api/sessions/${sessionId}`)).json()) as {
      startsAt: string;
    };

    await signInBrowser(page.context(), mentor);
    await page.goto("/hi/mentor-dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words("page.title"));
    await expect(page).toHaveTitle(`${words("page.title")} | Toppers Connect`);
    await expect(page.getByText(words("page.welcome", { name: "Ananya" }))).toBeVisible();
    await expect(stat(page, words("stats.total"))).toHaveText("1");
    await expect(stat(page, words("stats.rating"))).toContainText(words("stats.noRatings"));

    // The session: its counts, Start Meeting (days away, so disabled) and when it opens, in Hindi.
    const card = sessionCard(page, title);
    await expect(cardCount(card, words("sessions.booked"))).toHaveText("0");
    await expect(card.getByRole("button", { name: new RegExp(`^${words("meeting.start")}`) })).toBeDisabled();
    const opens = new Date(Date.parse(startsAt) - 5 * 60_000);
    await expect(card).toContainText(
      words("meeting.opensAt", {
        time: formatIstTime(opens, "hi"),
        date: formatIstDate(opens, "hi"),
        minutes: 5,
      }),
    );
    await expect(
      card.getByRole("link", { name: new RegExp(`^${words("meeting.viewDetails")}`) }),
    ).toBeVisible();

    const profile = page.getByRole("region", { name: words("profile.heading") });
    await expect(profile).toContainText(words("profile.noBio"));
    await expect(profile.getByRole("button", { name: hindiKey("common", "avatar.upload") })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The profile editor: a bio that is too long is refused in Hindi.
    await profile.getByRole("button", { name: words("edit.title") }).click();
    const dialog = page.getByRole("dialog", { name: words("edit.title") });
    const bio = dialog.getByLabel(words("profile.bio"));
    await expect(bio).toBeFocused();
    await bio.fill("x".repeat(1001));
    await dialog.getByRole("button", { name: words("edit.save") }).click();
    await expect(dialog.getByText(words("edit.bioTooLong", { max: 1000 }))).toBeVisible();
    await expect(bio).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
