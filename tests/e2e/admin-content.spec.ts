import { ADMIN_MESSAGES, HTTPS_URL_MESSAGE } from "@contract/admin";
import type { Faq } from "@contract/content";
import type { SocialLinks } from "@contract/social";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import {
  bookByApi,
  decidePaymentByApi,
  giveFeedbackByApi,
  postSessionByApi,
  runLiveByApi,
} from "./support/marketplace";
import { type OwnServer, testWithOwnServer } from "./support/own-server";
import {
  anonymousApi,
  createUser,
  emailedToken,
  nonce,
  signedInAdmin,
  signInBrowser,
  uniqueEmail,
} from "./support/users";

/*
 * The admin dashboard's Content, Social Media and Applications tabs, and the mentor and student
 * profile views (docs/product.md §2.14, §2.16; docs/decisions/007). Content, FAQs and social links are global, and other
 * specs read them on the shared e2e server (static-pages, chrome) while this one runs beside them:
 * the tests that change them run on a server of their own (`own`), and still put the stored values
 * back when done. So does the profile views' test: its session goes live for the student to join and
 * rate it (mentorWithSession).
 */

const own = testWithOwnServer("e2e_content");

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Nothing wider than the screen. A phone zooms the page out to fit something too wide (innerWidth then
 * grows past the viewport), which expectNoHorizontalScroll alone does not see.
 */
async function expectFitsScreen(page: Page) {
  expect(await page.evaluate(() => window.innerWidth)).toBe(page.viewportSize()?.width);
  await expectNoHorizontalScroll(page);
}

async function asAdmin(page: Page, server?: string) {
  await signInBrowser(page.context(), { api: await signedInAdmin(server) });
}

