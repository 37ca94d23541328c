import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { dayInIndia, postSessionByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce, signInBrowser, type TestUser } from "./support/users";

/*
 * One-to-one sessions by a mentor's availability (docs/decisions/022): a mentor keeps a
 * weekly availability in IST on their dashboard; a student finds them in the directory, picks a free
 * start time on their page and books it (a session of their own and a seat hold, in one step), then
 * pays on the payment page. A review needs a session that ran, written here with direct SQL, so the
 * spec runs its own server.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
const test = testWithOwnServer("e2e_one_to_one");

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The database's slug of a name ("Meera Iyer x1" → "meera-iyer-x1"). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: "09:00", to: "21:00" }));

/** A mentor teaching organic and physical chemistry, with one-to-one times every day 09:00–21:00 IST. */
async function offeringMentor(server: OwnServer): Promise<{ mentor: TestUser; slug: string }> {
  const mentor = await createUser({ role: "mentor", name: `Meera Iyer ${nonce()}`, server });
  const profile = await mentor.api.put("/api/me/mentor-profile", {
    data: {
      bio: "IIT Madras chemistry. Named reactions and mechanisms for JEE, without rote learning.",
      subjects: ["Organic Chemistry", "Physical Chemistry"],
      education: "B.Tech, IIT Madras",
      languages: ["hi", "en"],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const saved = await mentor.api.put("/api/mentor/availability", {
    data: {
      windows: EVERY_DAY,
      durations: [30, 60],
      price: 499,
      minNoticeHours: 12,
      bufferMinutes: 15,
      awayDates: [],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { mentor, slug: slugOf(mentor.name) };
}

/** A review of the mentor: a session of theirs that ran, attended and rated by `student`. */
async function reviewed(server: OwnServer, mentor: TestUser, student: TestUser, text: string) {
  const held = await postSessionByApi(mentor, {
    title: `Reaction mechanisms drill ${nonce()}`,
    category: "IIT JEE",
    subject: "Organic Chemistry",
    date: dayInIndia(25),
    time: "09:00",
  });
  await server.db.query("UPDATE sessions SET status = 'completed' WHERE id = $1", [held]);
  const bookingId = randomUUID();
  await server.db.query(
    "INSERT INTO bookings (id, session_id, student_id, attended_at) VALUES ($1, $2, $3, now())",
    [bookingId, held, student.id],
  );
  // A review counts only with its booking's payment approved (migration 0018).
  await server.db.query(
    "INSERT INTO payments (id, booking_id, amount, status, proof_key) VALUES ($1, $2, 499, 'paid', 'x')",
    [randomUUID(), bookingId],
  );
  await server.db.query(
    "INSERT INTO feedbacks (id, session_id, student_id, rating, feedback) VALUES ($1, $2, $3, 5, $4)",
    [randomUUID(), held, student.id, text],
  );
}

/** The public page's booking section (a region named by its heading). */
const booking = (page: Page, name = "Book a one-to-one") => page.getByRole("region", { name });
/** The dashboard's availability card. */
const availability = (page: Page) => page.locator("section#availability");

test.describe("one-to-one by availability", () => {
  test("a visitor finds a mentor by a misspelt subject, reads the reviews, picks a one-to-one time and books it", async ({
    page,
    context,
    ownServer,
  }) => {
    test.slow();
    const { mentor, slug } = await offeringMentor(ownServer);
    const student = await createUser({ role: "student", name: "Ishaan Gupta", server: ownServer });
    await reviewed(ownServer, mentor, student, "She made SN1 and SN2 finally click for me.");

    // The directory: "organik chemestry" finds her by her subject.
    await signInBrowser(context, student);
    await page.goto("/mentors");
    await page.getByLabel("Search by name or subject").fill("organik chemestry");
    await page.getByRole("button", { name: "Show mentors" }).click();
    await expect(page).toHaveURL(/[?&]q=organik/);
    const card = page.getByRole("article", { name: mentor.name });
    await card.getByRole("link", { name: mentor.name, exact: true }).click();

    // Her page: the review, then the one-to-one times (IST).
    await expect(page).toHaveURL(`/mentors/${slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "What students say" })).toBeVisible();
    await expect(page.locator("main")).toContainText("She made SN1 and SN2 finally click for me.");
    const section = booking(page);
    await expect(section).toContainText("₹499");
    await expect(section).toContainText("All times are IST.");
    await section.getByText("1 hour", { exact: true }).click();
    await expect(section.getByRole("radio", { name: "1 hour" })).toBeChecked();
    // The third day offered is two or more days ahead: the whole range is free.
    const days = section.getByRole("group", { name: "Day", exact: true }).locator("label");
    await days.nth(2).click();
    const day = ((await days.nth(2).textContent()) ?? "").trim();
    const times = section.getByRole("group", { name: `Free start times on ${day} (IST)` });
    await expect(times.getByRole("radio")).toHaveCount(23); // 09:00 … 20:00, ending by 21:00
    await times.getByText(/^6:00\s?pm$/i).click();
    await expect(section).toContainText(/6:00\s?pm–7:00\s?pm IST · ₹499/i);
    await section.getByLabel("Subject").selectOption("Organic Chemistry");
    await section.getByLabel("What would you like to talk about?").fill("Aldol condensation questions");

    // Someone else takes 6:00 pm meanwhile: the page says so and offers the times still free.
    const date = await section.getByRole("radio", { checked: true }).nth(1).getAttribute("value");
    const other = await createUser({ role: "student", name: "Tanvi Joshi", server: ownServer });
    const taken = await other.api.post(`/api/mentors/by-slug/${slug}/slots`, {
      data: { date, time: "18:00", durationMinutes: 60 },
    });
    expect(taken.status(), await taken.text()).toBe(201);
    await section.getByRole("button", { name: "Book this time" }).click();
    await expect(section.getByRole("alert")).toHaveText(/This time (is not available|has just been taken)/);
    await expect(times.getByText(/^6:00\s?pm$/i)).toHaveCount(0);
    await expect(times.getByText(/^6:30\s?pm$/i)).toHaveCount(0); // the 15-minute buffer
    await times.getByText(/^7:30\s?pm$/i).click();
    await section.getByRole("button", { name: "Book this time" }).click();

    // The payment page: the seat is held, with its time left, for ₹499.
    await expect(page).toHaveURL(/\/payment\/[\w-]+$/);
    await expect(page.getByText("A seat is kept for you while you pay. Time left:")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);
    await expect(page.locator("main")).toContainText("₹499");
    await expect(page.locator("main")).toContainText(/7:30\s?pm/i);
    await expect(page.locator("main")).toContainText("One-to-one: Organic Chemistry");

    // The mentor's dashboard lists the one-to-one.
    await context.clearCookies();
    await signInBrowser(context, mentor);
    await page.goto("/mentor-dashboard");
    await expect(page.locator("main")).toContainText("One-to-one: Organic Chemistry", { timeout: 20_000 });
  });

  test("a mentor sets availability and the page offers those times", async ({ page, context, ownServer }) => {
    test.slow();
    const mentor = await createUser({ role: "mentor", name: `Vikram Rao ${nonce()}`, server: ownServer });
    // Three days ahead: past any notice, and the soonest day of its weekday.
    const date = dayInIndia(3);
    const weekday = WEEKDAY_NAMES[new Date(`${date}T12:00:00+05:30`).getUTCDay()] ?? "";

    await signInBrowser(context, mentor);
    await page.goto("/mentor-dashboard#availability");
    const card = availability(page);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("One-to-one availability");
    const day = card.getByRole("group", { name: weekday, exact: true });
    await day.getByRole("button", { name: /^Add a range/ }).click();
    await day.getByLabel("From", { exact: true }).selectOption("10:00");
    await day.getByLabel("To", { exact: true }).selectOption("12:00");
    const lengths = card.getByRole("group", { name: "Lengths offered" });
    await lengths.getByLabel("1 hour").check();
    await card.getByLabel("Price (₹)").fill("299");
    await card.getByRole("button", { name: "Save availability" }).click();
    await expect(card.getByText("Your one-to-one availability has been saved.")).toBeVisible();
    await expect(card.getByTestId("availability-summary")).toContainText(/10:00\s?am–12:00\s?pm/i);

    // To before From: the form says so at the field, and nothing is saved.
    await day.getByLabel("To", { exact: true }).selectOption("09:00");
    await card.getByRole("button", { name: "Save availability" }).click();
    const to = day.getByLabel("To", { exact: true });
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveAccessibleDescription(/The end time must be after the start time\./);
    await expect(card.getByRole("alert")).toHaveText("The end time must be after the start time.");
    await expect(to).toBeFocused();

    // The public page: the starts of an hour inside 10:00–12:00 on that day, and only those.
    await page.goto(`/mentors/${slugOf(mentor.name)}`);
    const section = booking(page);
    await expect(section).toContainText("₹299");
    // A mentor sees the times but cannot book them.
    await expect(section.getByRole("button", { name: "Book this time" })).toBeDisabled();
    await expect(section.getByRole("button", { name: "Book this time" })).toHaveAccessibleDescription(
      "Only students can book a one-to-one session.",
    );
    await expect(section.getByRole("group", { name: "Length", exact: true })).toHaveCount(0);
    const firstDay = section.getByRole("group", { name: "Day", exact: true }).getByRole("radio").first();
    await expect(firstDay).toBeChecked();
    const times = section.getByRole("group", { name: /^Free start times on/ });
    await expect(times.getByRole("radio")).toHaveCount(3);
    await expect(times.locator("label")).toHaveText([/^10:00\s?am$/i, /^10:30\s?am$/i, /^11:00\s?am$/i]);
  });

  test("in Hindi at 360 px: the booking section and the availability card, axe-clean, nothing wider than the screen", {
    tag: "@narrow",
  }, async ({ page, context, ownServer }) => {
    test.slow();
    const { mentor, slug } = await offeringMentor(ownServer);

    await page.goto(`/hi/mentors/${slug}`);
    const section = booking(page, hindiKey("mentors", "oneToOne.title"));
    await expect(section.getByRole("button", { name: hindiKey("mentors", "oneToOne.book") })).toBeVisible();
    await expect(section).toContainText(hindiKey("mentors", "oneToOne.ist"));
    await expect(section.getByRole("group", { name: hindiKey("mentors", "oneToOne.day") })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    // A visitor is asked to log in first, and comes back here.
    await section.getByRole("button", { name: hindiKey("mentors", "oneToOne.book") }).click();
    await expect(page).toHaveURL(`/hi/login?next=${encodeURIComponent(`/mentors/${slug}`)}`);

    await signInBrowser(context, mentor);
    await page.goto("/hi/mentor-dashboard#availability");
    const card = availability(page);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(
      hindiKey("mentor-dashboard", "availability.heading"),
    );
    await expect(card.getByRole("group", { name: "सोमवार", exact: true })).toBeVisible();
    await expect(
      card.getByRole("button", { name: hindiKey("mentor-dashboard", "availability.save") }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
