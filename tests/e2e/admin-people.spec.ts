import { ADMIN_MESSAGES } from "@contract/admin";
import type { Page } from "@playwright/test";
import {
  test as base,
  expect as baseExpect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  waitForApp,
} from "./support/fixtures";
import { hindiKey } from "./support/hindi";
import { bookByApi, pngProof, postSessionByApi } from "./support/marketplace";
import { testWithOwnServer } from "./support/own-server";
import {
  createUser,
  E2E_ADMIN,
  emailedToken,
  nonce,
  signedInAdmin,
  signInBrowser,
  uniqueEmail,
} from "./support/users";

/*
 * The admin dashboard's shell and its people tabs (docs/product.md §2.14, docs/decisions/007): the sidebar, the overview,
 * mentors (add → invitation → the mentor signs in; edit; remove), students paged on the server,
 * sessions with their students, payments. Everything runs against the real server; only the error
 * state is made by failing one call on purpose.
 */

// The dashboard's tabs load their own code and data: give them a little longer than a plain page.
const expect = baseExpect.configure({ timeout: 10_000 });

const DASHBOARD = "/admin-dashboard";
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin dashboard" });
const sectionToggle = (page: Page) => page.getByRole("button", { name: /^Dashboard sections/ });
const showing = (page: Page) => page.getByText(/^Showing \S+ of \S+$/);

/** Opens a section from the sidebar; on a small screen the sidebar is opened first, and closes after. */
async function openSection(page: Page, label: string) {
  const toggle = sectionToggle(page);
  const link = sidebar(page).getByRole("link", { name: label, exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await link.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle).toContainText(label);
  } else {
    await link.click();
    await expect(link).toHaveAttribute("aria-current", "page");
  }
}

/** Types into a table's search box and waits until the server's answer is shown. */
async function search(page: Page, label: string, text: string, expected: RegExp | string) {
  await page.getByLabel(label, { exact: true }).fill(text);
  await expect(showing(page)).toHaveText(expected);
}

const test = base;