/** POST /api/mentor-applications as anyone (multipart, with a PDF résumé): the applicant's name and email. */
async function applyByApi(label: string) {
  const name = `${label} ${nonce()}`;
  const email = uniqueEmail(label.toLowerCase());
  const anon = await anonymousApi();
  const response = await anon.post("/api/mentor-applications", {
    multipart: {
      name,
      email,
      phone: "9876543210",
      dob: "2004-06-01",
      education: "B.Tech (2nd year), IIT Bombay. JEE Advanced 2023: AIR 612.",
      experience: "Tutored Class 12 Physics for a year.",
      resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await anon.dispose();
  return { name, email };
}

own("About Us edited in the Content tab shows on the public page", async ({ page, ownServer }) => {
  const admin = await signedInAdmin(ownServer.baseURL);
  const before = (await (await admin.get("/api/content/about-us")).json()) as { content: string };
  const marker = `Edited by the e2e admin ${nonce()}`;
  try {
    await asAdmin(page, ownServer.baseURL);
    // A page that fails to load says so (docs/product.md §8) and can be retried.
    await page.route("**/api/admin/content/privacy-policy", (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, error: "Service Unavailable", message: "Down" },
      }),
    );
    await page.goto("/admin-dashboard?tab=content");
    await expect(page.getByRole("tab", { name: "About Us" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Privacy Policy" }).click();
    const failed = page.getByRole("tabpanel", { name: "Privacy Policy" }).getByRole("alert");
    await expect(failed).toContainText("Failed to load content", { timeout: 15_000 });
    await page.unroute("**/api/admin/content/privacy-policy");
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("textbox", { name: "Privacy Policy text" })).toBeVisible();
    await page.getByRole("tab", { name: "About Us" }).click();
    const editor = page.getByRole("textbox", { name: "About Us text" });
    await expect(editor).toHaveValue(before.content);
    // Appended: the headings static-pages.spec.ts looks for stay.
    await editor.fill(`${before.content}\n\n**${marker}**`);
    const preview = page.getByRole("region", { name: /Preview/ }).first();
    await expect(preview.locator("strong", { hasText: marker })).toBeVisible();
    await expect(page.getByRole("tab", { name: "About Us" })).toContainText("unsaved changes");
    await page.getByRole("button", { name: "Save About Us" }).click();
    await expect(page.getByText("About Us content updated successfully")).toBeVisible();

    await page.goto("/about");
    await expect(page.locator("main article strong", { hasText: marker })).toBeVisible();
  } finally {
    const restored = await admin.put("/api/admin/content/about-us", { data: { content: before.content } });
    expect(restored.status()).toBe(200);
  }
});

own("the FAQ editor adds, reorders and saves; /faq shows the new order", async ({ page, ownServer }) => {
  const admin = await signedInAdmin(ownServer.baseURL);
  const before = (await (await admin.get("/api/faqs")).json()) as Faq[];
  const question = `Is this question new ${nonce()}?`;
  try {
    await asAdmin(page, ownServer.baseURL);
    await page.goto("/admin-dashboard?tab=content");
    await page.getByRole("tab", { name: "FAQs" }).click();
    const count = before.length;
    await expect(page.getByRole("textbox", { name: `Question ${count}`, exact: true })).toHaveValue(
      before.at(-1)?.question ?? "",
    );

    await page.getByRole("button", { name: "Add question" }).click();
    const added = page.getByRole("textbox", { name: `Question ${count + 1}`, exact: true });
    await expect(added).toBeFocused();
    await added.fill(question);
    await page
      .getByRole("textbox", { name: `Answer ${count + 1}`, exact: true })
      .fill("Yes, added by a test.");

    // Reorder from the keyboard: the moved question keeps the focus on its button.
    await page.getByRole("button", { name: `Move question ${count + 1} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: `Question ${count}`, exact: true })).toHaveValue(question);
    await expect(page.getByRole("button", { name: `Move question ${count} up` })).toBeFocused();

    await page.getByRole("button", { name: "Save FAQs" }).click();
    await expect(page.getByText(ADMIN_MESSAGES.faqsSaved)).toBeVisible();

    await page.goto("/faq");
    const questions = page.locator("main").getByRole("button", { expanded: false });
    const expected = [
      ...before.slice(0, -1).map((faq) => faq.question),
      question,
      before.at(-1)?.question ?? "",
    ];
    await expect(questions).toHaveText(expected);
  } finally {
    const restored = await admin.put("/api/admin/faqs", {
      data: { faqs: before.map(({ question: q, answer }) => ({ question: q, answer })) },
    });
    expect(restored.status()).toBe(200);
  }
});

own("social links: https only, and the footer uses the saved links at once", async ({ page, ownServer }) => {
  const admin = await signedInAdmin(ownServer.baseURL);
  const before = (await (await admin.get("/api/social")).json()) as SocialLinks;
  const youtube = `https://www.youtube.com/@toppers-${nonce()}`;
  try {
    await asAdmin(page, ownServer.baseURL);
    await page.goto("/admin-dashboard?tab=social");
    const field = page.getByRole("textbox", { name: "YouTube URL" });
    await expect(field).toHaveValue(before.youtube ?? "");

    await field.fill("http://www.youtube.com/@insecure");
    await page.getByRole("button", { name: "Save links" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page.getByText(HTTPS_URL_MESSAGE)).toBeVisible();

    // Unsaved changes: leaving for another section asks first; Stay keeps the text.
    await page
      .getByRole("navigation", { name: "Admin dashboard" })
      .getByRole("link", { name: "Applications" })
      .click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
    await leave.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/tab=social/);
    await expect(field).toHaveValue("http://www.youtube.com/@insecure");

    await field.fill(youtube);
    await expect(page.getByRole("link", { name: "YouTube preview (opens in a new tab)" })).toHaveAttribute(
      "href",
      youtube,
    );
    await page.getByRole("button", { name: "Save links" }).click();
    await expect(page.getByText("Social media links updated")).toBeVisible();
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    // This page's own footer already has the new link (same cache entry as GET /api/social).
    const footerLink = page.locator("footer").getByRole("link", { name: "YouTube (opens in a new tab)" });
    await expect(footerLink).toHaveAttribute("href", youtube);

    await page.goto("/test-portal");
    await expect(footerLink).toHaveAttribute("href", youtube);
  } finally {
    const restored = await admin.put("/api/admin/social", {
      data: Object.fromEntries(Object.entries(before).map(([key, value]) => [key, value ?? ""])),
    });
    expect(restored.status()).toBe(200);
  }
});

test("an admin approves one mentor application and rejects another", async ({ page }) => {
  const approved = await applyByApi("Approvable");
  const rejected = await applyByApi("Rejectable");
  await asAdmin(page);
  await page.goto("/admin-dashboard?tab=applications");
  await expect(page.getByRole("tab", { name: "New" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("combobox", { name: "Per page" }).selectOption("50");

  const card = page.getByRole("article", { name: approved.name });
  await expect(card).toContainText(approved.email);
  await expect(card).toContainText("Tutored Class 12 Physics for a year.");
  await expect(card).toContainText("1 Jun 2004");
  const resume = card.getByRole("link", { name: /Download résumé/ });
  const resumeAnswer = await page.request.get(String(await resume.getAttribute("href")));
  expect(resumeAnswer.status()).toBe(200);
  expect(resumeAnswer.headers()["content-type"]).toContain("application/pdf");

  await card.getByRole("button", { name: `Approve ${approved.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Approve application" });
  await expect(dialog.getByRole("combobox", { name: "Domain" })).toHaveValue("General");
  await dialog.getByRole("combobox", { name: "Domain" }).selectOption("NEET");
  await dialog.getByRole("button", { name: "Approve and invite" }).click();
  await expect(page.getByText(ADMIN_MESSAGES.applicationApproved(approved.email))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  const other = page.getByRole("article", { name: rejected.name });
  await other.getByRole("button", { name: `Reject ${rejected.name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Reject application?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Reject application" }).click();
  await expect(page.getByText(ADMIN_MESSAGES.applicationRejected)).toBeVisible();
  await expect(other).toHaveCount(0);

  await page.getByRole("tab", { name: "Rejected" }).click();
  await page.getByRole("combobox", { name: "Per page" }).selectOption("50");
  await expect(page.getByRole("article", { name: rejected.name })).toBeVisible();

  // The approved applicant is a mentor now, invited to set a password.
  expect(await emailedToken(approved.email)).not.toBe("");
  await page.goto(`/view-mentor/${encodeURIComponent(approved.email)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(approved.name);
  await expect(page.locator("main")).toContainText("NEET");
  await expect(page.locator("main")).toContainText("No ratings yet");
});

/**
 * A mentor with one session that a student booked and paid for (approved). On a server of the
 * spec's own (`rated`), the session also goes live, the student joins it and rates it 4: only a
 * student who joined may rate, and only that server lets a session into its start window.
 */
async function mentorWithSession(rated?: OwnServer) {
  const server = rated;
  const admin = await signedInAdmin(server?.baseURL);
  const mentor = await createUser({ role: "mentor", name: `Meera Profile ${nonce()}`, server });
  const student = await createUser({ role: "student", name: `Sana Profile${nonce()}`, server });
  const title = `Genetics clinic ${nonce()}`;
  const sessionId = await postSessionByApi(mentor, { title, price: 499 });
  const { paymentId } = await bookByApi(student, sessionId);
  await decidePaymentByApi(admin, paymentId, "paid");
  if (rated) {
    await runLiveByApi(rated.db, mentor, sessionId, [student]);
    await giveFeedbackByApi(student, sessionId, 4, "Clear and patient.");
  }
  return { mentor, student, title, sessionId, paymentId };
}

own(
  "the mentor and student profile views show their people, sessions and payments",
  async ({ page, ownServer }) => {
    test.setTimeout(60_000);
    const { mentor, student, title, sessionId, paymentId } = await mentorWithSession(ownServer);
    await asAdmin(page, ownServer.baseURL);

    await page.goto(`/view-mentor/${encodeURIComponent(mentor.email)}`);
    await expect(page).toHaveTitle(`${mentor.name} | Toppers Connect`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mentor.name);
    const main = page.locator("main");
    await expect(main).toContainText(mentor.email);
    await expect(main).toContainText("4.0 / 5.0");
    const sessions = page.getByRole("table", { name: "Sessions posted by this mentor" });
    const row = sessions.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/session-details/${sessionId}`,
    );
    await expect(row.getByRole("cell")).toHaveText([sessionId, /\d{4}/, "LIVE", "1", "1"]);

    await page.goto(`/view-student/${encodeURIComponent(student.email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(student.name);
    await expect(main).toContainText("₹499");
    const enrolled = page.getByRole("table", { name: "Enrolled sessions" });
    await expect(enrolled.getByRole("row", { name: new RegExp(title) })).toContainText(mentor.name);
    await expect(enrolled.getByRole("row", { name: new RegExp(title) })).toContainText("Completed");
    const payments = page.getByRole("table", { name: "Payments" });
    await expect(payments.getByRole("link", { name: paymentId })).toHaveAttribute(
      "href",
      `/admin/payments/${paymentId}`,
    );
    await expect(payments.getByRole("row", { name: new RegExp(paymentId) })).toContainText("Completed");

    // Unknown people, and a failure with Retry.
    await page.goto(`/view-mentor/${encodeURIComponent(uniqueEmail("nobody"))}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentor not found");
    await expect(page.getByRole("link", { name: "Back to Mentor Details" })).toHaveAttribute(
      "href",
      "/admin-dashboard?tab=mentors",
    );
    await page.goto(`/view-student/${encodeURIComponent(mentor.email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Student not found");

    await page.route("**/api/admin/students/by-email/**", (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, error: "Service Unavailable", message: "Down" },
      }),
    );
    await page.goto(`/view-student/${encodeURIComponent(student.email)}`);
    const retry = page.getByRole("button", { name: "Retry" });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await page.unroute("**/api/admin/students/by-email/**");
    await retry.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(student.name);
  },
);

test("axe finds nothing on the three tabs and the two profile views", { tag: "@narrow" }, async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { mentor, student } = await mentorWithSession();
  await applyByApi("Axe");
  await asAdmin(page);
  // The social form is left with unsaved text: accept the browser's "leave site?" prompt.
  page.on("dialog", (dialog) => void dialog.accept());

  await page.goto("/admin-dashboard?tab=social");
  await page.getByRole("textbox", { name: "Facebook URL" }).fill("ftp://nope");
  await page.getByRole("button", { name: "Save links" }).click();
  await expect(page.getByText(HTTPS_URL_MESSAGE)).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  await page.goto("/admin-dashboard?tab=applications");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);

  for (const path of [
    `/view-mentor/${encodeURIComponent(mentor.email)}`,
    `/view-student/${encodeURIComponent(student.email)}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("table").first()).toBeVisible();
    await expectFitsScreen(page);
    await expectNoAxeViolations(page);
  }

  await page.goto("/admin-dashboard?tab=content");
  await expect(page.getByRole("textbox", { name: "About Us text" })).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "FAQs" }).click();
  await expect(page.getByRole("button", { name: "Save FAQs" })).toBeVisible();
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
});
