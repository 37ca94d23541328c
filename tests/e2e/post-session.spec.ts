import { istDate } from "@contract/time";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { createUser, nonce, signInBrowser, type TestUser } from "./support/users";

/*
 * /post-session (docs/product.md §2.22, §5, §8): a mentor posts as themself, an admin for a mentor they choose.
 * Every test makes its own people and tags its sessions with a subject no other test uses, so the
 * shared server's other sessions never get in the way.
 */

/** Tomorrow's date in India, YYYY-MM-DD: always a valid day for a new session. */
function tomorrowInIndia(): string {
  return istDate(new Date(Date.now() + 24 * 60 * 60_000));
}
const todayInIndia = () => istDate(new Date());
/** "1 Dec 2026", as the cards show a date (en-IN, medium). */
const cardDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
    new Date(`${isoDate}T12:00:00+05:30`),
  );

const form = (page: Page) => page.getByRole("form", { name: "Post a session" });
const preview = (page: Page, heading = "Live preview") =>
  page.locator("section", { has: page.getByRole("heading", { name: heading }) });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function openAs(page: Page, user: TestUser) {
  await signInBrowser(page.context(), user);
  await page.goto("/post-session");
  await expect(page.getByRole("heading", { level: 1, name: "Post a Session" })).toBeVisible();
}

type SessionFields = {
  title: string;
  subject: string;
  category: string;
  subjects?: string;
  date: string;
  time: string;
  duration?: string;
  price: string;
  description?: string;
  slots?: string;
};

async function fillForm(page: Page, fields: SessionFields) {
  const f = form(page);
  await f.getByRole("textbox", { name: "Title", exact: true }).fill(fields.title);
  await f.getByLabel("Subject", { exact: true }).fill(fields.subject);
  await f.getByLabel("Category").selectOption(fields.category);
  if (fields.subjects !== undefined) await f.getByLabel("Further subjects").fill(fields.subjects);
  await f.getByLabel("Date").fill(fields.date);
  await f.getByLabel("Time", { exact: true }).selectOption(fields.time);
  if (fields.duration) await f.getByLabel("Duration").selectOption({ label: fields.duration });
  await f.getByLabel("Price (₹)").fill(fields.price);
  if (fields.description !== undefined) await f.getByLabel("Description").fill(fields.description);
  if (fields.slots !== undefined) await f.getByLabel("Total slots").fill(fields.slots);
}

/** The sessions of one type tagged with `tag` (a subject), as the public list answers. */
async function listed(user: TestUser, type: "group" | "onetoone", tag: string) {
  const response = await user.api.get("/api/sessions", { params: { type, category: tag } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<Record<string, unknown>> }).items;
}