test.describe("admin dashboard", () => {
  test("the sidebar, and every people tab at this width: layout and axe", { tag: "@mobile" }, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // Rows in every table: a mentor, a student, the mentor's session and the student's payment for it.
    const tag = nonce();
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Meera Joshi ${tag}` }),
      createUser({ role: "student", name: `Arjun Nair ${tag}` }),
    ]);
    await bookByApi(student, await postSessionByApi(mentor, { title: `Human physiology ${tag}` }));
    await signInBrowser(context, { api: await signedInAdmin() });
    await page.goto(DASHBOARD);
    await expect(page).toHaveTitle("Admin Dashboard | Toppers Connect");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.name}`)).toBeVisible();

    // The overview: four counts and three charts, each with a text alternative.
    await expect(page.getByText("Payments awaiting verification")).toBeVisible();
    for (const chart of [
      "Bookings per day (last 30 days)",
      "Revenue per day (last 30 days)",
      "Sessions by category",
    ]) {
      await expect(page.getByRole("heading", { name: chart })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: "Sessions by category" })).toHaveCount(1);
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const toggle = sectionToggle(page);
    const labels = [
      "Dashboard",
      "Mentor Details",
      "Student Details",
      "Session Details",
      "Payment Details",
      "Refunds",
      "Payouts",
      "Bank statement",
      "Content Management",
      "Social Media",
      "Applications",
    ];
    if (await toggle.isVisible()) {
      // Small screen: the sidebar is a list the button shows and hides.
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(sidebar(page)).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(sidebar(page).getByRole("link")).toHaveText(labels);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(sidebar(page)).toBeHidden();
      await expect(toggle).toBeFocused();
    } else {
      await expect(sidebar(page).getByRole("link")).toHaveText(labels);
    }

    const tabs = [
      { label: "Mentor Details", tab: "mentors" },
      { label: "Student Details", tab: "students" },
      { label: "Session Details", tab: "sessions" },
      { label: "Payment Details", tab: "payments" },
    ];
    for (const { label, tab } of tabs) {
      await openSection(page, label);
      await expect(page).toHaveURL(`${DASHBOARD}?tab=${tab}`);
      await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
      await expect(showing(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    }

    // The add-mentor dialog, and back/forward between tabs (the tab is in the address).
    await page.goBack();
    await expect(page).toHaveURL(`${DASHBOARD}?tab=sessions`);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(`${DASHBOARD}?tab=mentors`);
    await page.getByRole("button", { name: "Add mentor" }).click();
    await expect(page.getByRole("dialog", { name: "Add mentor" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test("an admin adds a mentor, who sets a password from the invitation and signs in; then edits and removes them", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInBrowser(context, { api: await signedInAdmin() });
    const name = `Rohan Iyer ${nonce()}`;
    const email = uniqueEmail("rohan");
    await page.goto(`${DASHBOARD}?tab=mentors`);

    // The form checks its fields before sending.
    await page.getByRole("button", { name: "Add mentor" }).click();
    const add = page.getByRole("dialog", { name: "Add mentor" });
    await expect(add.getByLabel("Name", { exact: true })).toBeFocused();
    await add.getByRole("button", { name: "Add mentor" }).click();
    await expect(add.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await add.getByLabel("Name", { exact: true }).fill(name);
    await add.getByLabel("Email", { exact: true }).fill(email);
    await add.getByLabel("Phone", { exact: true }).fill("9876543210");
    await add.getByLabel("Domain", { exact: true }).selectOption("JEE");
    await add.getByLabel("Subjects", { exact: true }).fill("Physics,  Mathematics ,");
    await add.getByLabel("Expertise", { exact: true }).fill("Rotational mechanics, Calculus");
    await add.getByLabel("Education", { exact: true }).fill("B.Tech, IIT Bombay");
    await add.getByLabel("Bio", { exact: true }).fill("JEE Advanced AIR 312. I teach problem solving.");
    await add.getByRole("button", { name: "Add mentor" }).click();
    await expect(page.getByText(ADMIN_MESSAGES.mentorAdded(email))).toBeVisible();
    await expect(add).toBeHidden();

    // The new mentor is in the table (searched by email), invited but not yet active.
    await search(page, "Search by name or email", email, "Showing 1–1 of 1");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/view-mentor/${encodeURIComponent(email)}`,
    );
    await expect(row).toContainText("Physics, Mathematics");
    await expect(row).toContainText("JEE");
    await expect(row).toContainText("Invited");

    // The invitation's link sets a password; the mentor then signs in as a mentor.
    const token = await emailedToken(email);
    const mentorContext = await browser.newContext({ baseURL });
    try {
      const mentorPage = await mentorContext.newPage();
      await mentorPage.goto(`/reset-password?mode=resetPassword&oobCode=${token}`);
      await waitForApp(mentorPage);
      const password = `Mentor-${nonce()}-Pass1`;
      await mentorPage.getByLabel("New password", { exact: true }).fill(password);
      await mentorPage.getByRole("button", { name: /^(Set|Reset) Password$/ }).click();
      await expect(mentorPage).toHaveURL(/\/login/);
      await mentorPage.getByRole("radio", { name: "Mentor" }).check();
      await mentorPage.getByLabel("Name", { exact: true }).fill(name);
      await mentorPage.getByLabel("Email", { exact: true }).fill(email);
      await mentorPage.getByLabel("Password", { exact: true }).fill(password);
      await mentorPage.getByRole("button", { name: "Login", exact: true }).click();
      await expect(mentorPage).toHaveURL("/");
      await expect(
        mentorPage
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: `${name}: your dashboard` }),
      ).toHaveAttribute("href", "/mentor-dashboard");
    } finally {
      await mentorContext.close();
    }

    // Edit: the email cannot change; the change shows in the table.
    await page.reload();
    await search(page, "Search by name or email", email, "Showing 1–1 of 1");
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    await expect(edit.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
    await expect(edit.getByLabel("Subjects", { exact: true })).toHaveValue("Physics, Mathematics");
    await edit.getByLabel("Subjects", { exact: true }).fill("Physics, Chemistry");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(ADMIN_MESSAGES.mentorUpdated)).toBeVisible();
    await expect(row).toContainText("Physics, Chemistry");

    // Remove, after confirming: the mentor leaves the table.
    await row.getByRole("button", { name: `Remove ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove mentor?" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Remove mentor" }).click();
    await expect(page.getByText(ADMIN_MESSAGES.mentorRemoved)).toBeVisible();
    await expect(page.getByText("No mentors match your search or filters.")).toBeVisible();
  });

  test("sessions list their students with payment and attendance; payments filter and open for verification", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const tag = nonce();
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Kavya Menon ${tag}` }),
      createUser({ role: "student", name: `Dev Sharma ${tag}` }),
    ]);
    const title = `Genetics crash course ${tag}`;
    const sessionId = await postSessionByApi(mentor, { title, category: "NEET", price: 1499 });
    const { paymentId } = await bookByApi(student, sessionId);

    await signInBrowser(context, { api: await signedInAdmin() });
    await page.goto(`${DASHBOARD}?tab=sessions`);
    await expect(page.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    await search(page, "Search by title or mentor name", title, "Showing 1–1 of 1");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("1/5");
    await expect(row).toContainText("₹1,499");

    // The domain filter narrows: a NEET session is not a JEE one.
    await page.getByLabel("Domain", { exact: true }).selectOption("JEE");
    await expect(page.getByText("No upcoming sessions match your search or filters.")).toBeVisible();
    await page.getByLabel("Domain", { exact: true }).selectOption("NEET");
    await expect(showing(page)).toHaveText("Showing 1–1 of 1");

    await row.getByRole("button", { name: `Students of ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Students of ${title}` });
    const studentRow = dialog.getByRole("row").filter({ hasText: student.email });
    await expect(studentRow).toContainText(student.name);
    await expect(studentRow).toContainText("Pending");
    await expect(studentRow).toContainText("₹1,499");
    await expect(studentRow).toContainText("No");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Payments: docs/product.md §4's labels, the status filter, and each row opens the verification page.
    await openSection(page, "Payment Details");
    await search(page, "Search by name, email, reference or UTR", student.email, "Showing 1–1 of 1");
    const payment = page.getByRole("row").filter({ hasText: title });
    await expect(payment).toContainText("Pending");
    await expect(payment).toContainText("₹1,499");
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Completed" });
    await expect(page.getByText("No payments match your search or filters.")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Pending" });
    await expect(showing(page)).toHaveText("Showing 1–1 of 1");
    await payment.getByRole("link", { name: /^View payment/ }).click();
    await expect(page).toHaveURL(`/admin/payments/${paymentId}`);
    await page.goBack();
    // The status filter lives in the address: back keeps it.
    await expect(page).toHaveURL(`${DASHBOARD}?tab=payments&status=created`);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("created");

    // The mentor has an upcoming session with a booked student: the server refuses to remove them.
    await openSection(page, "Mentor Details");
    await search(page, "Search by name or email", mentor.email, "Showing 1–1 of 1");
    await page.getByRole("button", { name: `Remove ${mentor.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove mentor?" });
    await confirm.getByRole("button", { name: "Remove mentor" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(ADMIN_MESSAGES.mentorHasBookings);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(showing(page)).toHaveText("Showing 1–1 of 1");
  });
});

test.describe("admin dashboard in Hindi", () => {
  const admin = (key: string, values?: Record<string, string | number>) => hindiKey("admin", key, values);
  const pageTitle = (title: string) => `${title} | Toppers Connect`;

  test("at /hi the dashboard, every section, a profile and a payment's verification page speak Hindi @narrow", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const tag = nonce();
    const [mentor, student] = await Promise.all([
      createUser({ role: "mentor", name: `Kavya Rao ${tag}` }),
      createUser({ role: "student", name: `Ishaan Gupta ${tag}` }),
    ]);
    const title = `Electrostatics doubt clinic ${tag}`;
    const { paymentId } = await bookByApi(student, await postSessionByApi(mentor, { title }));
    await signInBrowser(context, { api: await signedInAdmin() });

    // The overview: the header, the counts and the charts with their text alternative.
    await page.goto(`/hi${DASHBOARD}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(pageTitle(admin("dashboard.title")));
    await expect(page.getByRole("heading", { level: 1, name: admin("dashboard.title") })).toBeVisible();
    await expect(page.getByText(admin("overview.counts.pendingPayments"))).toBeVisible();
    await expect(page.getByRole("heading", { name: admin("charts.bookings.title") })).toBeVisible();
    await expect(page.getByRole("table", { name: admin("charts.categories.title") })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The sidebar keeps the /hi prefix.
    const nav = page.getByRole("navigation", { name: admin("sidebar.nav") });
    const toggle = page.getByRole("button", { name: new RegExp(`^${admin("sidebar.toggle")}`) });
    if (await toggle.isVisible()) await toggle.click();
    await nav.getByRole("link", { name: admin("sections.mentors"), exact: true }).click();
    await expect(page).toHaveURL(`/hi${DASHBOARD}?tab=mentors`);

    // Every section: its heading, the document title, axe and the width.
    const sections = [
      { tab: "mentors", heading: admin("mentors.title"), ready: page.getByRole("table").first() },
      { tab: "students", heading: admin("students.title"), ready: page.getByRole("table").first() },
      { tab: "sessions", heading: admin("sessions.title"), ready: page.getByRole("table").first() },
      { tab: "payments", heading: admin("payments.title"), ready: page.getByRole("table").first() },
      {
        tab: "content",
        heading: admin("sections.content"),
        ready: page.getByRole("textbox", {
          name: admin("contentEditor.text", { page: admin("content.pages.about-us") }),
        }),
      },
      {
        tab: "social",
        heading: admin("sections.social"),
        ready: page.getByRole("textbox", { name: admin("social.url", { platform: "YouTube" }) }),
      },
      {
        tab: "applications",
        heading: admin("applications.title"),
        ready: page.getByRole("tab", { name: admin("applications.status.new") }),
      },
    ];
    for (const { tab, heading, ready } of sections) {
      await page.goto(`/hi${DASHBOARD}?tab=${tab}`);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(ready).toBeVisible();
      await expect(page).toHaveTitle(
        pageTitle(admin("dashboard.sectionTitle", { section: admin(`sections.${tab}`) })),
      );
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
    }

    // A student's profile, with its tables.
    await page.goto(`/hi/view-student/${encodeURIComponent(student.email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(student.name);
    await expect(page.getByText(admin("profile.student.kind"), { exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: admin("viewStudent.enrolledSessions") })).toContainText(
      title,
    );
    await expect(
      page.getByRole("link", { name: admin("profile.back", { section: admin("sections.students") }) }),
    ).toHaveAttribute("href", `/hi${DASHBOARD}?tab=students`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The payment's verification page.
    const payments = (key: string, values?: Record<string, string | number>) =>
      hindiKey("payments", key, values);
    await page.goto(`/hi/admin/payments/${paymentId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(payments("adminPayment.title"));
    await expect(page).toHaveTitle(pageTitle(payments("adminPayment.title")));
    const details = page.getByRole("region", { name: payments("adminPayment.details.heading") });
    await expect(details).toContainText(student.name);
    await expect(details).toContainText(hindiKey("common", "paymentStatus.Pending"));
    await expect(
      page.getByRole("img", { name: payments("adminPayment.proof.alt", { name: student.name }) }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: payments("adminPayment.approve"), exact: true }),
    ).toBeEnabled();
    await expect(page.getByRole("button", { name: payments("adminPayment.disapprove") })).toBeEnabled();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

const own = testWithOwnServer("e2e_admin");

own.describe("admin dashboard with a thousand students", () => {
  own(
    "pages, searches and filters 1,000 students on the server; the header's photo is stored",
    async ({ page, context, ownServer }) => {
      own.setTimeout(90_000);
      // One statement: 1,000 students, newest first by number, a quarter in each of the four domains.
      await ownServer.db.query(`
      with people as (
        insert into users (id, name, email, role, email_verified, created_at, updated_at)
        select 'bulk-' || n, 'Bulk Student ' || lpad(n::text, 4, '0'), 'bulk.student.' || n || '@e2e.test',
          'student', true, now() - n * interval '1 minute', now()
        from generate_series(1, 1000) as n
        returning id
      )
      insert into student_profiles (user_id, domain)
      select id, (array['JEE', 'NEET', 'UPSC', 'GATE'])[(substring(id from 6)::int % 4) + 1] from people`);

      await signInBrowser(context, { api: await signedInAdmin(ownServer.baseURL) });

      // A failing call shows an error with Retry; Retry loads the table. (An address with the tab
      // arrives with its table, docs/decisions/029: the app asks when the tab is opened.)
      await page.goto(DASHBOARD);
      await page.route("**/api/admin/students**", (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }),
      );
      await openSection(page, "Student Details");
      const failure = page
        .getByRole("alert")
        .filter({ hasText: "Could not load the students. Please try again." });
      await expect(failure).toBeVisible();
      await page.unrouteAll();
      await failure.getByRole("button", { name: "Retry" }).click();
      await expect(showing(page)).toHaveText("Showing 1–25 of 1,000");

      const table = page.getByRole("table", { name: "Students" });
      const firstName = table.getByRole("row").nth(1).getByRole("rowheader");
      await expect(firstName).toHaveText("Bulk Student 0001");
      await expect(firstName.getByRole("link")).toHaveAttribute(
        "href",
        `/view-student/${encodeURIComponent("bulk.student.1@e2e.test")}`,
      );
      await expect(page.getByText("Page 1 of 40")).toBeVisible();

      await page.getByRole("button", { name: "Next page of students" }).click();
      await expect(showing(page)).toHaveText("Showing 26–50 of 1,000");
      await expect(firstName).toHaveText("Bulk Student 0026");
      await page.getByRole("button", { name: "Last page of students" }).click();
      await expect(showing(page)).toHaveText("Showing 976–1,000 of 1,000");
      await expect(table.getByRole("row").last()).toContainText("Bulk Student 1000");
      await expect(page.getByRole("button", { name: "Next page of students" })).toBeDisabled();

      await page.getByLabel("Rows per page", { exact: true }).selectOption("50");
      await expect(showing(page)).toHaveText("Showing 1–50 of 1,000");
      await expect(page.getByText("Page 1 of 20")).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(51);

      // Search narrows (and starts again at page 1); the domain filter narrows further.
      await page.getByRole("button", { name: "Next page of students" }).click();
      await expect(showing(page)).toHaveText("Showing 51–100 of 1,000");
      await search(page, "Search by name or email", "Student 099", "Showing 1–10 of 10");
      await page.getByLabel("Domain", { exact: true }).selectOption("NEET");
      await expect(showing(page)).toHaveText("Showing 1–2 of 2");
      await expect(table.getByRole("rowheader")).toHaveText(["Bulk Student 0993", "Bulk Student 0997"]);
      await search(page, "Search by name or email", "", "Showing 1–50 of 250");
      await page.getByLabel("Search by name or email", { exact: true }).fill("nobody-at-all");
      await expect(page.getByText("No students match your search or filters.")).toBeVisible();
      await expect(showing(page)).toBeHidden();

      // The header's photo upload is stored: it is still there after a reload.
      const photo = page.getByRole("img", { name: E2E_ADMIN.name });
      await expect(photo).toHaveCount(0);
      await page.locator('input[type="file"][aria-label="Profile photo"]').setInputFiles({
        name: "admin.png",
        mimeType: "image/png",
        buffer: await pngProof(96),
      });
      await expect(page.getByText("Profile photo updated")).toBeVisible();
      await page.reload();
      await expect(photo.first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Change photo" })).toBeVisible();
    },
  );
});
