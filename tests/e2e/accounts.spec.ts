import path from "node:path";
import type { Page } from "@playwright/test";
import { readOutbox } from "@test-support/email-parser";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./support/fixtures";

/*
 * Accounts in the browser: sign up, log in and out, forgot and reset password, the route guards.
 * Every test makes its own accounts (tests run in parallel on one shared server). Mentor accounts
 * cannot be made through the UI; their journeys are covered by the server's tests.
 */

const PASSWORD = "Neet@2025rank";
const NEW_PASSWORD = "Jee-Advanced-2026";

/** An address no other test (or project, or run) uses. */
function uniqueEmail(who: string): string {
  const nonce = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return `${who}.${nonce}.${test.info().project.name}@example.com`;
}

type Person = { firstName: string; lastName: string; email: string; phone?: string; password?: string };

async function fillSignup(page: Page, person: Person, confirm = person.password ?? PASSWORD) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Phone number").fill(person.phone ?? "98765 43210");
  await page.getByLabel("Password", { exact: true }).fill(person.password ?? PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(confirm);
}

/** Signs a new student up through the form; ends signed in, on the home page. */
async function signUp(page: Page, person: Person) {
  await page.goto("/signup");
  await fillSignup(page, person);
  await page
    .getByRole("checkbox", { name: "I agree to the Terms and Conditions and the Privacy Policy" })
    .check();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL("/");
}

/** A student account that exists, with this browser signed out again. */
async function existingStudent(page: Page, person: Person) {
  await signUp(page, person);
  await page.context().clearCookies();
}

