import { istDate } from "@contract/time";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { createUser, nonce, signInBrowser, type TestUser } from "./support/users";

/*
 * /booking-sessions (docs/product.md §2.10, §4): the category filter, the two tabs and their counts, paging, and
 * each card's one button. Tests share one server and run in parallel: each tags its sessions with a
 * subject nobody else uses and filters by it (the filter matches a session's category or any of its
 * subjects), so its counts are its own.
 */

/** Tomorrow in India plus `days`, YYYY-MM-DD. */
function dayInIndia(days = 1): string {
  return istDate(new Date(Date.now() + days * 24 * 60 * 60_000));
}

type NewSession = {
  title: string;
  tag: string;
  type?: "group" | "onetoone";
  category?: string;
  seats?: number;
  price?: number;
  days?: number;
  time?: string;
};

async function postSession(mentor: TestUser, s: NewSession): Promise<string> {
  const type = s.type ?? "group";
  const response = await mentor.api.post("/api/sessions", {
    data: {
      title: s.title,
      subject: "Physics",
      subjects: [s.tag],
      category: s.category ?? "IIT JEE",
      date: dayInIndia(s.days ?? 1),
      time: s.time ?? "18:00",
      durationMinutes: 60,
      price: s.price ?? 499,
      description: "Work through the chapter's hardest questions with a mentor who scored 99.8 percentile.",
      type,
      ...(type === "group" ? { seats: s.seats ?? 10 } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

let proofPng: Promise<Buffer> | undefined;
/** A tiny real PNG: the server judges a proof by its bytes. */
const proof = () => {
  proofPng ??= sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  return proofPng;
};

async function book(student: TestUser, sessionId: string) {
  const response = await student.api.post(`/api/sessions/${sessionId}/bookings`, {
    // The UTR is the proof (docs/decisions/025).
    multipart: {
      utr: String(700_000_000_000 + Math.floor(Math.random() * 299_999_999_999)),
      proof: { name: "proof.png", mimeType: "image/png", buffer: await proof() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const status = (page: Page) => page.getByRole("tabpanel").getByRole("status");
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const categoryFilter = (page: Page) => page.getByRole("combobox", { name: "Category" });

async function chooseCategory(page: Page, label: string) {
  await categoryFilter(page).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

test.describe("booking sessions", () => {
  test("tabs, counts, the category filter and Load more", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = `Tag${nonce()}`;
    const mentor = await createUser({ role: "mentor", name: `Rohan Deshpande ${tag}` });
    // 13 group sessions (one more than a page) on successive days, and two one-to-one sessions.
    await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        postSession(mentor, { title: `Group ${String(i + 1).padStart(2, "0")} ${tag}`, tag, days: i + 1 }),
      ),
    );
    await postSession(mentor, {
      title: `Mock test review ${tag}`,
      tag,
      type: "onetoone",
      category: "NEET",
      price: 99999,
    });
    await postSession(mentor, { title: `Study plan call ${tag}`, tag, type: "onetoone", days: 2 });

    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(page).toHaveTitle("Book Your Sessions | Toppers Connect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Sessions");
    await expect(page.getByRole("tab")).toHaveText(["Group Sessions", "One-to-One Mentorship"]);
    await expect(page.getByRole("tab", { name: "Group Sessions" })).toHaveAttribute("aria-selected", "true");
    await expect(categoryFilter(page)).toHaveText(tag);

    // Soonest first, 12 per page; Load more adds the rest and moves focus to the first new card.
    await expect(status(page)).toHaveText(`Showing 12 of 13 group sessions for ${tag}`);
    const titles = page.getByRole("tabpanel").getByRole("article").getByRole("heading");
    await expect(titles).toHaveCount(12);
    await expect(titles.first()).toHaveText(`Group 01 ${tag}`);
    await page.getByRole("button", { name: "Load more group sessions" }).click();
    await expect(status(page)).toHaveText(`Showing 13 of 13 group sessions for ${tag}`);
    await expect(titles.last()).toHaveText(`Group 13 ${tag}`);
    await expect(titles.last()).toBeFocused();
    await expect(page.getByRole("button", { name: /Load more/ })).toHaveCount(0);

    // A card: mentor, rating, date and time in IST, duration, slots, subjects, price, Book Now.
    const first = card(page, `Group 01 ${tag}`);
    await expect(first).toContainText(mentor.name);
    await expect(first).toContainText("New mentor");
    await expect(first).toContainText(/6:00\s?pm IST/i);
    await expect(first).toContainText("1 hour");
    await expect(first).toContainText("10 of 10 slots left");
    await expect(first).toContainText("₹499");
    await expect(first.getByRole("list", { name: "Subjects" }).getByRole("listitem")).toHaveText([
      "Physics",
      tag,
    ]);
    await expect(first.getByRole("link", { name: /^Book Now/ })).toBeVisible();

    // The other tab, by keyboard; the tab is kept in the address.
    await page.getByRole("tab", { name: "Group Sessions" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "One-to-One Mentorship" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page).toHaveURL(/[?&]tab=onetoone/);
    await expect(status(page)).toHaveText(`Showing 2 of 2 one-to-one sessions for ${tag}`);
    await expect(card(page, `Mock test review ${tag}`)).toContainText("1 of 1 slots left");
    await expect(card(page, `Mock test review ${tag}`)).toContainText("₹99,999");

    // One of the nine categories, from the dropdown: kept in the address, shown in the count.
    await chooseCategory(page, "NEET");
    await expect(page).toHaveURL(/[?&]category=NEET(&|$)/);
    await expect(page).toHaveURL(/[?&]tab=onetoone/);
    await expect(status(page)).toHaveText(/^Showing \d+ of \d+ one-to-one sessions for NEET$/);
    const shown = page.getByRole("tabpanel").getByRole("article");
    for (const item of await shown.all()) await expect(item).toContainText("NEET");

    // All: no category in the count.
    await chooseCategory(page, "All");
    await expect(status(page)).toHaveText(/^Showing \d+ of \d+ one-to-one sessions$/);
    await expect(page).not.toHaveURL(/category=/);
  });

  test("a link from the test portal opens the list filtered, ignoring case and spaces", async ({ page }) => {
    await page.goto("/booking-sessions?category=IIT%20JEE");
    await expect(categoryFilter(page)).toHaveText("IIT JEE");
    await expect(status(page)).toHaveText(/^Showing \d+ of \d+ group sessions for IIT JEE$/);

    await page.goto("/booking-sessions?category=iitjee&tab=onetoone");
    await expect(categoryFilter(page)).toHaveText("IIT JEE");
    await expect(page.getByRole("tab", { name: "One-to-One Mentorship" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(status(page)).toHaveText(/^Showing \d+ of \d+ one-to-one sessions for IIT JEE$/);

    // Nothing matches: a helpful empty state that clears the filter.
    const tag = `Nothing${nonce()}`;
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(status(page)).toHaveText(`Showing 0 of 0 group sessions for ${tag}`);
    await expect(page.getByText(`No group sessions for ${tag} yet`)).toBeVisible();
    await page.getByRole("button", { name: "Show all categories" }).click();
    await expect(categoryFilter(page)).toHaveText("All");
    await expect(page).toHaveURL("/booking-sessions");
  });

  test("Book Now, Booked and Full: Join waitlist; a failed load can be retried", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = `Tag${nonce()}`;
    const [mentor, asha, vikram] = await Promise.all([
      createUser({ role: "mentor", name: `Sneha Pillai ${tag}` }),
      createUser({ role: "student", name: "Asha Verma" }),
      createUser({ role: "student", name: "Vikram Rao" }),
    ]);
    const open = await postSession(mentor, { title: `Open seats ${tag}`, tag, days: 1, seats: 5 });
    const mine = await postSession(mentor, { title: `Asha's seat ${tag}`, tag, days: 2, seats: 5 });
    const full = await postSession(mentor, { title: `Already full ${tag}`, tag, days: 3, seats: 1 });
    await book(asha, mine);
    await book(vikram, full);

    // A visitor: Book Now wherever there is a seat (the payment page asks them to log in).
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(status(page)).toHaveText(`Showing 3 of 3 group sessions for ${tag}`);
    await expect(card(page, `Asha's seat ${tag}`).getByRole("link", { name: /^Book Now/ })).toBeVisible();
    await expect(card(page, `Asha's seat ${tag}`)).toContainText("4 of 5 slots left");
    // A full session offers its waitlist (docs/product.md §10.16): a visitor logs in first.
    const closed = card(page, `Already full ${tag}`);
    await expect(closed.getByRole("link", { name: /^Full: Join waitlist/ })).toHaveAttribute(
      "href",
      /^\/login\?next=/,
    );
    await expect(closed).toContainText("0 of 1 slots left");

    // Asha, signed in: her own session says Booked.
    await signInBrowser(page.context(), asha);
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(status(page)).toHaveText(`Showing 3 of 3 group sessions for ${tag}`);
    // The page arrives with its list (docs/decisions/029); a list the app asks for itself may fail:
    // the error says so and Retry asks again. (The app retries a server failure twice by itself;
    // the error shows after the third.)
    let failing = true;
    await page.route(
      (url) => url.pathname === "/api/sessions",
      (route) =>
        failing
          ? route.fulfill({
              status: 500,
              json: { statusCode: 500, error: "Internal Server Error", message: "Something went wrong." },
            })
          : route.fallback(),
    );
    await page.getByRole("tab", { name: "One-to-One Mentorship" }).click();
    await expect(page.getByRole("alert")).toContainText("The sessions could not be loaded.", {
      timeout: 10_000,
    });
    failing = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("tab", { name: "Group Sessions" }).click();
    await expect(status(page)).toHaveText(`Showing 3 of 3 group sessions for ${tag}`);

    await expect(card(page, `Asha's seat ${tag}`).getByRole("button", { name: "Booked" })).toBeDisabled();
    // Its title and mentor link to their pages; there is no way to book it again.
    await expect(card(page, `Asha's seat ${tag}`).getByRole("link", { name: /^Book Now/ })).toHaveCount(0);
    await expect(
      card(page, `Already full ${tag}`).getByRole("button", { name: /^Full: Join waitlist/ }),
    ).toBeEnabled();
    const bookNow = card(page, `Open seats ${tag}`).getByRole("link", { name: /^Book Now/ });
    await expect(bookNow).toHaveAttribute("href", `/payment/${open}`);
  });

  test("fits a 360 px screen and passes axe", { tag: "@narrow" }, async ({ page }) => {
    const tag = `Tag${nonce()}`;
    const mentor = await createUser({ role: "mentor", name: `Devika Ramaswamy Subramanian ${tag}` });
    await postSession(mentor, {
      title: `Thermodynamics and kinetic theory: the complete revision marathon ${tag}`,
      tag,
      price: 99999,
    });
    await page.goto(`/booking-sessions?category=${tag}`);
    await expect(status(page)).toHaveText(`Showing 1 of 1 group sessions for ${tag}`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await categoryFilter(page).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "One-to-One Mentorship" }).click();
    await expect(status(page)).toHaveText(`Showing 0 of 0 one-to-one sessions for ${tag}`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
