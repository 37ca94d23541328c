import path from "node:path";
import type { Page } from "@playwright/test";
import { readOutbox } from "@test-support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";
import { hindiKey } from "./support/hindi";

/*
 * The mentor recruitment page (docs/product.md §2.7) and its registration modal and form (docs/product.md §4, §5). Every
 * application uses its own email address: the tests share one server and run in parallel.
 */

function uniqueEmail(who: string): string {
  const nonce = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return `${who}.${nonce}.${test.info().project.name}@example.com`;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Mentor Registration" });
const registerButtons = (page: Page) => page.getByRole("button", { name: "Register as a Mentor" });

async function openForm(page: Page) {
  await page.goto("/become-mentor");
  await registerButtons(page).first().click();
  await expect(dialog(page)).toBeVisible();
}

type Applicant = { name: string; email: string; phone?: string; dob?: string };

async function fillForm(page: Page, applicant: Applicant) {
  const form = dialog(page);
  await form.getByLabel("Full Name").fill(applicant.name);
  await form.getByLabel("Email Address").fill(applicant.email);
  await form.getByLabel("Phone Number").fill(applicant.phone ?? "98110 23456");
  await form.getByLabel("Date of Birth").fill(applicant.dob ?? "2004-08-17");
  await form
    .getByLabel("Educational Qualification")
    .fill("B.Tech Electrical Engineering, IIT Kanpur (2022-2026). JEE Advanced 2022: AIR 1843.");
  await form
    .getByLabel("Teaching/Mentoring Experience")
    .fill("Taught JEE Main Physics to a group of 12 Class 11 students in my hometown for two summers.");
}

const submit = (page: Page) => dialog(page).getByRole("button", { name: "Submit Application" });
const status = (page: Page) => dialog(page).getByRole("status");

/** The applicant's confirmation email, once the server has written it to the outbox. */
async function confirmationFor(email: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the global setup did not run");
  const outbox = path.join(dataDir, "outbox");
  await expect
    .poll(async () => (await readOutbox(outbox)).filter((mail) => mail.to.includes(email)).length, {
      timeout: 10_000,
    })
    .toBe(1);
  const [mail] = (await readOutbox(outbox)).filter((item) => item.to.includes(email));
  return mail;
}

test.describe("become a mentor", () => {
  test("the page explains the process, the benefits and who can apply", async ({ page }) => {
    await page.goto("/become-mentor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Mentor");
    await expect(page).toHaveTitle("Become a Mentor | Toppers Connect");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /IIT-JEE or NEET/);

    const process = page.locator("section", {
      has: page.getByRole("heading", { name: "How you become a mentor" }),
    });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Register and submit documents",
      "Step 2: Background verification",
      "Step 3: Personal interview",
      "Step 4: Training and demo session",
    ]);
    const benefits = page.locator("section", {
      has: page.getByRole("heading", { name: "Why mentor with Toppers Connect" }),
    });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Who can apply" })).toBeVisible();
    await expect(page.locator("main")).toContainText("recent good scorers in IIT-JEE or NEET");

    // The video placeholder: a described poster with a caption, and no player.
    await expect(page.getByRole("img", { name: /Poster frame/ })).toBeVisible();
    await expect(page.locator("figure figcaption")).toContainText("walkthrough");
    await expect(page.locator("video, iframe")).toHaveCount(0);
    await expect(registerButtons(page)).toHaveCount(2);
  });

  test("the modal opens from its button and closes by X, Cancel and Escape, returning focus", async ({
    page,
  }) => {
    await page.goto("/become-mentor");
    const opener = registerButtons(page).first();

    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel("Full Name")).toBeFocused();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    // The second button (under "Who can apply") gets focus back for itself.
    const second = registerButtons(page).nth(1);
    await second.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(second).toBeFocused();
  });

  test("the modal is at most 90% of the viewport tall and keeps Tab inside", async ({ page }) => {
    await openForm(page);
    const viewport = page.viewportSize();
    const box = await dialog(page).boundingBox();
    expect(box && viewport ? box.height : Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
      (viewport?.height ?? 0) * 0.9 + 1,
    );
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog(page).evaluate((element) => element.contains(document.activeElement));
      // Tab may pass through the browser's own UI between the last and the first control.
      if (!inside) expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    }
    await expect(page.locator("main h1")).not.toBeFocused();
  });

  test("the form has the labels, types and hints of docs/product.md §5 and a résumé input", async ({
    page,
  }) => {
    await openForm(page);
    const form = dialog(page);
    const expectations: Array<[string, string | null]> = [
      ["Full Name", null],
      ["Email Address", "email"],
      ["Phone Number", "tel"],
      ["Date of Birth", "date"],
    ];
    for (const [label, type] of expectations) {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("required", "");
      if (type) await expect(input).toHaveAttribute("type", type);
    }
    for (const label of ["Full Name", "Email Address", "Phone Number", "Date of Birth"]) {
      // The visible label ends with the required mark: "Full Name*".
      await expect(form.locator("label", { hasText: label }).locator("..")).toHaveText(`${label}*`);
    }
    await expect(form.getByLabel("Educational Qualification")).toHaveAccessibleDescription(
      "Include your degrees, institutions, and years of study",
    );
    await expect(form.getByLabel("Teaching/Mentoring Experience")).toHaveAccessibleDescription(
      "Describe your relevant experience",
    );
    const resume = form.getByLabel("Résumé (PDF, up to 5 MB)");
    await expect(resume).toHaveAttribute("type", "file");
    await expect(resume).toHaveAttribute("accept", "application/pdf");
    await expect(resume).not.toHaveAttribute("required", "");
  });

  test("an application is sent, confirmed and reaches the server", async ({ page }) => {
    const email = uniqueEmail("meher.bansal");
    await openForm(page);
    await expect(submit(page)).toBeDisabled();
    await fillForm(page, { name: "Meher Bansal", email });
    await expect(submit(page)).toBeEnabled();
    await expect(status(page)).toHaveText("");

    // Hold the answer to see the sending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/mentor-applications", async (route) => {
      await held;
      await route.continue();
    });
    await dialog(page)
      .getByLabel("Résumé (PDF, up to 5 MB)")
      .setInputFiles({
        name: "meher-bansal-resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
        ),
      });
    await submit(page).click();
    await expect(status(page)).toHaveText("Sending....");
    await expect(submit(page)).toBeDisabled();
    release();

    await expect(status(page)).toHaveText("Form Submitted Successfully");
    for (const label of [
      "Full Name",
      "Email Address",
      "Phone Number",
      "Date of Birth",
      "Educational Qualification",
      "Teaching/Mentoring Experience",
    ]) {
      await expect(dialog(page).getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(dialog(page).getByLabel("Résumé (PDF, up to 5 MB)")).toHaveValue("");
    await expect(submit(page)).toBeDisabled();

    const mail = await confirmationFor(email);
    expect(mail?.subject).toBe("We received your mentor application");
    // Anyone can type any address into the form: the email quotes nothing typed, not even the name.
    expect(mail?.text).toContain("Hello,");
    expect(mail?.text).not.toContain("Meher Bansal");
  });

  test("a refused résumé shows the server's message and the form can be sent again", async ({ page }) => {
    const email = uniqueEmail("tanmay.ghosh");
    await openForm(page);
    await fillForm(page, { name: "Tanmay Ghosh", email });
    // Named and typed as a PDF, but the bytes are plain text: only the server can tell.
    await dialog(page)
      .getByLabel("Résumé (PDF, up to 5 MB)")
      .setInputFiles({
        name: "tanmay-resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("Tanmay Ghosh - JEE Advanced 2023, AIR 2310 - this is not really a PDF"),
      });
    await submit(page).click();

    await expect(status(page)).toHaveText("The résumé must be a PDF file.");
    const resume = dialog(page).getByLabel("Résumé (PDF, up to 5 MB)");
    await expect(resume).toHaveAttribute("aria-invalid", "true");
    await expect(resume).toHaveAccessibleDescription(/The résumé must be a PDF file\./);
    // The answers are kept, and (unlike the original specification) the button works again.
    await expect(dialog(page).getByLabel("Full Name")).toHaveValue("Tanmay Ghosh");
    await expect(submit(page)).toBeEnabled();

    await resume.setInputFiles([]);
    await submit(page).click();
    await expect(status(page)).toHaveText("Form Submitted Successfully");
    await confirmationFor(email);
  });

  test("a mistake the form can see is shown before anything is sent", async ({ page }) => {
    let sent = 0;
    await page.route("**/api/mentor-applications", async (route) => {
      sent += 1;
      await route.continue();
    });
    await openForm(page);
    await fillForm(page, { name: "Riya Sen", email: uniqueEmail("riya.sen"), phone: "12345" });
    await submit(page).click();
    const phone = dialog(page).getByLabel("Phone Number");
    await expect(status(page)).toHaveText("Please enter a valid 10-digit mobile number.");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    expect(sent).toBe(0);
    await expect(submit(page)).toBeEnabled();
  });

  test("too many applications: the server's message is shown", async ({ page }) => {
    await page.route("**/api/mentor-applications", (route) =>
      route.fulfill({
        status: 429,
        json: {
          statusCode: 429,
          message: "Too many applications from this address. Please wait a minute and try again.",
        },
      }),
    );
    await openForm(page);
    await fillForm(page, { name: "Kavya Rao", email: uniqueEmail("kavya.rao") });
    await submit(page).click();
    await expect(status(page)).toHaveText(
      "Too many applications from this address. Please wait a minute and try again.",
    );
    await expect(submit(page)).toBeEnabled();
  });

  test("axe finds nothing on the page, nor with the modal open", { tag: "@narrow" }, async ({ page }) => {
    await page.goto("/become-mentor");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await registerButtons(page).first().click();
    await expect(dialog(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });

  test("@narrow the page at /hi: in Hindi, and so is the form with its messages", async ({ page }) => {
    const words = (key: string, values: Record<string, string | number> = {}) =>
      hindiKey("mentor-applications", key, values);
    let sent = 0;
    await page.route("**/api/mentor-applications", async (route) => {
      sent += 1;
      await route.continue();
    });
    await page.goto("/hi/become-mentor");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words("page.title"));
    await expect(page).toHaveTitle(`${words("page.title")} | Toppers Connect`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      words("page.metaDescription"),
    );
    const process = page.locator("section", {
      has: page.getByRole("heading", { name: words("process.title") }),
    });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      ["register", "verification", "interview", "training"].map(
        (step, index) => `${words("process.step", { number: index + 1 })}${words(`steps.${step}.title`)}`,
      ),
    );
    await expect(page.getByRole("heading", { name: words("benefits.title") })).toBeVisible();
    await expect(page.getByRole("img", { name: words("poster.title") })).toBeVisible();
    const register = page.getByRole("button", { name: words("hero.register") });
    await expect(register).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The form: Hindi labels, and a mistake it can see is told in Hindi before anything is sent.
    await register.first().click();
    const form = page.getByRole("dialog", { name: words("dialog.title") });
    const field = (key: string) => form.getByLabel(words(key), { exact: true });
    await expect(field("form.name")).toBeFocused();
    await field("form.name").fill("Riya Sen");
    await field("form.email").fill(uniqueEmail("riya.sen.hi"));
    await field("form.phone").fill("12345");
    await field("form.dob").fill("2004-08-17");
    await field("form.education").fill(
      "B.Sc. Physics, St. Stephen's College (2023-2026). JEE Main 2023: 99.2 percentile.",
    );
    await field("form.experience").fill(
      "Two years of weekend doubt classes for Class 12 students in Jaipur.",
    );
    await expect(field("form.experience")).toHaveAccessibleDescription(words("form.experienceHint"));
    await form.getByRole("button", { name: words("form.submit") }).click();
    await expect(form.getByRole("status")).toHaveText(hindiKey("messages", "module.validMobile"));
    await expect(field("form.phone")).toHaveAttribute("aria-invalid", "true");
    await expect(field("form.phone")).toBeFocused();
    expect(sent).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