async function fillLogin(
  page: Page,
  {
    email,
    password,
    role = "Student",
    name,
  }: { email: string; password: string; role?: string; name?: string },
) {
  await page.getByRole("radio", { name: role }).check();
  if (name !== undefined) await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const formAlert = (page: Page) => page.locator("main").getByRole("alert");

/** The newest reset link emailed to `email`, as a path of the app (the email's host may differ). */
async function resetLinkFor(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: the global setup did not run");
  const outbox = path.join(dataDir, "outbox");
  let link = "";
  await expect
    .poll(
      async () => {
        const emails = (await readOutbox(outbox)).filter((mail) => mail.to.includes(email));
        const latest = emails.at(-1);
        const source = latest ? `${latest.text}\n${latest.html.replaceAll("&amp;", "&")}` : "";
        link = source.match(/https?:\/\/[^\s"'<>]+\/reset-password\?[^\s"'<>]+/)?.[0] ?? "";
        return link;
      },
      { message: `a reset email to ${email} in the outbox`, timeout: 10_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test.describe("accounts", () => {
  // The journeys below sign up, log in and out several times each: longer than one page's test.
  const LONG_JOURNEY_MS = 60_000;

  test("sign up, log out, log in, forget the password, reset it from the emailed link", async ({ page }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    const email = uniqueEmail("asha");
    await signUp(page, { firstName: "Asha", lastName: "Verma", email });

    // Signed in: the avatar (initials of a student's name) leads to the student dashboard.
    const avatar = nav(page).getByRole("link", { name: "Asha Verma: your dashboard" });
    await expect(avatar).toHaveText("AV");
    await expect(avatar).toHaveAttribute("href", "/student-dashboard");
    await expect(nav(page).getByRole("link", { name: "LOGIN" })).toHaveCount(0);
    await avatar.click();
    await expect(page).toHaveURL("/student-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Asha!");

    // Logout from the side menu: the server forgets the auth session, the app goes home signed out.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByText("Asha Verma")).toBeVisible();
    await expect(menu.getByText("Student", { exact: true })).toBeVisible();
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "LOGIN" })).toBeVisible();
    await page.reload();
    await expect(nav(page).getByRole("link", { name: "LOGIN" })).toBeVisible();

    // Log in again.
    await nav(page).getByRole("link", { name: "LOGIN" }).click();
    await expect(page).toHaveURL("/login");
    await fillLogin(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "Asha Verma: your dashboard" })).toBeVisible();
    await page.context().clearCookies();

    // Forgot password: the link is emailed (here: to the outbox).
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page).toHaveTitle("Forgot Password | Toppers Connect");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Password reset link sent to your email." }),
    ).toBeVisible();

    const link = await resetLinkFor(email);
    expect(link).toMatch(/^\/reset-password\?/);
    expect(new URL(link, "http://x").searchParams.get("mode")).toBe("resetPassword");
    await page.goto(link);
    await expect(page.getByText(`Reset password for ${email}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The new password must follow the 8-character rule.
    const newPassword = page.getByLabel("New password", { exact: true });
    await newPassword.fill("short");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(newPassword).toHaveAttribute("aria-invalid", "true");
    await expect(newPassword).toBeFocused();

    await newPassword.fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Password has been reset successfully. Redirecting to login..." }),
    ).toBeVisible();
    // docs/product.md §2.20: on to the login page after 2 seconds, with the email filled in.
    await expect(page).toHaveURL("/login", { timeout: 5_000 });
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

    // The old password no longer works; the new one does.
    await fillLogin(page, { email, password: PASSWORD });
    await expect(formAlert(page)).toHaveText("Authentication failed: Invalid email or password.");
    await expect(page).toHaveURL("/login");
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "Asha Verma: your dashboard" })).toHaveText("AV");

    // A reset link works once.
    await page.goto(link);
    await expect(formAlert(page)).toHaveText("Reset link is invalid or expired.");
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  test("signup explains what is missing or wrong, and refuses a taken email", async ({ page }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    await page.goto("/signup");
    await expect(page).toHaveTitle("Sign Up | Toppers Connect");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: /^Terms and Conditions/ })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: /^Privacy Policy/ })).toHaveAttribute("href", "/privacy");
    const phone = page.getByLabel("Phone number");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(page.getByText("10-digit mobile number")).toBeVisible();
    const submit = page.getByRole("button", { name: "Sign Up", exact: true });
    const terms = page.getByRole("checkbox", {
      name: "I agree to the Terms and Conditions and the Privacy Policy",
    });

    // Nothing filled in: the first field gets focus.
    await submit.click();
    await expect(formAlert(page)).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

    const email = uniqueEmail("rahul");
    const rahul = { firstName: "Rahul", lastName: "Singh", email };

    // Passwords that differ.
    await fillSignup(page, rahul, "Something-else-1");
    await terms.check();
    await submit.click();
    await expect(formAlert(page)).toHaveText("Passwords don't match!");
    await expect(page.getByLabel("Confirm password", { exact: true })).toBeFocused();

    // A password shorter than 8 characters.
    await fillSignup(page, { ...rahul, password: "abc123" });
    await submit.click();
    await expect(formAlert(page)).toHaveText("Password must be at least 8 characters.");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();

    // The terms box is required too.
    await fillSignup(page, rahul);
    await terms.uncheck();
    await submit.click();
    await expect(formAlert(page)).toHaveText("Please fill in all required fields");
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAttribute("aria-invalid", "true");

    // A taken email: the server says so, and nobody is signed in.
    await existingStudent(page, rahul);
    await page.goto("/signup");
    await fillSignup(page, { ...rahul, firstName: "Someone", lastName: "Else" });
    await terms.check();
    await submit.click();
    await expect(formAlert(page)).toHaveText(
      "Signup failed: An account with this email already exists. Please log in instead.",
    );
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(page).toHaveURL("/signup");
    await expect(nav(page).getByRole("link", { name: "LOGIN" })).toBeVisible();
  });

  test("login checks its fields, asks mentors for a name, and shows the server's reason", async ({
    page,
  }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    const email = uniqueEmail("meera");
    await existingStudent(page, { firstName: "Meera", lastName: "Joshi", email });

    await page.goto("/login");
    await expect(page).toHaveTitle("Login | Toppers Connect");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    const login = page.getByRole("button", { name: "Login", exact: true });

    // Email and password are required.
    await login.click();
    await expect(formAlert(page)).toHaveText("Please fill in all required fields");
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();

    // Show / hide the password.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(password).toHaveAttribute("type", "password");

    // The Name field is there only for mentors, and a mentor must give one.
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);
    await page.getByRole("radio", { name: "Mentor" }).check();
    await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await login.click();
    await expect(formAlert(page)).toHaveText("Name is required for mentor login");
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await page.getByRole("radio", { name: "Student" }).check();
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);

    // The role picker grants nothing: a student who picks Mentor is told this is not a mentor account.
    await fillLogin(page, { email, password: PASSWORD, role: "Mentor", name: "Meera Joshi" });
    await expect(formAlert(page)).toHaveText("Authentication failed: this is not a mentor account");
    await expect(page).toHaveURL("/login");
    await page.reload();
    await expect(nav(page).getByRole("link", { name: "LOGIN" })).toBeVisible();

    // An unknown email gets the same answer as a wrong password.
    await fillLogin(page, { email: uniqueEmail("nobody"), password: PASSWORD });
    await expect(formAlert(page)).toHaveText("Authentication failed: Invalid email or password.");
  });

  test("guarded pages send visitors to log in and other roles home", async ({ page }) => {
    test.setTimeout(LONG_JOURNEY_MS);
    const email = uniqueEmail("kabir");
    await existingStudent(page, { firstName: "Kabir", lastName: "Rao", email });

    // Signed out: /post-session asks for a login first, and the login remembers where to go.
    await page.goto("/post-session");
    await expect(page).toHaveURL("/login?next=%2Fpost-session");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expect(page.getByText("Please log in to continue.")).toBeVisible();

    // A student may not post sessions: after logging in, home.
    await fillLogin(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/");
    await page.goto("/post-session");
    await expect(page).toHaveURL("/");
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL("/");
    await page.goto("/mentor-dashboard");
    await expect(page).toHaveURL("/");

    // A student page, asked for while signed out, opens right after logging in.
    await page.context().clearCookies();
    await page.goto("/student-dashboard");
    await expect(page).toHaveURL("/login?next=%2Fstudent-dashboard");
    await fillLogin(page, { email, password: PASSWORD });
    await expect(page).toHaveURL("/student-dashboard");
    await expect(page).toHaveTitle("Student Dashboard | Toppers Connect");
  });

  test("forgot password answers the same for any address and shows its progress", async ({ page }) => {
    await page.goto("/forgot-password");
    const emailField = page.getByLabel("Email", { exact: true });
    await expect(emailField).toHaveAttribute("type", "email");
    await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");

    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toBeFocused();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/forgot-password", async (route) => {
      await held;
      await route.continue();
    });
    // No account has this address: the answer is the same (no account discovery), and no email goes out.
    const unknown = uniqueEmail("nobody");
    await emailField.fill(unknown);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(
      page.getByRole("status").filter({ hasText: "Password reset link sent to your email." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
    const dataDir = process.env.E2E_DATA_DIR ?? "";
    const sent = await readOutbox(path.join(dataDir, "outbox"));
    expect(sent.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  test("reset links without a mode or with an unknown code are refused", async ({ page }) => {
    await page.goto("/reset-password?mode=verifyEmail&oobCode=abc");
    await expect(formAlert(page)).toHaveText("Invalid reset link.");
    await page.goto("/reset-password?mode=resetPassword");
    await expect(formAlert(page)).toHaveText("Invalid reset link.");
    await page.goto("/reset-password?mode=resetPassword&oobCode=not-a-real-code");
    await expect(formAlert(page)).toHaveText("Reset link is invalid or expired.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset Password");
  });

  for (const route of ["/login", "/signup", "/forgot-password", "/reset-password"]) {
    test(`axe finds nothing on ${route}, before and after a failed submit`, { tag: "@narrow" }, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      const submit = page.locator("main").locator('button[type="submit"]');
      if ((await submit.count()) > 0) {
        await submit.click();
        await expect(page.locator("main [aria-invalid='true']").first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});