test.describe("post a session", () => {
  test("a mentor fills the form, watches the preview and posts; the server's refusals show by the fields", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const tag = `Tag${nonce()}`;
    const mentor = await createUser({ role: "mentor", name: `Kavya Raghunathan ${tag}` });
    await openAs(page, mentor);

    // Nothing filled: docs/product.md §5's toast, the fields to fill are marked, and the first one has focus.
    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(toast(page, "Missing Information")).toContainText("Please fill in all required fields.");
    const title = form(page).getByRole("textbox", { name: "Title", exact: true });
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAttribute("required", "");
    await expect(form(page).getByLabel("Total slots")).toHaveAttribute("aria-invalid", "true");
    // Optional fields are not marked.
    await expect(form(page).getByLabel("Description")).not.toHaveAttribute("aria-invalid", "true");

    // No day before today (in India) can be picked.
    await expect(form(page).getByLabel("Date")).toHaveAttribute("min", todayInIndia());
    // 14 hourly choices (plus the prompt), 9:00 AM to 10:00 PM; six durations.
    const times = form(page).getByLabel("Time", { exact: true }).locator("option");
    await expect(times).toHaveCount(15);
    await expect(times.nth(1)).toHaveText("9:00 AM");
    await expect(times.last()).toHaveText("10:00 PM");
    await expect(form(page).getByLabel("Duration").locator("option")).toHaveText([
      "30 minutes",
      "1 hour",
      "1.5 hours",
      "2 hours",
      "2.5 hours",
      "3 hours",
    ]);

    const date = tomorrowInIndia();
    await fillForm(page, {
      title: "Rotational dynamics without tears",
      subject: "Physics",
      category: "IIT JEE",
      subjects: ` ${tag}, Torque ,, torque, JEE Advanced`,
      date,
      time: "18:00",
      duration: "1.5 hours",
      price: "1499",
      description:
        "Torque, angular momentum and rolling, with the JEE Advanced problems that trip people up.",
      slots: "25",
    });

    // The live preview is the booking page's card, fed with the form.
    const card = preview(page).getByRole("article");
    await expect(card.getByRole("heading", { name: "Rotational dynamics without tears" })).toBeVisible();
    await expect(card).toContainText(mentor.name);
    await expect(card).toContainText("New mentor");
    await expect(card).toContainText("IIT JEE");
    await expect(card).toContainText(cardDate(date));
    await expect(card).toContainText(/6:00\s?pm IST/i);
    await expect(card).toContainText("1.5 hours");
    await expect(card).toContainText("25 of 25 slots left");
    await expect(card).toContainText("₹1,499");
    await expect(card.getByRole("list", { name: "Subjects" }).getByRole("listitem")).toHaveText([
      "Physics",
      tag,
      "Torque",
      "JEE Advanced",
    ]);

    // One-to-one: one slot, and no slots field.
    await form(page)
      .getByRole("radio", { name: /One-to-One/ })
      .check();
    await expect(form(page).getByLabel("Total slots")).toHaveCount(0);
    await expect(card).toContainText("1 of 1 slots left");
    await form(page)
      .getByRole("radio", { name: /Group session/ })
      .check();
    await expect(form(page).getByLabel("Total slots")).toHaveValue("25");

    // A whole number of rupees only, and the server's own words.
    await form(page).getByLabel("Price (₹)").fill("99.5");
    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(form(page).getByText("Prices are whole rupees.")).toBeVisible();
    await expect(form(page).getByLabel("Price (₹)")).toBeFocused();
    await form(page).getByLabel("Price (₹)").fill("1499");

    // When the server refuses a field, its reason shows under that field.
    await page.route("**/api/sessions", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            json: {
              statusCode: 400,
              error: "Bad Request",
              message: "Please choose another title.",
              issues: [{ field: "body.title", message: "Please choose another title." }],
            },
          })
        : route.fallback(),
    );
    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(toast(page, "Submission Failed")).toBeVisible();
    await expect(form(page).getByText("Please choose another title.")).toBeVisible();
    await expect(title).toBeFocused();
    await page.unrouteAll();

    // Anything else that fails: docs/product.md §8's 'Please try again later.'
    await page.route("**/api/sessions", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
    );
    await form(page).getByRole("button", { name: "Post Session" }).click();
    // (The earlier refusal's toast may still be showing: look for this one by its words.)
    await expect(
      toast(page, "Submission Failed").filter({ hasText: "Please try again later." }),
    ).toBeVisible();
    await page.unrouteAll();

    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(toast(page, "Session Posted Successfully!")).toContainText(
      "Your session has been posted and mentor profile updated.",
    );
    await expect(page).toHaveURL("/mentor-dashboard");

    const [posted] = await listed(mentor, "group", tag);
    expect(posted).toMatchObject({
      title: "Rotational dynamics without tears",
      subject: "Physics",
      subjects: [tag, "Torque", "JEE Advanced"],
      category: "IIT JEE",
      durationMinutes: 90,
      price: 1499,
      seats: 25,
      type: "group",
      mentor: { id: mentor.id },
    });
  });

  test("an admin posts a one-to-one session for the mentor they choose", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = `Tag${nonce()}`;
    const [admin, mentor] = await Promise.all([
      createUser({ role: "admin", name: `Meera Admin ${tag}` }),
      createUser({ role: "mentor", name: `Arjun Menon ${tag}` }),
    ]);
    await openAs(page, admin);

    // An admin must choose the mentor.
    await fillForm(page, {
      title: "NEET Biology: one-to-one doubt clearing",
      subject: "Biology",
      category: "NEET",
      subjects: tag,
      date: tomorrowInIndia(),
      time: "09:00",
      price: "0",
    });
    await form(page)
      .getByRole("radio", { name: /One-to-One/ })
      .check();
    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();
    const mentorSelect = form(page).getByLabel("Mentor", { exact: true });
    await expect(mentorSelect).toBeFocused();

    await form(page).getByLabel("Find a mentor").fill(tag);
    await expect(
      form(page)
        .getByRole("status")
        .filter({ hasText: /1 mentor matches/ }),
    ).toBeVisible();
    await mentorSelect.selectOption({ label: `${mentor.name} (${mentor.email})` });
    const card = preview(page).getByRole("article");
    await expect(card).toContainText(mentor.name);
    await expect(card).toContainText("₹0");
    await expect(card).toContainText("1 of 1 slots left");

    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(toast(page, "Session Posted Successfully!")).toBeVisible();
    await expect(page).toHaveURL("/admin-dashboard?tab=sessions");

    const [posted] = await listed(admin, "onetoone", tag);
    expect(posted).toMatchObject({ type: "onetoone", seats: 1, price: 0, mentor: { id: mentor.id } });
  });

  test("the form fits a 360 px screen and passes axe", { tag: "@narrow" }, async ({ page }) => {
    test.setTimeout(60_000); // axe runs twice, on the empty and on the filled form
    const mentor = await createUser({ role: "mentor", name: `Ishaan Kulkarni ${nonce()}` });
    await openAs(page, mentor);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await form(page).getByRole("button", { name: "Post Session" }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();
    // (Toasts are the app's shared outlet, checked where it is built; here the form is.)
    await page.getByRole("button", { name: "Close toast" }).click();
    await expect(toast(page, "Missing Information")).toHaveCount(0);
    await fillForm(page, {
      title: "A very long title that keeps going so that the card has to wrap it over several lines",
      subject: "Mathematics",
      category: "CAT Mentorship",
      subjects: "Quantitative Aptitude, Data Interpretation, Logical Reasoning",
      date: tomorrowInIndia(),
      time: "21:00",
      price: "149999",
    });
    // The preview is there before posting: on a phone, above the Post Session button.
    await expect(preview(page).getByRole("article")).toContainText("A very long title that keeps going");
    const [previewBox, buttonBox] = await Promise.all([
      preview(page).boundingBox(),
      form(page).getByRole("button", { name: "Post Session" }).boundingBox(),
    ]);
    expect(previewBox?.y).toBeLessThan(buttonBox?.y ?? 0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test("in Hindi at /hi addresses: the form, its messages, the preview and the session's details @narrow", async ({
    page,
  }) => {
    test.setTimeout(90_000); // axe runs three times
    const tag = `Tag${nonce()}`;
    const mentor = await createUser({ role: "mentor", name: `Rohan Deshpande ${tag}` });
    const hi = (key: string, values?: Record<string, string | number>) => hindiKey("sessions", key, values);
    await signInBrowser(page.context(), mentor);
    await page.goto("/hi/post-session");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: hi("post.title") })).toBeVisible();
    const hiForm = page.getByRole("form", { name: hi("form.label") });
    const submit = hiForm.getByRole("button", { name: hi("form.submit") });
    await expect(page.getByRole("heading", { name: hi("preview.heading") })).toBeVisible();
    await expect(hiForm.getByLabel(hi("form.duration")).locator("option")).toHaveText(
      [30, 60, 90, 120, 150, 180].map((minutes) => hindiKey("common", `card.duration.m${minutes}`)),
    );

    // Nothing filled: the toast and each field's reason, in Hindi.
    await submit.click();
    await expect(toast(page, hindiKey("messages", "session.missingTitle"))).toContainText(
      hindiKey("messages", "session.missingText"),
    );
    const title = hiForm.getByRole("textbox", { name: hi("form.title"), exact: true });
    await expect(title).toBeFocused();
    await expect(hiForm.getByText(hi("required.title"))).toBeVisible();
    await expect(hiForm.getByText(hi("required.seats", { min: 1, max: 50 }))).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await title.fill("Electrostatics: Gauss's law in one evening");
    // (The preview's list of subjects is named like the Subject field: ask for the text box.)
    await hiForm.getByRole("textbox", { name: hi("form.subject"), exact: true }).fill("Physics");
    await hiForm.getByLabel(hi("form.category")).selectOption("IIT JEE");
    await hiForm.getByLabel(hi("form.subjects")).fill(tag);
    await hiForm.getByLabel(hi("form.date")).fill(tomorrowInIndia());
    await hiForm.getByLabel(hi("form.time"), { exact: true }).selectOption("19:00");
    await hiForm.getByLabel(hi("form.seats")).fill("5");
    // A fraction of a rupee: the contract's rule, in Hindi.
    const price = hiForm.getByLabel(hi("form.price"));
    await price.fill("99.5");
    await submit.click();
    await expect(hiForm.getByText(hi("schema.wholeRupees"))).toBeVisible();
    await expect(price).toBeFocused();
    const card = preview(page, hi("preview.heading")).getByRole("article");
    await expect(card).toContainText(hindiKey("common", "card.slotsLeft", { left: 5, seats: 5 }));

    await price.fill("499");
    await submit.click();
    await expect(toast(page, hindiKey("messages", "session.postedTitle"))).toContainText(
      hindiKey("messages", "session.postedText"),
    );
    await expect(page).toHaveURL("/hi/mentor-dashboard");

    // The session's details, in Hindi.
    const [posted] = await listed(mentor, "group", tag);
    await page.goto(`/hi/session-details/${String(posted?.id)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi("details.title"));
    await expect(page.getByRole("link", { name: hi("details.backToMentor") })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(hi("details.ofSeats", { seats: 5 }).trim());
    await expect(page.getByRole("main")).toContainText(hi("details.noRatings"));
    await expect(page.getByRole("region", { name: hi("details.feedbackHeading") })).toContainText(
      hi("feedback.none"),
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.goto("/hi/session-details/no-such-session");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi("details.notFound"));
    await expect(page.getByRole("link", { name: hi("details.backToMentor") })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
