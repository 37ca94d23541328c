import { randomUUID } from "node:crypto";
import { expect as baseExpect, expectNoAxeViolations, expectNoHorizontalScroll } from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { dayInIndia, postSessionByApi } from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import { createUser, nonce } from "./support/users";

/*
 * Public mentor pages and the mentor directory (docs/decisions/017): a visitor finds a mentor on /mentors by
 * filter and search, opens their page, reads the verified-topper badge and a review, and books one of
 * their upcoming sessions. A verified rank and a held, reviewed session cannot be made through the
 * API in a test's time (an admin's verification, a session that ran): this spec runs its own server
 * and writes those with direct SQL.
 */

const expect = baseExpect.configure({ timeout: 10_000 });
const test = testWithOwnServer("e2e_mentor_pages");

/** The database's slug of a name ("Kavya Reddy x1" → "kavya-reddy-x1"). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Kavya (verified, reviewed, with an upcoming JEE session) and Arjun (chemistry, in Malayalam). */
async function mentors(server: OwnServer) {
  const tag = nonce();
  const [kavya, arjun, ananya] = await Promise.all([
    createUser({ role: "mentor", name: `Kavya Reddy ${tag}`, server }),
    createUser({ role: "mentor", name: `Arjun Nair ${tag}`, server }),
    createUser({ role: "student", name: "Ananya Sharma", server }),
  ]);
  const saved = await kavya.api.put("/api/me/mentor-profile", {
    data: {
      bio: "IIT Bombay CSE. I help JEE aspirants turn mock-test mistakes into marks.",
      subjects: ["Physics", "Mathematics"],
      education: "B.Tech, IIT Bombay",
      languages: ["te", "en"],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await arjun.api.put("/api/me/mentor-profile", {
    data: { bio: null, subjects: ["Chemistry"], education: null, languages: ["ml"] },
  });
  const title = `JEE Advanced: Rotational Motion ${tag}`;
  const upcoming = await postSessionByApi(kavya, {
    title,
    category: "IIT JEE",
    subject: "Physics",
    date: dayInIndia(3),
  });
  const held = await postSessionByApi(kavya, {
    title: `Thermodynamics drill ${tag}`,
    category: "IIT JEE",
    date: dayInIndia(4),
  });
  const kavyaSlug = slugOf(kavya.name);
  await server.db.query(
    `UPDATE mentor_profiles SET rank_exam = 'JEE Advanced', rank_air = 214, rank_year = 2024,
       college = 'IIT Bombay', rank_verified_at = now() WHERE slug = $1`,
    [kavyaSlug],
  );
  await server.db.query("UPDATE sessions SET status = 'completed' WHERE id = $1", [held]);
  const { rows } = (await server.db.query("SELECT id FROM users WHERE email = $1", [ananya.email])) as {
    rows: { id: string }[];
  };
  const studentId = rows[0]?.id;
  const bookingId = randomUUID();
  await server.db.query(
    "INSERT INTO bookings (id, session_id, student_id, attended_at) VALUES ($1, $2, $3, now())",
    [bookingId, held, studentId],
  );
  // A review counts only with its payment approved (docs/decisions/023).
  await server.db.query(
    "INSERT INTO payments (id, booking_id, amount, status, proof_key) VALUES ($1, $2, 499, 'paid', 'x')",
    [randomUUID(), bookingId],
  );
  await server.db.query(
    "INSERT INTO feedbacks (id, session_id, student_id, rating, feedback) VALUES ($1, $2, $3, 5, $4)",
    [randomUUID(), held, studentId, "Her energy-conservation shortcuts saved me ten minutes in the paper."],
  );
  return { tag, kavya, arjun, kavyaSlug, title, upcoming };
}

test.describe("mentor pages", () => {
  test("a visitor filters the directory, opens a mentor, reads the badge and a review, and books a session", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(150_000);
    const { kavya, arjun, kavyaSlug, title, upcoming } = await mentors(ownServer);

    // From the site's menu to the directory: both mentors, the best rated first.
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Mentors", exact: true })
      .click();
    await expect(page).toHaveURL(/\/mentors$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your mentor");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(kavya.name);
    await expect(cards.first()).toContainText("5.0 · 1 review");
    await expect(page.getByRole("article", { name: arjun.name })).toContainText("New mentor");

    // A language filter: in the address, only Arjun.
    await page.getByLabel("Language").selectOption({ label: "Malayalam" });
    await expect(page).toHaveURL(/[?&]language=ml/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(arjun.name);

    // A search with a typo, the filter cleared: Kavya.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByLabel("Search by name or subject").fill("kavia");
    await page.getByRole("button", { name: "Show mentors" }).click();
    await expect(page).toHaveURL(/[?&]q=kavia/);
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole("link", { name: kavya.name, exact: true }).click();

    // Her page: the badge, the facts, the review, the upcoming session.
    await expect(page).toHaveURL(`/mentors/${kavyaSlug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(kavya.name);
    await expect(page).toHaveTitle(`${kavya.name} · AIR 214 · JEE Advanced 2024 | Toppers Connect`);
    const main = page.locator("main");
    await expect(main).toContainText("Verified topper: AIR 214 · JEE Advanced 2024 · IIT Bombay");
    await expect(main).toContainText("Mentors in: Telugu, English");
    await expect(main.getByRole("definition").first()).toHaveText("1");
    await expect(main).toContainText("Her energy-conservation shortcuts saved me ten minutes");
    await expect(main).toContainText(/Ananya S\., [A-Z][a-z]+ \d{4}/);
    const session = page.getByRole("article", { name: title });
    await session.getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/payment/${upcoming}`)}`));

    // The address shared: the server's own title and Open Graph tags; a removed mentor's is a 404.
    const shared = await page.request.get(`/mentors/${kavyaSlug}`);
    expect(shared.status()).toBe(200);
    expect(await shared.text()).toContain(`<meta property="og:title" content="${kavya.name} · AIR 214`);
    await ownServer.db.query("UPDATE users SET deactivated_at = now() WHERE email = $1", [arjun.email]);
    const gone = await page.request.get(`/mentors/${slugOf(arjun.name)}`);
    expect(gone.status()).toBe(404);
    await page.goto(`/mentors/${slugOf(arjun.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });

  test("@narrow at 360 px in Hindi: the directory and a mentor's page, axe-clean, nothing wider than the screen", async ({
    page,
    ownServer,
  }) => {
    test.setTimeout(150_000);
    const { kavya, kavyaSlug } = await mentors(ownServer);
    await page.goto("/hi/mentors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      hindiKey("mentors", "public.directory.title"),
    );
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.goto(`/hi/mentors/${kavyaSlug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(kavya.name);
    await expect(
      page.getByRole("heading", { name: hindiKey("mentors", "public.page.upcoming") }),
    ).toBeVisible();
    await expect(page.locator("main")).toContainText(hindiKey("mentors", "public.badge.verified"));
    await expect(page.locator("main")).toContainText("तेलुगु");
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
